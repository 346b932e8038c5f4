import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type AddBankField, addBankMachine, EMPTY_BANK_FORM } from '../machines/addBank';
import type { BankListResponse } from '../src/api/types';
import type { AddBankForm } from '../src/domain/validators';
import { serverCall } from './support/calls';

/** Adding a bank account: spec §5 checks, the request as sent, and what success or a refusal leaves. */

const lists: BankListResponse = {
  bankList: [{ bankId: 'VCB', bankName: 'Vietcombank' }],
  provinceList: [{ code: 'HN', name: 'Ha Noi' }],
  cityList: [{ code: 'C1', name: 'Ba Dinh', provinceCode: 'HN' }],
};

function start() {
  const load = serverCall<BankListResponse>();
  const add = serverCall<void, AddBankForm>();
  const announceVerified = vi.fn();
  const banksChanged = vi.fn();
  const actor = createActor(
    addBankMachine.provide({
      actors: { loadBankList: load.logic, addBank: add.logic },
      actions: { announceVerified, banksChanged },
    }),
  ).start();
  const ctx = () => actor.getSnapshot().context;
  const state = () => actor.getSnapshot().value;
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
  return { actor, load, add, announceVerified, banksChanged, ctx, state, type, fill };
}

async function editing() {
  const t = start();
  await t.load.answer(lists);
  return t;
}

describe('the lists', () => {
  it('are read while busy, then the form is empty with no province and no city', async () => {
    const t = start();
    expect(t.state()).toBe('loading');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await t.load.answer(lists);
    expect(t.state()).toBe('editing');
    expect(t.ctx()).toEqual({ lists, form: EMPTY_BANK_FORM, error: null });
    expect(EMPTY_BANK_FORM).toMatchObject({ provinceCode: '0', cityCode: '0', bankId: '' });
  });

  it('a failed read offers a retry that reads again', async () => {
    const t = start();
    await t.load.fail(new Error('offline'));
    expect(t.state()).toBe('loadFailed');
    t.actor.send({ type: 'RETRY' });
    expect(t.load.count()).toBe(2);
    await t.load.answer(lists);
    expect(t.ctx().lists).toEqual(lists);
  });
});

describe('the checks of spec §5', () => {
  it('bank, address and account number are required: page_emptycheck, nothing sent', async () => {
    for (const missing of ['bankId', 'bankAddress', 'bankAccNo'] as const) {
      const { actor, ctx, add, fill, state } = await editing();
      fill({ [missing]: '  ' });
      actor.send({ type: 'SUBMIT' });
      expect(ctx().error).toBe('page_emptycheck');
      expect(state()).toBe('editing');
      expect(add.count()).toBe(0);
    }
  });

  it('the branch is optional', async () => {
    const { actor, add, fill } = await editing();
    fill({ bankBranch: '' });
    actor.send({ type: 'SUBMIT' });
    expect(add.count()).toBe(1);
  });

  it('an account number over 50 characters: acct_bankAccNo_lengthError; 50 is fine', async () => {
    const { actor, ctx, add, fill, type } = await editing();
    fill({ bankAccNo: '1'.repeat(51) });
    actor.send({ type: 'SUBMIT' });
    expect(ctx().error).toBe('acct_bankAccNo_lengthError');
    expect(add.count()).toBe(0);
    type('bankAccNo', ` ${'1'.repeat(50)} `);
    expect(ctx().error).toBeNull();
    actor.send({ type: 'SUBMIT' });
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
    const { actor, ctx, add, fill, type, state, announceVerified, banksChanged } = await editing();
    fill({ bankAddress: ' 1 Trang Tien ', bankAccNo: ' 0123 ', bankBranch: ' Hoan Kiem ', bankId: ' VCB' });
    type('provinceCode', 'HN');
    type('cityCode', 'C1');
    actor.send({ type: 'SUBMIT' });
    expect(state()).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'SUBMIT' });
    type('bankAccNo', '999');
    expect(add.inputs()).toEqual([
      {
        bankId: ' VCB',
        bankAddress: '1 Trang Tien',
        bankAccNo: '0123',
        bankBranch: 'Hoan Kiem',
        provinceCode: 'HN',
        cityCode: 'C1',
      },
    ]);
    expect(announceVerified).not.toHaveBeenCalled();
    await add.answer();
    expect(state()).toBe('added');
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(announceVerified).toHaveBeenCalledOnce();
    expect(banksChanged).toHaveBeenCalledOnce();
    expect(ctx().form).toEqual(EMPTY_BANK_FORM);
    actor.send({ type: 'SUBMIT' });
    expect(add.count()).toBe(1);
    type('bankId', 'VCB');
    expect(state()).toBe('editing');
    expect(ctx().form).toEqual({ ...EMPTY_BANK_FORM, bankId: 'VCB' });
  });

  it('a refusal (the dialog shows it) returns to the form as it was', async () => {
    const { actor, ctx, add, fill, state, announceVerified, banksChanged } = await editing();
    fill();
    actor.send({ type: 'SUBMIT' });
    await add.fail({ code: 2, key: 'acct_bankAccNo_exists' });
    expect(state()).toBe('editing');
    expect(ctx().form).toMatchObject({ bankId: 'VCB', bankAddress: 'Hanoi', bankAccNo: '0123456789' });
    expect(ctx().error).toBeNull();
    expect(announceVerified).not.toHaveBeenCalled();
    expect(banksChanged).not.toHaveBeenCalled();
  });
});
