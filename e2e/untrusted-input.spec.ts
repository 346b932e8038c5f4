import { type BrowserContext, expect, type Page, type Request } from '@playwright/test';
import { filesScript } from '../build/prerender';
import { type FakeBridgeScript, installFakeNativeBridge } from '../tests/support/fakeNativeBridge';
import { test } from './fixtures';
import {
  ANDROID_APP_UA,
  confirmDialog,
  DEMO,
  EVERY_50_MS,
  en,
  loginViaUi,
  openInApp,
  registerMember,
  requestsInFlight,
  serveAppPage,
  walkTo,
} from './helpers';
import {
  ALL_PAYLOADS,
  EVIL_HOST,
  HTML_PAYLOADS,
  INTERNAL_PATH_PAYLOADS,
  PROMOTIONS_OF_PAYLOADS,
  URL_PAYLOADS,
} from './payloads';

/**
 * a corpus of XSS and open-redirect payloads (e2e/payloads.ts, 70 of them) goes through
 * every untrusted input: server HTML (promotions, notices), URLs from queries (gurl, the login redirect,
 * ref and tag) and from responses (sports frames, download, contact and share links). Nothing may run
 * (no `window.__xss`, no dialog), nothing may navigate away, nothing may be requested from evil.test, and
 * no link or frame may carry a script URL. Policy violations fail every test (fixtures.ts) unless listed.
 */

test.describe.configure({ mode: 'parallel' });
// The corpus tries to load scripts, frames and styles from evil.test: the policy refusing them is the point.
test.use({ allowedCspViolations: [/evil\.test/] });

/**
 * One test per slice of the corpus: a payload costs a page load or an arrival in the app, so the slices
 * spread over the workers and each stays within an ordinary time limit on a busy machine.
 */
function corpusTest(
  title: string,
  payloads: readonly string[],
  body: (
    fixtures: { page: Page; context: BrowserContext; nothingHappened: () => Promise<void> },
    payloads: readonly string[],
  ) => Promise<void>,
  size = 8,
) {
  for (let first = 0; first < payloads.length; first += size) {
    const slice = payloads.slice(first, first + size);
    test(`${title} (payloads ${first + 1}–${first + slice.length} of ${payloads.length})`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      // Watched from the first payload on: after each, no sign that it worked.
      const seen = await watch(page);
      await body({ page, context, nothingHappened: () => expectNothingHappened(page, seen) }, slice);
    });
  }
}

interface Watch {
  dialogs: string[];
  evilRequests: string[];
  /** The page's requests not answered yet (its frames' too). */
  inFlight: Map<Request, number>;
}

/** Watches for any sign that a payload worked. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { dialogs: [], evilRequests: [], inFlight: requestsInFlight(page) };
  page.on('dialog', async (dialog) => {
    seen.dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.context().route(
    (url) => url.hostname === EVIL_HOST || url.hostname.endsWith(`.${EVIL_HOST}`),
    async (route) => {
      // An https image in server HTML is allowed content (a CDN banner); anything that could run, style the
      // page or carry the member away is not.
      if (route.request().resourceType() !== 'image') seen.evilRequests.push(route.request().url());
      await route.abort();
    },
  );
  return seen;
}

async function expectNothingHappened(page: Page, seen: Watch) {
  // What a payload could set off comes from what the page loads (an image's error, a frame, a style): once
  // every request is answered and two frames are drawn, their handlers have run. Waited on, not slept.
  await expect.poll(() => seen.inFlight.size, { ...EVERY_50_MS, message: 'requests answered' }).toBe(0);
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(seen.dialogs).toEqual([]);
  expect(seen.evilRequests).toEqual([]);
  expect(new URL(page.url()).hostname).toBe('localhost');
  // No link, frame, image or form in the page carries a script URL or inline document.
  const bad = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], iframe[src], img[src], form[action], [srcdoc]')]
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('action') ?? 'srcdoc')
      .filter((url) => /^\s*(javascript|data:text|data:image\/svg|vbscript)|srcdoc/i.test(url)),
  );
  expect(bad).toEqual([]);
  // Every link and image is https, mail or phone, or this site: never another host over a path trick
  // (`/\evil.test` resolves to `http://evil.test` on this http test server).
  const offsite = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement | HTMLImageElement>('a[href], img[src]')]
      .map((el) => (el instanceof HTMLAnchorElement ? el.href : el.src))
      .filter((raw) => {
        const url = new URL(raw);
        return (
          url.origin !== location.origin && !['https:', 'mailto:', 'tel:', 'data:'].includes(url.protocol)
        );
      }),
  );
  expect(offsite).toEqual([]);
  const handlers = await page.evaluate(() =>
    [...document.querySelectorAll('#main *')].flatMap((el) =>
      [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName}[${a.name}]`),
    ),
  );
  expect(handlers).toEqual([]);
}

/** Every frame's document is this site's (game origins are empty in the demo config) or nothing at all. */
async function expectFramesOnThisSite(page: Page, payload: string) {
  const sources = await page
    .locator('iframe')
    .evaluateAll((list) => list.map((f) => f.getAttribute('src') ?? ''));
  for (const src of sources) {
    expect(src, payload).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    if (src) expect(new URL(src, page.url()).hostname, payload).toBe('localhost');
  }
}

