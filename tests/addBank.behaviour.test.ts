import { describe, expect, it, vi } from 'vitest';
import type { AddBankForm } from '../domain/validators';
import type { BankListResponse } from '../features/account/contract/accountReplies';
import { type AddBankField, addBankMachine, EMPTY_BANK_FORM } from '../features/account/machines/addBank';
import type { ReauthGrant } from '../features/account/machines/reauth';
import { failedReadRetried, loaded, readWhileBusy, serverCall, started } from './support/calls';
import {
  formState,
  LOGIN_PASSWORD,
  NO_TOKEN,
  passwordCheck,
  reauthWith,
  stepBusy,
  stepShows,
  submitConfirmed,
  toStep,
} from './support/reauth';

/** Adding a bank account: spec §5 checks, the request as sent, and what success or a refusal leaves. */

const lists: BankListResponse = {
  bankList: [{ bankId: 'VCB', bankName: 'Vietcombank' }],
  provinceList: [{ code: 'HN', name: 'Ha Noi' }],
  cityList: [{ code: 'C1', name: 'Ba Dinh', provinceCode: 'HN' }],
};

function start() {
  const load = serverCall<BankListResponse>();
  const add = serverCall<void, AddBankForm & { reauthToken: string | null }>();
  const announceVerified = vi.fn();
  const banksChanged = vi.fn();
  const check = passwordCheck();
  const { actor, ctx } = started(
    addBankMachine.provide({
      actors: { loadBankList: load.logic, addBank: add.logic, reauth: reauthWith(check) },
      actions: { announceVerified, banksChanged },
    }),
  );
  const type = (field: AddBankField, value: string) => actor.send({ type: 'FIELD_CHANGED', field, value });
  const fill = (form: Partial<AddBankForm> = {}) => {
    const full = {
      bankId: 'VCB',
      bankAddress: 'Hanoi',
      bankAccNo: '0123456789',
      bankBranch: 'Ba Dinh',
      ...form,
    };
    for (const [field, value] of Object.entries(full)) type(field as AddBankField, value);
  };
  const submit = (grant?: ReauthGrant) => submitConfirmed(actor, check, grant);
  const state = () => formState(actor);
  return { actor, load, add, check, announceVerified, banksChanged, ctx, state, type, fill, submit };
}

const editing = () => loaded(start(), lists);

describe('the lists', () => {
  it('are read while busy, then the form is empty with no province and no city', async () => {
    const t = start();
    await readWhileBusy(t.load, t.actor, lists);
    expect(t.ctx()).toEqual({ lists, form: EMPTY_BANK_FORM, error: null, reauthToken: null });
    expect(EMPTY_BANK_FORM).toMatchObject({ provinceCode: '0', cityCode: '0', bankId: '' });
  });

  it('a failed read offers a retry that reads again', async () => {
    const t = start();
    await failedReadRetried(t.load, t.actor, 'loadFailed');
    await t.load.answer(lists);
    expect(t.ctx().lists).toEqual(lists);
  });
});

describe('the checks of spec §5', () => {
  it('bank, address and account number are required: page_emptycheck, nothing sent', async () => {
    for (const missing of ['bankId', 'bankAddress', 'bankAccNo'] as const) {
      const { ctx, add, fill, state, submit } = await editing();
      fill({ [missing]: '  ' });
      await submit();
      expect(ctx().error).toBe('page_emptycheck');
      expect(state()).toBe('editing');
      expect(add.count()).toBe(0);
    }
  });

  it('the branch is optional', async () => {
    const { add, fill, submit } = await editing();
    fill({ bankBranch: '' });
    await submit();
    expect(add.count()).toBe(1);
  });

  it('an account number over 50 characters: acct_bankAccNo_lengthError; 50 is fine', async () => {
    const { ctx, add, fill, type, submit } = await editing();
    fill({ bankAccNo: '1'.repeat(51) });
    await submit();
    expect(ctx().error).toBe('acct_bankAccNo_lengthError');
    expect(add.count()).toBe(0);
    type('bankAccNo', ` ${'1'.repeat(50)} `);
    expect(ctx().error).toBeNull();
    await submit();
    expect(add.count()).toBe(1);
  });

  it('choosing a province resets the city; other fields keep it', async () => {
    const { ctx, type } = await editing();
    type('provinceCode', 'HN');
    type('cityCode', 'C1');
    type('bankAddress', 'x');
    expect(ctx().form).toMatchObject({ provinceCode: 'HN', cityCode: 'C1', bankAddress: 'x' });
    type('provinceCode', 'HCM');
    expect(ctx().form).toMatchObject({ provinceCode: 'HCM', cityCode: '0' });
  });
});

