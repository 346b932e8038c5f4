import { existsSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { type APIResponse, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DIST, openHomeOnClock, passTime, repoFile } from './helpers';

/**
 * the build served by nginx with the configuration the build generated
 * (playwright.nginx.config.ts; baseURL is nginx, E2E_UPSTREAM the demo server behind /api/). The tests of
 * the main suite tagged @nginx run here too: redirects and guards, the headers, a transfer.
 */

const UPSTREAM = process.env.E2E_UPSTREAM ?? '';
const indexHtml = () => readFileSync(repoFile(`${DIST}/index.html`), 'utf8');
const entryScript = () => `/m/${/src="\/m\/(assets\/index-[\w-]+\.js)"/.exec(indexHtml())?.[1]}`;
const HEADERS = [
  'content-security-policy',
  'referrer-policy',
  'x-content-type-options',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'permissions-policy',
  'cache-control',
];
const picked = (response: APIResponse) =>
  Object.fromEntries(HEADERS.map((name) => [name, response.headers()[name]]));

test.beforeAll(() => expect(UPSTREAM, 'run with -c playwright.nginx.config.ts').not.toBe(''));

test('sends the headers and caching of npm start, path by path', { tag: '@nginx' }, async ({ request }) => {
  const paths = [
    '/m/',
    '/m/en-vn/home',
    '/m/en-vn/bank/transfer',
    '/m/config.json',
    '/m/locales/en.json',
    '/m/static/en-vn/settings.json',
    '/m/sw.js',
    '/m/manifest.webmanifest',
    entryScript(),
  ];
  for (const path of paths) {
    const [fromNginx, fromDemo] = await Promise.all([request.get(path), request.get(`${UPSTREAM}${path}`)]);
    expect(fromNginx.status(), path).toBe(200);
    expect(picked(fromNginx), path).toEqual(picked(fromDemo));
    // The same type; nginx names the charset of text types too.
    const type = (r: APIResponse) => r.headers()['content-type']?.split(';')[0];
    expect(type(fromNginx), path).toBe(type(fromDemo));
  }
  expect((await request.get(entryScript())).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  // The API's answers are the upstream's own, proxied.
  const api = await request.get('/api/antiforgery');
  expect(((await api.json()) as { errorCode: number }).errorCode).toBe(0);
  expect(api.headers()['set-cookie']).toMatch(/^XSRF-TOKEN=/);
  expect(api.headers()['content-security-policy']).toBeUndefined();
});

test('redirects / and /m to /m/, keeping the query, as npm start does', { tag: '@nginx' }, async ({
  request,
}) => {
  for (const path of ['/', '/m', '/?ref=abc', '/m?tag=x']) {
    const [fromNginx, fromDemo] = await Promise.all([
      request.get(path, { maxRedirects: 0 }),
      request.get(`${UPSTREAM}${path}`, { maxRedirects: 0 }),
    ]);
    expect(fromNginx.status(), path).toBe(302);
    expect(fromNginx.headers().location, path).toBe(fromDemo.headers().location);
  }
});

test('a path is its file, else its pre-rendered page, else index.html; a missing asset is a 404', {
  tag: '@nginx',
}, async ({ request, page }) => {
  for (const path of ['en-vn/home', 'vi-vn/Promotion', 'en-vn/bank/transfer', 'en-vn/no/such/page']) {
    const response = await request.get(`/m/${path}`);
    expect(response.status(), path).toBe(200);
    const prerendered = repoFile(`${DIST}/${path}/index.html`);
    const expected = existsSync(prerendered) ? readFileSync(prerendered, 'utf8') : indexHtml();
    expect(await response.text(), path).toBe(expected);
  }
  const missing = await request.get('/m/assets/missing-abcdefgh.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-cache');
  // A deep link of a member's screen, opened by a visitor: the app's guard answers (contract §1).
  await page.goto('/m/en-vn/bank/withdraw');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/m/en-vn/JoinNow');
});

test('sends the pre-compressed copies as they are: brotli, else gzip', { tag: '@nginx' }, async ({
  request,
}) => {
  const path = entryScript();
  const file = repoFile(`${DIST}${path.replace(/^\/m/, '')}`);
  const original = readFileSync(file, 'utf8');
  for (const [accept, encoding, suffix] of [
    ['br, gzip', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
  ] as const) {
    const response = await request.get(path, { headers: { 'accept-encoding': accept } });
    expect(response.headers()['content-encoding'], accept).toBe(encoding);
    expect(Number(response.headers()['content-length']), accept).toBe(statSync(`${file}${suffix}`).size);
    expect(response.headers().vary).toMatch(/Accept-Encoding/i);
    expect(await response.text()).toBe(original);
  }
  const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
});

test("the API learns the client's address from nginx, never from the client's own X-Forwarded-For", {
  tag: '@nginx',
}, async ({ request }) => {
  // $proxy_add_x_forwarded_for passed a client's header on, first in the list.
  const answer = await request.post('/api/getip', {
    data: {},
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  const { data } = (await answer.json()) as { data: { ip: string } };
  expect(data.ip).toBe('127.0.0.1');
});

const workerState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/m/');
    return { registered: !!registration?.active, controlled: !!navigator.serviceWorker.controller };
  });

test('the service worker registers from nginx once the app is stable', { tag: '@nginx' }, async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openHomeOnClock(page);
  await page.waitForLoadState('networkidle');
  await passTime(page, 31_000);
  await expect(page.locator('[data-machine="appUpdate"]')).toHaveAttribute('data-state', 'watching', {
    timeout: 20_000,
  });
  await expect
    .poll(() => workerState(page), { timeout: 20_000 })
    .toEqual({ registered: true, controlled: true });
  const scriptURL = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration('/m/'))?.active?.scriptURL ?? '',
  );
  expect(new URL(scriptURL).pathname).toBe('/m/sw.js');
});

