import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { LoginSite } from '../contract/types';
import { DEMO_PUBLIC_KEY, decryptDemoPassword, encryptForDemo } from '../demo/demoKey';
import type { LoginRequest } from '../features/account/contract/endpoints';
import { fingerprintLogic, loginLogic } from '../features/account/flows/accountFlows';
import { logInActor, logOutActor } from '../features/account/flows/sessionFlows';
import { type Credentials, type SessionGrant, sessionMachine } from '../machines/session';
import type { Runtime } from '../src/flows/runtime';

/**
 * The login as the account feature wires it, from the form to the call: the login form hands the
 * credentials to the session machine, whose `login` is the account feature's actor; a typed password is
 * encrypted under the operator's key on its way to `/api/login`, and a login the app shell saved (`sealed`)
 * goes as it is, never encrypted twice. The login id is trimmed once (by the form), and the login site is
 * the runtime's.
 */

const GRANT: SessionGrant = { sessionId: 's1', token: 't1', currId: 'VND', loginIpGeo: 'VN' };

function loginWorld(loginSite: LoginSite = 'mobile') {
  const login = vi.fn(async (_body: LoginRequest) => GRANT);
  const credentials: Credentials[] = [];
  const runtime = {
    config: { passwordPublicKey: DEMO_PUBLIC_KEY },
    api: { login, logout: vi.fn(async () => null) },
    loginSite: () => loginSite,
  } as unknown as Runtime;
  runtime.session = createActor(
    sessionMachine.provide({
      actors: { login: logInActor(() => runtime), logout: logOutActor(() => runtime) },
    }),
    {
      input: { hasSessionCookies: false, device: 'web' },
      // What the session machine is handed, kept to be read.
      inspect: (event) => {
        if (event.type === '@xstate.event' && event.event.type === 'LOGIN') {
          const { type: _, ...given } = event.event;
          credentials.push(given as Credentials);
        }
      },
    },
  ).start();
  return { runtime, login, credentials };
}

/** The login form of `runtime`, filled in and sent. */
function submitLogin(runtime: Runtime, loginId: string, password: string) {
  const form = createActor(loginLogic(runtime), { input: { handoverKey: null, hasSession: false } }).start();
  form.send({ type: 'LOGIN_ID_CHANGED', value: loginId });
  form.send({ type: 'PASSWORD_CHANGED', value: password });
  form.send({ type: 'SUBMIT' });
  return form;
}

describe('the login, from the form to the call', () => {
  it('an ordinary login carries no `sealed`: its password is encrypted, its id trimmed once', async () => {
    const { runtime, login, credentials } = loginWorld();
    const form = submitLogin(runtime, '  demo ', 'demo1234');
    await waitFor(form, (s) => s.matches('done'));

    expect(credentials).toEqual([{ loginId: 'demo', password: 'demo1234' }]);
    expect(login).toHaveBeenCalledOnce();
    const body = login.mock.calls[0]?.[0];
    expect(body).toMatchObject({ loginId: 'demo', loginSite: 'mobile' });
    expect(body?.password).not.toBe('demo1234');
    expect(decryptDemoPassword(body?.password)).toBe('demo1234');
    expect(runtime.session.getSnapshot().hasTag('member')).toBe(true);
  });

  it("a sealed login (the app shell's saved one) is sent as it is, not encrypted again", async () => {
    const { runtime, login, credentials } = loginWorld('apk');
    const ciphertext = encryptForDemo('demo1234');
    const bridge = { available: true, call: vi.fn() };
    bridge.call.mockImplementation(async (request: { action: string }) =>
      request.action === 'biometricAvailability'
        ? { ok: true, value: { available: true, enrolled: true, kind: 'fingerprint' } }
        : { ok: true, value: { loginId: 'demo', encryptedPassword: ciphertext } },
    );
    runtime.bridge = bridge as unknown as Runtime['bridge'];
    const fingerprint = createActor(fingerprintLogic(runtime, 'Log in')).start();
    await waitFor(fingerprint, (s) => s.matches('success') || s.matches('failure'));

    expect(credentials).toEqual([{ loginId: 'demo', password: ciphertext, sealed: true }]);
    expect(login.mock.calls).toEqual([[{ loginId: 'demo', password: ciphertext, loginSite: 'apk' }]]);
  });

  it('a password that cannot be encrypted never leaves: the form says why', async () => {
    const { runtime, login } = loginWorld();
    runtime.config.passwordPublicKey = '';
    const form = submitLogin(runtime, 'demo', 'demo1234');
    await waitFor(form, (s) => s.matches('editing') && s.context.error !== null);

    expect(form.getSnapshot().context.error).toBe('acct_passwordKeyMissing');
    expect(login).not.toHaveBeenCalled();
  });
});
