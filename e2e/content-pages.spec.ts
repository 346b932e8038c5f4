import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ANDROID_APP_UA,
  confirmDialog,
  DEMO,
  en,
  loginViaUi,
  repoFile,
  serveAppPage,
  serveConfig,
} from './helpers';

/**
 * Content end to end (part 2): promotions (spec §5 tabs, sanitized HTML), contact, maintenance and
 * restrict with the API down, information, live chat in the apps, and the apps' download-version check.
 */

const staticJson = <T>(path: string): T =>
  JSON.parse(readFileSync(repoFile(`public/static/${path}`), 'utf8')) as T;

// --- promotions ------------------------------------------------------------------------------------------

const tabNames = (page: Page) => page.getByRole('tablist').getByRole('tab').allTextContents();

test('promotion tabs: groups without a promotion are dropped, the all tab stays', async ({ page }) => {
  await page.goto('/m/en-vn/Promotion');
  await expect(page.locator('[data-machine="promotions"]')).toHaveAttribute('data-state', 'ready');
  // The demo content has a VIP group without any promotion.
  expect(await tabNames(page)).toEqual(['All', 'Sports', 'Slots', 'Live casino', 'E-sports']);
  const all = await page.locator('.promo-card h3').count();
  await page.getByRole('tab', { name: 'E-sports' }).click();
  await expect(page.getByRole('tab', { name: 'E-sports' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.promo-card')).toHaveCount(1);
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page.locator('.promo-card')).toHaveCount(all);
});

test('promotion tabs from the server: every empty group goes, even when the all tab is empty too', async ({
  page,
}) => {
  const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/getpromotion');
  await page.route('**/api/getpromotion', (route) =>
    route.fulfill({
      json: {
        errorCode: 0,
        data: {
          menuMods: [
            { groupId: '0', resourceName: 'promo.group.all' },
            { groupId: '7', resourceName: 'Lottery' },
            { groupId: '8', resourceName: 'Fishing' },
            { groupId: '9', resourceName: 'Poker' },
          ],
          promotionContents: [
            { groupIds: '8', imgPath: '', promoteTitle: 'Fishing week', promoteContent: '<p>Nets out.</p>' },
          ],
        },
      },
    }),
  );
  await page.goto('/m/vi-vn/Promotion');
  // The area is the promotion language (spec §7).
  expect((await request).postDataJSON()).toEqual({ lang: 'vi-vn' });
  await expect(page.locator('[data-machine="promotions"]')).toHaveAttribute('data-state', 'ready');
  expect(await tabNames(page)).toEqual(['Tất cả', 'Fishing']);
});

test('promotion HTML with a script, an onerror handler and a javascript: link executes nothing', async ({
  page,
}) => {
  const payload =
    '<p id="x" onmouseover="window.__pwned=1">Big <b>bonus</b></p>' +
    '<script>window.__pwned = 2</script>' +
    '<img src="/nope.png" onerror="window.__pwned=3">' +
    '<svg><script>window.__pwned=4</script></svg>' +
    '<a href="javascript:window.__pwned=5">Claim</a>' +
    '<a href="https://help.lotusplay.example/terms" target="_self">Terms</a>' +
    '<iframe src="/m/livechat-demo.html"></iframe><form action="https://evil.example"><button>Go</button></form>';
  await page.route('**/api/getpromotion', (route) =>
    route.fulfill({
      json: {
        errorCode: 0,
        data: {
          menuMods: [{ groupId: '0', resourceName: 'promo.group.all' }],
          promotionContents: [
            { groupIds: '0', imgPath: 'javascript:alert(1)', promoteTitle: 'Trap', promoteContent: payload },
          ],
        },
      },
    }),
  );
  await page.goto('/m/en-vn/Promotion');
  const card = page.locator('.promo-card');
  await expect(card.getByRole('heading', { name: 'Trap' })).toBeVisible();
  // A bad image path gives no image at all.
  await expect(card.locator('img')).toHaveCount(0);
  await card.getByRole('button', { name: en('promo.details') }).click();
  const content = page.getByTestId('promotion-content');
  await expect(content).toContainText('Big bonus');
  await content.hover();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await content.locator('script, iframe, form, svg, button, [onerror], [onmouseover]').count()).toBe(
    0,
  );
  expect(await content.innerHTML()).not.toMatch(/javascript:|onerror|onmouseover/i);
  const terms = content.getByRole('link', { name: 'Terms' });
  await expect(terms).toHaveAttribute('href', 'https://help.lotusplay.example/terms');
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
  // The javascript: link is left without a target to follow.
  expect(await content.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    [null, 'https://help.lotusplay.example/terms'],
  );
});

test('promotions offer visitors to join and members to deposit', async ({ page }) => {
  await page.goto('/m/en-vn/Promotion');
  const first = page.locator('.promo-card').first();
  await expect(first.getByRole('link', { name: en('promo.joinNow') })).toHaveAttribute(
    'href',
    '/m/en-vn/JoinNow',
  );
  await expect(page.getByRole('heading', { name: en('promo.rulesTitle') })).toBeVisible();
  await loginViaUi(page, DEMO);
  await page.goto('/m/en-vn/Promotion');
  await expect(first.getByRole('link', { name: en('promo.deposit') })).toHaveAttribute(
    'href',
    '/m/en-vn/bank/deposit',
  );
  await expect(first.getByRole('link', { name: en('promo.joinNow') })).toHaveCount(0);
  await first.getByRole('button', { name: en('promo.details') }).click();
  await expect(first.getByRole('button', { name: en('promo.details') })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(first.getByTestId('promotion-content')).toContainText('5,000 K VND');
  await first.getByRole('button', { name: en('promo.details') }).click();
  await expect(first.getByTestId('promotion-content')).toHaveCount(0);
});

// --- contact ---------------------------------------------------------------------------------------------

for (const area of ['en-vn', 'en-id']) {
  test(`contact (${area}): hotline with tariff note, the area's email, live chat, further links in a new window`, async ({
    page,
  }) => {
    const { support } = staticJson<{ support: { email: string; phone: string } }>(`${area}/settings.json`);
    const links = staticJson<Record<string, { name: string; href: string }[]>>('contact-list.json')[area]!;
    await page.goto(`/m/${area}/contactus`);
    const hotline = page.getByRole('link', {
      name: new RegExp(`Hotline ${support.phone.replaceAll(' ', '.')}`),
    });
    await expect(hotline).toHaveAttribute('href', `tel:${support.phone.replace(/[^\d+]/g, '')}`);
    await expect(hotline).toContainText(en('contact.tariff'));
    await expect(page.getByRole('link', { name: new RegExp(`Email ${support.email}`) })).toHaveAttribute(
      'href',
      `mailto:${support.email}`,
    );
    const channels = page.getByRole('region', { name: en('contact.channels') }).getByRole('link');
    await expect(channels).toHaveCount(links.length);
    for (const [i, link] of links.entries()) {
      const a = channels.nth(i);
      await expect(a).toContainText(link.name);
      await expect(a).toHaveAttribute('href', link.href);
      await expect(a).toHaveAttribute('target', '_blank');
      expect((await a.getAttribute('rel'))?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
    }
    // A further link opens a new window that has no handle on this page (its site answered locally).
    await page
      .context()
      .route(links[0]!.href, (route) => route.fulfill({ contentType: 'text/html', body: 'chat' }));
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      channels
        .first()
        .click({ modifiers: [] })
        .catch(() => undefined),
    ]);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    await page.getByRole('button', { name: 'Live chat' }).first().click();
    const chat = page.getByRole('dialog', { name: 'Live chat' });
    await expect(chat.locator('iframe')).toHaveAttribute('src', /\/m\/livechat-demo\.html$/);
  });
}

test('a deployment that names no chat (liveChatUrl "", the default) shows no Live Chat anywhere', async ({
  page,
}) => {
  await serveConfig(page, { liveChatUrl: '' });
  await page.goto('/m/en-vn/contactus');
  // Hydrated (the floating menu comes after it, as a chat would).
  await expect(page.getByTestId('floating-menu')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Email / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Live chat' })).toHaveCount(0);
  // The place it had in the bottom menu stays empty; the other four items are there.
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveCount(4);
});

// --- maintenance and restrict ----------------------------------------------------------------------------

test('maintenance renders with the API unreachable: in full, in the chosen language, with email and live chat', async ({
  page,
  context,
}) => {
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  const { support } = staticJson<{ support: { email: string; phone: string } }>('en-vn/settings.json');
  await page.goto('/m/en-vn/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`Email ${support.email}`) })).toHaveAttribute(
    'href',
    `mailto:${support.email}`,
  );
  await expect(page.getByRole('button', { name: 'Live chat' })).toBeVisible();
  // The unreachable API is reported as spec §8 says, over the page.
  await expect(confirmDialog(page)).toContainText(en('acct_NetworkFail'));
  await confirmDialog(page).getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Language and region').selectOption('vi-vn');
  await page.waitForURL('**/m/vi-vn/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Đang bảo trì' })).toBeVisible();
  await page.getByRole('button', { name: 'Hỗ trợ' }).click();
  await expect(page.getByRole('dialog', { name: 'Hỗ trợ' }).locator('iframe')).toBeVisible();
});

