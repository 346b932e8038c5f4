import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { cookieValue, readLocale } from './helpers';

/** Contract §1 and §5: the side menu's area and language selector. */

async function switchToVietnamese(page: Page) {
  await page.goto('/m/en-vn/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const select = page.getByRole('dialog', { name: 'Menu' }).getByLabel('Language and region');
  await expect(select).toHaveValue('en-vn');
  await select.selectOption('vi-vn');
  await page.waitForURL('**/m/vi-vn/home');
}

test('switching to vi-vn moves to the Vietnamese area and sets the page language', async ({ page }) => {
  await switchToVietnamese(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
  await expect.poll(() => cookieValue(page.context(), 'area')).toBe('vi-vn');
  await expect.poll(() => cookieValue(page.context(), 'language')).toBe('vi-VN');

  // A reload keeps the area: it is in the URL and in the cookie.
  await page.goto('/m/');
  await page.waitForURL('**/m/vi-vn/home');
});

test('after switching to vi-vn the bottom menu reads Vietnamese', async ({ page }) => {
  const vi = readLocale('vi');
  const labels = ['menu.label', 'menu.home', 'menu.deposit', 'menu.account', 'menu.promotion'];
  const complete = !!vi && labels.every((key) => typeof vi[key] === 'string' && vi[key] !== '');
  test.skip(
    !complete,
    'locales/vi.json (public/, copied to dist/ by the build) is missing, not valid JSON yet, or lacks the bottom-menu keys: it is being written elsewhere',
  );
  const en = readLocale('en')!;
  await switchToVietnamese(page);

  const menu = page.getByRole('navigation', { name: vi!['menu.label'] });
  await expect(menu).toBeVisible();
  for (const key of labels.slice(1)) {
    await expect(menu.getByRole('link', { name: vi![key], exact: true })).toBeVisible();
  }
  if (vi!['menu.home'] !== en['menu.home']) await expect(menu).not.toContainText(en['menu.home']!);
});
