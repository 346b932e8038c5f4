import { describe, expect, it } from 'vitest';
import { type Balances, validateTransfer } from '../domain/moneyRules';
import { failureOf } from '../features/money/machines/moneyCall';
import type { TransferEvent, TransferForm } from '../features/money/machines/transfer';
import { noAnswer, refused } from './support/calls';
import { startTransfer } from './support/moneyForms';

/** The transfer form as a member uses it, with the server calls answered by hand. */

/** The balances the wallet shows: the main wallet and EVO hold 100. */
const WALLETS: Balances = { '-': '100', SBO: '0', EVO: '100', PG: '0' };

const start = (
  input: { fromProvider?: string; toProvider?: string } = { fromProvider: '-', toProvider: 'SBO' },
  wallets: Balances = WALLETS,
) => startTransfer(input, wallets);

type Started = ReturnType<typeof start>;

function fill(t: Started, amount: string, promoteId?: string) {
  t.actor.send({ type: 'AMOUNT_CHANGED', value: amount });
  if (promoteId !== undefined) t.actor.send({ type: 'PROMOTION_CHANGED', promoteId });
}

/** The member types `amount` (and picks a promotion) and taps submit. */
function submit(t: Started, amount: string, promoteId?: string) {
  fill(t, amount, promoteId);
  t.actor.send({ type: 'SUBMIT' });
}

describe('transfer: the form checks before anything is sent', () => {
  it('an empty or zero amount asks for an amount and keeps what was typed', () => {
    const t = start();
    t.actor.send({ type: 'SUBMIT' });
    expect(t.form().error).toBe('wallet_amount_require');
    submit(t, '0');
    expect(t.form().error).toBe('wallet_amount_require');
    expect(t.form().amount).toBe('0');
    expect(t.transfer.count()).toBe(0);
    expect(t.actor.getSnapshot().value).toBe('editing');
  });

  it('a wallet left unchosen asks for both wallets', () => {
    const t = start({});
    submit(t, '10');
    expect(t.form().error).toBe('transfer_wallet_require');
    expect(t.form().amount).toBe('10');
    t.actor.send({ type: 'TO_CHANGED', providerId: 'SBO' });
    t.actor.send({ type: 'FROM_CHANGED', providerId: '' });
    t.actor.send({ type: 'SUBMIT' });
    expect(t.form().error).toBe('transfer_wallet_require');
    expect(t.transfer.count()).toBe(0);
  });

  it('the same wallet on both sides is refused', () => {
    const t = start({ fromProvider: 'SBO', toProvider: 'SBO' });
    submit(t, '10');
    expect(t.form().error).toBe('transfer_sameWallet');
    expect(t.form().amount).toBe('10');
    expect(t.transfer.count()).toBe(0);
  });

  it('more than the source wallet holds is refused and the amount is cleared', () => {
    const t = start();
    submit(t, '100.5');
    expect(t.form().error).toBe('wallet_amount_inSufficient');
    expect(t.form().amount).toBe('');
    // Balances nobody could read: nothing is known to be there.
    t.actor.send({ type: 'BALANCES', balances: {} });
    submit(t, '5');
    expect(t.form().error).toBe('wallet_amount_inSufficient');
    expect(t.form().amount).toBe('');
    expect(t.transfer.count()).toBe(0);
  });

  it('exactly the whole balance may be sent', () => {
    const t = start(undefined, { '-': 100 });
    submit(t, '100');
    expect(t.form().error).toBeNull();
    expect(t.transfer.inputs()).toEqual([
      { fromProvider: '-', toProvider: 'SBO', amount: '100', promoteId: '', idempotencyKey: 'intent-1' },
    ]);
  });

  it('the checks come in order: amount, wallets, same wallet, balance', () => {
    const form = (over: Partial<TransferForm>): TransferForm => ({
      fromProvider: '-',
      toProvider: 'SBO',
      amount: '10',
      promoteId: '',
      ...over,
    });
    const main = (balance: string): Balances => ({ '-': balance, SBO: '1000' });
    expect(validateTransfer(form({ amount: '', toProvider: '' }), main('0'))).toBe('wallet_amount_require');
    expect(validateTransfer(form({ amount: '-1' }), main('100'))).toBe('wallet_amount_require');
    expect(validateTransfer(form({ toProvider: '', fromProvider: '' }), main('0'))).toBe(
      'transfer_wallet_require',
    );
    expect(validateTransfer(form({ fromProvider: '' }), main('100'))).toBe('transfer_wallet_require');
    expect(validateTransfer(form({ toProvider: '-' }), main('0'))).toBe('transfer_sameWallet');
    expect(validateTransfer(form({ amount: '10.1' }), main('10'))).toBe('wallet_amount_inSufficient');
    expect(validateTransfer(form({}), main('not a number'))).toBe('wallet_amount_inSufficient');
    expect(validateTransfer(form({}), {})).toBe('wallet_amount_inSufficient');
    expect(validateTransfer(form({ amount: '0.1' }), main('0.1'))).toBeNull();
    // The source wallet's balance counts, not another's.
    expect(
      validateTransfer(form({ fromProvider: 'SBO', toProvider: '-', amount: '999' }), main('0')),
    ).toBeNull();
  });

  it('changing a wallet or the amount hides the last message; choosing a promotion does not', () => {
    const t = start();
    const refuse = () => {
      submit(t, '');
      expect(t.form().error).toBe('wallet_amount_require');
    };
    refuse();
    t.actor.send({ type: 'PROMOTION_CHANGED', promoteId: 'WELCOME100' });
    expect(t.form().error).toBe('wallet_amount_require');
    expect(t.form().promoteId).toBe('WELCOME100');
    t.actor.send({ type: 'FROM_CHANGED', providerId: 'EVO' });
    expect(t.form()).toMatchObject({ error: null, fromProvider: 'EVO' });
    refuse();
    t.actor.send({ type: 'TO_CHANGED', providerId: 'PG' });
    expect(t.form()).toMatchObject({ error: null, toProvider: 'PG' });
    refuse();
    t.actor.send({ type: 'AMOUNT_CHANGED', value: '12.34' });
    expect(t.form()).toMatchObject({ error: null, amount: '12.3' });
  });

  it('grouped thousands typed a key at a time are sent whole; two decimal digits are refused', async () => {
    const t = start(undefined, { '-': '5000' });
    for (const key of '1,500') t.actor.send({ type: 'AMOUNT_CHANGED', value: `${t.form().amount}${key}` });
    expect(t.form().amount).toBe('1500');
    // A point takes one digit; a comma with two digits after it is neither a decimal nor a group yet.
    fill(t, '1.55');
    expect(t.form().amount).toBe('1.5');
    submit(t, '1,55');
    expect(t.form().error).toBe('wallet_amount_decimals');
    expect(t.transfer.count()).toBe(0);
    submit(t, '1.500');
    expect(t.transfer.inputs()[0]).toMatchObject({ amount: '1500' });
    // A decimal comma is sent as a point.
    const u = start(undefined, { '-': '5000' });
    fill(u, '2,5');
    u.actor.send({ type: 'TO_CHANGED', providerId: 'PG' });
    u.actor.send({ type: 'SUBMIT' });
    expect(u.transfer.inputs()[0]).toMatchObject({ amount: '2.5' });
  });

  it('a new form starts from the main wallet unless the screen says otherwise', () => {
    expect(start({}).form()).toMatchObject({ fromProvider: '-', toProvider: '', amount: '', error: null });
    expect(start({ fromProvider: 'EVO', toProvider: '-' }).form()).toMatchObject({
      fromProvider: 'EVO',
      toProvider: '-',
    });
  });
});

