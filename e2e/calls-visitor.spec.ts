import { expect, type Page } from '@playwright/test';
import { contentSecurityPolicy } from '../server/securityHeaders';
import { demoHeaders } from './demoSecret';
import { test } from './fixtures';
import {
  confirmDialog,
  cookieValue,
  DEMO,
  en,
  getCookie,
  loginViaUi,
  pathOf,
  recordCalls,
  registerMember,
  serveConfig,
} from './helpers';

/**
 * A visitor's calls through the real app and the demo backend: the information page's CMS texts
 * (and the static file when the call fails), the affiliate link of the referral page, and the visitor's IP
 * and country (the area of a first visit, the IP of `acct_ip_blocked`, the external lookup).
 */

const article = (page: Page) => page.locator('#info-panel');

test.describe('the information page (item 1)', () => {
  test('shows the CMS texts of the page language, sanitized', async ({ page }) => {
    const calls = recordCalls(page, '/api/getcmslist');
    await page.goto('/m/en-vn/info');
    await expect(article(page)).toHaveAttribute('data-source', 'cms');
    await expect(article(page)).toContainText('CMS en-vn');
    expect(calls[0]?.postDataJSON()).toEqual({ lang: 'en', isMobile: true });
    // The demo's about text carries an inline handler: the sanitizer dropped it.
    await expect(article(page).locator('[onclick]')).toHaveCount(0);

    await page.goto('/m/vi-vn/info?section=terms');
    await expect(article(page)).toHaveAttribute('data-source', 'cms');
    await expect(article(page).getByRole('heading', { level: 3 })).toHaveText('Điều khoản và điều kiện');
    await expect(article(page).locator('ol li').first()).toBeVisible();
    expect(calls.at(-1)?.postDataJSON()).toEqual({ lang: 'vi', isMobile: true });
  });

  test('falls back to the area’s static file, without a dialog, when the call fails', async ({
    page,
    request,
    context,
  }) => {
    await loginViaUi(page, await registerMember(request));
    const token = await cookieValue(context, 'token');
    const failed = await request.post('/api/__demo/fail', {
      data: { path: '/api/getcmslist', errorCode: 2, key: 'com_request_invalid', token },
    });
    expect(failed.ok()).toBe(true);
    await page.goto('/m/en-vn/info');
    await expect(article(page)).toHaveAttribute('data-source', 'static');
    await expect(article(page)).not.toContainText('CMS en-vn');
    await expect(article(page).getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(confirmDialog(page)).toHaveCount(0);
  });
});

test.describe('the affiliate link of the referral page (item 2)', () => {
  test('a VND member gets the VND programme', async ({ page }) => {
    await loginViaUi(page, DEMO);
    await page.goto('/m/en-vn/account/referral');
    const link = page.getByTestId('affiliate').getByRole('link', { name: en('referral.affiliateOpen') });
    await expect(link).toHaveAttribute('href', 'https://affiliate.lotusplay.example/vn/join');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('an IDR member gets the IDR programme', async ({ page, request }) => {
    await loginViaUi(page, await registerMember(request, { currId: 'IDR', area: 'en-id' }));
    await page.goto('/m/en-id/account/referral');
    await expect(page.getByTestId('affiliate').getByRole('link')).toHaveAttribute(
      'href',
      'https://affiliate.lotusplay.example/id/join',
    );
  });
});

test.describe('the visitor’s country picks the area of a first visit (item 4)', () => {
  test.use({ extraHTTPHeaders: demoHeaders({ 'X-Demo-Country': 'ID' }) });

  test('a visitor from Indonesia without an area cookie lands on en-id', async ({ page, context }) => {
    await page.goto('/m/');
    await expect.poll(() => pathOf(page)).toBe('/m/en-id/home');
    await expect.poll(async () => (await getCookie(context, 'area'))?.value).toBe('en-id');
  });

  test('an area in the URL, or one remembered in the cookie, stays', async ({ page }) => {
    const answered = () => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/getip');
    let ip = answered();
    await page.goto('/m/en-vn/Promotion');
    await ip;
    await page.waitForTimeout(300);
    expect(pathOf(page)).toBe('/m/en-vn/Promotion');
    ip = answered();
    await page.goto('/m/');
    await ip;
    // The remembered area's home, reached however slowly; then a short window in which nothing moves it.
    await expect.poll(() => pathOf(page)).toBe('/m/en-vn/home');
    await page.waitForTimeout(300);
    expect(pathOf(page)).toBe('/m/en-vn/home');
  });
});

test.describe('the external IP lookup (ipLookupUrl)', () => {
  const LOOKUP = 'https://ip-lookup.test/v1/json';

  /** Serves config.json with the lookup, and the pages with the policy that config gives. */
  async function serveLookupConfig(page: Page) {
    const config = await serveConfig(page, { ipLookupUrl: LOOKUP });
    expect(contentSecurityPolicy(config)).toContain('https://ip-lookup.test');
  }

  test('fills the IP /api/getip did not give, shown by acct_ip_blocked', async ({
    page,
    request,
    context,
  }) => {
    await page.setExtraHTTPHeaders(demoHeaders({ 'X-Demo-Ip': 'none' }));
    await serveLookupConfig(page);
    const lookups: string[] = [];
    await context.route(LOOKUP, (route) => {
      lookups.push(route.request().url());
      return route.fulfill({
        json: { ip: '198.51.100.23' },
        headers: { 'access-control-allow-origin': '*' },
      });
    });
    await loginViaUi(page, await registerMember(request));
    await expect.poll(() => lookups.length).toBeGreaterThan(0);
    const token = await cookieValue(context, 'token');
    await request.post('/api/__demo/fail', {
      data: { path: '/api/getmemberinfo', errorCode: 3, key: 'acct_ip_blocked', token },
    });
    // The account page's head reads the member info: the refusal comes with the IP the lookup found.
    await page
      .getByRole('navigation', { name: en('menu.label') })
      .getByRole('link', { name: en('menu.account') })
      .click();
    await expect(confirmDialog(page)).toContainText(en('acct_ip_blocked').replace('{0}', '198.51.100.23'));
  });

  test('is not called when /api/getip gives the IP, and never holds up the first screen', async ({
    page,
    context,
  }) => {
    await serveLookupConfig(page);
    const lookups: string[] = [];
    // A lookup that never answers.
    await context.route(LOOKUP, (route) => {
      lookups.push(route.request().url());
    });
    // Waited for from before the visit: the page's goto returns once the app has taken over, which may
    // be after getip has answered.
    const ipAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/getip');
    await page.goto('/m/en-vn/home');
    await ipAnswered;
    await page.waitForTimeout(300);
    expect(lookups).toEqual([]);

    await page.setExtraHTTPHeaders(demoHeaders({ 'X-Demo-Ip': 'none' }));
    await page.goto('/m/en-vn/home');
    await expect.poll(() => lookups.length).toBe(1);
    await expect(page.getByRole('heading', { name: en('route.home.title') })).toBeAttached();
  });
});
