import { expect, type Request } from '@playwright/test';
import { test } from './fixtures';
import {
  addSessionCookies,
  answerApi,
  confirmDialog,
  cookieValue,
  DEMO,
  en,
  getCookie,
  hasSession,
  loginViaUi,
  pathOf,
  recordCalls,
  serveConfig,
} from './helpers';

/**
 * Spec §8 and §4: what the member sees when the server answers with an error code or cannot be reached.
 * `/api/getip` is called at every start, so answering it differently triggers each effect on load.
 */

// https: a mirror must be an https origin; Playwright answers it without a network.
const MIRROR = 'https://mirror.test';
/** The page's own API (not the mirror's, not the demo backend's test hooks). */
const apiOfThisSite = (url: URL) =>
  url.origin !== MIRROR && url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/__demo');

test('errorCode -1 sends the member to maintenance in the same area', async ({ page }) => {
  await answerApi(page, '/api/getip', -1);
  await page.goto('/m/en-id/Promotion');
  await expect.poll(() => pathOf(page)).toBe('/m/en-id/maintenance');
  await expect(page.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
});

test('errorCode 4 clears the session and sends the member to restrict', async ({
  page,
  context,
  baseURL,
}) => {
  await addSessionCookies(context, baseURL!);
  await answerApi(page, '/api/getip', 4, { resorceCode: ['acct_restricted'] });
  await page.goto('/m/en-id/account');
  await expect.poll(() => pathOf(page)).toBe('/m/en-id/restrict');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect.poll(() => hasSession(context)).toBe(false);
  expect(await getCookie(context, 'sessionId')).toBeUndefined();
  expect(await getCookie(context, 'token')).toBeUndefined();
});

test('errorCode 1 logs the member out and goes home on the web', async ({ page, context }) => {
  await loginViaUi(page);
  await answerApi(page, '/api/getip', 1, { resorceCode: ['acct_sessionExpired'] });
  const logoutCalls: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/logout') logoutCalls.push(r);
  });

  await page.goto('/m/en-vn/account');
  await expect.poll(() => hasSession(context)).toBe(false);
  await expect.poll(() => pathOf(page)).toBe('/m/en-vn/home');
  // The server already ended the session: nothing is sent to end it again.
  expect(logoutCalls).toHaveLength(0);
});

test('errorCode 2 shows the translated message key in the dialog', async ({ page }) => {
  await answerApi(page, '/api/getip', 2, { resorceCode: ['acct_LoginFirst'] });
  await page.goto('/m/en-vn/home');
  const dialog = confirmDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(en('acct_LoginFirst'));
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  expect(pathOf(page)).toBe('/m/en-vn/home');
});

test('errorCode 2 with resorceCodeFormat fills the parameters into the message', async ({ page }) => {
  await answerApi(page, '/api/getip', 2, {
    resorceCode: ['wallet_mutiClick_notAllowed'],
    resorceCodeFormat: { key: 'wallet_mutiClick_notAllowed', format: ['10:30'] },
  });
  await page.goto('/m/en-vn/home');
  const dialog = confirmDialog(page);
  await expect(dialog).toContainText(en('wallet_mutiClick_notAllowed').replace('{0}', '10:30'));
  await expect(dialog).not.toContainText('{0}');
});

test('an unreachable API without mirrors shows maintenance and the network alert', async ({
  page,
  context,
}) => {
  // Every call of the page's API gets no answer: with only one refused, the answers to the others, sent
  // after it, rightly tell the app the server is reached (and maintenance's failover goes back online).
  await page.route(apiOfThisSite, (route) => route.abort('connectionrefused'));
  await page.goto('/m/en-vn/home');
  await expect.poll(() => pathOf(page)).toBe('/m/en-vn/maintenance');
  await expect(page.locator('[data-machine="hostFailover"]')).toHaveAttribute('data-state', 'unreachable');
  await expect(confirmDialog(page)).toContainText(en('acct_NetworkFail'));
  expect(await getCookie(context, 'hostIndex')).toBeUndefined();
});

test('a call cut off by leaving the page does not send it to maintenance on its way out', async ({
  page,
}) => {
  // The call never answers: Chromium fails it as the member leaves, as a dead network would.
  const held = page.waitForRequest('**/api/getnotices');
  await page.route('**/api/getnotices', () => new Promise(() => {}));
  await page.goto('/m/en-vn/home');
  await held;
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // Where the page stands as it is hidden and unloaded, kept in the tab's sessionStorage to read after.
  await page.evaluate(() => {
    for (const type of ['visibilitychange', 'unload'])
      addEventListener(type, () => sessionStorage.setItem(`path at ${type}`, location.pathname));
  });
  await page.goto('about:blank');
  await page.goto('/m/config.json');
  const seen = await page.evaluate(() => [
    sessionStorage.getItem('path at visibilitychange'),
    sessionStorage.getItem('path at unload'),
  ]);
  expect(seen).toEqual(['/m/en-vn/home', '/m/en-vn/home']);
});

