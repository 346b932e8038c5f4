import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  expect,
  type Locator,
  type Page,
  type Request,
  type Route,
  test,
} from '@playwright/test';
import { demoServedConfig, encryptForDemo } from '../demo/demoKey';
import { contentSecurityPolicy, styleHashesOf } from '../server/securityHeaders';

/** Shared helpers for the end-to-end suite: demo members, UI login, cookies, API envelopes. */

export const DEMO = { loginId: 'demo', password: 'demo1234', area: 'en-vn' } as const;
export const DEMO_IDR = { loginId: 'demoidr', password: 'demo1234', area: 'en-id' } as const;

/** The Pixel 7 browser as the Android app's WebView reports itself (contract §3: ends with "AndroidApp"). */
export const ANDROID_APP_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Mobile Safari/537.36 AndroidApp';
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const DAY_S = 24 * 60 * 60;

/** The build under test: dist/, or E2E_OUTDIR when two suites build side by side. */
export const DIST = process.env.E2E_OUTDIR || 'dist';

/** A file of the repository (or of an absolute path), read from the test process. */
export function repoFile(relative: string): string {
  // An absolute E2E_OUTDIR (a build outside the checkout) is already the file's path.
  if (relative.startsWith('/')) return relative;
  return fileURLToPath(new URL(`../${relative}`, import.meta.url));
}

/**
 * The member's password as the app shell saved it for fingerprint login: encrypted under
 * the operator's key (the demo server's, which the demo's config names), so the page never holds it in plain text.
 */
export const sealed = encryptForDemo;

/** The page's calls matching `pattern` wait until the test lets them go: answers the release. */
export async function holdCalls(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The path of the page's address. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * A locale file as a flat key → text record, or null while it is missing or not valid JSON yet. Read from
 * dist/locales, the build's copy of public/locales, because that is what the server under test serves.
 */
export function readLocale(language: string): Record<string, string> | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(repoFile(`${DIST}/locales/${language}.json`), 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, string>)
      : null;
  } catch {
    return null;
  }
}

/** The English text of a message key, failing loudly when the key is not translated. */
export function en(key: string): string {
  const text = readLocale('en')?.[key];
  if (typeof text !== 'string') throw new Error(`locales/en.json has no "${key}"`);
  return text;
}

/** The English text of a count: the family's plural form for `count` (`key_one`, `key_other`), filled in. */
export const enCount = (key: string, count: number) =>
  en(`${key}_${new Intl.PluralRules('en').select(count)}`).replace('{count}', String(count));

/** Logs in through the login form and waits for the landing page of the member's area. */
export async function loginViaUi(
  page: Page,
  member: { loginId: string; password: string; area: string } = DEMO,
): Promise<void> {
  await page.goto(`/m/${member.area}/member/login`);
  await page.locator('input[name="loginId"]').fill(member.loginId);
  await page.locator('input[name="password"]').fill(member.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`**/m/${member.area}/home`);
  await expect.poll(() => hasSession(page.context())).toBe(true);
}

/** A new session of the member from `/api/login` (the password encrypted as the app does). */
export async function apiLogin(
  request: APIRequestContext,
  member: { loginId: string; password: string },
  headers: Record<string, string> = {},
): Promise<{ sessionId: string; token: string; currId: string; loginIpGeo: string }> {
  const response = await request.post('/api/login', {
    headers,
    data: { loginId: member.loginId, password: encryptForDemo(member.password), loginSite: 'mobile' },
  });
  const body = (await response.json()) as {
    errorCode: number;
    data: { sessionId: string; token: string; currId: string; loginIpGeo: string };
  };
  expect(body.errorCode, `login of ${member.loginId}`).toBe(0);
  return body.data;
}

/** The two session cookies a login sets (contract §2), for `url`'s site. */
export async function setSessionCookies(
  context: BrowserContext,
  url: string,
  session: { sessionId: string; token: string },
): Promise<void> {
  await context.addCookies([
    { name: 'sessionId', value: session.sessionId, url, sameSite: 'Lax' },
    { name: 'token', value: session.token, url, sameSite: 'Lax' },
  ]);
}

/**
 * The member's session as the login form leaves it, for tests about something else: `/api/login`, the two
 * session cookies and `accountInfo` in local storage (as `src/app/runtime.ts` `storeSession` writes them).
 * No login page, no landing page. A page that has opened nothing yet is not sent anywhere: the storage is
 * written as its first document of the site starts (a page load fewer). A page already on the site is
 * left on a document that runs none of the app, where the storage is written.
 */
