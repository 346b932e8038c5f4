import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PUBLIC_KEY } from '../demo/demoKey';
import { createDemoHandlers, DemoWorld } from '../demo/handlers';
import { CALL_TIMEOUT_MS, type ClientContext, headersFor, requestAntiforgery } from '../src/api/client';
import { ApiError } from '../src/api/dispatcher';
import { NEW_BANK } from './support/bankFixtures';
import { appClient } from './support/demoServer';
import { decodeReply } from './support/replies';

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
  // A call a tap starts is prepared and sent in a task of its own, not in the tap's.
  it('gives the main thread back before preparing each call', async () => {
    const order: string[] = [];
    server.events.on(
      'request:start',
      ({ request }) => void order.push(`sent ${new URL(request.url).pathname}`),
    );
    let paused = 0;
    const { api } = client({
      pause: async () => {
        paused += 1;
        order.push(`pause ${paused}`);
      },
    });
    await Promise.all([api.getNotices({ lang: 'en', isMobile: true, postUrl: '' }), api.getIp({})]);
    // Once before each call is prepared; none after its answer.
    expect(paused).toBe(2);
    // Neither call leaves before both have paused: each is prepared after its own pause.
    expect(order.slice(0, 2)).toEqual(['pause 1', 'pause 2']);
    server.events.removeAllListeners();
  });

  it('a call from a tab whose session changed elsewhere is not sent', async () => {
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

  it('a wrong password is a business error shown by its key, with no detail for support', async () => {
    const { api, effects } = client();
    await expect(
      api.login({ loginId: 'demo', password: encrypt('nope'), loginSite: 'mobile' }),
    ).rejects.toMatchObject({
      key: 'acct_loginFail',
    });
    // The member mends a wrong password in the form: no "Show details" (nothing of the password either).
    expect(effects.alert).toHaveBeenCalledWith({
      message: 'acct_loginFail',
      params: [],
      errorDetail: undefined,
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

  it("the wallet reads and the notices carry the member's sid", async () => {
    const bodies = new Map<string, unknown>();
    server.events.on('request:start', async ({ request }) => {
      bodies.set(new URL(request.url).pathname, await request.clone().json());
    });
    const { api, login } = client();
    const grant = await login();
    await api.getBalance({ providerId: 'SBO' });
    await api.getAllBalance({});
    await api.getTransferInfo({});
    await api.getNotices({ lang: 'en', isMobile: true, postUrl: '' });
    server.events.removeAllListeners();
    expect(bodies.get('/api/getbalance')).toEqual({ providerId: 'SBO', sid: grant.sessionId });
    for (const path of ['/api/getallbalance', '/api/gettransferinfo', '/api/getnotices'])
      expect(bodies.get(path), path).toMatchObject({ sid: grant.sessionId });
  });

  it('a refused notices call shows the member no message (notices are secondary); a refused balance read does', async () => {
    server.use(
      http.post('http://localhost/api/getnotices', () =>
        HttpResponse.json({ errorCode: 2, data: { resorceCode: ['com_request_invalid'] } }),
      ),
    );
    const { api, effects, login } = client();
    await login();
    await expect(api.getNotices({ lang: 'en', isMobile: true, postUrl: '' })).rejects.toMatchObject({
      code: 2,
    });
    expect(effects.alert).not.toHaveBeenCalled();
    await expect(api.getBalance({ providerId: 5 as unknown as string })).rejects.toMatchObject({ code: 2 });
    expect(effects.alert).toHaveBeenCalledTimes(1);
  });

  it("sends the password check's token as X-Reauth-Token on the sensitive call that follows, and on no other", async () => {
    // Contract §9: the demo refuses the bank account without it.
    const sent: [string, string | null][] = [];
    server.events.on('request:start', ({ request }) => {
      sent.push([new URL(request.url).pathname, request.headers.get('x-reauth-token')]);
    });
    const { api, login } = client();
    await login();
    const bank = NEW_BANK;
    await expect(api.addMemberBank(bank)).rejects.toMatchObject({ code: 2, key: 'acct_reauth_required' });
    const { reauthToken } = await api.checkPassword({
      password: encrypt('demo1234'),
      operation: 'addmemberbank',
    });
    expect(reauthToken).toEqual(expect.any(String));
    await api.getMemberInfo({}, { reauthToken });
    await api.addMemberBank(bank, { reauthToken });
    server.events.removeAllListeners();
    expect(sent.filter(([, token]) => token !== null)).toEqual([['/api/addmemberbank', reauthToken]]);
  });

  it('reads a check without a token as before (contract §9: a server that gives none)', async () => {
    for (const data of [null, {}, { reauthToken: '' }, { expiresIn: 60 }, 'ok'])
      expect(decodeReply('checkPassword', '/api/checkpassword', data)).toEqual({
        ok: true,
        value: { reauthToken: null },
      });
    expect(decodeReply('checkPassword', '/api/checkpassword', { reauthToken: 42, expiresIn: '300' })).toEqual(
      {
        ok: true,
        value: { reauthToken: '42' },
      },
    );
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

  it('an envelope under an HTTP error status is the server answering, and no call is resent', async () => {
    let sent = 0;
    server.use(
      http.post('http://localhost/api/transfer', () => {
        sent += 1;
        return HttpResponse.json(
          { errorCode: 2, data: { resorceCode: ['wallet_amount_inSufficient'] } },
          { status: 503 },
        );
      }),
    );
    const { api, effects, login } = client();
    await login();
    await expect(
      api.transfer({ fromProvider: '-', toProvider: 'SBO', amount: '1', promoteId: '' }),
    ).rejects.toMatchObject({ code: 2, key: 'wallet_amount_inSufficient' });
    // ofetch resends a 503 by default: a money call must leave once, whatever the status.
    expect(sent).toBe(1);
    expect(effects.networkFailed).not.toHaveBeenCalled();
  });

  it('a call left unanswered for the timeout is a network failure naming the timeout, sent once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let sent = 0;
    server.use(
      http.post('http://localhost/api/getbalance', () => {
        sent += 1;
        return new Promise<never>(() => {});
      }),
    );
    try {
      const { api, effects } = client();
      const call = api.getBalance({ providerId: '-' });
      const settled = expect(call).rejects.toMatchObject({ key: 'acct_NetworkFail', code: null });
      await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
      expect(effects.networkFailed).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      expect(effects.networkFailed).toHaveBeenCalledWith(
        expect.objectContaining({ call: '/api/getbalance', errorCode: null }),
      );
      expect(sent).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("each call goes to the failover's current host, with the contract's headers", async () => {
    const hosts: string[] = [];
    const seen: Headers[] = [];
    for (const origin of ['http://localhost', 'http://mirror.localhost'])
      server.use(
        http.post(`${origin}/gateway/api/getip`, ({ request }) => {
          hosts.push(new URL(request.url).origin);
          seen.push(request.headers);
          return HttpResponse.json({ errorCode: 0, data: { ip: '203.0.113.9' } });
        }),
      );
    let host = 'http://localhost/gateway';
    const { api } = client({ base: () => host, fetchBase: '', xsrfToken: () => 'x' });
    await api.getIp({});
    host = 'http://mirror.localhost/gateway';
    await api.getIp({});
    expect(hosts).toEqual(['http://localhost', 'http://mirror.localhost']);
    for (const headers of seen) {
      expect(headers.get('content-type')).toBe('application/json');
      expect(headers.get('x-device')).toBe('mobile');
      expect(headers.get('x-version')).toBe('1.19.1');
      // Another origin never gets the anti-forgery token.
      expect(headers.get('x-xsrf-token')).toBeNull();
    }
  });

  it('the start-up anti-forgery request says whether the server answered it', async () => {
    expect(await requestAntiforgery('http://localhost')).toBe(true);
    server.use(http.get('http://localhost/api/antiforgery', () => new HttpResponse(null, { status: 500 })));
    expect(await requestAntiforgery('http://localhost')).toBe(false);
    server.use(http.get('http://localhost/api/antiforgery', () => HttpResponse.error()));
    expect(await requestAntiforgery('http://localhost')).toBe(false);
  });

  it('logout ends the server session: the old sid no longer works', async () => {
    const { api, login, effects } = client();
    await login();
    await api.logout({});
    await expect(api.getBalance({ providerId: '-' })).rejects.toMatchObject({ code: 1 });
    expect(effects.endSession).toHaveBeenCalledTimes(1);
  });
});