/** Every promotion card of the corpus opened: the first closed one until none is left. */
async function openEveryOffer(page: Page) {
  const toggles = page.locator('#main [aria-expanded="false"]');
  // The page's own copy shows first and answers no tap until the server's promotions are in.
  await expect(page.locator('[data-machine="promotions"]')).toHaveAttribute('data-state', 'ready');
  await expect(toggles.first()).toBeVisible();
  for (let i = 0; i <= HTML_PAYLOADS.length && (await toggles.count()) > 0; i++)
    await toggles.first().click();
  await expect(toggles).toHaveCount(0);
  await expect(
    page
      .locator('#main')
      .getByText(`Offer ${HTML_PAYLOADS.length - 1}`)
      .first(),
  ).toBeVisible();
}

test('the corpus is large enough', () => {
  expect(ALL_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  expect(new Set(ALL_PAYLOADS).size).toBe(ALL_PAYLOADS.length);
});

test('promotion HTML: every payload rendered in an opened card runs nothing', async ({ page }) => {
  const seen = await watch(page);
  await page.route('**/api/getpromotion', (route) =>
    route.fulfill({
      json: {
        errorCode: 0,
        data: PROMOTIONS_OF_PAYLOADS,
      },
    }),
  );
  await page.goto('/m/en-vn/Promotion');
  await openEveryOffer(page);
  await expectNothingHappened(page, seen);
});

test('notice HTML: every payload in an opened notice runs nothing', async ({ page }) => {
  const seen = await watch(page);
  await page.route('**/api/getnotices', (route) =>
    route.fulfill({
      json: {
        errorCode: 0,
        data: {
          noticeList: [
            { id: 'all', title: 'Everything at once', content: HTML_PAYLOADS.join('\n'), date: '2026-11-20' },
            ...HTML_PAYLOADS.slice(0, 5).map((html, i) => ({
              id: `n${i}`,
              title: `Notice ${i}`,
              content: html,
              date: '2026-11-20',
            })),
          ],
        },
      },
    }),
  );
  await page.goto('/m/en-vn/home');
  const notice = page.getByRole('button', { name: /Everything at once/ }).first();
  await expect(notice).toBeVisible();
  // The line scrolls without end (it is never "stable"): a member taps it as it moves.
  await notice.click({ force: true });
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNothingHappened(page, seen);
});

/** Texts that end a script element, open a comment or end a line of script. */
const BREAKERS = ['</script><script>window.__xss=1</script>', '<!--<script>', '\u2028\u2029'];
const ALL_HTML = [...HTML_PAYLOADS, ...BREAKERS].join('\n');

test('the static promotion copy and the information texts: every payload runs nothing', async ({ page }) => {
  // the area's static copy, carried on the page as the build writes it (here a copy of
  // payloads, the page rendered anew from it as a member's shell is) and shown with its details when the
  // API fails; then the info page's texts from /api/getcmslist, each section opened.
  const seen = await watch(page);
  await page.route('**/m/en-vn/Promotion', async (route) => {
    const response = await route.fetch();
    const carried = filesScript({ 'en-vn/promotion.json': PROMOTIONS_OF_PAYLOADS }).trim();
    const body = (await response.text())
      .replace(/<script type="application\/json" id="first-screen-files">[\s\S]*?<\/script>/, () => carried)
      .replace('data-prerendered=', 'data-shell=');
    await route.fulfill({ response, body });
  });
  await page.route('**/api/getpromotion', (route) =>
    route.fulfill({ json: { errorCode: 2, data: { resorceCode: ['page_Maintenance1'] } } }),
  );
  await page.goto('/m/en-vn/Promotion');
  await confirmDialog(page).getByRole('button', { name: 'OK' }).click();
  await openEveryOffer(page);
  await expectNothingHappened(page, seen);

  await page.route('**/api/getcmslist', (route) =>
    route.fulfill({
      json: {
        errorCode: 0,
        data: {
          cmsList: ['about', 'responsible', 'terms'].map((cmsType, i) => ({
            cmsId: `c${i}`,
            cmsType,
            title: `${BREAKERS[i]} ${cmsType}`,
            content: ALL_HTML,
          })),
        },
      },
    }),
  );
  await page.goto('/m/en-vn/info');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await tabs.nth(i).click();
    await expect(page.getByRole('tabpanel')).toHaveAttribute('data-source', 'cms');
    await expectNothingHappened(page, seen);
  }
});