export async function logIn(page: Page, member: { loginId: string; password: string } = DEMO): Promise<void> {
  // The page's request context carries the site's cookies: the anti-forgery one goes with its header.
  const xsrf = await cookieValue(page.context(), 'XSRF-TOKEN');
  const session = await apiLogin(page.request, member, xsrf ? { 'X-XSRF-TOKEN': xsrf } : {});
  const { currId, loginIpGeo } = session;
  const accountInfo = JSON.stringify({ currId, mainBlance: '0', loginIpGeo });
  if (page.url() === 'about:blank') {
    await setSessionCookies(page.context(), new URL(test.info().project.use.baseURL ?? '').origin, session);
    // Once per tab (a reload or a logout later finds the app's own storage), in the top document only.
    await page.addInitScript((info) => {
      if (window !== window.top || sessionStorage.getItem('e2e:accountInfo')) return;
      sessionStorage.setItem('e2e:accountInfo', 'written');
      localStorage.setItem('accountInfo', info);
    }, accountInfo);
    return;
  }
  await page.goto('/m/config.json');
  await setSessionCookies(page.context(), new URL(page.url()).origin, session);
  await page.evaluate((info) => localStorage.setItem('accountInfo', info), accountInfo);
}

export async function getCookie(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((c) => c.name === name);
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await getCookie(context, name))?.value;
}

/** The session token the context's cookies hold: the member whose calls the demo's hooks count. */
export async function memberToken(context: BrowserContext): Promise<string> {
  const token = await cookieValue(context, 'token');
  expect(token, 'logged in').toBeTruthy();
  return token ?? '';
}

/** What the demo backend's fail hook makes of the next call(s) to a path: a refusal, or no answer. */
export interface NextFailure {
  path: string;
  errorCode?: number;
  key?: string;
  format?: readonly string[];
  network?: boolean;
  times?: number;
}

/**
 * The next call(s) to `failure.path` fail as given: only the calls of the session whose `token` is given,
 * or anyone's when it is null.
 */
export async function failNext(
  request: APIRequestContext,
  token: string | null,
  failure: NextFailure,
): Promise<void> {
  const response = await request.post('/api/__demo/fail', { data: token ? { ...failure, token } : failure });
  const body = (await response.json()) as { errorCode: number };
  expect(body.errorCode, `fail ${failure.path}`).toBe(0);
}

export async function hasSession(context: BrowserContext): Promise<boolean> {
  const names = new Set((await context.cookies()).map((c) => c.name));
  return names.has('sessionId') && names.has('token');
}

/** Seconds between a cookie's expiry and `days` from now: close to zero when the lifetime is right. */
export function expiryDriftSeconds(cookie: Cookie, days: number): number {
  return Math.abs(cookie.expires - (Date.now() / 1000 + days * DAY_S));
}

/** Session cookies as a login would leave them, for tests about what an error does to a session. */
export async function addSessionCookies(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([
    { name: 'sessionId', value: 'e2eSession123', url: baseURL, sameSite: 'Lax' },
    { name: 'token', value: 'e2eToken456', url: baseURL, sameSite: 'Lax' },
  ]);
}

/** Answers an intercepted call with an API envelope. */
export function fulfillEnvelope(route: Route, errorCode: number, data: unknown = null): Promise<void> {
  return route.fulfill({ status: 200, contentType: 'application/json', json: { errorCode, data } });
}

/** Routes one API path on the page's own origin to a fixed envelope. */
export async function answerApi(page: Page, path: string, errorCode: number, data: unknown = null) {
  await page.route(`**${path}`, (route) => fulfillEnvelope(route, errorCode, data));
}

/** The global confirm dialog. */
export const confirmDialog = (page: Page) => page.getByRole('alertdialog');

/** The wallet panel's main balance (the bank tabs' head). */
export const mainBalance = (page: Page) => page.getByTestId('main-balance');

/** Every request the page sends to `path` (case-insensitive) from now on, in order. */
export function recordCalls(page: Page, path: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.toLowerCase() === path.toLowerCase()) calls.push(r);
  });
  return calls;
}

/**
 * The page's requests not answered yet, each with when it left (`Date.now()`), kept current from now on;
 * `followed` picks which requests count (all of them by default).
 */
