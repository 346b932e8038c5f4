import { describe, expect, it } from 'vitest';
import { noticesMachine } from '../machines/notices';
import { expectMachineCovered, expectRulesKept } from './support/fullCoverage';
import { checkRules, type StateRules, type Step, startsOf } from './support/modelCoverage';
import { done, error } from './support/stubs';

/**
 * The notices walked (every state and arrow of the committed graph) and held to their rules: each state
 * shows what the server sent, and only a listed notice opens.
 */
describe('notices: model-based', () => {
  const notice = { id: 'n1', title: 'Maintenance', content: '<p>x</p>', date: '2026-11-20' };
  const payloads = {
    'xstate.done.actor.loadNotices': [done('loadNotices', [notice]), done('loadNotices', [])],
    'xstate.done.actor.prepare': [done('prepare', '<p>x</p>')],
    'xstate.error.actor.prepare': [error('prepare', new Error('sanitizer'))],
    OPEN: [
      { type: 'OPEN', id: 'n1' },
      { type: 'OPEN', id: 'unknown' },
    ],
  };

  it('notices: list, empty, failure, opening and reading', () => {
    expectMachineCovered(noticesMachine, { payloads });
  });

  it('notices: each state shows what the server sent, and only a listed notice opens', () => {
    type M = typeof noticesMachine;
    const listed = (step: Step<M>) => step.context.notices.map((n) => n.id);
    const rules: StateRules<M> = {
      // The list is read on arrival, each time anew; nothing is shown meanwhile but what was read before.
      loading: (step) => {
        if (step.event.type === 'xstate.init' || step.event.type === 'RETRY')
          expect(step.started.map((s) => s.src)).toEqual(['loadNotices']);
        expect(step.context.openId, 'nothing open while the list is read').toBeNull();
      },
      failed: (step) => expect(step.context.openId).toBeNull(),
      empty: (step) => expect(step.context.notices, 'nothing to announce').toEqual([]),
      // The titles; none open, no HTML left from the last one read.
      list: (step) => {
        expect(listed(step).length, 'a list has notices').toBeGreaterThan(0);
        expect(step.context.openId).toBeNull();
        if (step.event.type === 'CLOSE') expect(step.context.html).toBe('');
      },
      // Only a notice of the list opens, and its own content goes to the sanitizer.
      opening: (step) => {
        expect(listed(step), 'the notice opened is one of the list').toContain(step.context.openId);
        if (step.event.type === 'OPEN') {
          expect(step.context.openId).toBe((step.event as unknown as { id: string }).id);
          expect(startsOf([step], 'prepare').map((c) => c.input)).toEqual([{ content: notice.content }]);
        }
      },
      reading: (step) => {
        expect(listed(step)).toContain(step.context.openId);
        expect(step.context.html, 'the sanitized HTML is what is shown').toBe('<p>x</p>');
      },
    };
    expectRulesKept(
      checkRules(noticesMachine, rules, {
        payloads,
        everyTransition: true,
      }),
    );
  });
});
