import { describe, expect, it } from 'vitest';
import type { ChangePasswordResponse, PasswordProvider } from '../features/account/contract/accountReplies';
import { changePasswordMachine } from '../features/account/machines/changePassword';
import { failedReadRetried, loaded, readWhileBusy, serverCall, started } from './support/calls';
import * as reauth from './support/reauth';

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
    { providerId: string; newPwd: string; confirmPwd: string; reauthToken: string | null }
  >();
  const check = reauth.passwordCheck();
  const { actor, ctx } = started(
    changePasswordMachine.provide({
      actors: { loadProviders: load.logic, changePassword: change.logic, reauth: reauth.reauthWith(check) },
    }),
  );
  const type = (newPwd: string, confirmPwd = newPwd) => {
    actor.send({ type: 'NEW_PWD_CHANGED', value: newPwd });
    actor.send({ type: 'CONFIRM_PWD_CHANGED', value: confirmPwd });
  };
  const submit = () => reauth.submitConfirmed(actor, check);
  const state = () => reauth.formState(actor);
  return { actor, load, change, check, ctx, state, type, submit };
}

const editing = (list = [digits, free, noMessage]) => loaded(start(), list);

describe('the providers', () => {
  it('loads them while busy, then picks the first', async () => {
    const t = start();
    await readWhileBusy(t.load, t.actor, [free, digits]);
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(t.ctx().providers).toEqual([free, digits]);
    expect(t.ctx().providerId).toBe('P2');
  });

  it('a member without provider accounts has nothing to change', async () => {
    const t = start();
    await t.load.answer([]);
    expect(t.state()).toBe('noProviders');
    expect(t.ctx().providerId).toBe('');
    await t.submit();
    expect(t.change.count()).toBe(0);
  });

  it('a failed read offers a retry that reads again', async () => {
    const t = start();
    await failedReadRetried(t.load, t.actor, 'loadFailed');
    expect(t.state()).toBe('loading');
    await t.load.answer([digits]);
    expect(t.ctx().providerId).toBe('P1');
  });
});

describe('the checks, in the order of spec §5', () => {
  it('the new password is required first, even when the confirmation differs', async () => {
    const { ctx, type, change, submit } = await editing();
    type('', 'abc');
    await submit();
    expect(ctx().error).toBe('acct_newPwd_require');
    expect(ctx().confirmPwd).toBe('abc');
    expect(change.count()).toBe(0);
  });

  it('then it must equal the confirmation, else acct_password_notMatch and both fields are cleared', async () => {
    const { ctx, type, change, submit } = await editing();
    type('12345', '123456');
    await submit();
    expect(ctx()).toMatchObject({ error: 'acct_password_notMatch', newPwd: '', confirmPwd: '' });
    expect(change.count()).toBe(0);
  });

  it("then the provider's pattern, else the provider's own message, the fields kept", async () => {
    const { ctx, type, change, state, submit } = await editing();
    type('12345a');
    await submit();
    expect(state()).toBe('editing');
    expect(ctx()).toMatchObject({ error: 'acct_P1_pwdFormat', newPwd: '12345a', confirmPwd: '12345a' });
    expect(change.count()).toBe(0);
  });

  it('a provider without a message of its own falls back to acct_password_format', async () => {
    const { actor, ctx, type, submit } = await editing();
    actor.send({ type: 'PROVIDER_CHANGED', providerId: 'P3' });
    type('abc');
    await submit();
    expect(ctx().error).toBe('acct_password_format');
  });

  it('editing a field clears the message', async () => {
    const { actor, ctx, type, submit } = await editing();
    type('1');
    await submit();
    expect(ctx().error).toBe('acct_P1_pwdFormat');
    actor.send({ type: 'CONFIRM_PWD_CHANGED', value: '12' });
    expect(ctx().error).toBeNull();
    expect(ctx().newPwd).toBe('1');
    await submit();
    actor.send({ type: 'NEW_PWD_CHANGED', value: '12' });
    expect(ctx().error).toBeNull();
    expect(ctx().confirmPwd).toBe('');
  });

  it('choosing another provider clears both passwords and the message', async () => {
    const { actor, ctx, type, submit } = await editing();
    type('1');
    await submit();
    actor.send({ type: 'PROVIDER_CHANGED', providerId: 'P2' });
    expect(ctx()).toMatchObject({ providerId: 'P2', newPwd: '', confirmPwd: '', error: null });
  });
});

