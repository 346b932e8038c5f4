import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

/**
 * the service worker keeps a data file (config.json, static/, locales/) only when the
 * answer is JSON that parses: a captive portal's or a proxy's HTML page answered with 200 must never stand
 * in for the configuration on the next offline visit. public/sw.js runs here with fake caches and network.
 */

type Listener = (event: { request: Request; respondWith(r: Promise<Response>): void }) => void;

function loadWorker(answer: (url: string) => Response) {
  const stored = new Map<string, Response>();
  const cache = {
    match: async (key: string) => stored.get(key)?.clone(),
    put: async (key: string, response: Response) => void stored.set(key, response),
  };
  const listeners: Record<string, Listener> = {};
  const self = {
    location: { href: 'https://app.test/m/sw.js?build=abc', origin: 'https://app.test' },
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    clients: { claim: async () => {} },
    skipWaiting: async () => {},
  };
  runInNewContext(readFileSync('public/sw.js', 'utf8'), {
    self,
    caches: { open: async () => cache, match: cache.match, keys: async () => [], delete: async () => true },
    fetch: async (input: Request | string) => answer(typeof input === 'string' ? input : input.url),
    URL,
    Response,
    Promise,
    setTimeout,
    console,
  });
  const fetchFor = async (path: string) => {
    let reply: Promise<Response> | undefined;
    listeners.fetch?.({
      request: new Request(`https://app.test${path}`),
      respondWith: (r) => {
        reply = r;
      },
    });
    return reply ? await reply : undefined;
  };
  return { stored, fetchFor };
}

const json = (body: string) => new Response(body, { headers: { 'content-type': 'application/json' } });
const html = (body: string) => new Response(body, { headers: { 'content-type': 'text/html' } });

describe('service worker data cache', () => {
  it('keeps a JSON answer that parses', async () => {
    const worker = loadWorker(() => json('{"apiBase":""}'));
    await worker.fetchFor('/m/config.json');
    await expect.poll(() => worker.stored.has('/m/config.json')).toBe(true);
  });

  it('does not keep an HTML page, nor JSON that does not parse, though the page still gets the answer', async () => {
    for (const reply of [() => html('<html>Log in to the Wi-Fi</html>'), () => json('{"apiBase": ')]) {
      const worker = loadWorker(reply);
      const response = await worker.fetchFor('/m/static/en-vn/settings.json');
      expect(response?.status).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
      expect(worker.stored.size).toBe(0);
    }
  });
});
