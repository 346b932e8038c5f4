import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DEMO_PUBLIC_KEY } from '../demo/demoKey';
import { demoBackend, demoSecretOf, isHookPath, isLoopback, MAX_DEMO_BODY } from '../demo/vitePlugin';

/**
 * The demo switches (hooks and X-Demo-* levers) answer only a request carrying the secret the server was
 * started with, however the path is spelt and whoever the peer; demo pages come from demo/public/.
 */

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void>;
const SECRET = 'a-test-secret-of-some-length';
const OPEN = { 'x-demo-secret': SECRET };
const middlewareOf = (secret: string | undefined) =>
  (demoBackend({ secret }) as unknown as { api: { middleware: Middleware } }).api.middleware;
const withHooks = middlewareOf(SECRET);
const withoutHooks = middlewareOf(undefined);

async function call(
  method: string,
  url: string,
  remoteAddress: string,
  body = '',
  extraHeaders: Record<string, string> = {},
  middleware = withHooks,
) {
  const req = Object.assign(Readable.from(body ? [Buffer.from(body)] : []), {
    method,
    url,
    headers: { host: 'localhost:4173', 'content-type': 'application/json', ...extraHeaders },
    socket: { remoteAddress },
  }) as unknown as IncomingMessage;
  const headers: Record<string, string> = {};
  const res = {
    statusCode: 200,
    body: '',
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = String(value);
    },
    end(chunk?: Buffer | string) {
      this.body = chunk ? String(chunk) : '';
    },
  };
  let passed = false;
  await middleware(req, res as unknown as ServerResponse, () => {
    passed = true;
  });
  return { status: res.statusCode, body: res.body, headers, passed };
}

describe('demo server', () => {
  it('knows loopback addresses, IPv4-mapped ones included', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a)).toBe(true);
    for (const a of ['10.0.0.5', '192.168.1.4', '::ffff:10.0.0.5', 'fe80::1', '', undefined])
      expect(isLoopback(a)).toBe(false);
  });

  it('opens a demo hook only to the secret, never to the peer address alone', async () => {
    // A proxy on this machine (nginx) forwards anyone: this machine's address opens nothing.
    for (const address of ['127.0.0.1', '::1', '203.0.113.7'])
      expect((await call('POST', '/api/__demo/reset', address, '{}')).status, address).toBe(403);
    const wrong = { 'x-demo-secret': `${SECRET.slice(0, -1)}x` };
    expect((await call('POST', '/api/__demo/reset', '127.0.0.1', '{}', wrong)).status).toBe(403);
    expect((await call('POST', '/api/__demo/reset', '203.0.113.7', '{}', OPEN)).status).toBe(200);
  });

  it('takes a secret of 16 characters or more; DEMO_HOOKS=1 opens nothing', async () => {
    expect(demoSecretOf('1')).toBe('');
    expect(demoSecretOf('fifteen-chars..')).toBe('');
    expect(demoSecretOf('sixteen-chars...')).toBe('sixteen-chars...');
    const short = middlewareOf('1');
    expect(
      (await call('POST', '/api/__demo/reset', '127.0.0.1', '{}', { 'x-demo-secret': '1' }, short)).status,
    ).toBe(404);
  });

  it('lets the X-Demo-* levers act only with the secret', async () => {
    const ipOf = async (headers: Record<string, string>) =>
      JSON.parse((await call('POST', '/api/getip', '127.0.0.1', '{}', headers)).body).data as {
        ip: string;
        country: string;
      };
    const levers = { 'x-demo-ip': '198.51.100.4', 'x-demo-country': 'ID' };
    expect(await ipOf(levers)).toEqual({ ip: '127.0.0.1', country: 'VN' });
    expect(await ipOf({ ...levers, ...OPEN })).toEqual({ ip: '198.51.100.4', country: 'ID' });
  });

  it('answers 413 to a body over the limit, unread', async () => {
    const big = JSON.stringify({ lang: 'x'.repeat(MAX_DEMO_BODY) });
    expect((await call('POST', '/api/getpromotion', '127.0.0.1', big)).status).toBe(413);
    const declared = { 'content-length': String(MAX_DEMO_BODY + 1) };
    expect((await call('POST', '/api/getpromotion', '127.0.0.1', '{}', declared)).status).toBe(413);
    expect((await call('POST', '/api/getpromotion', '127.0.0.1', '{"lang":"en-US"}')).status).toBe(200);
  });

  /** Spellings of the reset hook's path that URL resolution or MSW's decoding turn into the hook's. */
  const SPELLINGS = [
    '/api/__demo/reset',
    '/api/%5F%5Fdemo/reset',
    '/api/%5f%5fdemo/reset',
    '/api/./__demo/reset',
    '/api/%2E/__demo/reset',
    '/api/x/../__demo/reset',
    '/api/%255F%255Fdemo/reset',
    '/api/__demo%2Freset',
  ];

  it('finds the hooks behind every spelling of their path', () => {
    for (const path of [...SPELLINGS, '/API/__DEMO/reset']) expect(isHookPath(path), path).toBe(true);
    for (const path of ['/api/getbalance', '/api/__demox/reset', '/m/__demo/x', '/api/_demo/reset'])
      expect(isHookPath(path), path).toBe(false);
  });

  it('refuses every spelling of a hook without the secret', async () => {
    for (const path of SPELLINGS) {
      const local = await call('POST', path, '127.0.0.1', '{}');
      expect(local.status, path).toBe(403);
    }
  });

  it('answers 404 to every hook of a server started without a secret, whatever the request carries', async () => {
    for (const path of [...SPELLINGS, '/api/__demo/vitals', '/api/__demo/handover']) {
      const local = await call('POST', path, '127.0.0.1', '{"loginId":"demo"}', OPEN, withoutHooks);
      expect(local.status, path).toBe(404);
    }
    expect((await call('GET', '/api/__demo/vitals', '127.0.0.1', '', {}, withoutHooks)).status).toBe(404);
    // The ordinary API answers as before.
    const promotion = await call(
      'POST',
      '/api/getpromotion',
      '127.0.0.1',
      '{"lang":"en-US"}',
      {},
      withoutHooks,
    );
    expect(promotion.status).toBe(200);
  });

  it("the requests hook answers what one bearer token's calls told the server, to the secret only", async () => {
    const headers = { authorization: 'Bearer tokenOfOne', 'x-device': 'ipa' };
    await call('POST', '/api/getbalance', '127.0.0.1', '{"sid":"s","providerId":"-"}', headers);
    await call('POST', '/api/getbalance', '127.0.0.1', '{"sid":"s"}', { authorization: 'Bearer other' });
    const seen = await call('POST', '/api/__demo/requests', '127.0.0.1', '{"token":"tokenOfOne"}', OPEN);
    const { requests } = (
      JSON.parse(seen.body) as { data: { requests: { path: string; headers: Record<string, string> }[] } }
    ).data;
    expect(requests.map((r) => [r.path, r.headers['x-device']])).toEqual([['/api/getbalance', 'ipa']]);
    expect((await call('POST', '/api/__demo/requests', '127.0.0.1', '{}', OPEN)).body).toContain(
      'com_request_invalid',
    );
    expect((await call('POST', '/api/__demo/requests', '127.0.0.1', '{"token":"tokenOfOne"}')).status).toBe(
      403,
    );
  });

  it('still answers the ordinary API to anyone', async () => {
    const reply = await call('POST', '/api/getpromotion', '203.0.113.7', '{"lang":"en-US"}');
    expect(reply.status).toBe(200);
  });

  it('serves the demo live chat and games, which are not in public/', async () => {
    const chat = await call('GET', '/m/livechat-demo.html', '127.0.0.1');
    expect(chat.status).toBe(200);
    expect(chat.headers['content-type']).toMatch(/text\/html/);
    const game = await call('GET', '/m/demo-game/slot.js?x=1', '127.0.0.1');
    expect(game.headers['content-type']).toMatch(/javascript/);
    expect((await call('GET', '/m/demo-game/../../vitePlugin.ts', '127.0.0.1')).passed).toBe(true);
  });
});

