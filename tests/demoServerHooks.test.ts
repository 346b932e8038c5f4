import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { demoBackend, isLoopback } from '../demo/vitePlugin';

/** Issue 13 item 14: the demo hooks answer only this machine; demo pages come from demo/public/. */

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void>;
const middleware = (demoBackend() as unknown as { api: { middleware: Middleware } }).api.middleware;

async function call(
  method: string,
  url: string,
  remoteAddress: string,
  body = '',
  extraHeaders: Record<string, string> = {},
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

  it('refuses a demo hook from another machine and takes it from this one', async () => {
    const remote = await call('POST', '/api/__demo/reset', '203.0.113.7', '{}');
    expect(remote.status).toBe(403);
    const mapped = await call('POST', '/api/__demo/reset', '::ffff:192.168.0.9', '{}');
    expect(mapped.status).toBe(403);
    const local = await call('POST', '/api/__demo/reset', '127.0.0.1', '{}');
    expect(local.status).toBe(200);
  });

  it("the requests hook answers what one bearer token's calls told the server, to this machine only", async () => {
    const headers = { authorization: 'Bearer tokenOfOne', 'x-device': 'ipa' };
    await call('POST', '/api/getbalance', '127.0.0.1', '{"sid":"s","providerId":"-"}', headers);
    await call('POST', '/api/getbalance', '127.0.0.1', '{"sid":"s"}', { authorization: 'Bearer other' });
    const seen = await call('POST', '/api/__demo/requests', '127.0.0.1', '{"token":"tokenOfOne"}');
    const { requests } = (
      JSON.parse(seen.body) as { data: { requests: { path: string; headers: Record<string, string> }[] } }
    ).data;
    expect(requests.map((r) => [r.path, r.headers['x-device']])).toEqual([['/api/getbalance', 'ipa']]);
    expect((await call('POST', '/api/__demo/requests', '127.0.0.1', '{}')).body).toContain(
      'com_request_invalid',
    );
    expect((await call('POST', '/api/__demo/requests', '203.0.113.7', '{"token":"tokenOfOne"}')).status).toBe(
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

describe('the demo field vitals collector (issue 15 item 5)', () => {
  it('keeps a beacon sent as text/plain, reads it back, and only for this machine', async () => {
    const beacon = { route: 'home', area: 'en-vn', channel: 'mobile', build: 'abc', metrics: [] };
    expect((await call('POST', '/api/__demo/vitals', '127.0.0.1', JSON.stringify(beacon))).status).toBe(200);
    const read = await call('GET', '/api/__demo/vitals', '127.0.0.1');
    const { vitals } = JSON.parse(read.body).data as { vitals: { payload: unknown; receivedAt: string }[] };
    expect(vitals.at(-1)?.payload).toEqual(beacon);
    expect(Date.parse(vitals.at(-1)?.receivedAt ?? '')).not.toBeNaN();
    expect((await call('GET', '/api/__demo/vitals', '203.0.113.7')).status).toBe(403);
    expect((await call('POST', '/api/__demo/vitals', '203.0.113.7', '{}')).status).toBe(403);
  });
});
