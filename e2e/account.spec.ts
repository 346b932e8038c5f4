import type { Page, Request } from '@playwright/test';
import { demoHeaders } from './demoSecret';
import { expect, test } from './fixtures';
import {
  ANDROID_APP_UA,
  activateEveryArea,
  confirmDialog,
  DEMO,
  DEMO_IDR,
  en,
  hasSession,
  loginViaUi,
  pathOf,
  readLocale,
  recordCalls,
  registerMember,
  sealed,
} from './helpers';

/**
 * The account end to end: login and logout on the web and in the app, the password never in clear, forgot
 * password, a login handed over from another site, session resume, the private-mode notice and notices.
 * Logins and logouts use members of their own (registered per test) where a session is ended.
 */

const loginIdInput = (page: Page) => page.locator('input[name="loginId"]');
const passwordInput = (page: Page) => page.locator('input[name="password"]');
const submitButton = (page: Page) => page.locator('form button[type="submit"]');

async function fillLogin(page: Page, loginId: string, password: string) {
  await loginIdInput(page).fill(loginId);
  await passwordInput(page).fill(password);
}

/** The body of a POST as the server received it, raw. */
const rawBody = (request: Request) => request.postData() ?? '';

test.describe('login and logout', () => {
  test('on the web: the password travels encrypted, the session is set, logout clears it and goes home', async ({
    page,
    request,
    context,
  }) => {
    const member = await registerMember(request);
    const logins = recordCalls(page, '/api/login');
    await page.goto('/m/en-vn/member/login');
    await expect(page.locator('[data-machine="login"]')).toHaveAttribute('data-state', 'editing');
    await fillLogin(page, member.loginId, member.password);
    await submitButton(page).click();
    await page.waitForURL('**/m/en-vn/home');
    expect(await hasSession(context)).toBe(true);

    expect(logins).toHaveLength(1);
    const body = rawBody(logins[0]!);
    // The clear password appears nowhere in what was sent.
    expect(body).not.toContain(member.password);
    const sent = logins[0]!.postDataJSON() as { loginId: string; password: string; loginSite: string };
    expect(sent).toMatchObject({ loginId: member.loginId, loginSite: 'mobile' });
    expect(Buffer.from(sent.password, 'base64')).toHaveLength(256);

    await page.goto('/m/en-vn/account');
    await expect(page.getByTestId('account-main-balance')).toContainText('0');
    await page
      .getByRole('main')
      .getByRole('button', { name: en('account.logout') })
      .click();
    await page.waitForURL('**/m/en-vn/home');
    await expect.poll(() => hasSession(context)).toBe(false);
  });

  test('in the Android app: sent as apk; logout returns to the login page', async ({ browser, request }) => {
    const member = await registerMember(request);
    const context = await browser.newContext({
      userAgent: ANDROID_APP_UA,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const logins = recordCalls(page, '/api/login');
    // Home needs a login in the apps.
    await page.goto('/m/en-vn/home');
    await page.waitForURL('**/m/en-vn/member/login');
    await expect(page.getByRole('link', { name: en('login.withFingerprint') })).toBeVisible();
    await fillLogin(page, member.loginId, member.password);
    await submitButton(page).click();
    await page.waitForURL('**/m/en-vn/home');
    expect((logins[0]!.postDataJSON() as { loginSite: string }).loginSite).toBe('apk');
    expect(rawBody(logins[0]!)).not.toContain(member.password);

    await page.goto('/m/en-vn/membersetting');
    await page
      .getByRole('main')
      .getByRole('button', { name: en('account.logout') })
      .click();
    await page.waitForURL('**/m/en-vn/member/login');
    expect(await hasSession(context)).toBe(false);
    await context.close();
  });

  test('a wrong password: the server message in the dialog, the form kept without the password', async ({
    page,
  }) => {
    await page.goto('/m/en-vn/member/login');
    await fillLogin(page, DEMO.loginId, 'wrong-password');
    await submitButton(page).click();
    await expect(confirmDialog(page)).toContainText(en('acct_loginFail'));
    // The member mends a wrong password: nothing for support, so no "Show details".
    await expect(confirmDialog(page).getByRole('button', { name: en('dialog.showDetail') })).toHaveCount(0);
    await confirmDialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(loginIdInput(page)).toHaveValue(DEMO.loginId);
    await expect(passwordInput(page)).toHaveValue('');
    expect(await hasSession(page.context())).toBe(false);
  });

  test('too many wrong passwords: login is refused, the message names the minutes, in the member’s language', async ({
    page,
    request,
  }) => {
    // A member and an address of this test's own (the demo believes X-Forwarded-For from this machine): the
    // suite's other logins, all from 127.0.0.1, keep their tries.
    const member = await registerMember(request);
    const from = { 'X-Forwarded-For': '198.51.100.35' };
    for (let i = 0; i < 5; i++) {
      const wrong = await request.post('/api/login', {
        headers: from,
        data: { loginId: member.loginId, password: sealed(`wrong${i}`), loginSite: 'mobile' },
      });
      expect(((await wrong.json()) as { errorCode: number }).errorCode).toBe(2);
    }
    await page.setExtraHTTPHeaders(demoHeaders(from));
    for (const [area, language] of [
      ['en-vn', 'en'],
      ['vi-vn', 'vi'],
    ] as const) {
      await page.goto(`/m/${area}/member/login`);
      // The right password now: refused until the window has passed.
      await fillLogin(page, member.loginId, member.password);
      await submitButton(page).click();
      const text = readLocale(language)?.acct_login_tooMany ?? 'missing';
      await expect(confirmDialog(page)).toContainText(text.replace('{0}', '15'));
      await confirmDialog(page).getByRole('button').first().click();
      expect(await hasSession(page.context())).toBe(false);
    }
  });

  test('an empty form is not sent: the form says what is missing', async ({ page }) => {
    const logins = recordCalls(page, '/api/login');
    await page.goto('/m/en-vn/member/login');
    await loginIdInput(page).fill(DEMO.loginId);
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(en('page_emptycheck'));
    // The field left empty is marked and takes the focus; the filled one is not.
    await expect(passwordInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordInput(page)).toBeFocused();
    await expect(loginIdInput(page)).not.toHaveAttribute('aria-invalid', 'true');
    expect(logins).toHaveLength(0);
  });

  for (const area of ['en-vn', 'th-th']) {
    test(`${area}: an empty submit marks both fields and focuses the first`, async ({ page }) => {
      const texts = readLocale(area.slice(0, 2))!;
      await activateEveryArea(page);
      await page.goto(`/m/${area}/member/login`);
      await submitButton(page).click();
      await expect(page.getByRole('alert')).toHaveText(texts.page_emptycheck!);
      for (const input of [loginIdInput(page), passwordInput(page)]) {
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAttribute('aria-describedby', /login-error/);
      }
      await expect(loginIdInput(page)).toBeFocused();
      // Typing clears the message, and the marks with it.
      await loginIdInput(page).fill('someone');
      await expect(loginIdInput(page)).not.toHaveAttribute('aria-invalid', 'true');
    });
  }
});

test.describe('forgot password', () => {
  test('with the account email: the reset message; with another email: the server refusal', async ({
    page,
  }) => {
    const calls = recordCalls(page, '/api/forgotpassword');
    await page.goto('/m/en-vn/member/login');
    await page.getByRole('button', { name: en('login.forgot') }).click();
    await expect(page.locator('[data-machine="login"]')).toHaveAttribute('data-state', 'forgot.filling');
    await loginIdInput(page).fill(DEMO.loginId);
    await page.locator('input[name="email"]').fill('someone@example.com');
    await page.getByRole('button', { name: en('login.forgotSubmit') }).click();
    await expect(confirmDialog(page)).toContainText(en('acct_forgot_notMatch'));
    await confirmDialog(page).getByRole('button', { name: 'OK' }).click();

    await page.locator('input[name="email"]').fill('demo@example.com');
    await page.waitForTimeout(550); // the button drops taps within 500 ms (spec §9)
    await page.getByRole('button', { name: en('login.forgotSubmit') }).click();
    await expect(confirmDialog(page)).toContainText(en('acct_Passowrd_ResetSuccess'));
    expect(calls.map((c) => c.postDataJSON())).toEqual([
      { loginId: 'demo', email: 'someone@example.com' },
      { loginId: 'demo', email: 'demo@example.com' },
    ]);
    await confirmDialog(page).getByRole('button', { name: 'OK' }).click();
    // Back on the login form, the id kept.
    await expect(page.locator('[data-machine="login"]')).toHaveAttribute('data-state', 'editing');
    await expect(loginIdInput(page)).toHaveValue('demo');
  });
});

test.describe('login handed over and session resume', () => {
  test('a key from another site logs the member in once; used again, the form stays', async ({
    page,
    request,
  }) => {
    const hook = await request.post('/api/__demo/handover', { data: { loginId: DEMO_IDR.loginId } });
    const { key } = ((await hook.json()) as { data: { key: string } }).data;
    const from = recordCalls(page, '/api/fromlogin');
    await page.goto(`/m/en-id/member/login?loginKey=${key}&redirect=/m/en-id/home`);
    // Asked first (contract §8): nothing is granted before the member says yes.
    await expect(page.getByRole('heading', { name: `Continue as ${DEMO_IDR.loginId}?` })).toBeVisible();
    expect(from).toHaveLength(0);
    // the key has left the address (the entry replaced, so not in the history), the
    // redirect has not.
    expect(new URL(page.url()).search).toBe(`?redirect=${encodeURIComponent('/m/en-id/home')}`);
    expect(await page.evaluate(() => history.length)).toBe(2);
    await page.getByRole('button', { name: en('login.handoverContinue') }).click();
    await page.waitForURL('**/m/en-id/home');
    expect(await hasSession(page.context())).toBe(true);
    expect(from[0]!.postDataJSON()).toEqual({ key, loginSite: 'mobile' });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('accountInfo') ?? '{}').currId)).toBe(
      'IDR',
    );

    await page.context().clearCookies();
    await page.goto(`/m/en-id/member/login?loginKey=${key}`);
    await expect(confirmDialog(page)).toContainText(en('acct_loginFrom_invalid'));
    await expect(page.locator('[data-machine="login"]')).toHaveAttribute('data-state', 'editing');
  });

  test('a handover link over an open session asks first; cancelling keeps the member logged in as before', async ({
    page,
    request,
  }) => {
    await loginViaUi(page);
    const hook = await request.post('/api/__demo/handover', { data: { loginId: DEMO_IDR.loginId } });
    const { key } = ((await hook.json()) as { data: { key: string } }).data;
    const from = recordCalls(page, '/api/fromlogin');
    await page.goto(`/m/en-vn/member/login?loginKey=${key}`);
    await expect(page.getByRole('heading', { name: `Continue as ${DEMO_IDR.loginId}?` })).toBeVisible();
    await expect(
      page.getByText(en('login.handoverSwitch').replace('{loginId}', DEMO_IDR.loginId)),
    ).toBeVisible();
    expect(page.url()).not.toContain(key);
    const revoked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/revokeloginkey');
    await page.getByRole('button', { name: en('login.handoverCancel') }).click();
    await page.waitForURL('**/m/en-vn/home');
    expect(from).toHaveLength(0);
    expect(await hasSession(page.context())).toBe(true);
    // the declined key is revoked (contract §9), so no one can redeem it after Cancel.
    expect((await revoked).request().postDataJSON()).toEqual({ loginKey: key });
    const redeem = await request.post('/api/getloginfrom', { data: { key } });
    expect(((await redeem.json()) as { data: { resorceCode: string[] } }).data.resorceCode).toEqual([
      'acct_loginFrom_invalid',
    ]);
    // Still the same member: the account page names them.
    await page.goto('/m/en-vn/account');
    await expect(page.getByText(DEMO.loginId, { exact: true }).first()).toBeVisible();
  });

  test('opening the login page with a live session confirms it and goes on', async ({ page }) => {
    await loginViaUi(page);
    await page.evaluate(() => localStorage.removeItem('accountInfo'));
    const resumed = recordCalls(page, '/api/sessionlogin');
    const info = recordCalls(page, '/api/getlogininfo');
    await page.goto('/m/en-vn/member/login?redirect=/m/en-vn/account');
    await page.waitForURL((url) => url.pathname === '/m/en-vn/account');
    expect(resumed).toHaveLength(1);
    expect(info).toHaveLength(1);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('accountInfo') ?? '{}'))).toMatchObject({
      currId: 'VND',
      loginIpGeo: 'VN',
    });
  });
});

