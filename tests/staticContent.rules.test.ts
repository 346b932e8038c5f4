import { describe, expect, it } from 'vitest';
import { staticContentMachine } from '../features/content/machines/staticContent';
import { expectRulesKept } from './support/fullCoverage';
import { type StateRules, startsOf } from './support/modelCoverage';
import { checkRulesWithPageCopy } from './support/rulesAcross';
import { done } from './support/stubs';

/**
 * A screen's static content held to its rules in every state (spec §7): read once when the screen opens,
 * or shown at once from the pre-rendered page's copy with nothing read; a failed read offers a retry that
 * reads again, never an empty page.
 */

type M = typeof staticContentMachine;
const CONTENT = { banners: 3 };
const COPY = { banners: 1 };
const options = { payloads: { 'xstate.done.actor.loadContent': [done('loadContent', CONTENT)] } };

const rules: StateRules<M> = {
  loading: (step) => {
    if (step.state.matches('loading')) {
      expect(step.state.hasTag('busy')).toBe(true);
      expect(startsOf([step], 'loadContent'), 'read when the screen opens').toHaveLength(1);
      expect(step.context.content, 'nothing shown while read').toBeNull();
    } else {
      expect(step.context.content, "the page's copy shown at once").toEqual(COPY);
      expect(step.state.children.loadContent, 'no read left running').toBeUndefined();
    }
  },
  failed: (step) => {
    expect(step.event.type).toBe('xstate.error.actor.loadContent');
    expect(step.state.can({ type: 'RETRY' }), '"Try again" offered').toBe(true);
    expect(step.state.hasTag('busy')).toBe(false);
  },
  ready: (step) => {
    expect(step.state.hasTag('busy')).toBe(false);
    if (step.event.type === 'xstate.done.actor.loadContent')
      expect(step.context.content, 'the content as read').toEqual(CONTENT);
    else {
      expect(step.previous, 'at once, from the copy').toBeNull();
      expect(step.context.content).toEqual(COPY);
    }
    expect(step.state.can({ type: 'RETRY' }), 'nothing to retry').toBe(false);
  },
};

describe('static content: each state against its rules', () => {
  it('every state of every generated path keeps its rule, with and without a page copy', () => {
    expectRulesKept(checkRulesWithPageCopy(staticContentMachine, () => ({ content: COPY }), rules, options));
  });
});
