import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, en, loginViaUi } from './helpers';

/**
 * the reply schemas of a screen load with that screen. Each feature's schemas are a chunk
 * of their own (`contract/replies/*.ts`), loaded with the feature's first call: a visitor's home brings only
 * the start-up ones, the wallet's come with the wallet.
 */

function schemaChunks(page: Page): Set<string> {
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const name = /\/m\/assets\/(start|account|wallet|rewards)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (name) loaded.add(name);
  });
  return loaded;
}

test('a visitor’s home loads the start-up schemas only', async ({ page }) => {
  const loaded = schemaChunks(page);
  await page.goto('/m/en-vn/home');
  await expect(page.getByRole('navigation', { name: en('home.entries') })).toBeVisible();
  await expect.poll(() => loaded.has('start')).toBe(true);
  await page.waitForLoadState('networkidle');
  expect([...loaded].filter((g) => g !== 'start')).toEqual([]);
});

test('the wallet’s schemas come with the wallet, the lucky draw’s with the lucky draw', async ({ page }) => {
  await loginViaUi(page, DEMO);
  const loaded = schemaChunks(page);
  await page.goto('/m/en-vn/bank/transfer');
  await expect(page.getByTestId('main-balance')).toBeVisible();
  expect(loaded.has('wallet')).toBe(true);
  expect(loaded.has('rewards')).toBe(false);
  await page.goto('/m/en-vn/lucky-draw');
  await expect(page.locator('[data-machine="roulette"]')).toBeVisible();
  await expect.poll(() => loaded.has('rewards')).toBe(true);
});