test("a message's values, its key and a quickpay QR image from the server run nothing", async ({
  page,
  request,
}) => {
  // resorceCodeFormat's values and a key the app does not know go into the dialog as
  // text; a QR image is shown only as a raster data URL, never an SVG (which can carry script) or a URL.
  const seen = await watch(page);
  await loginViaUi(page, await registerMember(request));
  let answered = 0;
  await page.route('**/api/getmemberinfo', (route) => {
    answered += 1;
    if (answered > 2) return route.continue();
    const data =
      answered === 1
        ? {
            resorceCode: ['acct_bank_limit'],
            resorceCodeFormat: { key: 'acct_bank_limit', format: [ALL_HTML] },
          }
        : { resorceCode: [HTML_PAYLOADS[2]] };
    return route.fulfill({ json: { errorCode: 2, data } });
  });
  await page.goto('/m/en-vn/account');
  const dialog = confirmDialog(page);
  await expect(dialog).toContainText('<script>window.__xss=1</script>');
  await expectNothingHappened(page, seen);
  await dialog.getByRole('button', { name: 'OK' }).click();

  for (const qrImage of [
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0id2luZG93Ll9feHNzPTEiLz4=',
    "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='window.__xss=1'/>",
    'javascript:window.__xss=1',
    'https://evil.test/qr.png',
  ]) {
    await page.route('**/api/quickpay', (route) =>
      route.fulfill({ json: { errorCode: 0, data: { qrImage } } }),
    );
    await page.goto('/m/en-vn/bank/quickpay');
    await page.getByLabel('QR pay').check();
    await page.locator('input[name="amount"]').fill('25');
    await page.getByRole('button', { name: en('quickpay.submit') }).click();
    await expect(dialog).toContainText(en('quickpay.title'));
    await expect(dialog.getByRole('img')).toHaveCount(0);
    await expectNothingHappened(page, seen);
    await page.unroute('**/api/quickpay');
  }
});

corpusTest(
  'gurl: no payload is loaded in the game frame',
  URL_PAYLOADS,
  async ({ page, nothingHappened }, payloads) => {
    for (const [index, payload] of payloads.entries()) {
      // The first payload comes with the page (a link followed); the others reach the running app as Back
      // and Forward bring a URL, read by the same route.
      const url = `/m/en-vn/Games/game?gurl=${encodeURIComponent(payload)}`;
      await walkTo(page, url, { load: index === 0 });
      await expect(page.locator('#main')).not.toBeEmpty();
      await expectFramesOnThisSite(page, payload);
      await nothingHappened();
    }
  },
);

/** The sports, e-sports and virtual sports books: each frames the URL `/api/getgameurl` answers. */
const SPORTS_BOOKS = ['Sportbook', 'Esport', 'Vsport'] as const;

