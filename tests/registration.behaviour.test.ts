import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { JoinField } from '../domain/validators';
import type { LoginResponse } from '../features/account/contract/accountReplies';
import {
  type CreateRequest,
  LOGIN_ID_CHECK_DELAY_MS,
  registrationMachine,
} from '../features/account/machines/registration';
import { noAnswer, refused, serverCall, started } from './support/calls';

/** Registration (`JoinNow`): the id checked as the member types, then the form, the account info and the create call. */

const grant: LoginResponse = { sessionId: 'S1', token: 'T1', currId: 'VND', loginIpGeo: 'VN' };
const valid: Record<JoinField, string> = {
  loginId: 'alice01',
  password: 'secret12',
  fullName: 'Alice Smith',
  email: 'alice@example.com',
  countryCode: '+84',
  phone: '0912345678',
};

function start(input = { currId: 'VND', countryCode: '+84', referralId: 'REF1', trackingTag: 'TAG1' }) {
  const clock = new SimulatedClock();
  const loadCodes = serverCall<string[]>();
  const checkId = serverCall<void, { loginId: string }>();
  const checkInfo = serverCall<void, { email: string; phone: string; countryCode: string }>();
  const create = serverCall<LoginResponse, CreateRequest>();
  const grantSession = vi.fn();
  const {
    actor,
    ctx,
    state: value,
  } = started(
    registrationMachine.provide({
      actors: {
        loadCountryCodes: loadCodes.logic,
        checkLoginId: checkId.logic,
        checkAccountInfo: checkInfo.logic,
        create: create.logic,
      },
      actions: { grantSession: (_, params) => grantSession(params) },
    }),
    { input, clock },
  );
  const state = () => value() as { loginId: string; form: string };
  const type = (field: JoinField, value: string) => actor.send({ type: 'FIELD_CHANGED', field, value });
  /** Types the login id and lets the pause pass, so the check is sent (or the format refused). */
  const typeId = async (value: string) => {
    type('loginId', value);
    clock.increment(LOGIN_ID_CHECK_DELAY_MS);
    await Promise.resolve();
  };
  const fillOthers = (form: Partial<Record<JoinField, string>> = {}) => {
    for (const field of ['password', 'fullName', 'email', 'countryCode', 'phone'] as const)
      type(field, form[field] ?? valid[field]);
  };
  return {
    actor,
    clock,
    loadCodes,
    checkId,
    checkInfo,
    create,
    grantSession,
    ctx,
    state,
    type,
    typeId,
    fillOthers,
  };
}

async function ready(codes = ['+84', '+66']) {
  const t = start();
  await t.loadCodes.answer(codes);
  return t;
}

describe('the country codes', () => {
  it('starts with the area phone code, the cookies and the currency, and an empty form', () => {
    const { ctx, state } = start();
    expect(state()).toEqual({ loginId: 'unchecked', form: 'loading' });
    expect(ctx()).toEqual({
      form: { loginId: '', password: '', fullName: '', email: '', countryCode: '+84', phone: '' },
      errors: {},
      formError: null,
      countryCodes: [],
      currId: 'VND',
      referralId: 'REF1',
      trackingTag: 'TAG1',
    });
  });

  it('keeps the area code when the list has it', async () => {
    const { ctx, state } = await ready(['+66', '+84']);
    expect(state().form).toBe('filling');
    expect(ctx().countryCodes).toEqual(['+66', '+84']);
    expect(ctx().form.countryCode).toBe('+84');
  });

  it('takes the first code when the list does not have the area code, none when the list is empty', async () => {
    const other = await ready(['+66', '+855']);
    expect(other.ctx().form.countryCode).toBe('+66');
    const none = await ready([]);
    expect(none.ctx().form.countryCode).toBe('');
    expect(none.state().form).toBe('filling');
  });

  it('offers a retry when the list cannot be read, and reads it again', async () => {
    const { loadCodes, actor, state, ctx } = start();
    await loadCodes.fail(new Error('404'));
    expect(state().form).toBe('loadFailed');
    actor.send({ type: 'SUBMIT' });
    expect(state().form).toBe('loadFailed');
    actor.send({ type: 'RETRY' });
    expect(state().form).toBe('loading');
    expect(loadCodes.count()).toBe(2);
    await loadCodes.answer(['+84']);
    expect(state().form).toBe('filling');
    expect(ctx().countryCodes).toEqual(['+84']);
  });

  it('keeps what the member types while the codes load, and after they failed to load', async () => {
    const { loadCodes, actor, ctx, type } = start();
    type('password', 'secret12');
    type('fullName', 'Alice Smith');
    expect(ctx().form).toMatchObject({ password: 'secret12', fullName: 'Alice Smith' });
    await loadCodes.fail(new Error('404'));
    type('email', 'alice@example.com');
    actor.send({ type: 'RETRY' });
    await loadCodes.answer(['+84']);
    expect(ctx().form).toMatchObject({
      password: 'secret12',
      fullName: 'Alice Smith',
      email: 'alice@example.com',
      countryCode: '+84',
    });
  });
});

