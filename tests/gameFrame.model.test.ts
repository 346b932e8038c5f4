import { describe, expect, it } from 'vitest';
import { gameFrameMachine } from '../features/content/machines/gameFrame';
import { expectRulesKept } from './support/fullCoverage';
import { checkRules, type StateRules, type Step, startsOf } from './support/modelCoverage';

/**
 * A provider page in a frame (spec §5), state by state: a URL is framed only when allowed, a refused or
 * failed one never becomes the frame's, the frame says when it is slow, and each retry is a fresh attempt.
 */

type M = typeof gameFrameMachine;
const ALLOWED = 'https://ok.example/book';
const REFUSED = 'javascript:alert(1)';
const options = {
  everyTransition: true,
  payloads: {
    'xstate.done.actor.resolveUrl': [ALLOWED, REFUSED].map((output) => ({
      type: 'xstate.done.actor.resolveUrl',
      output,
    })),
    'xstate.error.actor.resolveUrl': [
      { type: 'xstate.error.actor.resolveUrl', error: { key: 'com_service_unavaible' } },
      { type: 'xstate.error.actor.resolveUrl', error: new Error('offline') },
    ],
  },
  contextKey: (c: { url: string | null; errorKey: string | null; attempt: number }) => [
    c.url,
    c.errorKey,
    Math.min(c.attempt, 2),
  ],
};
const allowedOnly = gameFrameMachine.provide({ guards: { urlAllowed: (_, url) => url === ALLOWED } });

/** The frame's marks: `frame` while a page is in it, `busy` while it loads. */
const marks = (step: Step<M>, frame: boolean, busy: boolean) => {
  expect(step.state.hasTag('frame'), frame ? 'a page in the frame' : 'no frame').toBe(frame);
  expect(step.state.hasTag('busy'), busy ? 'loading' : 'not loading').toBe(busy);
};
const kept = (step: Step<M>) => {
  expect(step.context.url, 'the framed URL stays').toBe(ALLOWED);
  expect(step.context.attempt).toBe(step.previous?.context.attempt);
};

const rules: StateRules<M> = {
  resolving: (step) => {
    const { context, previous, event } = step;
    if (previous) expect(event.type, 'only a retry reads the URL again').toBe('RETRY');
    expect(context.attempt, 'a fresh attempt').toBe((previous?.context.attempt ?? 0) + 1);
    expect(context.url).toBeNull();
    expect(context.errorKey).toBeNull();
    expect(startsOf([step], 'resolveUrl')).toHaveLength(1);
    marks(step, false, true);
  },
  framing: (step) => {
    expect(step.context.url, 'only an allowed URL is framed').toBe(ALLOWED);
    marks(step, true, true);
  },
  ready: (step) => {
    expect(step.event.type).toBe('FRAME_LOADED');
    kept(step);
    marks(step, true, false);
  },
  slow: (step) => {
    expect(step.previous?.matches('framing')).toBe(true);
    expect(step.event.type, 'said after a long load').toMatch(/^xstate\.after\.frameSlow\./);
    expect(step.state.can({ type: 'FRAME_LOADED' }), 'a late load still counts').toBe(true);
    kept(step);
    marks(step, true, false);
  },
  refused: (step) => {
    expect((step.event as unknown as { output: string }).output).toBe(REFUSED);
    expect(step.context.url, 'a refused URL never becomes the frame URL').toBeNull();
    marks(step, false, false);
  },
  failed: (step) => {
    const { error } = step.event as unknown as { error: { key?: string } };
    expect(step.context.errorKey, 'the message key, or maintenance').toBe(error.key ?? 'page_Maintenance1');
    expect(step.context.url).toBeNull();
    marks(step, false, false);
  },
};

describe('gameFrame: each state against spec §5', () => {
  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(allowedOnly, rules, options));
  });

  it('mutation: every URL framed is reported', () => {
    const mutant = gameFrameMachine.provide({ guards: { urlAllowed: () => true } });
    expect(checkRules(mutant, rules, options).violations.join('\n')).toMatch(
      /framing after xstate.done.actor.resolveUrl: only an allowed URL is framed/,
    );
  });
});
