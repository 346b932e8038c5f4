import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { ANDROID_APP_UA, loginViaUi, pathOf } from './helpers';

/** Contract §1: redirects, canonical spelling and the guards of every channel. */

/** Opens a URL and expects the app to settle on `expected` (a path, search excluded). */
async function expectLanding(page: Page, url: string, expected: string, timeout?: number) {
  await page.goto(url);
  await expect.poll(() => pathOf(page), { timeout }).toBe(expected);
}

/** The screen's title in the header, which proves the app rendered the screen it is on. */
const headerTitle = (page: Page, title: string) =>
  page.getByRole('banner').getByRole('heading', { name: title, exact: true });

// Tagged @nginx: also run against the generated nginx configuration (playwright.nginx.config.ts).
test.describe('redirects', { tag: '@nginx' }, () => {
  test("/m/ goes to the default area's home", async ({ page }) => {
    await expectLanding(page, '/m/', '/m/en-vn/home');
    await expect(page.getByRole('heading', { name: 'Welcome to Lotus Play' })).toBeVisible();
  });

  test("/m (no trailing slash) goes to the default area's home", async ({ page }) => {
    await expectLanding(page, '/m', '/m/en-vn/home', 3_000);
  });

  test('/m/ goes to the area remembered in the area cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'area', value: 'vi-vn', url: baseURL!, sameSite: 'Lax' }]);
    await expectLanding(page, '/m/', '/m/vi-vn/home');
  });

  test('an unknown area goes to the same route under the default area', async ({ page }) => {
    await expectLanding(page, '/m/xx-yy/Promotion', '/m/en-vn/Promotion');
    await expect(headerTitle(page, 'Promotions')).toBeVisible();
  });

  test('an inactive area goes to the same route under the default area', async ({ page }) => {
    await expectLanding(page, '/m/th-th/Promotion', '/m/en-vn/Promotion');
  });

  test('an unknown route goes to home of the same area', async ({ page }) => {
    await expectLanding(page, '/m/vi-vn/no-such-page', '/m/vi-vn/home');
    await expectLanding(page, '/m/en-id/bank/nothing/here', '/m/en-id/home');
  });

  test('matching ignores case and redirects to the canonical spelling', async ({ page }) => {
    await expectLanding(page, '/m/EN-VN/promotion', '/m/en-vn/Promotion');
    await expectLanding(page, '/m/en-vn/joinnow', '/m/en-vn/JoinNow');
    await expectLanding(page, '/m/en-vn/BANK/DEPOSIT', '/m/en-vn/JoinNow');
  });

  test('the canonical redirect keeps the query string', async ({ page }) => {
    await page.goto('/m/en-vn/promotion?tag=keep_me');
    await expect.poll(() => page.url()).toMatch(/\/m\/en-vn\/Promotion\?tag=keep_me$/);
  });
});

test.describe('guards for a visitor on the web', () => {
  for (const route of ['account', 'account/userinfo', 'bank/deposit', 'bank/withdraw']) {
    test(`${route} sends the visitor to JoinNow`, async ({ page }) => {
      await expectLanding(page, `/m/en-vn/${route}`, '/m/en-vn/JoinNow');
      await expect(headerTitle(page, 'Join now')).toBeVisible();
    });
  }

  test('membersetting sends the visitor to the login page', async ({ page }) => {
    await expectLanding(page, '/m/en-vn/membersetting', '/m/en-vn/member/login');
    await expect(page.locator('input[name="loginId"]')).toBeVisible();
  });

  test('home stays open on the web', async ({ page }) => {
    await page.goto('/m/en-vn/home');
    await expect(page.getByRole('heading', { name: 'Welcome to Lotus Play' })).toBeVisible();
    expect(pathOf(page)).toBe('/m/en-vn/home');
  });

  test('fingerprint-login outside the apps goes home', async ({ page }) => {
    await expectLanding(page, '/m/en-vn/fingerprint-login', '/m/en-vn/home');
  });
});

test.describe('guards in the Android app', () => {
  test.use({ userAgent: ANDROID_APP_UA });

  test('home sends the visitor to the login page', async ({ page }) => {
    await expectLanding(page, '/m/en-vn/home', '/m/en-vn/member/login');
    await expect(page.locator('input[name="loginId"]')).toBeVisible();
  });

  test('fingerprint-login stays open', async ({ page }) => {
    await page.goto('/m/en-vn/fingerprint-login');
    await expect(headerTitle(page, 'Fingerprint login')).toBeVisible();
    expect(pathOf(page)).toBe('/m/en-vn/fingerprint-login');
  });
});

test.describe('guards for a member', { tag: '@nginx' }, () => {
  test('account, bank/deposit and membersetting are reachable after login', async ({ page }) => {
    await loginViaUi(page);

    await page.goto('/m/en-vn/account');
    await expect(page.getByRole('navigation', { name: 'Account menu' })).toBeVisible();
    expect(pathOf(page)).toBe('/m/en-vn/account');

    await page.goto('/m/en-vn/bank/deposit');
    await expect(headerTitle(page, 'Deposit')).toBeVisible();
    expect(pathOf(page)).toBe('/m/en-vn/bank/deposit');

    await page.goto('/m/en-vn/membersetting');
    await expect(headerTitle(page, 'Settings')).toBeVisible();
    await expect(page.getByLabel('Language and region')).toBeVisible();
    expect(pathOf(page)).toBe('/m/en-vn/membersetting');
  });
});