describe("the demo server's config.json", () => {
  it('is the served file with the demo key, chat and inspector added, and keeps a key and chat of its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-config-'));
    const file = join(dir, 'config.json');
    const backend = demoBackend({ secret: '' }) as unknown as {
      api: { middleware: Middleware; serveConfigFrom(file: string): void };
    };
    backend.api.serveConfigFrom(file);
    const get = (url: string) => call('GET', url, '127.0.0.1', '', {}, backend.api.middleware);
    try {
      writeFileSync(file, JSON.stringify({ apiBase: '', passwordPublicKey: '' }));
      const served = await get('/m/config.json?t=1');
      expect(served.headers['content-type']).toMatch(/application\/json/);
      expect(JSON.parse(served.body)).toEqual({
        apiBase: '',
        passwordPublicKey: DEMO_PUBLIC_KEY,
        liveChatUrl: '/m/livechat-demo.html',
        qaInspector: true,
      });
      writeFileSync(
        file,
        JSON.stringify({
          passwordPublicKey: 'OPERATOR KEY',
          liveChatUrl: 'https://chat.example',
          qaInspector: false,
        }),
      );
      expect(JSON.parse((await get('/m/config.json')).body)).toEqual({
        passwordPublicKey: 'OPERATOR KEY',
        liveChatUrl: 'https://chat.example',
        qaInspector: true,
      });
      // A file that is not a JSON object goes to the static server as it is.
      writeFileSync(file, '[1]');
      expect((await get('/m/config.json')).passed).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the demo field vitals collector', () => {
  it('keeps a beacon sent as text/plain by anyone (as a phone sends it), and reads it back only with the secret', async () => {
    const beacon = { route: 'home', area: 'en-vn', channel: 'mobile', build: 'abc', metrics: [] };
    expect((await call('POST', '/api/vitals', '203.0.113.7', JSON.stringify(beacon))).status).toBe(200);
    const read = await call('GET', '/api/__demo/vitals', '127.0.0.1', '', OPEN);
    const { vitals } = JSON.parse(read.body).data as { vitals: { payload: unknown; receivedAt: string }[] };
    expect(vitals.at(-1)?.payload).toEqual(beacon);
    expect(Date.parse(vitals.at(-1)?.receivedAt ?? '')).not.toBeNaN();
    expect((await call('GET', '/api/__demo/vitals', '127.0.0.1')).status).toBe(403);
    expect((await call('POST', '/api/__demo/vitals', '127.0.0.1', '{}')).status).toBe(403);
    expect(vitals.filter((v) => JSON.stringify(v.payload) === '{}')).toEqual([]);
  });
});