describe('sending', () => {
  it('sends provider and both passwords once, and nothing changes while in flight', async () => {
    const { actor, ctx, type, change, state, submit } = await editing();
    type('123456');
    await submit();
    expect(state()).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await submit();
    actor.send({ type: 'NEW_PWD_CHANGED', value: 'x' });
    actor.send({ type: 'PROVIDER_CHANGED', providerId: 'P2' });
    expect(ctx()).toMatchObject({ providerId: 'P1', newPwd: '123456' });
    expect(change.inputs()).toEqual([
      { providerId: 'P1', newPwd: '123456', confirmPwd: '123456', reauthToken: null },
    ]);
  });

  it("success shows the provider's new account id, only for that provider, and clears the fields", async () => {
    const { actor, ctx, type, change, state, submit } = await editing();
    actor.send({ type: 'PROVIDER_CHANGED', providerId: 'P2' });
    type('anything');
    await submit();
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
      reauthToken: null,
    });
  });

  it('after success any edit goes back to the form and ends the success line', async () => {
    for (const event of [
      { type: 'NEW_PWD_CHANGED', value: 'a' },
      { type: 'CONFIRM_PWD_CHANGED', value: 'a' },
      { type: 'PROVIDER_CHANGED', providerId: 'P1' },
    ] as const) {
      const { actor, ctx, type, change, state, submit } = await editing();
      actor.send({ type: 'PROVIDER_CHANGED', providerId: 'P2' });
      type('anything');
      await submit();
      await change.answer({ acctId: 'P2_new' });
      actor.send(event);
      expect(state()).toBe('editing');
      expect(ctx().changedProviderId).toBeNull();
    }
  });

  it('the edit after success is kept', async () => {
    const { actor, ctx, type, change, submit } = await editing();
    type('123456');
    await submit();
    await change.answer({ acctId: 'P1_new' });
    actor.send({ type: 'NEW_PWD_CHANGED', value: '654321' });
    actor.send({ type: 'CONFIRM_PWD_CHANGED', value: '654321' });
    expect(ctx()).toMatchObject({ newPwd: '654321', confirmPwd: '654321' });
    await submit();
    await change.answer({ acctId: 'P1_newer' });
    actor.send({ type: 'PROVIDER_CHANGED', providerId: 'P3' });
    expect(ctx().providerId).toBe('P3');
    expect(ctx().providers[0]?.acctId).toBe('P1_newer');
  });

  it('a refusal (the dialog shows it) returns to the form with both passwords to type again', async () => {
    const { ctx, type, change, state, submit } = await editing();
    type('123456');
    await submit();
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

describe('re-authentication first', () => {
  const filled = async () => {
    const t = await editing([free]);
    t.type('secret1');
    t.actor.send({ type: 'SUBMIT' });
    return t;
  };

  it('asks for the login password; checking is busy; then the change is sent once', async () => {
    const { actor, change, check, state } = await filled();
    expect(state()).toEqual({ reauthenticating: 'asking' });
    expect(check.count()).toBe(0);
    reauth.toStep(actor, { type: 'CONFIRM' });
    expect(reauth.stepShows(actor).error).toBe('acct_password_require');
    reauth.toStep(actor, { type: 'REAUTH_PWD_CHANGED', value: reauth.LOGIN_PASSWORD });
    reauth.toStep(actor, { type: 'CONFIRM' });
    expect(reauth.stepBusy(actor)).toBe(true);
    expect(check.inputs()).toEqual([{ password: reauth.LOGIN_PASSWORD }]);
    expect(change.count()).toBe(0);
    await check.answer({ reauthToken: 'tok-9' });
    // The server's token goes with the change (contract §9), and is spent by its answer.
    expect(change.inputs()).toEqual([
      { providerId: 'P2', newPwd: 'secret1', confirmPwd: 'secret1', reauthToken: 'tok-9' },
    ]);
    expect(actor.getSnapshot().context.reauthToken).toBe('tok-9');
    await change.answer({ acctId: 'P2_new' });
    expect(actor.getSnapshot().context.reauthToken).toBeNull();
  });

  it('a refused password shows its key and sends nothing else', async () => {
    const { actor, change, check, ctx, state } = await filled();
    reauth.toStep(actor, { type: 'REAUTH_PWD_CHANGED', value: 'wrong' });
    reauth.toStep(actor, { type: 'CONFIRM' });
    await check.fail({ code: 2, key: 'acct_password_wrong' });
    expect(state()).toEqual({ reauthenticating: 'asking' });
    expect(reauth.stepShows(actor)).toEqual({ password: '', error: 'acct_password_wrong', params: [] });
    expect(ctx().reauthToken).toBeNull();
    expect(change.count()).toBe(0);
  });

  it('CANCEL goes back to the form with both passwords kept', async () => {
    const { actor, change, ctx, state } = await filled();
    reauth.toStep(actor, { type: 'CANCEL' });
    expect(state()).toBe('editing');
    expect([ctx().newPwd, ctx().confirmPwd]).toEqual(['secret1', 'secret1']);
    expect(change.count()).toBe(0);
  });
});