/** A request of the raw path as written (no client-side normalizing), with these headers. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  const base = new URL(test.info().project.use.baseURL ?? '');
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += String(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('the demo switches stay shut through nginx without the secret, whoever nginx is to the demo', {
  tag: '@nginx',
}, async ({ playwright }) => {
  const base = test.info().project.use.baseURL;
  // A client of nginx that knows no secret: nginx reaches the demo from this machine, which opens nothing.
  const stranger = await playwright.request.newContext({ baseURL: base, extraHTTPHeaders: {} });
  try {
    for (const path of ['/api/__demo/handover', '/api/__demo/reset', '/api/%5F%5Fdemo/member']) {
      const hook = await stranger.post(path, { data: { loginId: 'demo' } });
      expect(hook.status(), path).toBe(403);
    }
    // The X-Demo-* levers do nothing for it: the address is the one nginx saw.
    const ip = await stranger.post('/api/getip', {
      data: {},
      headers: { 'X-Demo-Ip': '203.0.113.44', 'X-Demo-Country': 'ID' },
    });
    expect(((await ip.json()) as { data: unknown }).data).toEqual({ ip: '127.0.0.1', country: 'VN' });
    // A body over 64 KB is refused unread.
    const big = await stranger.post('/api/getpromotion', { data: { lang: 'x'.repeat(70 * 1024) } });
    expect(big.status()).toBe(413);
  } finally {
    await stranger.dispose();
  }
});

test('/gamepage/ is proxied: a game opened by its URL reaches the launcher', { tag: '@nginx' }, async ({
  request,
}) => {
  const launch = '/gamepage/gamestart?Provider=PG&GameCode=x&Lang=en-US';
  const [fromNginx, fromDemo] = await Promise.all([
    request.get(launch, { maxRedirects: 0 }),
    request.get(`${UPSTREAM}${launch}`, { maxRedirects: 0 }),
  ]);
  expect(fromNginx.status()).toBe(302);
  const path = (r: APIResponse) => new URL(r.headers().location ?? '', 'http://x').pathname;
  expect(path(fromNginx)).toBe(path(fromDemo));
  expect(path(fromNginx)).toBe('/m/demo-game/slot.html');
});

test('the API gets the URI nginx normalized, and its answers are never sniffed', { tag: '@nginx' }, async ({
  request,
}) => {
  // Merged slashes and dot segments: the demo routes only the clean path, so only a normalized URI answers.
  for (const path of ['/api//antiforgery', '/api/x/../antiforgery']) {
    const answer = await rawGet(path);
    expect(answer.status, path).toBe(200);
    expect(JSON.parse(answer.body), path).toMatchObject({ errorCode: 0 });
  }
  for (const path of ['/api/antiforgery', '/api/no-such-call']) {
    const answer = await request.get(path);
    expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
  }
});

test("answers any other path, and any other host name, 404 with the app's headers", {
  tag: '@nginx',
}, async ({ request }) => {
  const page = await request.get('/m/');
  for (const path of ['/robots.txt', '/index.html', '/etc/passwd', '/other/']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    for (const name of ['content-security-policy', 'x-content-type-options', 'strict-transport-security'])
      expect(answer.headers()[name], `${path} ${name}`).toBe(page.headers()[name]);
  }
  const elsewhere = await rawGet('/m/', { Host: 'not-this-site.example' });
  expect(elsewhere.status).toBe(404);
  expect(elsewhere.headers['content-security-policy']).toBe(page.headers()['content-security-policy']);
  expect(elsewhere.headers['x-content-type-options']).toBe('nosniff');
});
