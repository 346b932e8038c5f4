import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { demoHeaders } from './demoSecret';
import { test } from './fixtures';
import {
  confirmDialog,
  en,
  failNext,
  hasSession,
  loginViaUi,
  memberToken,
  pathOf,
  registerMember,
} from './helpers';

/**
 * The error table's rows the other specs leave out, end to end through the demo backend's fail hook
 * (scoped to a fresh member with `token`): errorCode 5 with both its messages, then logout; errorCode 3's
 * `acct_ip_blocked` (the IP, then logout) and `com_service_unavaible` (a reload). The multi-click time is
 * in bank.spec.ts, errorCode 10 and the roulette minimum in error-reports.spec.ts.
 */

/** A fresh member on their info page, whose next member-info read fails as given. */
async function failOnUserInfo(
  page: Page,
  request: APIRequestContext,
  failure: { errorCode: number; key: string; format?: readonly string[] },
) {
  await loginViaUi(page, await registerMember(request));
  await failNext(request, await memberToken(page.context()), { path: '/api/getmemberinfo', ...failure });
  await page.goto('/m/en-vn/account/userinfo');
  return confirmDialog(page);
}

/** The member closes the dialog, and only then is logged out and sent home. */
async function closeThenLoggedOut(page: Page) {
  const dialog = confirmDialog(page);
  expect(await hasSession(page.context())).toBe(true);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => hasSession(page.context())).toBe(false);
  await expect.poll(() => pathOf(page)).toBe('/m/en-vn/home');
}

/** acct_ip_blocked with the IP the server gives (`errorCode` 3 or 5): the dialog names it, then logs out. */
async function ipNamedThenLoggedOut(page: Page, request: APIRequestContext, errorCode: number, ip: string) {
  const dialog = await failOnUserInfo(page, request, { errorCode, key: 'acct_ip_blocked', format: [ip] });
  await expect(dialog).toContainText(en('acct_ip_blocked').replace('{0}', ip));
  await closeThenLoggedOut(page);
}

test.describe('errorCode 5', () => {
  test('acct_ip_blocked names the IP, then logs out', async ({ page, request }) => {
    await ipNamedThenLoggedOut(page, request, 5, '198.51.100.4');
  });

  test('any other key says the maintenance message, then logs out', async ({ page, request }) => {
    const dialog = await failOnUserInfo(page, request, { errorCode: 5, key: 'acct_something_else' });
    await expect(dialog).toContainText(en('page_Maintenance1'));
    await expect(dialog).not.toContainText('acct_something_else');
    await closeThenLoggedOut(page);
  });
});

test.describe('errorCode 3 follow-ups', () => {
  test('acct_ip_blocked names the IP the server gives, then logs out', async ({ page, request }) => {
    await ipNamedThenLoggedOut(page, request, 3, '192.0.2.44');
  });

  test('acct_ip_blocked without one names the visitor’s IP from /api/getip', async ({ page, request }) => {
    // The demo's /api/getip answers the address the request came from (for tests: X-Demo-Ip).
    await page.setExtraHTTPHeaders(demoHeaders({ 'X-Demo-Ip': '203.0.113.7' }));
    const dialog = await failOnUserInfo(page, request, { errorCode: 3, key: 'acct_ip_blocked' });
    await expect(dialog).toContainText(en('acct_ip_blocked').replace('{0}', '203.0.113.7'));
    await closeThenLoggedOut(page);
  });

  test('com_service_unavaible reloads the page once closed', async ({ page, request }) => {
    await loginViaUi(page, await registerMember(request));
    await page.goto('/m/en-vn/account');
    await page.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
    });
    await failNext(request, await memberToken(page.context()), {
      path: '/api/getmemberinfo',
      errorCode: 3,
      key: 'com_service_unavaible',
    });
    await page
      .getByRole('link', { name: en('route.userInfo.title') })
      .first()
      .click();
    const dialog = confirmDialog(page);
    await expect(dialog).toContainText(en('com_service_unavaible'));
    // Nothing reloads while the member reads.
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false),
      )
      .toBe(false);
    await expect.poll(() => pathOf(page)).toBe('/m/en-vn/account/userinfo');
    // The session survives a reload.
    expect(await hasSession(page.context())).toBe(true);
  });
});