test('restrict renders while the API answers nothing at all', async ({ page, context }) => {
  // Calls hang rather than fail: a failure would rightly move the visitor on to maintenance (spec §8).
  await context.route('**/api/**', () => new Promise(() => {}));
  await page.goto('/m/en-id/restrict');
  await expect(page.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeVisible();
  await expect(page.getByText(en('restrict.text'))).toBeVisible();
  const { support } = staticJson<{ support: { email: string } }>('en-id/settings.json');
  await expect(page.getByRole('link', { name: new RegExp(`Email ${support.email}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Live chat' })).toBeVisible();
  await expect(page.getByLabel('Language and region')).toHaveValue('en-id');
});

test('maintenance still gives the language email when even the static files are out of reach', async ({
  page,
  context,
}) => {
  await context.route('**/api/**', (route) => route.abort('connectionrefused'));
  await context.route('**/static/en-vn/settings.json*', (route) => route.abort('connectionrefused'));
  await serveAppPage(context);
  await page.goto('/m/en-vn/maintenance');
  await expect(page.getByRole('link', { name: new RegExp(`Email ${en('contact.email')}`) })).toHaveAttribute(
    'href',
    `mailto:${en('contact.email')}`,
  );
});

// --- information -----------------------------------------------------------------------------------------

test('information: about, responsible gaming and terms, in the page language, each with its own URL', async ({
  page,
}) => {
  const sections = staticJson<{ sections: { id: string; title: string; paragraphs: string[] }[] }>(
    'id-id/info.json',
  ).sections;
  await page.goto('/m/id-id/info');
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveText(sections.map((s) => s.title));
  await expect(page.getByRole('tabpanel')).toContainText(sections[0]!.paragraphs[0]!);
  await tabs.nth(2).click();
  await expect(page).toHaveURL(/\/m\/id-id\/info\?section=terms$/);
  await expect(page.getByRole('tabpanel')).toContainText(sections[2]!.paragraphs[0]!);
  await page.reload();
  await expect(page.getByRole('tab', { name: sections[2]!.title })).toHaveAttribute('aria-selected', 'true');
});

// --- the apps --------------------------------------------------------------------------------------------

test.describe('in the Android app', () => {
  test.use({ userAgent: ANDROID_APP_UA });

  test('live chat opens in the in-app browser through the native bridge', async ({ page }) => {
    await page.addInitScript(() => {
      // A shell gives the bridge to the main frame only (docs/decisions.md, "Native bridge").
      if (window.top !== window.self) return;
      const w = window as unknown as { AndroidBridge: unknown; __bridgeCalls: unknown[] };
      w.__bridgeCalls = [];
      w.AndroidBridge = { postMessage: (json: string) => w.__bridgeCalls.push(JSON.parse(json)) };
    });
    await page.goto('/m/en-vn/contactus');
    await page.getByRole('button', { name: 'Live chat' }).first().click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __bridgeCalls: unknown[] }).__bridgeCalls))
      .toEqual([
        expect.objectContaining({
          action: 'openInAppBrowser',
          url: expect.stringMatching(/\/m\/livechat-demo\.html$/),
        }),
      ]);
    await expect(page.getByRole('dialog', { name: 'Live chat' })).toHaveCount(0);
  });

  test('a newer app version answered by the OPTIONS check is offered with the download link', async ({
    page,
  }) => {
    const methods: string[] = [];
    await page.route('**/static/download-info.json*', (route) =>
      route.fulfill({
        json: { downloadList: [{ osType: 'android', url: '/m/downloads/lotusplay.apk', version: '1.19.1' }] },
      }),
    );
    await page.route('**/m/downloads/lotusplay.apk', (route) => {
      methods.push(route.request().method());
      return route.fulfill({ status: 204, headers: { 'X-App-Version': '1.20.0' } });
    });
    await page.goto('/m/en-vn/Promotion');
    const offer = page.getByRole('complementary', { name: en('download.updateLabel') });
    await expect(offer).toContainText('Version 1.20.0 of the app is ready.');
    await expect(offer.getByRole('link', { name: en('download.update') })).toHaveAttribute(
      'href',
      /\/m\/downloads\/lotusplay\.apk$/,
    );
    expect(methods).toEqual(['OPTIONS']);
    await offer.getByRole('button', { name: en('download.later') }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: en('download.updateLabel') })).toHaveCount(0);
  });

  test('no offer when the download serves the running version', async ({ page }) => {
    await page.route('**/static/download-info.json*', (route) =>
      route.fulfill({ json: { downloadList: [{ osType: 'android', url: '/m/downloads/lotusplay.apk' }] } }),
    );
    const check = page.waitForRequest((r) => r.method() === 'OPTIONS');
    await page.route('**/m/downloads/lotusplay.apk', (route) =>
      route.fulfill({ status: 204, headers: { 'X-App-Version': '1.19.1' } }),
    );
    await page.goto('/m/en-vn/Promotion');
    await check;
    await page.waitForTimeout(300);
    await expect(page.getByRole('complementary', { name: en('download.updateLabel') })).toHaveCount(0);
  });
});
