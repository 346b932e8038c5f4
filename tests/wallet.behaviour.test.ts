import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Amount } from '../contract/types';
import { MAIN_WALLET } from '../domain/moneyRules';
import { SPINNER_HOLD_MS, type WalletSnapshot, walletMachine } from '../machines/wallet';
import { serverCall } from './support/calls';

/** The wallet panel: balances, the spinner, and the main balance stored for the rest of the app. */

const loaded: WalletSnapshot = {
  providers: [
    { providerId: 'SBO', providerName: 'SBO Sports', weeklyTurnover: '120' },
    { providerId: 'EVO', providerName: 'Evolution', weeklyTurnover: '0' },
  ],
  balances: { '-': '1250.5', SBO: '30', EVO: '0' },
  promotions: [{ promoteId: 'WELCOME100', promoteTitle: 'Welcome bonus 100%' }],
};

function start() {
  const clock = new SimulatedClock();
  const loadWallets = serverCall<WalletSnapshot>();
  const loadBalance = serverCall<Amount, { providerId: string }>();
  const storeMainBalance = vi.fn();
  const actor = createActor(
    walletMachine.provide({
      actors: { loadWallets: loadWallets.logic, loadBalance: loadBalance.logic },
      actions: { storeMainBalance: (_, balance) => storeMainBalance(balance) },
    }),
    { clock },
  ).start();
  // A screen shows the wallets.
  actor.send({ type: 'LOAD' });
  const panel = () => actor.getSnapshot();
  return { actor, clock, loadWallets, loadBalance, storeMainBalance, panel };
}

async function ready() {
  const w = start();
  await w.loadWallets.answer(loaded);
  w.clock.increment(SPINNER_HOLD_MS);
  w.storeMainBalance.mockClear();
  return w;
}

describe('wallet', () => {
  it('every spinner turns while the wallets load, and keeps turning 500 ms after they show', async () => {
    const w = start();
    expect(w.panel().hasTag('spinning')).toBe(true);
    expect(w.panel().context).toEqual({ providers: [], balances: {}, promotions: [], refreshing: 'all' });
    await w.loadWallets.answer(loaded);
    expect(w.panel().context).toMatchObject({
      providers: loaded.providers,
      balances: loaded.balances,
      promotions: loaded.promotions,
      refreshing: 'all',
    });
    expect(w.storeMainBalance).toHaveBeenCalledWith('1250.5');
    w.clock.increment(SPINNER_HOLD_MS - 1);
    expect(w.panel().hasTag('spinning')).toBe(true);
    w.clock.increment(1);
    expect(w.panel().hasTag('spinning')).toBe(false);
    expect(w.panel().context.refreshing).toBeNull();
  });

  it('without a main wallet in the answer, 0 is stored as the main balance', async () => {
    const w = start();
    await w.loadWallets.answer({ ...loaded, balances: { SBO: '30' } });
    expect(w.storeMainBalance).toHaveBeenCalledWith('0');
  });

  it('refreshing one wallet reads only that wallet and turns only its spinner, 500 ms past the answer', async () => {
    const w = await ready();
    w.actor.send({ type: 'REFRESH', providerId: 'SBO' });
    expect(w.loadBalance.inputs()).toEqual([{ providerId: 'SBO' }]);
    expect(w.panel().context.refreshing).toBe('SBO');
    expect(w.panel().hasTag('spinning')).toBe(true);
    await w.loadBalance.answer('42.5');
    expect(w.panel().context.balances).toEqual({ '-': '1250.5', SBO: '42.5', EVO: '0' });
    expect(w.panel().context.refreshing).toBe('SBO');
    w.clock.increment(SPINNER_HOLD_MS - 1);
    expect(w.panel().hasTag('spinning')).toBe(true);
    w.clock.increment(1);
    expect(w.panel().context.refreshing).toBeNull();
    expect(w.loadWallets.count()).toBe(1);
  });

  it('refreshing the main wallet reads the main wallet', async () => {
    const w = await ready();
    w.actor.send({ type: 'REFRESH', providerId: MAIN_WALLET });
    expect(w.loadBalance.inputs()).toEqual([{ providerId: '-' }]);
    await w.loadBalance.answer('7');
    expect(w.panel().context.balances['-']).toBe('7');
  });

  it('a wallet that cannot be read keeps its last balance and stops its spinner at once', async () => {
    const w = await ready();
    w.actor.send({ type: 'REFRESH', providerId: 'EVO' });
    await w.loadBalance.fail(new Error('down'));
    expect(w.panel().hasTag('spinning')).toBe(false);
    expect(w.panel().context.refreshing).toBeNull();
    expect(w.panel().context.balances).toEqual(loaded.balances);
    w.actor.send({ type: 'REFRESH', providerId: 'SBO' });
    expect(w.loadBalance.inputs()).toEqual([{ providerId: 'EVO' }, { providerId: 'SBO' }]);
  });

  it('a new main balance from a money call shows and is stored, whatever the panel is doing', async () => {
    const w = start();
    w.actor.send({ type: 'MAIN_BALANCE', balance: '900' });
    expect(w.storeMainBalance).toHaveBeenCalledWith('900');
    expect(w.panel().context.balances).toEqual({ '-': '900' });
    await w.loadWallets.answer(loaded);
    w.clock.increment(SPINNER_HOLD_MS);
    w.actor.send({ type: 'MAIN_BALANCE', balance: 850.5 });
    expect(w.panel().context.balances).toEqual({ ...loaded.balances, '-': 850.5 });
    expect(w.storeMainBalance).toHaveBeenLastCalledWith(850.5);
  });

  it('refresh all reads everything again, even while a read is in progress', async () => {
    const w = await ready();
    w.actor.send({ type: 'REFRESH_ALL' });
    expect(w.loadWallets.count()).toBe(2);
    expect(w.panel().context.refreshing).toBe('all');
    w.actor.send({ type: 'REFRESH_ALL' });
    expect(w.loadWallets.count()).toBe(3);
  });

  it('when the wallets cannot be read the spinners stop and RETRY reads them again', async () => {
    const w = start();
    await w.loadWallets.fail(new Error('down'));
    expect(w.panel().value).toBe('failed');
    expect(w.panel().hasTag('spinning')).toBe(false);
    expect(w.panel().context.refreshing).toBeNull();
    expect(w.storeMainBalance).not.toHaveBeenCalled();
    w.actor.send({ type: 'RETRY' });
    expect(w.loadWallets.count()).toBe(2);
    expect(w.panel().context.refreshing).toBe('all');
  });
});
