import { describe, expect, it, vi } from 'vitest';
import { failureKey, type LoginInput, loginMachine } from '../features/account/machines/login';
import type { Credentials, SessionGrant } from '../machines/session';
import { serverCall, started } from './support/calls';

/** The login page: the form, a login handed over from another site, a session still held, a forgotten password. */

const grant: SessionGrant = { sessionId: 'S1', token: 'T1', currId: 'VND', loginIpGeo: 'VN' };
/** A refusal the dialog already showed, and one it did not (the password could not be encrypted). */
const shown = (key: string) => ({ key, shown: true });
const unshown = (key: string) => ({ key, shown: false });

function start(input: LoginInput = { handoverKey: null, hasSession: false }) {
  const logIn = serverCall<void, Credentials>();
  const identify = serverCall<{ loginId: string }, { key: string }>();
  const grantHandover = serverCall<SessionGrant, { key: string }>();
  const resume = serverCall<void, void>();
  const reset = serverCall<void, { loginId: string; email: string }>();
  const grantSession = vi.fn();
  const continueToApp = vi.fn();
  const announceReset = vi.fn();
  const forgetHandoverKey = vi.fn();
  const revokeHandover = vi.fn();
  const { actor, ctx, state } = started(
    loginMachine.provide({
      actors: {
        logIn: logIn.logic,
        identifyHandover: identify.logic,
        grantHandover: grantHandover.logic,
        resumeSession: resume.logic,
        requestReset: reset.logic,
      },
      actions: {
        grantSession: (_, params) => grantSession(params),
        continueToApp,
        announceReset,
        forgetHandoverKey,
        revokeHandover: (_, params) => revokeHandover(params),
      },
    }),
    { input },
  );
  const busy = () => actor.getSnapshot().hasTag('busy');
  return {
    actor,
    logIn,
    identify,
    grantHandover,
    resume,
    reset,
    grantSession,
    continueToApp,
    announceReset,
    forgetHandoverKey,
    revokeHandover,
    ctx,
    state,
    busy,
  };
}

describe('how a failure reads', () => {
  it('keeps the key and whether the dialog showed it; shown unless it says otherwise', () => {
    expect(failureKey(unshown('acct_encryptFail'))).toEqual({ key: 'acct_encryptFail', shown: false });
    expect(failureKey(shown('acct_loginFail_locked'))).toEqual({ key: 'acct_loginFail_locked', shown: true });
    expect(failureKey({ key: 'acct_x' })).toEqual({ key: 'acct_x', shown: true });
    expect(failureKey({ key: 'acct_x', shown: 'yes' })).toEqual({ key: 'acct_x', shown: false });
  });

  it('anything without a key is an unshown acct_loginFail', () => {
    for (const error of [new Error('boom'), { key: 3 }, 'acct_x', null, undefined])
      expect(failureKey(error)).toEqual({ key: 'acct_loginFail', shown: false });
  });
});