describe('the login id check while typing', () => {
  it('waits for the member to pause (checkDelay) and sends the trimmed id once', async () => {
    const { type, clock, checkId, state } = await ready();
    type('loginId', 'ali');
    clock.increment(300);
    type('loginId', ' alice01 ');
    expect(state().loginId).toBe('waiting');
    clock.increment(LOGIN_ID_CHECK_DELAY_MS - 1);
    expect(checkId.count()).toBe(0);
    clock.increment(1);
    expect(state().loginId).toBe('checking');
    expect(checkId.inputs()).toEqual([{ loginId: 'alice01' }]);
  });

  it('keeps what is typed in the form, and a new keystroke clears the last message', async () => {
    const { typeId, type, ctx, state } = await ready();
    await typeId('1abc');
    expect(ctx().errors.loginId).toBe('acct_loginId_format');
    type('loginId', 'alice0');
    expect(ctx().form.loginId).toBe('alice0');
    expect(ctx().errors.loginId).toBeUndefined();
    expect(state().loginId).toBe('waiting');
  });

  it('does not ask the server about a malformed or empty id', async () => {
    const { typeId, checkId, ctx, state } = await ready();
    await typeId('a!');
    expect(state().loginId).toBe('invalid');
    expect(ctx().errors.loginId).toBe('acct_loginId_format');
    await typeId('   ');
    expect(ctx().errors.loginId).toBe('page_emptycheck');
    expect(checkId.count()).toBe(0);
  });

  it('an accepted id is available and carries no message', async () => {
    const { typeId, checkId, ctx, state } = await ready();
    await typeId('alice01');
    await checkId.answer();
    expect(state().loginId).toBe('available');
    expect(ctx().errors.loginId).toBeUndefined();
  });

  it('a refused id is taken, with the server message or acct_loginId_taken', async () => {
    const { typeId, checkId, ctx, state } = await ready();
    await typeId('alice01');
    await checkId.fail(refused('acct_loginId_reserved'));
    expect(state().loginId).toBe('taken');
    expect(ctx().errors.loginId).toBe('acct_loginId_reserved');
    await typeId('alice02');
    await checkId.fail({ code: 3 });
    expect(state().loginId).toBe('taken');
    expect(ctx().errors.loginId).toBe('acct_loginId_taken');
    await typeId('alice03');
    await checkId.fail({ code: 3, key: 7 });
    expect(ctx().errors.loginId).toBe('acct_loginId_taken');
  });

  it('without a server answer nothing is known: unchecked and no message', async () => {
    const { typeId, checkId, ctx, state } = await ready();
    for (const error of [
      noAnswer,
      new Error('offline'),
      { key: 'acct_NetworkFail' },
      { code: '5' },
      'down',
      null,
    ]) {
      await typeId('alice01');
      await checkId.fail(error);
      expect(state().loginId).toBe('unchecked');
      expect(ctx().errors.loginId).toBeUndefined();
    }
  });
});