export function requestsInFlight(
  page: Page,
  followed: (request: Request) => boolean = () => true,
): Map<Request, number> {
  const open = new Map<Request, number>();
  page.on('request', (r) => {
    if (followed(r)) open.set(r, Date.now());
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return open;
}

/** Each page's requests not answered yet, from `followRequests` on. */
const openRequests = new WeakMap<Page, Map<Request, number>>();

/** Follows the page's requests from now on, for `settled`: call it before the page loads. */
export function followRequests(page: Page): void {
  openRequests.set(page, requestsInFlight(page));
}

/** Looked at every 50 ms: the default's growing intervals (up to a second) wait on after the page is done. */
export const EVERY_50_MS = { intervals: [50] };

/**
 * A flow's view (`[data-machine]`) says `state`, looked at every 50 ms: a locator's own check waits 500 ms
 * between looks after its first 270 ms, longer than most of a flow's steps take.
 */
export async function expectFlowState(view: Locator, state: string, message?: string): Promise<void> {
  await expect.poll(() => view.getAttribute('data-state'), { ...EVERY_50_MS, message }).toBe(state);
}

/**
 * The page at rest: every request answered, skeletons and spinners given way to content, the dialog layer's
 * and the screens' finite animations ended. Waited on as conditions, not as an idle window of fixed length
 * (`networkidle` waits 500 ms after the last request), so a slower machine or browser only takes longer.
 */
export async function settled(page: Page): Promise<void> {
  const open = openRequests.get(page);
  if (!open) throw new Error('settled needs followRequests(page) first');
  await page.waitForLoadState('load');
  await expect
    .poll(async () => {
      const busy = await page.evaluate(
        () =>
          document.querySelectorAll('.skeleton, .skeleton-card, [aria-busy="true"]').length +
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length,
      );
      return busy + open.size;
    }, EVERY_50_MS)
    .toBe(0);
}

/**
 * Opens `path` (`/m/…`) inside the running app instead of loading the page again, as its own links and the
 * Back button move it: for tests that walk many screens in turn (a page load costs about a second of CPU on
 * this suite's machines). The router follows the history's `popstate`; the entry carries the router's own
 * state (its index one past the current one, a key), so it is one step forward. Returns once the app has
 * arrived: the document title, emptied here, written again for the screen (after any guard's redirect).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const index = ((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
    const key = Math.random().toString(36).slice(2, 10);
    document.title = '';
    history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await expect
    .poll(() => page.evaluate(() => document.title), { ...EVERY_50_MS, message: `arrived at ${path}` })
    .not.toBe('');
}

/**
 * One screen of a walk: loaded when `load` (the walk's first, or one that needs a page of its own), else
 * opened in the running app (`openInApp`).
 */
export async function walkTo(page: Page, path: string, { load }: { load: boolean }): Promise<void> {
  if (load) await page.goto(path);
  else await openInApp(page, path);
}

const callsInFlight = new WeakMap<Page, Map<Request, number>>();

/**
 * Installs Playwright's clock on the page and follows its calls in flight, for `passTime`. Install it
 * before the page loads, so that no call escapes the count.
 */
export async function installClock(page: Page, options?: Parameters<Page['clock']['install']>[0]) {
  callsInFlight.set(
    page,
    requestsInFlight(page, (r) => r.resourceType() === 'fetch' || r.resourceType() === 'xhr'),
  );
  await page.clock.install(options);
}

/** Longest single move of the clock: well under the 20 s every call of the app waits for its answer. */
const CLOCK_STEP_MS = 10_000;

/** The home page of en-vn on the test's clock (installClock), shown as far as its entries. */
export async function openHomeOnClock(page: Page): Promise<void> {
  await installClock(page);
  await page.goto('/m/en-vn/home');
  await expect(page.getByRole('navigation', { name: en('home.entries') })).toBeVisible();
}

/**
 * Moves the installed clock on by `ms`, at most 10 s at a time, letting the calls in flight answer
 * between steps. The clock also runs each call's 20 s timeout (Playwright fakes AbortSignal.timeout), and
 * it runs through simulated time far faster than the demo server answers in real time: one long run would
 * time out a call still being answered, and the app would rightly take the member to maintenance.
 */
export async function passTime(page: Page, ms: number): Promise<void> {
  const calls = callsInFlight.get(page);
  if (!calls) throw new Error('passTime needs installClock(page) first');
  for (let left = ms; left > 0; left -= CLOCK_STEP_MS) {
    await expect.poll(() => calls.size, { message: 'the calls in flight answered' }).toBe(0);
    await page.clock.runFor(Math.min(CLOCK_STEP_MS, left));
  }
}

/**
 * The re-authentication step before a sensitive change: the member's login password,
 * then Confirm. Answers once `/api/checkpassword` has answered.
 */
export async function reauthenticate(page: Page, password: string): Promise<void> {
  const step = page.getByRole('group', { name: en('reauth.title') });
  await step.getByLabel(en('reauth.password')).fill(password);
  const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/checkpassword');
  await step.getByRole('button', { name: en('reauth.confirm') }).click();
  await checked;
}

// --- account: fresh members of one's own, so no test races another on a shared member ---------------

let uniqueCounter = 0;
/** A login id no other test uses in this run: a letter, then time and counter in base 36 (≤ 16). */
export function uniqueLoginId(prefix = 'e'): string {
  uniqueCounter += 1;
  const stamp = Date.now().toString(36).slice(-7);
  const random = Math.floor(Math.random() * 36 ** 3).toString(36);
  return `${prefix}${stamp}${uniqueCounter.toString(36)}${random}`.slice(0, 16);
}

/** A phone number no other test uses in this run (10 digits). */
export const uniquePhone = (loginId: string) =>
  `9${[...loginId]
    .reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_000_000, 7)
    .toString()
    .padStart(9, '0')}`;

/** Registers a fresh VND member through the demo API and answers how to log in as them. */
export async function registerMember(
  request: APIRequestContext,
  options: { area?: string; currId?: string } = {},
): Promise<{ loginId: string; password: string; area: string }> {
  const loginId = uniqueLoginId();
  const password = 'secret123';
  const response = await request.post('/api/joinnow/create', {
    data: {
      loginId,
      password: encryptForDemo(password),
      fullName: 'Test Member',
      email: `${loginId}@example.com`,
      countryCode: '+84',
      phone: uniquePhone(loginId),
      currId: options.currId ?? 'VND',
      referralId: '',
      trackingTag: '',
      loginSite: 'mobile',
    },
  });
  const body = (await response.json()) as { errorCode: number };
  expect(body.errorCode).toBe(0);
  return { loginId, password, area: options.area ?? 'en-vn' };
}

/**
 * A fresh member of the test's own, holding `balances`, logged in on `page` through the API (for tests about
 * something else than the login): answers how to log in as them.
 */
export async function logInFreshMember(
  page: Page,
  request: APIRequestContext,
  balances: Record<string, string> = { '-': '1000', SBO: '0' },
): Promise<{ loginId: string; password: string; area: string }> {
  const member = await registerMember(request);
  await request.post('/api/__demo/member', { data: { loginId: member.loginId, balances } });
  await logIn(page, member);
  return member;
}

/**
 * Runs the page as a home-screen app: `display-mode: standalone` matches (Playwright's emulateMedia has no
 * display mode). Every other query, and the list's methods, stay the browser's own.
 */
export async function emulateStandalone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = real(query);
      if (!/display-mode:\s*standalone/.test(query)) return list;
      return new Proxy(list, {
        get: (target, name) => {
          if (name === 'matches') return true;
          const value: unknown = Reflect.get(target, name, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    };
  });
}

/** Every area of the language list active, as an operator opening them all would (Thailand, Malaysia …). */
export async function activateEveryArea(page: Page): Promise<void> {
  await page.route('**/static/language-list.json', async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as { active: boolean }[];
    await route.fulfill({ response, json: list.map((entry) => ({ ...entry, active: true })) });
  });
}

/**
 * The page starts as the browser's and becomes a home-screen app when the test says so
 * (`enterStandalone(page)`), as after an install from the open page: `display-mode: standalone` then
 * matches and its media query list says `change`.
 */
export async function standaloneLater(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    const standalone = Object.assign(new EventTarget(), {
      matches: false,
      media: '(display-mode: standalone)',
    });
    (window as unknown as { enterStandalone: () => void }).enterStandalone = () => {
      standalone.matches = true;
      standalone.dispatchEvent(Object.assign(new Event('change'), { matches: true }));
    };
    window.matchMedia = (query: string) =>
      /display-mode:\s*standalone/.test(query) ? (standalone as unknown as MediaQueryList) : real(query);
  });
}

