import { describe, expect, it } from 'vitest';
import type { Amount } from '../contract/types';
import { validateDeposit } from '../domain/moneyRules';
import type { DepositMethod } from '../features/money/contract/moneyReplies';
import { type DepositMode, depositView, emptyDepositForm } from '../features/money/machines/deposit';
import { failedReadRetried, refused } from './support/calls';
import { startDeposit, unansweredThenRetried, unknownDismissed } from './support/moneyForms';

/** Deposits and quickpay, with the server calls and the QR dialog answered by hand. */

const bankTransfer: DepositMethod = {
  methodId: 'bank',
  methodName: 'Bank',
  minAmount: '50',
  maxAmount: '500',
};
const eWallet: DepositMethod = { methodId: 'momo', methodName: 'MoMo', minAmount: '10', maxAmount: '100' };
const methods = { methodList: [bankTransfer, eWallet] };

const start = startDeposit;

async function editing(mode: DepositMode = 'deposit') {
  const d = start(mode);
  await d.loadInfo.answer(methods);
  return d;
}

function fill(d: ReturnType<typeof start>, amount: string, promoteId?: string) {
  d.actor.send({ type: 'AMOUNT_CHANGED', value: amount });
  if (promoteId !== undefined) d.actor.send({ type: 'PROMOTION_CHANGED', promoteId });
}

/** The member types `amount` (and picks a promotion) and taps submit. */
function submit(d: ReturnType<typeof start>, amount: string, promoteId?: string) {
  fill(d, amount, promoteId);
  d.actor.send({ type: 'SUBMIT' });
}

describe('deposit: the form', () => {
  it('the methods come from the info call and the first one is chosen', async () => {
    const d = start();
    expect(d.form()).toEqual(emptyDepositForm('deposit'));
    expect(d.form()).toMatchObject({ methods: [], methodId: '', amount: '', moved: null, intentKey: null });
    expect(d.actor.getSnapshot().hasTag('busy')).toBe(true);
    await d.loadInfo.answer(methods);
    expect(d.actor.getSnapshot().value).toBe('editing');
    expect(d.form()).toMatchObject({ methods: methods.methodList, methodId: 'bank', mode: 'deposit' });
  });

  it('with no method on offer nothing is chosen, and a deposit asks for a method', async () => {
    const d = start();
    await d.loadInfo.answer({ methodList: [] });
    expect(d.form().methodId).toBe('');
    submit(d, '100');
    expect(d.form()).toMatchObject({ error: 'wallet_method_require', errorParams: [] });
  });

  it('an info call that fails can be retried', async () => {
    const d = start();
    await failedReadRetried(d.loadInfo, d.actor, 'loadFailed', { error: new Error('down') });
  });

  it('asks for an amount above 0', async () => {
    const d = await editing();
    for (const typed of ['', '0']) {
      submit(d, typed);
      expect(d.form()).toMatchObject({ error: 'wallet_amount_require', errorParams: [] });
    }
    expect(d.deposit.count()).toBe(0);
  });

  it("outside the chosen method's limits it names them, and nothing is sent", async () => {
    const d = await editing();
    for (const typed of ['49.9', '500.1']) {
      submit(d, typed);
      expect(d.form()).toMatchObject({ error: 'wallet_deposit_limit', errorParams: ['50', '500'] });
    }
    d.actor.send({ type: 'METHOD_CHANGED', methodId: 'momo' });
    expect(d.form()).toMatchObject({ methodId: 'momo', error: null });
    submit(d, '100.1');
    expect(d.form()).toMatchObject({ error: 'wallet_deposit_limit', errorParams: ['10', '100'] });
    expect(d.deposit.count()).toBe(0);
  });

  it('typing hides the message; a valid form clears it', async () => {
    const d = await editing();
    d.actor.send({ type: 'SUBMIT' });
    // A decimal comma is kept as typed (a group of three may follow) and read as a point when sent.
    fill(d, '12,3');
    expect(d.form()).toMatchObject({ error: null, amount: '12,3' });
    d.actor.send({ type: 'METHOD_CHANGED', methodId: 'unknown' });
    submit(d, '100');
    expect(d.form().error).toBe('wallet_method_require');
  });

  it('the limits are inclusive, and a method without limits takes any amount', () => {
    const form = (amount: string, methodId = 'bank') => ({ amount, methodId });
    expect(validateDeposit(form('50'), [bankTransfer])).toBeNull();
    expect(validateDeposit(form('500'), [bankTransfer])).toBeNull();
    const open = { methodId: 'open', methodName: 'Open', minAmount: '', maxAmount: '' };
    expect(validateDeposit(form('99999', 'open'), [open])).toBeNull();
    expect(validateDeposit(form('0.1', 'open'), [open])).toBeNull();
    expect(validateDeposit(form('-5', 'open'), [open])).toEqual({ key: 'wallet_amount_require', params: [] });
  });
});

