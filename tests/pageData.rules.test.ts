import { describe, expect, it } from 'vitest';
import { pageDataMachine } from '../features/account/machines/pageData';
import { expectRulesKept } from './support/fullCoverage';
import { checkRules, type StateRules, startsOf } from './support/modelCoverage';
import { done } from './support/stubs';

/**
 * An account page's data held to its rules in every state: read once when the page opens; a failure offers
 * a retry; read again on request without blanking what is on screen, and a failed re-read keeps it.
 */

type M = typeof pageDataMachine;
const FIRST = { vip: 'gold' };
const SECOND = { vip: 'platinum' };
const options = {
  payloads: { 'xstate.done.actor.load': [done('load', FIRST), done('load', SECOND)] },
};

const rules: StateRules<M> = {
  loading: (step) => {
    expect(step.state.hasTag('busy')).toBe(true);
    expect(startsOf([step], 'load'), 'read on arrival').toHaveLength(1);
    expect(step.context.data, 'nothing shown before the first answer').toBeNull();
  },
  failed: (step) => {
    expect(step.event.type).toBe('xstate.error.actor.load');
    expect(step.state.can({ type: 'RETRY' }), '"Try again" offered').toBe(true);
    expect(step.started).toEqual([]);
  },
  reloading: (step) => {
    expect(step.event.type).toBe('RELOAD');
    expect(step.state.hasTag('busy')).toBe(true);
    expect(startsOf([step], 'load'), 'read again').toHaveLength(1);
    expect(step.context.data, 'the old data stays on screen').toEqual(step.previous!.context.data);
    expect(step.context.data).not.toBeNull();
  },
  ready: (step) => {
    const { event, context, previous } = step;
    expect(step.state.hasTag('busy')).toBe(false);
    expect(step.state.can({ type: 'RELOAD' })).toBe(true);
    if (event.type === 'xstate.done.actor.load')
      expect(context.data, 'the answer shown').toEqual((event as unknown as { output: unknown }).output);
    else {
      expect(event.type).toBe('xstate.error.actor.load');
      expect(previous!.matches('reloading'), 'only a re-read failure lands here').toBe(true);
      expect(context.data, 'a failed re-read keeps what was shown').toEqual(previous!.context.data);
    }
  },
};

describe('page data: each state against its rules', () => {
  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(pageDataMachine, rules, { ...options, everyTransition: true }));
  });
});
