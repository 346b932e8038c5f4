import { describe, expect, it } from 'vitest';
import { checkAddBank } from '../domain/validators';
import { addBankMachine, addBankView, EMPTY_BANK_FORM } from '../features/account/machines/addBank';
import { expectRulesKept } from './support/fullCoverage';
import { checkRules, runsOf, type StateRules, type Step, startsOf } from './support/modelCoverage';
import { done, error } from './support/stubs';

/**
 * Adding a bank account held to its rules in every state (spec §3, §5, contract §9): the lists are read
 * first; an invalid form says why and sends nothing; the login password is confirmed before the call,
 * which carries the form trimmed and the re-authentication token once; success empties the form, reads the
 * member's banks again and says the account is verified; a refusal keeps the form as it was.
 */

type M = typeof addBankMachine;
const LISTS = {
  bankList: [{ bankId: 'VCB', bankName: 'Vietcombank' }],
  provinceList: [{ code: 'HN', name: 'Ha Noi' }],
  cityList: [{ code: 'HK', name: 'Hoan Kiem', provinceCode: 'HN' }],
};
const field = (name: string, value: string) => ({ type: 'FIELD_CHANGED', field: name, value });
const options = {
  payloads: {
    'xstate.done.actor.loadBankList': [done('loadBankList', LISTS)],
    FIELD_CHANGED: [
      field('bankId', 'VCB'),
      field('bankAddress', ' 1 Trang Tien '),
      field('bankAccNo', '0071000123456 '),
      field('bankAccNo', '9'.repeat(51)),
      field('provinceCode', 'HN'),
      field('cityCode', 'HK'),
    ],
    'xstate.error.actor.addBank': [error('addBank', { code: 2, key: 'acct_bankAccNo_exist', shown: true })],
    'xstate.done.actor.reauth': [
      done('reauth', { reauthToken: 'tok-1' }),
      done('reauth', { reauthToken: null }),
      done('reauth', 'cancelled'),
    ],
  },
  contextKey: (c: { form: Record<string, string>; error: string | null; reauthToken: string | null }) => [
    c.form.bankId !== '',
    c.form.bankAddress !== '',
    c.form.bankAccNo?.length,
    c.form.provinceCode,
    c.form.cityCode,
    c.error,
    c.reauthToken,
  ],
};
const sent = (steps: Step<M>[]) => startsOf(steps, 'addBank');
const formBefore = (step: Step<M>) => step.previous!.context.form;

const rules: StateRules<M> = {
  loading: (step) => {
    expect(step.state.hasTag('busy')).toBe(true);
    expect(startsOf([step], 'loadBankList'), 'the lists read on arrival').toHaveLength(1);
    expect(step.state.can({ type: 'SUBMIT' })).toBe(false);
  },
  loadFailed: (step) => {
    expect(step.event.type).toBe('xstate.error.actor.loadBankList');
    expect(step.state.can({ type: 'RETRY' }), '"Try again" offered').toBe(true);
    expect(step.state.can({ type: 'SUBMIT' }), 'no form without the lists').toBe(false);
  },
  editing: (step) => {
    const { event, context } = step;
    expect(step.started, 'nothing sent or asked while the member edits').toEqual([]);
    expect(step.state.hasTag('busy')).toBe(false);
    if (event.type === 'xstate.done.actor.loadBankList') {
      expect(addBankView(step.state).lists, 'the lists as read').toEqual(LISTS);
      expect(context.form, 'an empty form, no province or city chosen').toEqual(EMPTY_BANK_FORM);
    } else if (event.type === 'FIELD_CHANGED') {
      const { field: name, value } = event as unknown as { field: string; value: string };
      expect(context.form).toEqual({
        ...formBefore(step),
        [name]: value,
        ...(name === 'provinceCode' ? { cityCode: '0' } : {}),
      });
      expect(context.error, 'typing clears the message').toBeNull();
      if (step.previous!.matches('added')) expect(formBefore(step)).toEqual(EMPTY_BANK_FORM);
    } else if (event.type === 'SUBMIT') {
      expect(context.error, 'an invalid form says why').toBe(checkAddBank(context.form));
      expect(context.error).not.toBeNull();
    } else {
      // Back from the password (cancelled) or from a refusal: the form as the member left it.
      expect(['xstate.done.actor.reauth', 'xstate.error.actor.addBank']).toContain(event.type);
      expect(context.form).toEqual(formBefore(step));
      expect(context.reauthToken, 'the token is not kept for another call').toBeNull();
      expect(runsOf([step], 'announceVerified')).toEqual([]);
    }
  },
  reauthenticating: (step) => {
    expect(step.event.type).toBe('SUBMIT');
    expect(checkAddBank(step.context.form), 'only a valid form goes on').toBeNull();
    expect(startsOf([step], 'reauth'), 'the login password asked for').toHaveLength(1);
    expect(sent([step])).toEqual([]);
    expect(addBankView(step.state).reauthStep).toBeDefined();
  },
  submitting: (step) => {
    const { context, event } = step;
    expect(step.state.hasTag('busy')).toBe(true);
    expect(step.state.can({ type: 'SUBMIT' }), 'no second submit').toBe(false);
    expect(event.type).toBe('xstate.done.actor.reauth');
    const token = (event as unknown as { output: { reauthToken: string | null } }).output.reauthToken;
    const form = context.form;
    expect(
      sent([step]).map((s) => s.input),
      'the form trimmed, with the token of the password check',
    ).toEqual([
      {
        ...form,
        bankAddress: form.bankAddress.trim(),
        bankAccNo: form.bankAccNo.trim(),
        bankBranch: form.bankBranch.trim(),
        reauthToken: token,
      },
    ]);
  },
  added: (step) => {
    expect(step.event.type).toBe('xstate.done.actor.addBank');
    expect(step.state.hasTag('success')).toBe(true);
    expect(step.context.form, 'the form emptied').toEqual(EMPTY_BANK_FORM);
    expect(step.context.reauthToken, 'the token spent').toBeNull();
    expect(
      step.ran.map((r) => r.type),
      "the member's banks read again, verified said",
    ).toEqual(['banksChanged', 'announceVerified']);
  },
};

describe('add bank: each state against its rules', () => {
  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(addBankMachine, rules, { ...options, everyTransition: true }));
  });
});
