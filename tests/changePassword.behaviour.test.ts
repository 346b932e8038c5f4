import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { changePasswordMachine } from '../machines/changePassword';
import type { ChangePasswordResponse, PasswordProvider } from '../src/api/types';
import { serverCall } from './support/calls';

/** Changing a game provider's password: spec §5 order of checks, the request, and what success leaves. */

const provider = (providerId: string, pwdFormat = '', pwdFormatError = ''): PasswordProvider => ({
  providerId,
  providerName: providerId,
  acctId: `${providerId}_old`,
  pwdFormat,
  pwdFormatError,
});
const digits = provider('P1', '^\\d{6}$', 'acct_P1_pwdFormat');
const free = provider('P2');
const noMessage = provider('P3', '[a-z]{4,}');

function start() {
  const load = serverCall<PasswordProvider[]>();
  const change = serverCall<
    ChangePasswordResponse,
    { providerId: string; newPwd: string; confirmPwd: string }
  >();
  const actor = createActor(
    changePasswordMachine.provide({ actors: { loadProviders: load.logic, changePassword: change.logic } }),
  ).start();
  const ctx = () => actor.getSnapshot().context;
  const state = () => actor.getSnapshot().value;
  const type = (newPwd: string, confirmPwd = newPwd) => {
    actor.send({ type: 'NEW_PWD_CHANGED', value: newPwd });
    actor.send({ type: 'CONFIRM_PWD_CHANGED', value: confirmPwd });
  };
  return { actor, load, change, ctx, state, type };
}

async function editing(list = [digits, free, noMessage]) {
  const t = start();
  await t.load.answer(list);
  return t;
}

describe('the providers', () => {
  it('loads them while busy, then picks the first', async () => {
    const t = start();
    expect(t.state()).toBe('loading');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await t.load.answer([free, digits]);
    expect(t.state()).toBe('editing');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(t.ctx().providers).toEqual([free, digits]);
    expect(t.ctx().providerId).toBe('P2');
  });

  it('a member without provider accounts has nothing to change', async () => {
    const t = start();
    await t.load.answer([]);
    expect(t.state()).toBe('noProviders');
    expect(t.ctx().providerId).toBe('');
    t.actor.send({ type: 'SUBMIT' });
    expect(t.change.count()).toBe(0);
  });

  it('a failed read offers a retry that reads again', async () => {
    const t = start();
    await t.load.fail(new Error('offline'));
    expect(t.state()).toBe('loadFailed');
    t.actor.send({ type: 'RETRY' });
    expect(t.state()).toBe('loading');
    expect(t.load.count()).toBe(2);
    await t.load.answer([digits]);
    expect(t.ctx().providerId).toBe('P1');
  });
});

describe('the checks, in the order of spec §5', () => {
  it('the new password is required first, even when the confirmation differs', async () => {
    const { actor, ctx, type, change } = await editing();
    type('', 'abc');
    actor.send({ type: 'SUBMIT' });
    expect(ctx().error).toBe('acct_newPwd_require');
    expect(ctx().confirmPwd).toBe('abc');
    expect(change.count()).toBe(0);
  });

  it('then it must equal the confirmation, else acct_password_notMatch and both fields are cleared', async () => {
    const { actor, ctx, type, change } = await editing();
    type('12345', '123456');
    actor.send({ type: 'SUBMIT' });
    expect(ctx()).toMatchObject({ error: 'acct_password_notMatch', newPwd: '', confirmPwd: '' });
    expect(change.count()).toBe(0);
  });

  it("then the provider's pattern, else the provider's own message, the fields kept", async () => {
    const { actor, ctx, type, change, state } = await editing();
    type('12345a');
    actor.send({ type: 'SUBMIT' });
    expect(state()).toBe('editing');
    expect(ctx()).toMatchObject({ error: 'acct_P1_pwdFormat', newPwd: '12345a', confirmPwd: '12345a' });
    expect(change.count()).toBe(0);
  });

  it('a provider without a message of its own falls back to acct_password_format', async () => {
    const { actor, ctx, type } = await editing();
    actor.send({ type: 'PROVIDER_CHANGED', providerId: 'P3' });
    type('abc');
    actor.send({ type: 'SUBMIT' });
    expect(ctx().error).toBe('acct_password_format');
  });

  it('editing a field clears the message', async () => {
    const { actor, ctx, type } = await editing();
    type('1');
    actor.send({ type: 'SUBMIT' });
    expect(ctx().error).toBe('acct_P1_pwdFormat');
    actor.send({ type: 'CONFIRM_PWD_CHANGED', value: '12' });
    expect(ctx().error).toBeNull();
    expect(ctx().newPwd).toBe('1');
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'NEW_PWD_CHANGED', value: '12' });
    expect(ctx().error).toBeNull();
    expect(ctx().confirmPwd).toBe('');
  });

  it('choosing another provider clears both passwords and the message', async () => {
    const { actor, ctx, type } = await editing();
    type('1');
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'PROVIDER_CHANGED', providerId: 'P2' });
    expect(ctx()).toMatchObject({ providerId: 'P2', newPwd: '', confirmPwd: '', error: null });
  });
});

