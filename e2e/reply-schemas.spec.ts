import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, en, loginViaUi } from './helpers';

/**
 * The reply schemas of a screen load with that screen. The kernel's schemas (`contract/replies/start.ts`) and
 * each feature's (`features/{feature}/contract/{feature}Replies.ts`) are a chunk of their own, loaded with the part's first
 * call: a visitor's home brings only the kernel's, the money's come with a money screen.
 */

function schemaChunks(page: Page): Set<string> {
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const name = /\/m\/assets\/(start|\w+Replies)-[\w-]+\.js$/.exec(request.url())?.[1];
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

test('the money’s schemas come with a money screen, the lucky draw’s with the lucky draw', async ({
  page,
}) => {
  await loginViaUi(page, DEMO);
  const loaded = schemaChunks(page);
  await page.goto('/m/en-vn/bank/deposit');
  await expect(page.getByLabel('Bank transfer')).toBeVisible();
  expect(loaded.has('moneyReplies')).toBe(true);
  expect(loaded.has('rewardsReplies')).toBe(false);
  await page.goto('/m/en-vn/lucky-draw');
  await expect(page.locator('[data-machine="roulette"]')).toBeVisible();
  await expect.poll(() => loaded.has('rewardsReplies')).toBe(true);
});
