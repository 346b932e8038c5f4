import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { appUpdateMachine } from '../machines/appUpdate';
import { expectFullCoverage, expectRulesKept } from './support/fullCoverage';
import { checkRules, coverage, type StateRules, type Step, startsOf } from './support/modelCoverage';
import { pending } from './support/stubs';

/**
 * The service worker's life on the page (spec §7, §9), state by state: registered only after 30 s without
 * a screen change, then watched for a new version; the member is told when one waits and reloads onto it
 * only when they choose; without a service worker the app simply goes on.
 */

type M = typeof appUpdateMachine;
const ranOf = (step: Step<M>, type: string) => step.ran.filter((r) => r.type === type);
const entered = (step: Step<M>, state: string) => !step.previous?.matches(state as never);

const rules: StateRules<M> = {
  settling: (step) => {
    if (step.previous) expect(step.event.type, 'only a screen change starts the 30 s over').toBe('ACTIVITY');
    expect(startsOf([step], 'watchActivity'), 'screen changes are watched from the start').toHaveLength(1);
    expect(startsOf([step], 'register'), 'nothing registered before the app is stable').toEqual([]);
  },
  registering: (step) => {
    expect(step.previous?.matches('settling')).toBe(true);
    expect(step.event.type, 'after 30 s without a screen change').toMatch(/^xstate\.after\.stable\./);
    expect(startsOf([step], 'register')).toHaveLength(1);
  },
  watching: (step) => {
    const { event } = step;
    expect(['xstate.done.actor.register', 'DISMISS'], 'registered, or the member said later').toContain(
      event.type,
    );
    if (entered(step, 'watching')) expect(startsOf([step], 'watchForUpdates')).toHaveLength(1);
    expect(ranOf(step, 'activateUpdate'), 'no reload unless the member asks').toEqual([]);
  },
  updateReady: (step) => {
    expect(step.event.type, 'a new version waits').toBe('UPDATE_READY');
    expect(startsOf([step], 'watchForUpdates'), 'still watched while the member decides').toHaveLength(1);
    expect(ranOf(step, 'activateUpdate'), 'no reload unless the member asks').toEqual([]);
  },
  reloading: (step) => {
    expect(step.previous?.matches('updateReady'), 'only a waiting version is reloaded onto').toBe(true);
    expect(step.event.type).toBe('RELOAD');
    expect(ranOf(step, 'activateUpdate'), 'the new version takes over, once').toHaveLength(1);
  },
  unsupported: (step) => {
    expect(step.event.type, 'no service worker here').toBe('xstate.error.actor.register');
    expect(step.state.status, 'the app goes on without one').toBe('done');
  },
};

describe('appUpdate', () => {
  it('the walk reaches every state and takes every arrow of its graph', () => {
    const machine = appUpdateMachine.provide({
      actors: {
        register: pending(),
        watchForUpdates: fromCallback(() => () => {}),
        watchActivity: fromCallback(() => () => {}),
      },
    });
    expectFullCoverage(coverage(machine));
  });

  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(appUpdateMachine, rules, { everyTransition: true }));
  });
});
