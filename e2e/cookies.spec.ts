import { expect } from '@playwright/test';
import { test } from './fixtures';
import { cookieValue, DEMO_IDR, expiryDriftSeconds, getCookie, hasSession, loginViaUi } from './helpers';

/** Contract §2: which cookies the app writes, with what value, lifetime, path and SameSite. */

const HOUR_S = 3600;

test('ref and tag on any page are remembered for 7 and 30 days', async ({ page, context }) => {
  await page.goto('/m/en-vn/Promotion?ref=abc123&tag=spring_promo');
  await expect.poll(() => cookieValue(context, 'referralId')).toBe('abc123');
  await expect.poll(() => cookieValue(context, 'trackingTag')).toBe('spring_promo');

  const referral = (await getCookie(context, 'referralId'))!;
  const tag = (await getCookie(context, 'trackingTag'))!;
  expect(expiryDriftSeconds(referral, 7)).toBeLessThan(HOUR_S);
  expect(expiryDriftSeconds(tag, 30)).toBeLessThan(HOUR_S);
  for (const cookie of [referral, tag]) {
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
  }
});

test('a campaign value that is not a plain token is not stored', async ({ page, context }) => {
  // The valid tag in the same URL proves the query was read; the markup in ref must be dropped.
  await page.goto(`/m/en-vn/home?ref=${encodeURIComponent('<script>')}&tag=valid_tag`);
  await expect.poll(() => cookieValue(context, 'trackingTag')).toBe('valid_tag');
  expect(await getCookie(context, 'referralId')).toBeUndefined();
});

test('area and language cookies follow the area of the URL for a year', async ({ page, context }) => {
  await page.goto('/m/en-vn/home');
  await expect.poll(() => cookieValue(context, 'area')).toBe('en-vn');
  expect(await cookieValue(context, 'language')).toBe('en-US');

  await page.goto('/m/vi-vn/Promotion');
  await expect.poll(() => cookieValue(context, 'area')).toBe('vi-vn');
  await expect.poll(() => cookieValue(context, 'language')).toBe('vi-VN');

  for (const name of ['area', 'language']) {
    const cookie = (await getCookie(context, name))!;
    expect(expiryDriftSeconds(cookie, 365)).toBeLessThan(HOUR_S);
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
  }
});

test('login sets sessionId and token; logout deletes both and goes home', async ({ page, context }) => {
  expect(await hasSession(context)).toBe(false);
  await loginViaUi(page);

  for (const name of ['sessionId', 'token']) {
    const cookie = (await getCookie(context, name))!;
    expect(cookie.value).not.toBe('');
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Lax');
  }

  await page.goto('/m/en-vn/account');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/m/en-vn/home');
  await expect.poll(() => hasSession(context)).toBe(false);
  expect(await getCookie(context, 'sessionId')).toBeUndefined();
  expect(await getCookie(context, 'token')).toBeUndefined();

  // The guards see the visitor again.
  await page.goto('/m/en-vn/account');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/m/en-vn/JoinNow');
});

test('login remembers the account in local storage; logout forgets it', async ({ page }) => {
  const accountInfo = () =>
    page.evaluate(() => {
      const raw = localStorage.getItem('accountInfo');
      return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    });
  await loginViaUi(page, DEMO_IDR);
  expect(await accountInfo()).toMatchObject({ currId: 'IDR', loginIpGeo: 'ID' });

  await page.goto('/m/en-id/account');
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL('**/m/en-id/home');
  await expect.poll(accountInfo).toBeNull();
});