/** The page installed while open (after `standaloneLater`): it is a home-screen app from now on. */
export const enterStandalone = (page: Page) =>
  page.evaluate(() => (window as unknown as { enterStandalone: () => void }).enterStandalone());

/**
 * Serves config.json with some keys changed, and the pages with the policy the server derives from that
 * config and the page's own styles (an operator who adds an origin to config.json gets it into the policy
 * the same way). Returns the config served.
 */
export async function serveConfig(
  page: Page,
  changes: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  // As the demo server serves it (the build's, with the demo key), with the changes.
  const served = demoServedConfig(
    JSON.parse(readFileSync(repoFile(`${DIST}/config.json`), 'utf8')) as Record<string, unknown>,
  );
  const config: Record<string, unknown> = { ...served, ...changes };
  await page.route('**/m/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: config });
  });
  await page.route(
    (url) => url.pathname.startsWith('/m/') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const policy = contentSecurityPolicy(config, "'none'", () => {}, styleHashesOf(await response.text()));
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': policy },
      });
    },
  );
  return config;
}

/**
 * Every page of the app is answered with the app page (`/m/index.html`), as a member gets it, instead of a
 * pre-rendered one: a pre-rendered page carries the build's copy of its first screen's static files
 * (`build/prerender.ts`), so a test that serves other static files (malformed, unreachable, payloads) needs
 * the app to read them.
 */
export async function serveAppPage(target: Page | BrowserContext): Promise<void> {
  await target.route(
    (url) => url.pathname.startsWith('/m/') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch({ url: new URL('/m/index.html', route.request().url()).href });
      await route.fulfill({ response });
    },
  );
}