describe('sending', () => {
  it('sends the trimmed form once, then announces, reads the banks again and empties the form', async () => {
    const { actor, ctx, add, fill, type, state, announceVerified, banksChanged, submit } = await editing();
    fill({ bankAddress: ' 1 Trang Tien ', bankAccNo: ' 0123 ', bankBranch: ' Hoan Kiem ', bankId: ' VCB' });
    type('provinceCode', 'HN');
    type('cityCode', 'C1');
    await submit();
    expect(state()).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await submit();
    type('bankAccNo', '999');
    expect(add.inputs()).toEqual([
      {
        bankId: ' VCB',
        bankAddress: '1 Trang Tien',
        bankAccNo: '0123',
        bankBranch: 'Hoan Kiem',
        provinceCode: 'HN',
        cityCode: 'C1',
        reauthToken: null,
      },
    ]);
    expect(announceVerified).not.toHaveBeenCalled();
    await add.answer();
    expect(state()).toBe('added');
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(announceVerified).toHaveBeenCalledOnce();
    expect(banksChanged).toHaveBeenCalledOnce();
    expect(ctx().form).toEqual(EMPTY_BANK_FORM);
    await submit();
    expect(add.count()).toBe(1);
    type('bankId', 'VCB');
    expect(state()).toBe('editing');
    expect(ctx().form).toEqual({ ...EMPTY_BANK_FORM, bankId: 'VCB' });
  });

  it('a refusal (the dialog shows it) returns to the form as it was', async () => {
    const { ctx, add, fill, state, announceVerified, banksChanged, submit } = await editing();
    fill();
    await submit();
    await add.fail({ code: 2, key: 'acct_bankAccNo_exists' });
    expect(state()).toBe('editing');
    expect(ctx().form).toMatchObject({ bankId: 'VCB', bankAddress: 'Hanoi', bankAccNo: '0123456789' });
    expect(ctx().error).toBeNull();
    expect(announceVerified).not.toHaveBeenCalled();
    expect(banksChanged).not.toHaveBeenCalled();
  });
});