test('back from maintenance, the next network failure shows maintenance again', async ({ page }) => {
  // The server is down, then back: every /api/ call of the page is refused while `down`.
  let down = true;
  await page.route(
    (url) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/__demo'),
    (route) => (down ? route.abort('connectionrefused') : route.fallback()),
  );
  await page.goto('/m/en-vn/home');
  await expect.poll(() => pathOf(page)).toBe('/m/en-vn/maintenance');
  const maintenance = page.locator('[data-machine="hostFailover"]');
  await expect(maintenance).toHaveAttribute('data-state', 'unreachable');
  await confirmDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(confirmDialog(page)).toHaveCount(0);

  // The member tries again: home's calls are answered, so the app knows the server is back.
  down = false;
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/'));
  await maintenance.getByRole('link', { name: en('common.retry') }).click();
  await expect.poll(() => pathOf(page)).toBe('/m/en-vn/home');
  await answered;

  // It goes down again: the next call with no answer is maintenance and the alert again, not nothing.
  down = true;
  await page
    .locator('nav.bottom-menu')
    .getByRole('link', { name: en('menu.promotion') })
    .click();
  await expect.poll(() => pathOf(page)).toBe('/m/en-vn/maintenance');
  await expect(maintenance).toHaveAttribute('data-state', 'unreachable');
  await expect(confirmDialog(page)).toContainText(en('acct_NetworkFail'));
});

test('on a primary domain a network failure never fails over', async ({ page, context }) => {
  await serveConfig(page, { hosts: [MIRROR], primaryDomains: ['localhost'] });
  const mirrorCalls: string[] = [];
  await page.route(`${MIRROR}/**`, (route) => {
    mirrorCalls.push(route.request().url());
    return route.abort();
  });
  await page.route(apiOfThisSite, (route) => route.abort('connectionrefused'));
  await page.goto('/m/en-vn/home');
  await expect.poll(() => pathOf(page)).toBe('/m/en-vn/maintenance');
  await expect(confirmDialog(page)).toContainText(en('acct_NetworkFail'));
  expect(await getCookie(context, 'hostIndex')).toBeUndefined();
  expect(mirrorCalls).toEqual([]);
});

test('a network failure off the primary domains fails over to the next mirror', async ({ page, context }) => {
  await serveConfig(page, { hosts: [MIRROR] });
  // The page's own API is down (only the first call matters: it triggers the switch).
  await page.route(
    (url) => url.origin !== MIRROR && url.pathname === '/api/getip',
    (route) => route.abort('connectionrefused'),
  );
  const mirrorBodies: string[] = [];
  await page.route(`${MIRROR}/api/**`, async (route) => {
    const origin = (await route.request().headerValue('origin')) ?? '*';
    mirrorBodies.push(new URL(route.request().url()).pathname);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' },
      json: { errorCode: 0, data: { ip: '203.0.113.7', country: 'VN' } },
    });
  });

  const mirrorCall = page.waitForRequest((r) => r.url() === `${MIRROR}/api/getip` && r.method() === 'POST', {
    timeout: 15_000,
  });
  await page.goto('/m/en-vn/home');
  const request = await mirrorCall;

  expect(await cookieValue(context, 'hostIndex')).toBe('0');
  const headers = await request.allHeaders();
  expect(headers['x-device']).toBe('mobile');
  expect(headers['x-version']).toBe('1.19.1');
  // The anti-forgery token is for the page's own origin only.
  expect(headers['x-xsrf-token']).toBeUndefined();

  // After the reload the site works from the mirror: home, no maintenance, no alert.
  await expect(page.getByRole('heading', { name: 'Welcome to Lotus Play' })).toBeVisible();
  expect(pathOf(page)).toBe('/m/en-vn/home');
  await expect(confirmDialog(page)).toHaveCount(0);
  expect(mirrorBodies).toContain('/api/getip');
});

test('without the operator’s password key, login is refused on the form and no password is sent', async ({
  page,
}) => {
  // A config.json whose key was left out or mangled: there is no compiled default to fall back on.
  for (const passwordPublicKey of ['', '-----BEGIN PUBLIC KEY-----AAAA-----END PUBLIC KEY-----']) {
    await serveConfig(page, { passwordPublicKey });
    const logins = recordCalls(page, '/api/login');
    await page.goto('/m/en-vn/member/login');
    await page.locator('input[name="loginId"]').fill(DEMO.loginId);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByText(en('acct_passwordKeyMissing'))).toBeVisible();
    expect(logins).toHaveLength(0);
    expect(new URL(page.url()).pathname).toBe('/m/en-vn/member/login');
    await page.unrouteAll();
  }
});
