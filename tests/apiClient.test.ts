import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLIC_KEY } from '../demo/demoKey';
import { createDemoHandlers, DemoWorld } from '../demo/handlers';
import { type ClientContext, headersFor } from '../src/api/client';
import { ApiError } from '../src/api/dispatcher';
import { appClient } from './support/demoServer';

/** The typed client against the demo backend in-process (MSW): headers, sid, the strict server. */

const world = new DemoWorld();
const server = setupServer(...createDemoHandlers(world, 'http://localhost'));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' } as never));
afterEach(() => {
  server.resetHandlers();
  world.reset();
});
afterAll(() => server.close());

const encrypt = (password: string) =>
  publicEncrypt(
    {
      key: createPublicKey(DEMO_PUBLIC_KEY),
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(password),
  ).toString('base64');

function client(overrides: Partial<ClientContext> = {}) {
  let session: { sessionId: string; token: string } | null = null;
  const { api, effects, context } = appClient(() => session, overrides);
  const login = async () => {
    const grant = await api.login({ loginId: 'demo', password: encrypt('demo1234'), loginSite: 'mobile' });
    session = { sessionId: grant.sessionId, token: grant.token };
    return grant;
  };
  return { api, effects, login, context };
}

describe('API client with the demo backend', () => {
  it('a call from a tab whose session changed elsewhere is not sent (issue 13 item 5)', async () => {
    let stale = false;
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => void sent.push(new URL(request.url).pathname));
    const { api, login } = client({ stale: () => stale });
    await login();
    stale = true;
    await expect(api.getBalance({ providerId: '-' })).rejects.toMatchObject({
      code: null,
      key: 'acct_sessionChanged',
    });
    expect(sent).not.toContain('/api/getbalance');
    server.events.removeAllListeners();
  });

  it('logs in with an encrypted password and then reads balances with sid and bearer', async () => {
    const { api, login } = client();
    const grant = await login();
    expect(grant.currId).toBe('VND');
    const { balance } = await api.getBalance({ providerId: '-' });
    expect(balance).toBe('1250.5');
    const all = await api.getAllBalance({});
    expect(all.balanceList.find((b) => b.providerId === 'SBO')?.balance).toBe('300');
  });

  it('a wrong password is a business error shown by its key', async () => {
    const { api, effects } = client();
    await expect(
      api.login({ loginId: 'demo', password: encrypt('nope'), loginSite: 'mobile' }),
    ).rejects.toMatchObject({
      key: 'acct_loginFail',
    });
    expect(effects.alert).toHaveBeenCalledWith({
      message: 'acct_loginFail',
      params: [],
      // The detail a member may copy to support: the call and the version, nothing of the password.
      errorDetail: { call: '/api/login', errorCode: 2, time: expect.any(String), version: '1.19.1' },
    });
  });

  it('the strict server: a member call without a session is errorCode 1 and ends the session', async () => {
    const { api, effects } = client();
    await expect(api.getMemberInfo({})).rejects.toBeInstanceOf(ApiError);
    expect(effects.endSession).toHaveBeenCalledTimes(1);
  });

  it('the strict server: a malformed body is errorCode 2 with a key', async () => {
    const { api, effects, login } = client();
    await login();
    await expect(api.getBalance({ providerId: 5 as unknown as string })).rejects.toMatchObject({
      code: 2,
      key: 'com_request_invalid',
    });
    expect(effects.alert).toHaveBeenCalled();
  });

  it('sends the contract headers and adds sid to member bodies', async () => {
    const seen: { headers: Headers; body: unknown }[] = [];
    server.events.on('request:start', async ({ request }) => {
      seen.push({ headers: request.headers, body: await request.clone().json() });
    });
    const { api, login } = client({ loginSite: () => 'apk', xsrfToken: () => 'xsrf-1' });
    const grant = await login();
    await api.getMemberInfo({});
    server.events.removeAllListeners();
    const memberCall = seen.at(-1)!;
    expect(memberCall.headers.get('x-device')).toBe('apk');
    expect(memberCall.headers.get('x-version')).toBe('1.19.1');
    expect(memberCall.headers.get('authorization')).toBe(`Bearer ${grant.token}`);
    expect(memberCall.headers.get('x-xsrf-token')).toBe('xsrf-1');
    expect(memberCall.headers.get('content-type')).toContain('application/json');
    expect(memberCall.body).toEqual({ sid: grant.sessionId });
    expect(seen[0]?.headers.get('authorization')).toBeNull();
  });

  it('waits for the start-up anti-forgery request, then reads the token it set', async () => {
    const seen: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(request.headers.get('x-xsrf-token'));
    });
    let token: string | undefined;
    let settle: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const { api } = client({ xsrfToken: () => token, ready });
    const call = api.getIp({});
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([]);
    token = 'fresh';
    settle();
    await call;
    server.events.removeAllListeners();
    expect(seen).toEqual(['fresh']);
  });

  it('never sends the anti-forgery token to another origin', () => {
    const base = { ...client().context, xsrfToken: () => 'secret' };
    expect(headersFor({ ...base, base: () => '' })['X-XSRF-TOKEN']).toBe('secret');
    expect(headersFor({ ...base, base: () => 'https://mirror.example.com' })['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('a network failure or a non-envelope reply goes to the failover machine', async () => {
    server.use(http.post('http://localhost/api/getip', () => HttpResponse.error()));
    const down = client();
    await expect(down.api.getIp({})).rejects.toMatchObject({ key: 'acct_NetworkFail', code: null });
    expect(down.effects.networkFailed).toHaveBeenCalledTimes(1);

    server.use(
      http.post('http://localhost/api/getip', () => new HttpResponse('<html>502</html>', { status: 502 })),
    );
    const proxy = client();
    await expect(proxy.api.getIp({})).rejects.toMatchObject({ key: 'acct_NetworkFail' });
    expect(proxy.effects.networkFailed).toHaveBeenCalledTimes(1);
  });

  it('logout ends the server session: the old sid no longer works', async () => {
    const { api, login, effects } = client();
    await login();
    await api.logout({});
    await expect(api.getBalance({ providerId: '-' })).rejects.toMatchObject({ code: 1 });
    expect(effects.endSession).toHaveBeenCalledTimes(1);
  });
});