describe('transfer: sending', () => {
  it('sends exactly the form, once, however often the member taps', async () => {
    const t = start();
    submit(t, '25.5', 'WELCOME100');
    t.actor.send({ type: 'SUBMIT' });
    t.actor.send({ type: 'ALL_IN', providerId: 'EVO' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(t.transfer.inputs()).toEqual([
      {
        fromProvider: '-',
        toProvider: 'SBO',
        amount: '25.5',
        promoteId: 'WELCOME100',
        idempotencyKey: 'intent-1',
      },
    ]);
    expect(t.allIn.count()).toBe(0);
  });

  it('success refreshes the wallets, says so, clears amount and promotion, and the form is back 1.5 s later', async () => {
    const t = start();
    submit(t, '25', 'WELCOME100');
    await t.transfer.answer(null);
    expect(t.refreshWallets).toHaveBeenCalledTimes(1);
    expect(t.announceSuccess).toHaveBeenCalledTimes(1);
    expect(t.actor.getSnapshot().hasTag('success')).toBe(true);
    expect(t.form()).toMatchObject({ amount: '', promoteId: '', fromProvider: '-', toProvider: 'SBO' });
    t.clock.increment(1499);
    expect(t.actor.getSnapshot().hasTag('success')).toBe(true);
    t.clock.increment(1);
    expect(t.actor.getSnapshot().value).toBe('editing');
  });

  it('the success notice can be dismissed, and a changed wallet or promotion starts the next transfer', async () => {
    const cases: [TransferEvent, Partial<TransferForm>][] = [
      [{ type: 'DISMISS' }, { amount: '' }],
      [{ type: 'FROM_CHANGED', providerId: 'EVO' }, { fromProvider: 'EVO' }],
      [{ type: 'TO_CHANGED', providerId: 'PG' }, { toProvider: 'PG' }],
      [{ type: 'PROMOTION_CHANGED', promoteId: 'P2' }, { promoteId: 'P2' }],
    ];
    for (const [event, form] of cases) {
      const t = start();
      submit(t, '25');
      await t.transfer.answer(null);
      t.actor.send(event);
      expect(t.actor.getSnapshot().value, event.type).toBe('editing');
      expect(t.form()).toMatchObject(form);
    }
  });

  it('too little money on the server side clears the amount and says so', async () => {
    const t = start();
    submit(t, '25');
    await t.transfer.fail(refused('wallet_amount_inSufficient'));
    expect(t.actor.getSnapshot().value).toBe('editing');
    expect(t.form()).toMatchObject({ amount: '', error: 'wallet_amount_inSufficient' });
    expect(t.reread.count()).toBe(0);
    expect(t.refreshWallets).not.toHaveBeenCalled();
  });

  it('any other refusal shows its message and keeps the amount for another try', async () => {
    const t = start();
    submit(t, '25', 'WELCOME100');
    await t.transfer.fail(refused('transfer_usedPromote_unFinished'));
    expect(t.actor.getSnapshot().value).toBe('editing');
    expect(t.form()).toMatchObject({
      amount: '25',
      promoteId: 'WELCOME100',
      error: 'transfer_usedPromote_unFinished',
    });
    expect(t.reread.count()).toBe(0);
    expect(t.announceSuccess).not.toHaveBeenCalled();
  });

  it('no answer: balances are read again before a retry is offered, and RETRY resends the same request', async () => {
    const t = start();
    submit(t, '25', 'WELCOME100');
    await t.transfer.fail(noAnswer);
    expect(t.reread.count()).toBe(1);
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    t.actor.send({ type: 'RETRY' });
    expect(t.transfer.count()).toBe(1);
    await t.reread.answer(undefined);
    expect(t.actor.getSnapshot().value).toBe('outcomeUnknown');
    expect(t.form().pending).toEqual({
      fromProvider: '-',
      toProvider: 'SBO',
      amount: '25',
      promoteId: 'WELCOME100',
    });
    t.actor.send({ type: 'RETRY' });
    expect(t.transfer.inputs()).toEqual([
      {
        fromProvider: '-',
        toProvider: 'SBO',
        amount: '25',
        promoteId: 'WELCOME100',
        idempotencyKey: 'intent-1',
      },
      {
        fromProvider: '-',
        toProvider: 'SBO',
        amount: '25',
        promoteId: 'WELCOME100',
        idempotencyKey: 'intent-1',
      },
    ]);
    expect(t.allIn.count()).toBe(0);
    await t.transfer.answer(null);
    expect(t.form().pending).toBeNull();
    expect(t.refreshWallets).toHaveBeenCalledTimes(1);
  });

  it('a thrown error without a server code counts as no answer', async () => {
    for (const error of [new Error('boom'), 'offline', { key: 'acct_NetworkFail' }]) {
      const t = start();
      submit(t, '25');
      await t.transfer.fail(error);
      expect(t.reread.count()).toBe(1);
    }
  });

  it('the notice shows even when the balances could not be read; dismissing it clears the amount', async () => {
    const t = start();
    submit(t, '25');
    await t.transfer.fail(noAnswer);
    await t.reread.fail(noAnswer);
    expect(t.actor.getSnapshot().value).toBe('outcomeUnknown');
    t.actor.send({ type: 'DISMISS' });
    expect(t.actor.getSnapshot().value).toBe('editing');
    expect(t.form()).toMatchObject({ amount: '', pending: null });
    expect(t.transfer.count()).toBe(1);
  });
});

describe('transfer: quick all in', () => {
  it('moves the whole main balance to the chosen provider', async () => {
    const t = start();
    submit(t, '');
    t.actor.send({ type: 'ALL_IN', providerId: 'EVO' });
    expect(t.form()).toMatchObject({ toProvider: 'EVO', error: null });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(t.allIn.inputs()).toEqual([{ allInTo: 'EVO', idempotencyKey: 'intent-1' }]);
    expect(t.transfer.count()).toBe(0);
    await t.allIn.answer(null);
    expect(t.refreshWallets).toHaveBeenCalledTimes(1);
    expect(t.announceSuccess).toHaveBeenCalledTimes(1);
    expect(t.actor.getSnapshot().hasTag('success')).toBe(true);
  });

  it('a refusal shows its message', async () => {
    const t = start();
    t.actor.send({ type: 'ALL_IN', providerId: 'EVO' });
    await t.allIn.fail(refused('transfer_maintain'));
    expect(t.actor.getSnapshot().value).toBe('editing');
    expect(t.form().error).toBe('transfer_maintain');
    expect(t.reread.count()).toBe(0);
  });

  it('no answer: balances are read again and RETRY sends the all in again, not a transfer', async () => {
    const t = start();
    fill(t, '25');
    t.actor.send({ type: 'ALL_IN', providerId: 'EVO' });
    await t.allIn.fail(noAnswer);
    expect(t.reread.count()).toBe(1);
    await t.reread.answer(undefined);
    expect(t.form().pending).toEqual({ allInTo: 'EVO' });
    t.actor.send({ type: 'RETRY' });
    expect(t.allIn.inputs()).toEqual([
      { allInTo: 'EVO', idempotencyKey: 'intent-1' },
      { allInTo: 'EVO', idempotencyKey: 'intent-1' },
    ]);
    expect(t.transfer.count()).toBe(0);
  });
});

describe("transfer: the balances come one way, from the flow's `balances` actor", () => {
  it('the source wallet is checked against the balances the actor sent last', () => {
    const t = start();
    expect(t.form().balances).toEqual(WALLETS);
    // The wallet read again shows less in the main wallet: the same amount is now too much.
    t.actor.send({ type: 'BALANCES', balances: { ...WALLETS, '-': '20' } });
    submit(t, '25');
    expect(t.form().error).toBe('wallet_amount_inSufficient');
    // From EVO, which still holds 100, it goes.
    t.actor.send({ type: 'FROM_CHANGED', providerId: 'EVO' });
    submit(t, '25');
    expect(t.transfer.inputs()).toMatchObject([{ fromProvider: 'EVO', amount: '25' }]);
  });

  it('an accepted submit keeps the balances shown then, which the re-read compares with', async () => {
    const t = start();
    submit(t, '25');
    expect(t.form().before).toEqual(WALLETS);
    // Balances that change while the call is out do not change what the intent began from.
    t.actor.send({ type: 'BALANCES', balances: { ...WALLETS, '-': '75', SBO: '25' } });
    expect(t.form().before).toEqual(WALLETS);
    await t.transfer.fail(noAnswer);
    await t.reread.answer({ ...WALLETS, '-': '75', SBO: '25' });
    expect(t.actor.getSnapshot().value).toBe('moneyMoved');
  });
});

describe('how a failed call reads', () => {
  it('a server refusal keeps its code and key; anything else is an unknown outcome', () => {
    expect(failureOf({ code: 7, key: 'transfer_maintain' })).toEqual({
      code: 7,
      key: 'transfer_maintain',
      params: [],
    });
    expect(failureOf({ code: 0, key: 42 })).toEqual({ code: 0, key: '42', params: [] });
    expect(failureOf({ key: 'x' })).toEqual({ code: null, key: 'x', params: [] });
    // The values the server put into its message travel with it.
    expect(failureOf({ code: 2, key: 'wallet_deposit_limit', format: ['20', 80] })).toEqual({
      code: 2,
      key: 'wallet_deposit_limit',
      params: ['20', '80'],
    });
    for (const error of [undefined, null, 'text', new Error('boom'), { code: 3 }]) {
      expect(failureOf(error)).toEqual({ code: null, key: 'acct_NetworkFail', params: [] });
    }
  });
});

describe('transfer: what the success notice says was moved', () => {
  const announced = (t: Started) => t.announceSuccess.mock.calls.at(-1)?.[1];

  it('a transfer: its amount, its two wallets, and the main balance the answer gave', async () => {
    const t = start();
    submit(t, '25');
    await t.transfer.answer({ balance: '75' });
    expect(announced(t)).toEqual({ kind: 'transfer', amount: '25', from: '-', to: 'SBO', balance: '75' });
  });

  it('an answer without a balance announces none (the notice shows no "balance now" line)', async () => {
    const t = start();
    submit(t, '25');
    await t.transfer.answer(null);
    expect(announced(t)).toEqual({ kind: 'transfer', amount: '25', from: '-', to: 'SBO' });
    expect(announced(t)).not.toHaveProperty('balance');
  });

  it('an all in: the whole main balance read before it, or 0 when none was read', async () => {
    const t = start();
    t.actor.send({ type: 'ALL_IN', providerId: 'EVO' });
    await t.allIn.answer(null);
    expect(announced(t)).toEqual({ kind: 'transfer', amount: '100', from: '-', to: 'EVO' });
    const unread = start({ fromProvider: '-', toProvider: 'SBO' }, {});
    unread.actor.send({ type: 'ALL_IN', providerId: 'EVO' });
    await unread.allIn.answer(null);
    expect(announced(unread)).toMatchObject({ amount: '0', from: '-', to: 'EVO' });
  });

  it('a new form shows no problem and no message parameters', () => {
    expect(start().form()).toMatchObject({ error: null, errorParams: [] });
  });
});