describe('the way in', () => {
  it('opens the form when there is neither a handover key nor a session', () => {
    const { state, ctx, busy } = start();
    expect(state()).toBe('editing');
    expect(busy()).toBe(false);
    expect(ctx()).toEqual({
      loginId: '',
      password: '',
      email: '',
      error: null,
      handoverKey: null,
      hasSession: false,
    });
  });

  it('a handover key comes first, even with a session: whose login, the member says yes, then the session', async () => {
    const t = start({ handoverKey: 'K1', hasSession: true });
    expect(t.state()).toEqual({ handingOver: 'identifying' });
    expect(t.busy()).toBe(true);
    expect(t.identify.inputs()).toEqual([{ key: 'K1' }]);
    expect(t.resume.count()).toBe(0);
    await t.identify.answer({ loginId: 'alice01' });
    // "Continue as alice01?": nothing is granted until the member says so (contract §8).
    expect(t.state()).toEqual({ handingOver: 'confirming' });
    expect(t.busy()).toBe(false);
    expect(t.grantHandover.count()).toBe(0);
    t.actor.send({ type: 'CONFIRM' });
    expect(t.state()).toEqual({ handingOver: 'granting' });
    expect(t.ctx().loginId).toBe('alice01');
    expect(t.grantHandover.inputs()).toEqual([{ key: 'K1' }]);
    await t.grantHandover.answer(grant);
    expect(t.grantSession).toHaveBeenCalledExactlyOnceWith({ loginId: 'alice01', grant });
    expect(t.state()).toBe('done');
    expect(t.actor.getSnapshot().hasTag('success')).toBe(true);
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('a refused handover opens the form, the key used up; only a message the dialog did not show stays', async () => {
    const a = start({ handoverKey: 'K1', hasSession: false });
    await a.identify.fail(shown('acct_loginKey_expired'));
    expect(a.state()).toBe('editing');
    expect(a.ctx().error).toBeNull();
    expect(a.ctx().handoverKey).toBeNull();
    expect(a.grantHandover.count()).toBe(0);

    const b = start({ handoverKey: 'K2', hasSession: false });
    await b.identify.fail(new Error('offline'));
    expect(b.ctx().error).toBe('acct_loginFail');
    expect(b.ctx().handoverKey).toBeNull();
  });

  it('cancelling a handover sends nothing: a session held stays and goes on, else the form opens', async () => {
    const kept = start({ handoverKey: 'K1', hasSession: true });
    await kept.identify.answer({ loginId: 'mallory' });
    kept.actor.send({ type: 'CANCEL' });
    expect(kept.grantHandover.count()).toBe(0);
    expect(kept.grantSession).not.toHaveBeenCalled();
    expect(kept.state()).toBe('resuming');
    expect(kept.ctx()).toMatchObject({ handoverKey: null, loginId: '' });
    await kept.resume.answer(undefined);
    expect(kept.continueToApp).toHaveBeenCalledTimes(1);

    const visitor = start({ handoverKey: 'K1', hasSession: false });
    await visitor.identify.answer({ loginId: 'mallory' });
    visitor.actor.send({ type: 'CANCEL' });
    expect(visitor.grantHandover.count()).toBe(0);
    expect(visitor.state()).toBe('editing');
    expect(visitor.ctx()).toMatchObject({ handoverKey: null, loginId: '' });
  });

  it('the key leaves the address as the page opens; a declined one is revoked, a taken one not', async () => {
    const none = start();
    expect(none.forgetHandoverKey).not.toHaveBeenCalled();

    for (const hasSession of [true, false]) {
      const declined = start({ handoverKey: 'K1', hasSession });
      // Before anything answers: the address forgets the key.
      expect(declined.forgetHandoverKey).toHaveBeenCalledTimes(1);
      await declined.identify.answer({ loginId: 'mallory' });
      expect(declined.revokeHandover).not.toHaveBeenCalled();
      declined.actor.send({ type: 'CANCEL' });
      expect(declined.revokeHandover).toHaveBeenCalledExactlyOnceWith({ key: 'K1' });
    }

    const taken = start({ handoverKey: 'K2', hasSession: false });
    await taken.identify.answer({ loginId: 'demo' });
    taken.actor.send({ type: 'CONFIRM' });
    await taken.grantHandover.answer(grant);
    expect(taken.forgetHandoverKey).toHaveBeenCalledTimes(1);
    expect(taken.revokeHandover).not.toHaveBeenCalled();
  });

  it('a refused grant opens the form with the key used up and no session', async () => {
    const t = start({ handoverKey: 'K1', hasSession: false });
    await t.identify.answer({ loginId: 'alice01' });
    t.actor.send({ type: 'CONFIRM' });
    await t.grantHandover.fail(unshown('acct_loginKey_used'));
    expect(t.state()).toBe('editing');
    expect(t.ctx().error).toBe('acct_loginKey_used');
    expect(t.ctx().handoverKey).toBeNull();
    expect(t.grantSession).not.toHaveBeenCalled();
    const u = start({ handoverKey: 'K1', hasSession: false });
    await u.identify.answer({ loginId: 'alice01' });
    u.actor.send({ type: 'CONFIRM' });
    await u.grantHandover.fail(shown('acct_loginKey_used'));
    expect(u.ctx().error).toBeNull();
  });

  it('a session still held is confirmed, then the member goes on', async () => {
    const t = start({ handoverKey: null, hasSession: true });
    expect(t.state()).toBe('resuming');
    expect(t.busy()).toBe(true);
    expect(t.continueToApp).not.toHaveBeenCalled();
    await t.resume.answer();
    expect(t.continueToApp).toHaveBeenCalledOnce();
    expect(t.state()).toBe('done');
  });

  it('a session the server no longer knows opens the form, and is forgotten', async () => {
    const t = start({ handoverKey: null, hasSession: true });
    await t.resume.fail(shown('acct_sessionExpired'));
    expect(t.state()).toBe('editing');
    expect(t.ctx().hasSession).toBe(false);
    expect(t.ctx().error).toBeNull();
    expect(t.continueToApp).not.toHaveBeenCalled();
  });
});

describe('the login form', () => {
  it('both fields are required: page_emptycheck, and nothing is sent', () => {
    const { actor, ctx, logIn, state } = start();
    actor.send({ type: 'SUBMIT' });
    expect(ctx().error).toBe('page_emptycheck');
    actor.send({ type: 'LOGIN_ID_CHANGED', value: '   ' });
    expect(ctx().error).toBeNull();
    actor.send({ type: 'PASSWORD_CHANGED', value: 'secret' });
    actor.send({ type: 'SUBMIT' });
    expect(ctx().error).toBe('page_emptycheck');
    actor.send({ type: 'LOGIN_ID_CHANGED', value: 'alice01' });
    actor.send({ type: 'PASSWORD_CHANGED', value: '' });
    actor.send({ type: 'SUBMIT' });
    expect(ctx().error).toBe('page_emptycheck');
    actor.send({ type: 'PASSWORD_CHANGED', value: 'x' });
    expect(ctx().error).toBeNull();
    expect(logIn.count()).toBe(0);
    expect(state()).toBe('editing');
  });

  it('sends the trimmed login id and the password as typed, once, and is done when logged in', async () => {
    const { actor, ctx, logIn, state, busy } = start();
    actor.send({ type: 'LOGIN_ID_CHANGED', value: ' alice01 ' });
    actor.send({ type: 'PASSWORD_CHANGED', value: ' pa ss ' });
    actor.send({ type: 'EMAIL_CHANGED', value: 'a@b.co' });
    expect(ctx().email).toBe('');
    actor.send({ type: 'SUBMIT' });
    expect(state()).toBe('loggingIn');
    expect(busy()).toBe(true);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'PASSWORD_CHANGED', value: 'other' });
    expect(ctx().password).toBe(' pa ss ');
    expect(logIn.inputs()).toEqual([{ loginId: 'alice01', password: ' pa ss ' }]);
    await logIn.answer();
    expect(state()).toBe('done');
  });

  it('a refused login clears the password, keeps the id, and shows only what the dialog did not', async () => {
    const { actor, ctx, logIn, state } = start();
    actor.send({ type: 'LOGIN_ID_CHANGED', value: 'alice01' });
    actor.send({ type: 'PASSWORD_CHANGED', value: 'secret' });
    actor.send({ type: 'SUBMIT' });
    await logIn.fail(shown('acct_loginFail'));
    expect(state()).toBe('editing');
    expect(ctx()).toMatchObject({ loginId: 'alice01', password: '', error: null });
    actor.send({ type: 'PASSWORD_CHANGED', value: 'secret' });
    actor.send({ type: 'SUBMIT' });
    await logIn.fail(unshown('acct_encryptFail'));
    expect(ctx()).toMatchObject({ loginId: 'alice01', password: '', error: 'acct_encryptFail' });
  });
});