corpusTest(
  'sports frames: a game URL from the server that is not allowed loads nothing',
  URL_PAYLOADS,
  async ({ page, nothingHappened }, payloads) => {
    let current = '';
    await page.route('**/api/getgameurl', (route) =>
      route.fulfill({ json: { errorCode: 0, data: { gameUrl: current } } }),
    );
    for (const [index, payload] of payloads.entries()) {
      current = payload;
      // The first sports book loaded; then each payload opens the next of the three books in the app, which
      // asks for its URL anew.
      const book = `/m/en-vn/${SPORTS_BOOKS[index % SPORTS_BOOKS.length]}`;
      await walkTo(page, book, { load: index === 0 });
      await expect(page.locator('#main')).not.toBeEmpty();
      // Its URL answered and the frame drawn (if any) before the frame is looked at.
      await nothingHappened();
      await expectFramesOnThisSite(page, payload);
    }
  },
);

/** A visitor logs in through the form opened with `?redirect=`, and lands wherever the app sends them. */
async function logInWithRedirect(page: Page, redirect: string) {
  await page.context().clearCookies();
  await page.goto(`/m/en-vn/member/login?redirect=${encodeURIComponent(redirect)}`);
  await page.locator('input[name="loginId"]').fill(DEMO.loginId);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/member/login'));
}

corpusTest(
  'the login redirect never leaves the app',
  URL_PAYLOADS.slice(0, 12),
  async ({ page, nothingHappened }, payloads) => {
    for (const payload of payloads) {
      await logInWithRedirect(page, payload);
      expect(new URL(page.url()).pathname.startsWith('/m/'), payload).toBe(true);
      await nothingHappened();
    }
  },
);

corpusTest(
  'the login redirect refuses doubled slashes and backslashes, typed or encoded',
  INTERNAL_PATH_PAYLOADS,
  async ({ page, nothingHappened }, payloads) => {
    for (const payload of payloads) {
      await logInWithRedirect(page, payload);
      const landed = new URL(page.url());
      expect(landed.pathname, payload).toMatch(/^\/m\/en-vn\/[^/]/);
      expect(
        decodeURIComponent(decodeURIComponent(`${landed.pathname}${landed.search}`)),
        payload,
      ).not.toMatch(/\/\/|\\/);
      await nothingHappened();
    }
  },
);

test('live chat runs sandboxed: the demo chat, of this site, cannot read the token cookie', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'token', value: 'secret-token', domain: 'localhost', path: '/' },
    { name: 'sessionId', value: 'secret-session', domain: 'localhost', path: '/' },
  ]);
  await page.goto('/m/en-vn/contactus');
  await page.getByRole('button', { name: 'Live chat' }).first().click();
  const frame = page.getByRole('dialog', { name: 'Live chat' }).locator('iframe');
  await expect(frame).toHaveAttribute('src', /\/m\/livechat-demo\.html$/);
  const sandbox = ((await frame.getAttribute('sandbox')) ?? '').split(' ');
  expect(sandbox).toEqual(
    expect.arrayContaining(['allow-scripts', 'allow-popups', 'allow-popups-to-escape-sandbox']),
  );
  expect(sandbox).not.toContain('allow-same-origin');
  expect(sandbox.join(' ')).not.toMatch(/allow-top-navigation/);
  expect(await frame.getAttribute('referrerpolicy')).toMatch(/^(no-referrer|strict-origin)$/);
  await expect(frame.contentFrame().locator('body')).toContainText('demo live chat');
  const chat = page.frames().find((f) => f.url().endsWith('/m/livechat-demo.html'));
  const seen = await chat?.evaluate(() => {
    try {
      return { cookie: document.cookie, storage: String(localStorage.length) };
    } catch (error) {
      return { blocked: (error as Error).name };
    }
  });
  expect(seen).toEqual({ blocked: 'SecurityError' });
});

corpusTest(
  'ref and tag: payloads never become cookies and run nothing',
  ALL_PAYLOADS.slice(0, 30),
  async ({ page, context, nothingHappened }, payloads) => {
    for (const payload of payloads) {
      await context.clearCookies();
      // Where a referral link lands: the registration form, which says who referred the visitor.
      await page.goto(
        `/m/en-vn/JoinNow?ref=${encodeURIComponent(payload)}&tag=${encodeURIComponent(payload)}`,
      );
      const names = (await context.cookies()).map((c) => c.name);
      expect(names, payload).not.toContain('referralId');
      expect(names, payload).not.toContain('trackingTag');
      await nothingHappened();
    }
  },
);

