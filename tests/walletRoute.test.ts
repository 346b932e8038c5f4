import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Balances } from '../domain/moneyRules';
import { transferLogic, walletOf, withdrawLogic } from '../features/money/flows/moneyFlows';
import { sessionMachine } from '../machines/session';
import { type WalletSnapshot, walletMachine } from '../machines/wallet';
import type { Api } from '../src/api/client';
import type { Runtime } from '../src/flows/runtime';
import { settle } from './support/calls';

/**
 * one way for the balance. The session spawns the member's wallet (system id `wallet`); the
 * app's money flows read it by that id, and their balances come from it alone: no slot in the runtime, no
 * balance in the view's SUBMIT.
 */

const WALLETS: WalletSnapshot = {
  providers: [{ providerId: 'SBO', providerName: 'SBO Sports', weeklyTurnover: '0' }],
  balances: { '-': '100', SBO: '0' },
  promotions: [],
};

/** A runtime with a member's session whose wallet answers `WALLETS`, and a saved bank account. */
function memberRuntime(loggedIn = true) {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        wallet: walletMachine.provide({
          actors: { loadWallets: fromPromise(async () => WALLETS) },
          actions: { storeMainBalance: () => {} },
        }),
      },
    }),
    { input: { hasSessionCookies: loggedIn, device: 'web' } },
  ).start();
  const api = {
    getWithdrawInfo: async () => ({
      memberBankList: [{ memberBankId: 'MB1', bankName: 'B' }],
      minAmount: '1',
      maxAmount: '1000',
    }),
  } as unknown as Api;
  const runtime = { session, api, ask: async () => 'ok' } as unknown as Runtime;
  return { runtime, session };
}

const balancesOf = (actor: { getSnapshot(): { context: { balances: Balances } } }) =>
  actor.getSnapshot().context.balances;

describe('the wallet a money flow reads', () => {
  it('is the session’s, found by its system id; it reads the wallets when a screen first asks', async () => {
    const { runtime, session } = memberRuntime();
    const wallet = walletOf(runtime);
    expect(wallet).toBe(session.system.get('wallet'));
    await settle();
    expect(wallet.getSnapshot().context.balances).toEqual(WALLETS.balances);
    // Asking again reads nothing again.
    expect(walletOf(runtime)).toBe(wallet);
    expect(wallet.getSnapshot().value).not.toBe('loading');
  });

  it('a visitor has none: an actor that never starts, with nothing in it', () => {
    const { runtime } = memberRuntime(false);
    const wallet = walletOf(runtime);
    expect(wallet.getSnapshot().context.balances).toEqual({});
    expect(runtime.session.system.get('wallet')).toBeUndefined();
  });

  it('the transfer follows the wallet’s balances from its start and as they change', async () => {
    const { runtime } = memberRuntime();
    walletOf(runtime);
    await settle();
    const transfer = createActor(transferLogic(runtime), { input: { toProvider: 'SBO' } }).start();
    expect(balancesOf(transfer)).toEqual({ '-': '100', SBO: '0' });
    // A money call's answer moves the main balance: the flow sees it at once.
    walletOf(runtime).send({ type: 'MAIN_BALANCE', balance: '20' });
    expect(balancesOf(transfer)).toEqual({ '-': '20', SBO: '0' });
    transfer.send({ type: 'AMOUNT_CHANGED', value: '25' });
    transfer.send({ type: 'SUBMIT' });
    expect(transfer.getSnapshot().context.error).toBe('wallet_amount_inSufficient');
    transfer.stop();
  });

  it('an intent keeps the balances the wallet showed when it began, with a uuid', async () => {
    const { runtime } = memberRuntime();
    walletOf(runtime);
    await settle();
    const withdraw = createActor(withdrawLogic(runtime)).start();
    await settle();
    withdraw.send({ type: 'AMOUNT_CHANGED', value: '10' });
    withdraw.send({ type: 'SUBMIT' });
    const { intentKey, before } = withdraw.getSnapshot().context;
    expect(intentKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(before).toEqual({ '-': '100', SBO: '0' });
    withdraw.stop();
  });

  it('the wallets go with the member: a new member’s flows follow a new wallet', async () => {
    const { runtime, session } = memberRuntime();
    const first = walletOf(runtime);
    session.send({ type: 'CHANGED_ELSEWHERE', loggedIn: true });
    const second = walletOf(runtime);
    expect(second).not.toBe(first);
    expect(first.getSnapshot().status).toBe('stopped');
  });
});