describe('deposit: booking', () => {
  async function sent() {
    const d = await editing();
    submit(d, '100', 'WELCOME100');
    return d;
  }

  it('books the method, amount and promotion, once, however often the member taps', async () => {
    const d = await sent();
    d.actor.send({ type: 'SUBMIT' });
    expect(d.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(d.form().error).toBeNull();
    expect(d.deposit.inputs()).toEqual([
      { methodId: 'bank', amount: '100', promoteId: 'WELCOME100', idempotencyKey: 'intent-1' },
    ]);
    expect(d.quickpay.count()).toBe(0);
  });

  it('an answer with a balance stores it, says so, clears the form, and the form is back 1.5 s later', async () => {
    const d = await sent();
    await d.deposit.answer({ balance: '1300' });
    expect(d.storeMainBalance).toHaveBeenCalledWith('1300');
    expect(d.announceSuccess).toHaveBeenCalledTimes(1);
    expect(d.actor.getSnapshot().hasTag('success')).toBe(true);
    expect(d.form()).toMatchObject({ amount: '', promoteId: '' });
    d.clock.increment(1499);
    expect(d.actor.getSnapshot().hasTag('success')).toBe(true);
    d.clock.increment(1);
    expect(d.actor.getSnapshot().value).toBe('editing');
  });

  it('an answer without a balance says so and stores nothing; the notice can be dismissed', async () => {
    const d = await sent();
    await d.deposit.answer({});
    expect(d.storeMainBalance).not.toHaveBeenCalled();
    expect(d.announceSuccess).toHaveBeenCalledTimes(1);
    d.actor.send({ type: 'DISMISS' });
    expect(d.actor.getSnapshot().value).toBe('editing');
  });

  it('an answer without a body is still a booked deposit', async () => {
    const d = await sent();
    await d.deposit.answer(undefined as unknown as { balance?: Amount });
    expect(d.storeMainBalance).not.toHaveBeenCalled();
    expect(d.announceSuccess).toHaveBeenCalledTimes(1);
    expect(d.actor.getSnapshot().hasTag('success')).toBe(true);
  });

  it('a zero balance is still a balance', async () => {
    const d = await sent();
    await d.deposit.answer({ balance: 0 });
    expect(d.storeMainBalance).toHaveBeenCalledWith(0);
  });

  it('a refusal shows its message and keeps the form', async () => {
    const d = await sent();
    await d.deposit.fail(refused('wallet_deposit_limit'));
    expect(d.actor.getSnapshot().value).toBe('editing');
    expect(d.form()).toMatchObject({ error: 'wallet_deposit_limit', amount: '100', promoteId: 'WELCOME100' });
    expect(d.reread.count()).toBe(0);
  });

  it('a refusal with limits shows the server’s limits, not those of an earlier local check', async () => {
    const d = await editing();
    submit(d, '49.9');
    expect(d.form().errorParams).toEqual(['50', '500']);
    d.actor.send({ type: 'METHOD_CHANGED', methodId: 'momo' });
    submit(d, '60');
    await d.deposit.fail({ code: 2, key: 'wallet_deposit_limit', format: ['20', '80'] });
    expect(d.form()).toMatchObject({ error: 'wallet_deposit_limit', errorParams: ['20', '80'] });
  });

  it('no answer: balances are read again, then RETRY books the same deposit again', async () => {
    const d = await sent();
    await unansweredThenRetried(d, d.deposit);
    expect(d.deposit.inputs()).toEqual([
      { methodId: 'bank', amount: '100', promoteId: 'WELCOME100', idempotencyKey: 'intent-1' },
      { methodId: 'bank', amount: '100', promoteId: 'WELCOME100', idempotencyKey: 'intent-1' },
    ]);
  });

  it('no answer and no balances: the notice still shows; dismissing it clears the amount', async () => {
    const d = await sent();
    await unknownDismissed(d, d.deposit);
    expect(d.deposit.count()).toBe(1);
  });
});

describe('quickpay', () => {
  it('asks for a QR with method and amount, shows it with the amount, and the form is back when it closes', async () => {
    const d = await editing('quickpay');
    submit(d, '200', 'WELCOME100');
    expect(d.quickpay.inputs()).toEqual([{ methodId: 'bank', amount: '200', idempotencyKey: 'intent-1' }]);
    expect(d.deposit.count()).toBe(0);
    await d.quickpay.answer({ qrImage: 'data:image/png;base64,AA' });
    expect(d.form().qrImage).toBe('data:image/png;base64,AA');
    expect(d.showQr.inputs()).toEqual([{ qrImage: 'data:image/png;base64,AA', amount: '200' }]);
    await d.showQr.answer(undefined);
    expect(d.actor.getSnapshot().value).toBe('editing');
    expect(d.announceSuccess).not.toHaveBeenCalled();
  });

  it('the form is back even when the dialog fails', async () => {
    const d = await editing('quickpay');
    submit(d, '200');
    await d.quickpay.answer({ qrImage: 'data:image/png;base64,AA' });
    await d.showQr.fail(new Error('closed'));
    expect(d.actor.getSnapshot().value).toBe('editing');
  });

  it('a refused QR request shows its message', async () => {
    const d = await editing('quickpay');
    submit(d, '200');
    await d.quickpay.fail(refused('quickpay_unavailable'));
    expect(d.actor.getSnapshot().value).toBe('editing');
    expect(d.form().error).toBe('quickpay_unavailable');
    expect(d.showQr.count()).toBe(0);
  });
});

describe('deposit: what the tab shows and says', () => {
  it('the success notice names the amount into the main wallet, and the balance only when the answer gave one', async () => {
    const withBalance = await editing();
    submit(withBalance, '200');
    await withBalance.deposit.answer({ balance: '1300' });
    expect(withBalance.announceSuccess.mock.calls[0]?.[1]).toEqual({
      kind: 'deposit',
      amount: '200',
      to: '-',
      balance: '1300',
    });
    const without = await editing();
    submit(without, '200');
    await without.deposit.answer({});
    expect(without.announceSuccess.mock.calls[0]?.[1]).toEqual({ kind: 'deposit', amount: '200', to: '-' });
    expect(without.announceSuccess.mock.calls[0]?.[1]).not.toHaveProperty('balance');
  });

  it('an info answer without a body or without a method list offers no method', async () => {
    for (const info of [undefined, {}]) {
      const d = start();
      await d.loadInfo.answer(info as unknown as typeof methods);
      expect(d.form()).toMatchObject({ methods: [], methodId: '' });
      expect(d.actor.getSnapshot().value).toBe('editing');
    }
  });

  it('a QR answer without an image shows an empty QR, not a crash', async () => {
    for (const qr of [undefined, {}]) {
      const d = await editing('quickpay');
      submit(d, '200');
      await d.quickpay.answer(qr as unknown as { qrImage: string });
      expect(d.form().qrImage).toBe('');
      expect(d.showQr.inputs()).toEqual([{ qrImage: '', amount: '200' }]);
    }
  });

  it('the tab shows the methods, the form and its message from the machine', async () => {
    const d = await editing();
    fill(d, '20', 'WELCOME100');
    d.actor.send({ type: 'SUBMIT' });
    expect(depositView(d.actor.getSnapshot())).toEqual({
      methods: [bankTransfer, eWallet],
      methodId: 'bank',
      amount: '20',
      promoteId: 'WELCOME100',
      error: 'wallet_deposit_limit',
      errorParams: ['50', '500'],
    });
  });
});
