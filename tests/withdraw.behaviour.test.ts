import { describe, expect, it } from 'vitest';
import type { MemberBank } from '../contract/types';
import { validateWithdraw } from '../domain/moneyRules';
import type { WithdrawInfoResponse } from '../features/money/contract/moneyReplies';
import { WITHDRAW_SUCCESS_DELAY_MS } from '../features/money/machines/withdraw';
import { failedReadRetried, refused } from './support/calls';
import { startWithdraw, unansweredThenRetried, unknownDismissed } from './support/moneyForms';

/** A withdrawal to a saved bank account, with the server calls answered by hand. */

const bank = (memberBankId: string): MemberBank => ({
  memberBankId,
  bankId: 'VCB',
  bankName: 'Vietcombank',
  bankAccNo: '0123',
  bankAddress: '',
  bankBranch: '',
  verified: true,
});
const info = (banks = [bank('MB1'), bank('MB2')]): WithdrawInfoResponse => ({
  memberBankList: banks,
  minAmount: '50',
  maxAmount: '1000',
});

const start = startWithdraw;

/** The member types `amount` and taps submit. */
function submit(w: ReturnType<typeof start>, amount: string) {
  w.actor.send({ type: 'AMOUNT_CHANGED', value: amount });
  w.actor.send({ type: 'SUBMIT' });
}

async function editing(answer = info()) {
  const w = start();
  await w.loadInfo.answer(answer);
  return w;
}

/** A withdrawal of 100 sent after the local check refused 5000 with the limits 50 to 1000. */
async function sentAfterLocalLimits() {
  const w = await editing();
  submit(w, '5000');
  expect(w.form().errorParams).toEqual(['50', '1000']);
  submit(w, '100');
  return w;
}

describe('withdraw: the form', () => {
  it('without a saved bank account the member is led to bank details', async () => {
    const w = await editing(info([]));
    expect(w.actor.getSnapshot().value).toBe('noBank');
    w.actor.send({ type: 'SUBMIT' });
    expect(w.withdraw.count()).toBe(0);
  });

  it('an info answer without accounts, or without data, leads to bank details too', async () => {
    for (const answer of [{ minAmount: '50', maxAmount: '1000' }, undefined]) {
      const w = start();
      await w.loadInfo.answer(answer as unknown as WithdrawInfoResponse);
      expect(w.actor.getSnapshot().value).toBe('noBank');
    }
  });

  it('the first saved account is chosen, and the limits come from the info call', async () => {
    const w = await editing();
    expect(w.actor.getSnapshot().value).toBe('editing');
    expect(w.form()).toMatchObject({ memberBankId: 'MB1', info: info() });
  });

  it('an info call that fails can be retried', async () => {
    const w = start();
    expect(w.actor.getSnapshot().hasTag('busy')).toBe(true);
    await failedReadRetried(w.loadInfo, w.actor, 'loadFailed', { error: new Error('down') });
  });

  it('asks for an amount above 0', async () => {
    const w = await editing();
    for (const typed of ['', '0', '0.0']) {
      submit(w, typed);
      expect(w.form()).toMatchObject({ error: 'wallet_amount_require', errorParams: [] });
    }
    expect(w.withdraw.count()).toBe(0);
  });

  it('asks for a bank account when none is chosen', async () => {
    const w = await editing();
    w.actor.send({ type: 'BANK_CHANGED', memberBankId: '' });
    submit(w, '100');
    expect(w.form()).toMatchObject({ error: 'acct_bank_require', errorParams: [] });
  });

  it('outside the limits it says which limits, and nothing is sent', async () => {
    const w = await editing();
    for (const typed of ['49.9', '1000.1']) {
      submit(w, typed);
      expect(w.form()).toMatchObject({
        error: 'wallet_withdraw_limit',
        errorParams: ['50', '1000'],
        amount: typed,
      });
    }
    expect(w.withdraw.count()).toBe(0);
  });

  it('the limits themselves are allowed', async () => {
    for (const typed of ['50', '1000']) {
      const w = await editing();
      submit(w, typed);
      expect(w.withdraw.inputs()).toEqual([
        { amount: typed, memberBankId: 'MB1', idempotencyKey: 'intent-1' },
      ]);
    }
  });

  it('typing or choosing another account hides the message', async () => {
    const w = await editing();
    w.actor.send({ type: 'SUBMIT' });
    w.actor.send({ type: 'BANK_CHANGED', memberBankId: 'MB2' });
    expect(w.form()).toMatchObject({ error: null, memberBankId: 'MB2' });
    w.actor.send({ type: 'SUBMIT' });
    w.actor.send({ type: 'AMOUNT_CHANGED', value: '12,3' });
    expect(w.form()).toMatchObject({ error: null, amount: '12,3' });
  });

  it('the limits check reads missing limits as no limit and names the ones it has', () => {
    const form = { amount: '5', memberBankId: 'MB1' };
    expect(validateWithdraw(form, null)).toBeNull();
    expect(validateWithdraw(form, { memberBankList: [], minAmount: '', maxAmount: '4' })).toEqual({
      key: 'wallet_withdraw_limit',
      params: ['', '4'],
    });
    expect(validateWithdraw(form, { memberBankList: [], minAmount: 6, maxAmount: '' })).toEqual({
      key: 'wallet_withdraw_limit',
      params: ['6', ''],
    });
    expect(
      validateWithdraw(form, { memberBankList: [], minAmount: undefined, maxAmount: undefined } as never),
    ).toBeNull();
    expect(validateWithdraw({ amount: '5', memberBankId: 'MB1' }, { ...info(), minAmount: '5' })).toBeNull();
  });
});

