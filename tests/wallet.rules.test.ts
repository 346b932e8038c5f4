import { describe, expect, it } from 'vitest';
import { walletMachine, walletView } from '../machines/wallet';
import { expectRulesKept } from './support/fullCoverage';
import { checkRules, runsOf, type StateRules, type Step, startsOf } from './support/modelCoverage';
import { done, error } from './support/stubs';

/**
 * The member's wallets held to their rules in every state (spec §4): nothing is read until a screen shows
 * them; a read spins every wallet, a refresh only its own; the spinner holds after an answer; a new main
 * balance is shown and stored at any moment; refresh can be pressed only when nothing is being read.
 */

type M = typeof walletMachine;
const WALLETS = {
  providers: [{ providerId: 'SBO', providerName: 'SBO' }],
  balances: { '-': '10', SBO: '3' },
  promotions: [{ promoteId: 'P1', promoteTitle: 'Welcome' }],
};
const options = {
  payloads: {
    'xstate.done.actor.loadWallets': [done('loadWallets', WALLETS)],
    'xstate.done.actor.loadBalance': [done('loadBalance', '5')],
    'xstate.error.actor.loadBalance': [error('loadBalance', {})],
    REFRESH: [
      { type: 'REFRESH', providerId: 'SBO' },
      { type: 'REFRESH', providerId: '-' },
    ],
    MAIN_BALANCE: [{ type: 'MAIN_BALANCE', balance: '7.5' }],
  },
  contextKey: (c: { refreshing: string | null; balances: Record<string, string> }) => [
    c.refreshing,
    c.balances['-'],
    c.balances.SBO,
  ],
};
const view = (step: Step<M>) => walletView(step.state);

/** A new main balance from a money call: shown and stored, whatever the wallets are doing. */
function mainBalanceRule(step: Step<M>) {
  const { event, previous, context } = step;
  if (event.type !== 'MAIN_BALANCE') return false;
  expect(context.balances, 'the main balance replaced, the others kept').toEqual({
    ...previous!.context.balances,
    '-': '7.5',
  });
  expect(
    runsOf([step], 'storeMainBalance').map((r) => r.params),
    'and stored',
  ).toEqual(['7.5']);
  expect(step.started, 'nothing read for it').toEqual([]);
  return true;
}

const rules: StateRules<M> = {
  idle: (step) => {
    if (mainBalanceRule(step)) return;
    expect(step.previous, 'only where a member begins').toBeNull();
    expect(step.started, 'nothing read until a screen shows the wallets').toEqual([]);
    expect(view(step)).toMatchObject({ refreshing: null, canRefresh: false, failed: false });
  },
  loading: (step) => {
    if (mainBalanceRule(step)) return;
    expect(['LOAD', 'RETRY', 'REFRESH_ALL']).toContain(step.event.type);
    expect(startsOf([step], 'loadWallets'), 'every wallet read, once').toHaveLength(1);
    expect(view(step), 'every wallet spins').toMatchObject({ refreshing: 'all', canRefresh: false });
  },
  failed: (step) => {
    if (mainBalanceRule(step)) return;
    expect(step.event.type).toBe('xstate.error.actor.loadWallets');
    expect(view(step)).toMatchObject({ failed: true, refreshing: null, canRefresh: false });
    expect(step.state.can({ type: 'RETRY' }), '"Try again" offered').toBe(true);
  },
  refreshingOne: (step) => {
    if (mainBalanceRule(step)) return;
    const { providerId } = step.event as unknown as { providerId: string };
    expect(step.event.type).toBe('REFRESH');
    expect(
      startsOf([step], 'loadBalance').map((s) => s.input),
      'only that wallet read',
    ).toEqual([{ providerId }]);
    expect(view(step), 'only its spinner turns').toMatchObject({ refreshing: providerId, canRefresh: false });
  },
  settling: (step) => {
    if (mainBalanceRule(step)) return;
    const { event, previous, context } = step;
    expect(view(step).canRefresh, 'the spinner holds').toBe(false);
    expect(view(step).refreshing).toBe(previous!.context.refreshing);
    if (event.type === 'xstate.done.actor.loadWallets') {
      expect(context, 'the wallets as read').toMatchObject(WALLETS);
      expect(
        runsOf([step], 'storeMainBalance').map((r) => r.params),
        'the main balance stored',
      ).toEqual(['10']);
    } else {
      expect(event.type).toBe('xstate.done.actor.loadBalance');
      const wallet = previous!.context.refreshing!;
      expect(context.balances, 'that wallet updated, the others kept').toEqual({
        ...previous!.context.balances,
        [wallet]: '5',
      });
      expect(runsOf([step], 'storeMainBalance')).toEqual([]);
    }
  },
  ready: (step) => {
    if (mainBalanceRule(step)) return;
    const { event, previous } = step;
    expect(view(step), 'refresh may be pressed, nothing spins').toMatchObject({
      canRefresh: true,
      refreshing: null,
    });
    if (event.type === 'xstate.error.actor.loadBalance')
      expect(step.context.balances, 'a failed refresh keeps the balance').toEqual(previous!.context.balances);
    else expect(previous!.matches('settling'), 'after the spinner held').toBe(true);
  },
};

describe('wallet: each state against its rules', () => {
  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(walletMachine, rules, { ...options, everyTransition: true }));
  });
});
