import { describe, expect, it, vi } from 'vitest';
import { assign, createActor } from 'xstate';
import type { Amount } from '../contract/types';
import type { RebateInfoResponse } from '../features/money/contract/moneyReplies';
import { rebateMachine } from '../features/money/machines/rebate';
import { noAnswer, refused, serverCall } from './support/calls';

/** Instant rebate: what each provider owes, claimed once into the main wallet. */

describe('instant rebate', () => {
  function start({ keys = false } = {}) {
    const loadRebates = serverCall<RebateInfoResponse>();
    const claim = serverCall<{ balance: Amount }, { providerId: string; idempotencyKey?: string }>();
    const storeMainBalance = vi.fn();
    const announceSuccess = vi.fn();
    const refreshWallets = vi.fn();
    let intents = 0;
    const actor = createActor(
      rebateMachine.provide({
        actors: { loadRebates: loadRebates.logic, claim: claim.logic },
        actions: {
          storeMainBalance: (_, balance) => storeMainBalance(balance),
          announceSuccess,
          refreshWallets,
          // The app's own: a new key per claim (here numbered).
          ...(keys ? { beginIntent: assign({ intentKey: () => `key-${++intents}` }) } : {}),
        },
      }),
    ).start();
    return { actor, loadRebates, claim, storeMainBalance, announceSuccess, refreshWallets };
  }
  const owed = {
    rebateList: [
      { providerId: 'SBO', amount: '12.5' },
      { providerId: 'EVO', amount: '3' },
    ],
  };

  it('shows what each provider owes', async () => {
    const r = start();
    await r.loadRebates.answer(owed);
    expect(r.actor.getSnapshot().value).toBe('ready');
    expect(r.actor.getSnapshot().context.rebates).toEqual(owed.rebateList);
  });

  it('claims one provider, once; the new main balance is stored, announced, and the list read again', async () => {
    const r = start();
    await r.loadRebates.answer(owed);
    r.actor.send({ type: 'CLAIM', providerId: 'EVO' });
    r.actor.send({ type: 'CLAIM', providerId: 'SBO' });
    expect(r.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(r.actor.getSnapshot().context.claiming).toBe('EVO');
    expect(r.claim.inputs()).toEqual([{ providerId: 'EVO' }]);
    await r.claim.answer({ balance: '1263' });
    expect(r.storeMainBalance).toHaveBeenCalledWith('1263');
    expect(r.announceSuccess).toHaveBeenCalledTimes(1);
    // It says what was claimed: the rebate the list showed for that provider, into the main wallet.
    expect(r.announceSuccess.mock.calls[0]?.[1]).toEqual({
      kind: 'rebate',
      amount: '3',
      from: 'EVO',
      to: '-',
      balance: '1263',
    });
    expect(r.actor.getSnapshot().context.claiming).toBeNull();
    expect(r.loadRebates.count()).toBe(2);
  });

  it('a failed claim stores nothing and reads the list again, whatever the failure', async () => {
    for (const failure of [noAnswer, refused('rebate_none')]) {
      const r = start();
      await r.loadRebates.answer(owed);
      r.actor.send({ type: 'CLAIM', providerId: 'SBO' });
      await r.claim.fail(failure);
      expect(r.storeMainBalance).not.toHaveBeenCalled();
      expect(r.announceSuccess).not.toHaveBeenCalled();
      expect(r.actor.getSnapshot().context.claiming).toBeNull();
      expect(r.loadRebates.count()).toBe(2);
    }
  });

  it('a list that cannot be read can be retried', async () => {
    const r = start();
    await r.loadRebates.fail(noAnswer);
    expect(r.actor.getSnapshot().value).toBe('failed');
    r.actor.send({ type: 'CLAIM', providerId: 'SBO' });
    expect(r.claim.count()).toBe(0);
    r.actor.send({ type: 'RETRY' });
    expect(r.loadRebates.count()).toBe(2);
  });

  it('a claim with no answer: the list and the balances are read again, then the same claim can be sent again', async () => {
    const r = start({ keys: true });
    await r.loadRebates.answer(owed);
    r.actor.send({ type: 'CLAIM', providerId: 'SBO' });
    await r.claim.fail(noAnswer);
    expect(r.refreshWallets).toHaveBeenCalledTimes(1);
    expect(r.actor.getSnapshot().value).toBe('rereading');
    expect(r.actor.getSnapshot().hasTag('busy')).toBe(true);
    await r.loadRebates.answer(owed);
    expect(r.actor.getSnapshot().value).toBe('outcomeUnknown');
    expect(r.actor.getSnapshot().hasTag('unanswered')).toBe(true);
    // Nothing else can be claimed while the member decides; only "Send again" resends, with the same key.
    r.actor.send({ type: 'CLAIM', providerId: 'EVO' });
    expect(r.claim.count()).toBe(1);
    r.actor.send({ type: 'RETRY' });
    expect(r.claim.inputs()).toEqual([
      { providerId: 'SBO', idempotencyKey: 'key-1' },
      { providerId: 'SBO', idempotencyKey: 'key-1' },
    ]);
    await r.claim.answer({ balance: '1275.5' });
    expect(r.storeMainBalance).toHaveBeenCalledWith('1275.5');
    // A new claim is a new intent, with a new key.
    await r.loadRebates.answer({ rebateList: [{ providerId: 'EVO', amount: '3' }] });
    r.actor.send({ type: 'CLAIM', providerId: 'EVO' });
    expect(r.claim.inputs()[2]).toEqual({ providerId: 'EVO', idempotencyKey: 'key-2' });
  });

  it('a claim with no answer that the list shows went through is not offered again', async () => {
    const r = start();
    await r.loadRebates.answer(owed);
    r.actor.send({ type: 'CLAIM', providerId: 'SBO' });
    await r.claim.fail(noAnswer);
    await r.loadRebates.answer({ rebateList: [{ providerId: 'EVO', amount: '3' }] });
    expect(r.actor.getSnapshot().value).toBe('moneyMoved');
    expect(r.actor.getSnapshot().context.rebates).toEqual([{ providerId: 'EVO', amount: '3' }]);
    r.actor.send({ type: 'RETRY' });
    expect(r.claim.count()).toBe(1);
    r.actor.send({ type: 'DISMISS' });
    expect(r.actor.getSnapshot().value).toBe('ready');
  });

  it('an unknown outcome can be dismissed; a list that cannot be read again leaves the outcome unknown', async () => {
    const r = start();
    await r.loadRebates.answer(owed);
    r.actor.send({ type: 'CLAIM', providerId: 'SBO' });
    await r.claim.fail(noAnswer);
    await r.loadRebates.fail(noAnswer);
    expect(r.actor.getSnapshot().value).toBe('outcomeUnknown');
    r.actor.send({ type: 'DISMISS' });
    expect(r.actor.getSnapshot().value).toBe('ready');
    expect(r.claim.count()).toBe(1);
  });
});
