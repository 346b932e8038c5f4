import { describe, expect, it } from 'vitest';
import { assign } from 'xstate';
import { rebateMachine, rebateView } from '../features/money/machines/rebate';
import { expectRulesKept } from './support/fullCoverage';
import { checkRules, runsOf, type StateRules, type Step, startsOf } from './support/modelCoverage';
import { done, error } from './support/stubs';

/**
 * The instant rebate held to the money rules in every state: a claim is in flight in a busy state where no
 * second claim starts; a refusal reads the list again; no answer reads it again too (and the wallet panel
 * its balances), then says the claim went through or offers to send the same claim, with the same key.
 */

type M = typeof rebateMachine;
const OWED = [{ providerId: 'SBO', amount: '12.5' }];
const unknown = { code: null, key: 'acct_NetworkFail' };
const options = {
  payloads: {
    'xstate.done.actor.loadRebates': [
      done('loadRebates', { rebateList: OWED }),
      done('loadRebates', { rebateList: [] }),
    ],
    'xstate.done.actor.claim': [done('claim', { balance: '1263' })],
    'xstate.error.actor.claim': [error('claim', unknown), error('claim', { code: 2, key: 'rebate_none' })],
    CLAIM: [{ type: 'CLAIM', providerId: 'SBO' }],
  },
  contextKey: (c: { rebates: unknown[]; claimed: string | null }) => [c.rebates.length, c.claimed],
};

const keyOf = (input: unknown) => (input as { idempotencyKey?: string }).idempotencyKey;
const outputOf = (event: unknown) => (event as { output?: { rebateList?: unknown[] } }).output;
const claimsOf = (steps: Step<M>[]) => startsOf(steps, 'claim');

const rules: StateRules<M> = {
  loading: (step) => {
    const { event, previous } = step;
    expect(
      step.started.map((s) => s.src),
      'what is owed is read on arrival',
    ).toEqual(['loadRebates']);
    expect(step.context.claiming, 'no claim in flight').toBeNull();
    expect(rebateView(step.state).busy).toBe(false);
    if (previous?.matches('claiming')) {
      // Answered: a success stores the balance and says so; a refusal only reads the list again.
      const success = event.type === 'xstate.done.actor.claim';
      if (!success) expect((event as { error?: { code: unknown } }).error?.code).not.toBeNull();
      expect(runsOf([step], 'storeMainBalance').map((r) => r.params)).toEqual(success ? ['1263'] : []);
      expect(runsOf([step], 'announceSuccess')).toHaveLength(success ? 1 : 0);
      expect(runsOf([step], 'refreshWallets')).toEqual([]);
    } else expect(step.ran).toEqual([]);
  },
  failed: (step) => {
    expect(step.event.type).toBe('xstate.error.actor.loadRebates');
    expect(step.state.can({ type: 'RETRY' }), '"Try again" offered').toBe(true);
    expect(step.started).toEqual([]);
  },
  ready: (step) => {
    const { event, context } = step;
    if (event.type === 'xstate.done.actor.loadRebates')
      expect(context.rebates, 'the list as read').toEqual(outputOf(event)?.rebateList);
    else expect(event.type, 'back to the list after an unanswered claim').toBe('DISMISS');
    expect(step.started).toEqual([]);
    expect(rebateView(step.state)).toMatchObject({ busy: false, unanswered: false });
  },
  claiming: (step) => {
    const { event, context } = step;
    expect(rebateView(step.state).busy, 'the list shows the claim in flight').toBe(true);
    expect(step.state.can({ type: 'CLAIM', providerId: 'SBO' }), 'no second claim').toBe(false);
    expect(
      claimsOf([step]).map((c) => c.input),
      'one claim, for the provider tapped',
    ).toEqual([{ providerId: 'SBO', idempotencyKey: context.intentKey }]);
    const before = claimsOf(step.earlier).map((c) => keyOf(c.input));
    if (event.type === 'RETRY') expect(keyOf(step.started[0]?.input), 'the same key').toBe(before.at(-1));
    else {
      expect(event.type).toBe('CLAIM');
      expect(before, 'a new claim has a new key').not.toContain(context.intentKey);
    }
  },
  rereading: (step) => {
    expect((step.event as { error?: { code: unknown } }).error?.code, 'only no answer re-reads').toBeNull();
    expect(
      step.started.map((s) => s.src),
      'the list read again, nothing resent',
    ).toEqual(['loadRebates']);
    expect(runsOf([step], 'refreshWallets'), 'the wallet panel reads its balances').toHaveLength(1);
    expect(runsOf([step], 'announceSuccess')).toEqual([]);
    expect(rebateView(step.state).busy).toBe(true);
  },
  moneyMoved: (step) => {
    expect(outputOf(step.event)?.rebateList, 'the claimed rebate is no longer owed').toEqual([]);
    expect(step.state.can({ type: 'RETRY' }), 'nothing sent again').toBe(false);
    expect(rebateView(step.state)).toMatchObject({ unanswered: true, moved: true, rebates: [] });
    expect(step.started).toEqual([]);
  },
  outcomeUnknown: (step) => {
    if (step.event.type === 'xstate.done.actor.loadRebates')
      expect(step.context.rebates, 'still owed, as read again').toEqual(OWED);
    else expect(step.event.type).toBe('xstate.error.actor.loadRebates');
    expect(step.state.can({ type: 'RETRY' }), '"Send again" offered').toBe(true);
    expect(rebateView(step.state)).toMatchObject({ unanswered: true, moved: false, busy: false });
    expect(step.started).toEqual([]);
  },
};

/** Each claim its own numbered key, as the app gives each its uuid. */
const numbered = assign(({ context }: { context: { intentKey: string | null } }) => ({
  intentKey: `k${Number(context.intentKey?.slice(1) ?? 0) + 1}`,
})) as never;

describe('rebate: each state against the money rules', () => {
  it('every state of every generated path keeps its rule', () => {
    const machine = rebateMachine.provide({ actions: { beginIntent: numbered } });
    expectRulesKept(checkRules(machine, rules, { ...options, everyTransition: true }));
  });
});