describe('re-authentication first', () => {
  const filled = async () => {
    const t = await editing();
    t.fill();
    t.actor.send({ type: 'SUBMIT' });
    return t;
  };

  it('a valid form asks for the login password before anything is sent', async () => {
    const { actor, add, check, state } = await filled();
    expect(state()).toEqual({ reauthenticating: 'asking' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(stepBusy(actor)).toBe(false);
    expect(check.count()).toBe(0);
    expect(add.count()).toBe(0);
  });

  it('an empty password is not checked', async () => {
    const { actor, check } = await filled();
    toStep(actor, { type: 'CONFIRM' });
    expect(stepShows(actor)).toEqual({ password: '', error: 'acct_password_require', params: [] });
    expect(check.count()).toBe(0);
    toStep(actor, { type: 'REAUTH_PWD_CHANGED', value: 'x' });
    expect(stepShows(actor)).toEqual({ password: 'x', error: null, params: [] });
  });

  it("sends the check's re-authentication token with the call, once (contract §9)", async () => {
    const { add, ctx, fill, state, submit } = await editing();
    fill();
    await submit({ reauthToken: 'tok-1' });
    expect(state()).toBe('submitting');
    expect(add.inputs()[0]).toMatchObject({ bankAccNo: '0123456789', reauthToken: 'tok-1' });
    // The password is gone once confirmed (the step has ended); the token goes with the call and is
    // spent by its answer.
    expect(state()).toBe('submitting');
    expect(ctx().reauthToken).toBe('tok-1');
    await add.fail({ code: 2, key: 'acct_bankAccNo_exist' });
    expect(ctx().reauthToken).toBeNull();
    // A second attempt asks for the password again and carries that check's token, never the spent one.
    await submit({ reauthToken: 'tok-2' });
    expect(add.inputs().map((input) => input.reauthToken)).toEqual(['tok-1', 'tok-2']);
    await add.answer();
    expect(ctx().reauthToken).toBeNull();
  });

  it('checks the password while busy, then sends the form once', async () => {
    const { actor, add, check, state } = await filled();
    toStep(actor, { type: 'REAUTH_PWD_CHANGED', value: LOGIN_PASSWORD });
    toStep(actor, { type: 'CONFIRM' });
    expect(state()).toEqual({ reauthenticating: 'checking' });
    expect(stepBusy(actor)).toBe(true);
    toStep(actor, { type: 'CONFIRM' });
    toStep(actor, { type: 'CANCEL' });
    expect(check.inputs()).toEqual([{ password: LOGIN_PASSWORD }]);
    expect(add.count()).toBe(0);
    await check.answer(NO_TOKEN);
    expect(state()).toBe('submitting');
    expect(add.count()).toBe(1);
    // The password is not kept once it has served (the step has ended; a server of before gave no token).
    expect(state()).toBe('submitting');
    expect(actor.getSnapshot().context.reauthToken).toBeNull();
    expect(add.inputs()[0]?.reauthToken).toBeNull();
  });

  it('a refused password shows its key, sends nothing else, and may be typed again', async () => {
    const { actor, add, check, ctx, state } = await filled();
    toStep(actor, { type: 'REAUTH_PWD_CHANGED', value: 'wrong' });
    toStep(actor, { type: 'CONFIRM' });
    await check.fail({ code: 2, key: 'acct_password_wrong' });
    expect(state()).toEqual({ reauthenticating: 'asking' });
    expect(stepShows(actor)).toEqual({ password: '', error: 'acct_password_wrong', params: [] });
    expect(ctx().reauthToken).toBeNull();
    expect(add.count()).toBe(0);
    toStep(actor, { type: 'REAUTH_PWD_CHANGED', value: LOGIN_PASSWORD });
    toStep(actor, { type: 'CONFIRM' });
    await check.answer(NO_TOKEN);
    expect(add.count()).toBe(1);
  });

  it('no answer says so under the field', async () => {
    const { actor, check } = await filled();
    toStep(actor, { type: 'REAUTH_PWD_CHANGED', value: LOGIN_PASSWORD });
    toStep(actor, { type: 'CONFIRM' });
    await check.fail(new Error('offline'));
    expect(stepShows(actor).error).toBe('acct_NetworkFail');
  });

  it('CANCEL goes back to the form with its values; the next SUBMIT asks again', async () => {
    const { actor, add, ctx, state } = await filled();
    toStep(actor, { type: 'REAUTH_PWD_CHANGED', value: 'half' });
    toStep(actor, { type: 'CANCEL' });
    expect(state()).toBe('editing');
    expect(ctx().form).toMatchObject({ bankId: 'VCB', bankAddress: 'Hanoi', bankAccNo: '0123456789' });
    actor.send({ type: 'SUBMIT' });
    expect(state()).toEqual({ reauthenticating: 'asking' });
    expect(stepShows(actor)).toEqual({ password: '', error: null, params: [] });
    expect(add.count()).toBe(0);
  });
});