describe('submitting the form', () => {
  it('typing the id leaves the rest of the form alone: no second read of the codes, no call cancelled', async () => {
    const t = await ready(['+66', '+84']);
    t.fillOthers({ countryCode: '+66' });
    await t.typeId('alice01');
    expect(t.state()).toEqual({ loginId: 'checking', form: 'filling' });
    expect(t.loadCodes.count()).toBe(1);
    await t.checkId.answer();
    t.actor.send({ type: 'SUBMIT' });
    t.type('loginId', 'alice01');
    expect(t.state()).toEqual({ loginId: 'waiting', form: 'checkingAccount' });
    await t.checkInfo.answer();
    expect(t.state().form).toBe('creating');
    expect(t.ctx().form.countryCode).toBe('+66');
  });

  it('gives every field its own message and sends nothing', async () => {
    const { actor, ctx, checkInfo, state, type } = await ready();
    type('countryCode', '+1');
    type('password', 'short');
    actor.send({ type: 'SUBMIT' });
    expect(state().form).toBe('filling');
    expect(ctx().errors).toEqual({
      loginId: 'page_emptycheck',
      password: 'acct_password_format',
      fullName: 'page_emptycheck',
      email: 'page_emptycheck',
      countryCode: 'acct_countryCode_invalid',
      phone: 'page_emptycheck',
    });
    expect(checkInfo.count()).toBe(0);
  });

  it('editing a field keeps it and clears only its own message and the form message', async () => {
    const { actor, ctx, type, state } = await ready();
    actor.send({ type: 'SUBMIT' });
    type('email', 'bob@example.com');
    expect(ctx().form.email).toBe('bob@example.com');
    expect(ctx().errors.email).toBeUndefined();
    expect(ctx().errors.phone).toBe('page_emptycheck');
    expect(ctx().form.loginId).toBe('');
    expect(state().loginId).toBe('unchecked');
    type('loginId', 'a');
    expect(ctx().errors).toEqual({
      password: 'page_emptycheck',
      fullName: 'page_emptycheck',
      phone: 'page_emptycheck',
    });
  });

  it('a taken id keeps the server message and the form is not sent, even when every field is well formed', async () => {
    const { actor, ctx, typeId, checkId, checkInfo, fillOthers } = await ready();
    await typeId('alice01');
    await checkId.fail(refused('acct_loginId_taken'));
    fillOthers();
    actor.send({ type: 'SUBMIT' });
    expect(checkInfo.count()).toBe(0);
    expect(ctx().errors).toEqual({ loginId: 'acct_loginId_taken' });
  });

  it('another refusal of the id is replaced by the format check on submit', async () => {
    const { actor, ctx, typeId, checkId, fillOthers } = await ready();
    await typeId('alice01');
    await checkId.fail(refused('acct_loginId_reserved'));
    fillOthers({ phone: '' });
    actor.send({ type: 'SUBMIT' });
    expect(ctx().errors).toEqual({ phone: 'page_emptycheck' });
  });

  it('an id nobody answered for can still be sent', async () => {
    const { actor, typeId, checkId, checkInfo, fillOthers } = await ready();
    await typeId('alice01');
    await checkId.fail(noAnswer);
    fillOthers();
    actor.send({ type: 'SUBMIT' });
    expect(checkInfo.count()).toBe(1);
  });

  it('checks email and phone, then creates the account with trimmed values, the currency and the cookies', async () => {
    const t = await ready();
    await t.typeId(' alice01 ');
    await t.checkId.answer();
    t.fillOthers({
      email: ' alice@example.com ',
      fullName: ' Alice Smith ',
      phone: '091 234-5678',
      password: ' secret12',
    });
    t.actor.send({ type: 'SUBMIT' });
    // the password with a space is refused first
    expect(t.ctx().errors.password).toBe('acct_password_format');
    t.type('password', 'secret12');
    t.actor.send({ type: 'SUBMIT' });
    expect(t.state().form).toBe('checkingAccount');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(t.ctx().errors).toEqual({});
    expect(t.checkInfo.inputs()).toEqual([
      // The phone is sent as it was checked: without its spaces and hyphens.
      { email: 'alice@example.com', phone: '0912345678', countryCode: '+84' },
    ]);
    await t.checkInfo.answer();
    expect(t.state().form).toBe('creating');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(t.create.inputs()).toEqual([
      {
        ...valid,
        currId: 'VND',
        referralId: 'REF1',
        trackingTag: 'TAG1',
      },
    ]);
    expect(t.grantSession).not.toHaveBeenCalled();
    await t.create.answer(grant);
    expect(t.grantSession).toHaveBeenCalledExactlyOnceWith({ loginId: 'alice01', grant });
    expect(t.state().form).toBe('registered');
    expect(t.actor.getSnapshot().hasTag('success')).toBe(true);
  });

  it('nothing is sent twice and no field changes while a call is in flight', async () => {
    const t = await ready();
    await t.typeId('alice01');
    await t.checkId.answer();
    t.fillOthers();
    t.actor.send({ type: 'SUBMIT' });
    t.actor.send({ type: 'SUBMIT' });
    t.type('email', 'other@example.com');
    expect(t.checkInfo.count()).toBe(1);
    expect(t.ctx().form.email).toBe('alice@example.com');
    await t.checkInfo.answer();
    t.actor.send({ type: 'SUBMIT' });
    t.type('phone', '0999999999');
    expect(t.create.count()).toBe(1);
    expect(t.checkInfo.count()).toBe(1);
    expect(t.ctx().form.phone).toBe(valid.phone);
  });
});

