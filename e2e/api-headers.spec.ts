import { expect, type Page, type Request } from '@playwright/test';
import { test } from './fixtures';
import { ANDROID_APP_UA, cookieValue, DEMO, hasSession, loginViaUi } from './helpers';

/** Contract §4: the headers and bodies the server sees. */

const isPost = (path: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === path;

/** Fills the login form and returns the POST /api/login it sends. */
async function submitLogin(page: Page): Promise<Request> {
  await page.goto(`/m/${DEMO.area}/member/login`);
  // The anti-forgery cookie arrives at start, before the first POST that needs it.
  await expect.poll(() => cookieValue(page.context(), 'XSRF-TOKEN')).toBeTruthy();
  await page.locator('input[name="loginId"]').fill(DEMO.loginId);
  await page.locator('input[name="password"]').fill(DEMO.password);
  const loginRequest = page.waitForRequest(isPost('/api/login'));
  await page.locator('form button[type="submit"]').click();
  return loginRequest;
}

interface LoginBody {
  loginId?: unknown;
  password?: unknown;
  loginSite?: unknown;
}

test.describe('on the mobile web', () => {
  test('POST /api/login carries the contract headers and an encrypted password', async ({ page }) => {
    const request = await submitLogin(page);
    const headers = await request.allHeaders();
    const xsrf = await cookieValue(page.context(), 'XSRF-TOKEN');

    expect(request.url()).toBe(new URL('/api/login', page.url()).href);
    expect(headers['content-type']).toContain('application/json');
    expect(headers['x-device']).toBe('mobile');
    expect(headers['x-version']).toBe('1.19.1');
    expect(xsrf).toBeTruthy();
    expect(headers['x-xsrf-token']).toBe(xsrf);
    expect(headers.authorization).toBeUndefined();

    const body = request.postDataJSON() as LoginBody;
    expect(body.loginId).toBe(DEMO.loginId);
    expect(body.loginSite).toBe('mobile');
    expect(typeof body.password).toBe('string');
    const password = body.password as string;
    expect(password).not.toContain(DEMO.password);
    // RSA-2048 ciphertext: 256 bytes, 344 base64 characters.
    expect(password).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(password, 'base64')).toHaveLength(256);

    await page.waitForURL('**/m/en-vn/home');
    expect(await hasSession(page.context())).toBe(true);
  });

  test('a member call carries the bearer token and the session id', async ({ page }) => {
    await loginViaUi(page);
    // Every start fetches a fresh anti-forgery cookie; let it land before reading the jar.
    const antiforgery = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/antiforgery');
    await page.goto('/m/en-vn/account');
    await antiforgery;
    const sessionId = await cookieValue(page.context(), 'sessionId');
    const token = await cookieValue(page.context(), 'token');
    expect(sessionId).toBeTruthy();
    expect(token).toBeTruthy();

    const logoutRequest = page.waitForRequest(isPost('/api/logout'));
    const logoutResponse = page.waitForResponse((r) => isPost('/api/logout')(r.request()));
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    const request = await logoutRequest;
    const headers = await request.allHeaders();

    expect(headers.authorization).toBe(`Bearer ${token}`);
    expect(headers['x-device']).toBe('mobile');
    expect(headers['x-version']).toBe('1.19.1');
    expect(headers['x-xsrf-token']).toBe(await cookieValue(page.context(), 'XSRF-TOKEN'));
    expect((request.postDataJSON() as { sid?: unknown }).sid).toBe(sessionId);
    // The demo server accepted the session: the pair really belongs together.
    expect(await (await logoutResponse).json()).toEqual({ errorCode: 0, data: null });
  });

  test('the start-up call waits for the anti-forgery token and is accepted', async ({ page }) => {
    const getIp = page.waitForRequest(isPost('/api/getip'));
    const getIpResponse = page.waitForResponse((r) => isPost('/api/getip')(r.request()));
    await page.goto('/m/en-vn/home');
    const request = await getIp;
    const headers = await request.allHeaders();
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-device']).toBe('mobile');
    expect(headers['x-version']).toBe('1.19.1');
    expect(headers['content-type']).toContain('application/json');
    // Even on a first visit the POST carries the token, equal to the cookie it is sent with.
    const sentCookie = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(headers.cookie ?? '')?.[1];
    expect(sentCookie).toBeTruthy();
    expect(headers['x-xsrf-token']).toBe(sentCookie);
    expect((await (await getIpResponse).json()) as { errorCode: number }).toMatchObject({ errorCode: 0 });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('in the Android app', () => {
  test.use({ userAgent: ANDROID_APP_UA });

  test('login is sent as apk, in the header and the body', async ({ page }) => {
    const request = await submitLogin(page);
    const headers = await request.allHeaders();
    expect(headers['x-device']).toBe('apk');
    expect((request.postDataJSON() as LoginBody).loginSite).toBe('apk');
    await page.waitForURL('**/m/en-vn/home');
  });
});
