import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { ANDROID_APP_UA, expiryDriftSeconds, getCookie, IPHONE_UA, repoFile } from './helpers';

/** Spec §2: the dismissible app-download banner, mobile web only. */

const banner = (page: Page) => page.getByRole('complementary', { name: 'Get the app' });

/** The shell is rendered once the bottom menu is; the banner renders with it or not at all. */
async function openHome(page: Page) {
  await page.goto('/m/en-vn/home');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

function androidDownloadUrl(): string {
  const info = JSON.parse(readFileSync(repoFile('public/static/download-info.json'), 'utf8')) as {
    downloadList: { osType: string; url: string }[];
  };
  const url = info.downloadList.find((d) => d.osType === 'android')?.url;
  if (!url) throw new Error('download-info.json lists no android download');
  return url;
}

test.describe('on the Android mobile web', () => {
  test('shows the banner with the Android download link', async ({ page }) => {
    await openHome(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      androidDownloadUrl(),
    );
  });

  test('closing hides it for 7 days, across reloads', async ({ page, context }) => {
    await openHome(page);
    await banner(page).getByRole('button', { name: 'Close the app banner' }).click();
    await expect(banner(page)).toHaveCount(0);

    const closed = await getCookie(context, 'downloadBannerClosed');
    expect(closed).toBeDefined();
    expect(expiryDriftSeconds(closed!, 7)).toBeLessThan(3600);
    expect(closed!.path).toBe('/');
    expect(closed!.sameSite).toBe('Lax');

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/m/en-vn/Promotion');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_UA });

  test('never shows the banner', async ({ page }) => {
    await openHome(page);
    // Still the mobile web channel: it is the iOS browser that rules the banner out.
    await expect(page.locator('[data-machine="deviceChannel"]')).toHaveAttribute('data-state', 'mobileWeb');
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('in the Android app', () => {
  test.use({ userAgent: ANDROID_APP_UA });

  test('never shows the banner', async ({ page }) => {
    // Promotion is open to visitors in the app (home would send them to the login page).
    await page.goto('/m/en-vn/Promotion');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.locator('[data-machine="deviceChannel"]')).toHaveAttribute('data-state', 'androidApp');
    await expect(banner(page)).toHaveCount(0);
  });
});

test("a sports book's frame starts where the header ends, under the banner and once it is closed", async ({
  page,
}) => {
  await page.goto('/m/en-vn/Sportbook');
  await expect(banner(page)).toBeVisible();
  const gap = () =>
    page.evaluate(() => {
      const header = document.querySelector('.app-header')?.getBoundingClientRect();
      const stage = document.querySelector('.frame-stage')?.getBoundingClientRect();
      return header && stage ? Math.round(stage.top - header.bottom) : null;
    });
  await expect.poll(gap).toBe(0);
  const headerBottom = await page.locator('.app-header').evaluate((h) => h.getBoundingClientRect().bottom);
  expect(headerBottom).toBeGreaterThan(56);
  await banner(page).getByRole('button', { name: 'Close the app banner' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(gap).toBe(0);
});