describe('server refusals of the form', () => {
  async function sending() {
    const t = await ready();
    await t.typeId('alice01');
    await t.checkId.answer();
    t.fillOthers();
    t.actor.send({ type: 'SUBMIT' });
    return t;
  }

  it('a refusal naming a field goes under that field, back in the form', async () => {
    const t = await sending();
    await t.checkInfo.fail(refused('acct_email_taken'));
    expect(t.state().form).toBe('filling');
    expect(t.ctx().errors).toEqual({ email: 'acct_email_taken' });
    expect(t.ctx().formError).toBeNull();
    expect(t.ctx().form).toEqual(valid);
  });

  it('a refusal naming no field is for the whole form; no answer reads acct_NetworkFail', async () => {
    const t = await sending();
    await t.checkInfo.fail(refused('acct_join_closed'));
    expect(t.ctx().formError).toBe('acct_join_closed');
    expect(t.ctx().errors).toEqual({});
    t.type('fullName', 'Alice B');
    expect(t.ctx().formError).toBeNull();
    t.actor.send({ type: 'SUBMIT' });
    await t.checkInfo.fail(new Error('offline'));
    expect(t.ctx().formError).toBe('acct_NetworkFail');
    for (const error of [null, 'offline', { key: 42 }]) {
      t.actor.send({ type: 'SUBMIT' });
      await t.checkInfo.fail(error);
      expect(t.state().form).toBe('filling');
      expect(t.ctx().formError).toBe('acct_NetworkFail');
    }
  });

  it('the form message stays while the id is retyped (the id has its own check)', async () => {
    const t = await sending();
    await t.checkInfo.fail(refused('acct_join_closed'));
    t.type('loginId', 'alice02');
    expect(t.ctx().formError).toBe('acct_join_closed');
    expect(t.ctx().form.loginId).toBe('alice02');
  });

  it('the create call refused: the message under its field or for the form, and no session', async () => {
    const t = await sending();
    await t.checkInfo.answer();
    await t.create.fail(refused('acct_phone_taken'));
    expect(t.state().form).toBe('filling');
    expect(t.ctx().errors).toEqual({ phone: 'acct_phone_taken' });
    expect(t.ctx().formError).toBeNull();
    t.actor.send({ type: 'SUBMIT' });
    await t.checkInfo.answer();
    await t.create.fail(noAnswer);
    expect(t.ctx().formError).toBe('acct_NetworkFail');
    expect(t.ctx().errors).toEqual({});
    expect(t.grantSession).not.toHaveBeenCalled();
  });

  it('a message found for the id while the form was in flight is kept after a refusal', async () => {
    const t = await sending();
    await t.typeId('1bad');
    await t.checkInfo.fail(refused('acct_join_closed'));
    expect(t.ctx().errors).toEqual({ loginId: 'acct_loginId_format' });
    expect(t.ctx().formError).toBe('acct_join_closed');
    t.actor.send({ type: 'SUBMIT' });
    expect(t.checkInfo.count()).toBe(1);
  });

  it('a field refusal keeps the other messages and clears a previous form message', async () => {
    const t = await sending();
    await t.checkInfo.fail(refused('acct_join_closed'));
    t.actor.send({ type: 'SUBMIT' });
    await t.typeId('1bad');
    await t.checkInfo.fail(refused('acct_email_taken'));
    expect(t.ctx().errors).toEqual({ loginId: 'acct_loginId_format', email: 'acct_email_taken' });
    expect(t.ctx().formError).toBeNull();
  });
});