test.describe('private mode', () => {
  test('a storage quota below 120 million bytes shows the notice', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.storage, 'estimate', {
        value: () => Promise.resolve({ quota: 119_000_000, usage: 0 }),
      });
    });
    await page.goto('/m/en-vn/member/login');
    await expect(page.getByTestId('private-mode-notice')).toHaveText(en('private.notice'));
  });

  test('an ordinary quota shows none', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.storage, 'estimate', {
        value: () => Promise.resolve({ quota: 2_000_000_000, usage: 0 }),
      });
    });
    await page.goto('/m/en-vn/JoinNow');
    await expect(page.locator('[data-machine="registration"]')).toBeVisible();
    await expect(page.locator('input[name="loginId"]')).toBeVisible();
    await expect(page.getByTestId('private-mode-notice')).toHaveCount(0);
  });
});

test.describe('notices', () => {
  test('the home line shows them to visitors; one opens sanitized', async ({ page }) => {
    // Still titles for a steady tap (the line stands still for reduced motion, as it pauses under a finger).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/m/en-vn/home');
    const line = page.getByRole('region', { name: en('notice.title') });
    await expect(line).toBeVisible();
    await line.getByRole('button', { name: 'Scheduled maintenance' }).click();
    const sheet = page.getByRole('dialog', { name: 'Scheduled maintenance' });
    await expect(sheet).toContainText('Tuesday 02:00-04:00');
    // The script and the handler of the server HTML are gone; the https link opens outside.
    expect(await sheet.locator('script, [onerror]').count()).toBe(0);
    await expect(sheet.getByRole('link', { name: 'Service status' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(await page.evaluate(() => (window as { __noticeXss?: number }).__noticeXss)).toBeUndefined();
    await sheet.getByRole('button', { name: en('notice.close') }).click();
    await expect(sheet).toHaveCount(0);
  });

  test('member settings list them with detail, the version and logout', async ({ page }) => {
    await loginViaUi(page, DEMO_IDR);
    const calls = recordCalls(page, '/api/getnotices');
    await page.goto('/m/id-id/membersetting');
    const list = page.locator('[data-machine="notices"]');
    await expect(list).toHaveAttribute('data-state', 'list');
    // The last call is this page's (the home page left behind may have asked for its own).
    expect(calls.at(-1)!.postDataJSON()).toMatchObject({ lang: 'id', isMobile: true });
    await list.getByRole('button', { name: /Bonus sambutan baru/ }).click();
    await expect(page.getByRole('dialog', { name: 'Bonus sambutan baru' })).toContainText(
      '100% welcome bonus',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('app-version')).toHaveText('1.19.1');
    expect(pathOf(page)).toBe('/m/id-id/membersetting');
  });
});