describe('withdraw: sending', () => {
  async function sent(amount = '100') {
    const w = await editing();
    w.actor.send({ type: 'BANK_CHANGED', memberBankId: 'MB2' });
    submit(w, amount);
    return w;
  }

  it('sends the amount to the chosen account, once, however often the member taps', async () => {
    const w = await sent();
    w.actor.send({ type: 'SUBMIT' });
    expect(w.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(w.withdraw.inputs()).toEqual([{ amount: '100', memberBankId: 'MB2', idempotencyKey: 'intent-1' }]);
  });

  it('success stores the answered main balance at once and shows wallet_Success one second later', async () => {
    const w = await sent();
    await w.withdraw.answer({ balance: '900' });
    expect(w.storeMainBalance).toHaveBeenCalledWith('900');
    expect(w.form().amount).toBe('');
    expect(w.actor.getSnapshot().hasTag('success')).toBe(true);
    w.clock.increment(WITHDRAW_SUCCESS_DELAY_MS - 1);
    expect(w.announceSuccess).not.toHaveBeenCalled();
    w.clock.increment(1);
    expect(w.announceSuccess).toHaveBeenCalledTimes(1);
    expect(w.actor.getSnapshot().value).toBe('editing');
  });

  it('too little money on the server side clears the amount and says so', async () => {
    const w = await sent();
    await w.withdraw.fail(refused('wallet_amount_inSufficient'));
    expect(w.actor.getSnapshot().value).toBe('editing');
    expect(w.form()).toMatchObject({ amount: '', error: 'wallet_amount_inSufficient' });
    expect(w.reread.count()).toBe(0);
  });

  it('any other refusal shows its message, without limits, and keeps the amount', async () => {
    const w = await sentAfterLocalLimits();
    await w.withdraw.fail(refused('acct_bank_notFound'));
    expect(w.form()).toMatchObject({ amount: '100', error: 'acct_bank_notFound', errorParams: [] });
    expect(w.storeMainBalance).not.toHaveBeenCalled();
  });

  it('a server refusal with limits shows the server’s limits, not the last local check’s', async () => {
    const w = await sentAfterLocalLimits();
    await w.withdraw.fail({ code: 2, key: 'wallet_withdraw_limit', format: ['200', '800'] });
    expect(w.form()).toMatchObject({ error: 'wallet_withdraw_limit', errorParams: ['200', '800'] });
  });

  it('no answer: balances are read again, then RETRY resends the same withdrawal', async () => {
    const w = await sent('250');
    await unansweredThenRetried(w, w.withdraw);
    expect(w.withdraw.inputs()).toEqual([
      { amount: '250', memberBankId: 'MB2', idempotencyKey: 'intent-1' },
      { amount: '250', memberBankId: 'MB2', idempotencyKey: 'intent-1' },
    ]);
  });

  it('no answer and no balances: the notice still shows; dismissing it clears the amount', async () => {
    const w = await sent('250');
    await unknownDismissed(w, w.withdraw);
    expect(w.withdraw.count()).toBe(1);
  });
});