corpusTest(
  'download, contact and share links keep only https (or this site)',
  URL_PAYLOADS,
  async ({ page, nothingHappened }, payloads) => {
    let current = '';
    await page.route('**/static/download-info.json', (route) =>
      route.fulfill({ json: { downloadList: [{ osType: 'android', url: current, version: '9.9.9' }] } }),
    );
    // Asked for with a cache-busting query (`?t=`), so matched by its path.
    await page.route(
      (url) => url.pathname.endsWith('/static/contact-list.json'),
      (route) => route.fulfill({ json: { 'en-vn': [{ name: 'Payload', icon: 'chat', href: current }] } }),
    );
    await serveAppPage(page);
    for (const payload of payloads) {
      current = payload;
      // The contact page loaded: the download banner (on every page) reads its file as the app starts, the
      // page reads the contact list as it opens.
      await page.goto('/m/en-vn/contactus');
      await expect(page.locator('#main')).not.toBeEmpty();
      await nothingHappened();
      const links = await page
        .locator('a[href]')
        .evaluateAll((list) => list.map((a) => (a as HTMLAnchorElement).href));
      for (const href of links) expect(href, payload).toMatch(/^(https:|http:\/\/localhost|mailto:|tel:)/);
    }
  },
  6,
);

test.describe('in the Android app', () => {
  test.use({ userAgent: ANDROID_APP_UA });

  test("the native bridge's replies run nothing, malformed or not", async ({ page }) => {
    // what the app shell answers is untrusted like a server's reply.
    const seen = await watch(page);
    const payload = HTML_PAYLOADS.join('');
    const script: FakeBridgeScript = {
      availability: { ok: true, value: { available: true, enrolled: true, kind: payload } },
      prompts: [
        { ok: false, error: payload },
        { ok: true, value: { loginId: payload, encryptedPassword: payload } },
      ],
    };
    await page.addInitScript(installFakeNativeBridge, script);
    await page.goto('/m/en-vn/fingerprint-login');
    const flow = page.locator('[data-machine="fingerprintLogin"]');
    await expect(flow).toHaveAttribute('data-state', 'failure');
    // Replies that are no JSON, or name no request, are dropped.
    await page.evaluate(
      (texts) => {
        const reply = (window as unknown as { __nativeBridgeReply?: (json: string) => void })
          .__nativeBridgeReply;
        for (const text of texts) reply?.(text);
      },
      [...HTML_PAYLOADS.slice(0, 10), JSON.stringify({ id: 'b99', ok: true, value: payload })],
    );
    await expectNothingHappened(page, seen);
  });
  corpusTest(
    'share links built from the server’s share domain keep only https',
    URL_PAYLOADS.slice(0, 10),
    async ({ page, nothingHappened }, payloads) => {
      await loginViaUi(page);
      for (const payload of payloads) {
        // The referral page reads its share domain as it opens: opened in the app, from the account page.
        await openInApp(page, '/m/en-vn/account');
        await page.route('**/api/usersharejson', (route) =>
          route.fulfill({
            json: {
              errorCode: 0,
              data: { defaultUrl: payload, currencyShareUrl: [{ currency: 'VND', domain: payload }] },
            },
          }),
        );
        await openInApp(page, '/m/en-vn/account/referral');
        await expect(page.locator('[data-machine="referral"]')).toHaveAttribute('data-state', /^ready/);
        // The link the member shares, shown and carried by every share target, is on https or this site.
        const link = await page.locator('input[name="referralLink"]').inputValue();
        expect(link, payload).toMatch(/^(https:\/\/|http:\/\/localhost[:/])/);
        const links = await page
          .locator('a[href]')
          .evaluateAll((list) => list.map((a) => (a as HTMLAnchorElement).href));
        for (const href of links) expect(href, payload).toMatch(/^(https:|http:\/\/localhost|mailto:|tel:)/);
        await nothingHappened();
        await page.unroute('**/api/usersharejson');
      }
    },
    6,
  );
});