describe('sending', () => {
  it('sends provider and both passwords once, and nothing changes while in flight', async () => {
    const { actor, ctx, type, change, state } = await editing();
    type('123456');
    actor.send({ type: 'SUBMIT' });
    expect(state()).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'NEW_PWD_CHANGED', value: 'x' });
    actor.send({ type: 'PROVIDER_CHANGED', providerId: 'P2' });
    expect(ctx()).toMatchObject({ providerId: 'P1', newPwd: '123456' });
    expect(change.inputs()).toEqual([{ providerId: 'P1', newPwd: '123456', confirmPwd: '123456' }]);
  });

  it("success shows the provider's new account id, only for that provider, and clears the fields", async () => {
    const { actor, ctx, type, change, state } = await editing();
    actor.send({ type: 'PROVIDER_CHANGED', providerId: 'P2' });
    type('anything');
    actor.send({ type: 'SUBMIT' });
    await change.answer({ acctId: 'P2_new' });
    expect(state()).toBe('changed');
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(ctx()).toEqual({
      providers: [digits, { ...free, acctId: 'P2_new' }, noMessage],
      providerId: 'P2',
      newPwd: '',
      confirmPwd: '',
      error: null,
      changedProviderId: 'P2',
    });
  });

  it('after success any edit goes back to the form and ends the success line', async () => {
    for (const event of [
      { type: 'NEW_PWD_CHANGED', value: 'a' },
      { type: 'CONFIRM_PWD_CHANGED', value: 'a' },
      { type: 'PROVIDER_CHANGED', providerId: 'P1' },
    ] as const) {
      const { actor, ctx, type, change, state } = await editing();
      actor.send({ type: 'PROVIDER_CHANGED', providerId: 'P2' });
      type('anything');
      actor.send({ type: 'SUBMIT' });
      await change.answer({ acctId: 'P2_new' });
      actor.send(event);
      expect(state()).toBe('editing');
      expect(ctx().changedProviderId).toBeNull();
    }
  });

  it('the edit after success is kept', async () => {
    const { actor, ctx, type, change } = await editing();
    type('123456');
    actor.send({ type: 'SUBMIT' });
    await change.answer({ acctId: 'P1_new' });
    actor.send({ type: 'NEW_PWD_CHANGED', value: '654321' });
    actor.send({ type: 'CONFIRM_PWD_CHANGED', value: '654321' });
    expect(ctx()).toMatchObject({ newPwd: '654321', confirmPwd: '654321' });
    actor.send({ type: 'SUBMIT' });
    await change.answer({ acctId: 'P1_newer' });
    actor.send({ type: 'PROVIDER_CHANGED', providerId: 'P3' });
    expect(ctx().providerId).toBe('P3');
    expect(ctx().providers[0]?.acctId).toBe('P1_newer');
  });

  it('a refusal (the dialog shows it) returns to the form with both passwords to type again', async () => {
    const { actor, ctx, type, change, state } = await editing();
    type('123456');
    actor.send({ type: 'SUBMIT' });
    await change.fail({ code: 2, key: 'acct_changePwd_fail' });
    expect(state()).toBe('editing');
    expect(ctx()).toMatchObject({
      providerId: 'P1',
      newPwd: '',
      confirmPwd: '',
      error: null,
      changedProviderId: null,
    });
    expect(ctx().providers[0]?.acctId).toBe('P1_old');
  });
});