describe('forgot password', () => {
  function forgot() {
    const t = start();
    t.actor.send({ type: 'LOGIN_ID_CHANGED', value: 'alice01' });
    t.actor.send({ type: 'SUBMIT' });
    expect(t.ctx().error).toBe('page_emptycheck');
    t.actor.send({ type: 'FORGOT' });
    return t;
  }

  it('opening the form clears the last message; login id and email are required, then a well-formed email', () => {
    const { actor, ctx, state, reset } = forgot();
    expect(state()).toEqual({ forgot: 'filling' });
    expect(ctx().error).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(ctx().error).toBe('page_emptycheck');
    actor.send({ type: 'EMAIL_CHANGED', value: 'alice@' });
    expect(ctx().error).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(ctx().error).toBe('acct_email_format');
    actor.send({ type: 'LOGIN_ID_CHANGED', value: ' ' });
    expect(ctx().error).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(ctx().error).toBe('page_emptycheck');
    expect(reset.count()).toBe(0);
  });

  it('sends trimmed login id and email once; on success back to the login form, fields cleared, reset announced', async () => {
    const { actor, ctx, state, reset, announceReset, busy } = forgot();
    actor.send({ type: 'LOGIN_ID_CHANGED', value: ' alice02 ' });
    actor.send({ type: 'EMAIL_CHANGED', value: ' alice@example.com ' });
    actor.send({ type: 'SUBMIT' });
    expect(state()).toEqual({ forgot: 'sending' });
    expect(busy()).toBe(true);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'BACK' });
    expect(reset.inputs()).toEqual([{ loginId: 'alice02', email: 'alice@example.com' }]);
    expect(announceReset).not.toHaveBeenCalled();
    await reset.answer();
    expect(state()).toBe('editing');
    expect(announceReset).toHaveBeenCalledOnce();
    expect(ctx()).toMatchObject({ loginId: ' alice02 ', email: '', password: '', error: null });
  });

  it('a refused reset stays in the form with only the message the dialog did not show', async () => {
    const { actor, ctx, state, reset, announceReset } = forgot();
    actor.send({ type: 'EMAIL_CHANGED', value: 'alice@example.com' });
    actor.send({ type: 'SUBMIT' });
    await reset.fail(unshown('acct_email_notMatch'));
    expect(state()).toEqual({ forgot: 'filling' });
    expect(ctx().error).toBe('acct_email_notMatch');
    expect(ctx().email).toBe('alice@example.com');
    actor.send({ type: 'SUBMIT' });
    await reset.fail(shown('acct_email_notMatch'));
    expect(ctx().error).toBeNull();
    expect(announceReset).not.toHaveBeenCalled();
  });

  it('back to the login form clears the message', () => {
    const { actor, ctx, state } = forgot();
    actor.send({ type: 'SUBMIT' });
    expect(ctx().error).toBe('page_emptycheck');
    actor.send({ type: 'BACK' });
    expect(state()).toBe('editing');
    expect(ctx().error).toBeNull();
    expect(ctx().loginId).toBe('alice01');
  });
});
