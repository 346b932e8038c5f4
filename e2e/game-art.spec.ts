import { expect } from '@playwright/test';
import { test } from './fixtures';
import { activateEveryArea } from './helpers';

/** Spec §5: a game whose artwork does not load shows a drawn placeholder in its tile, never a broken image. */

for (const viewport of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
]) {
  for (const area of ['en-vn', 'vi-vn', 'th-th', 'id-id']) {
    test(`${area} ${viewport.width}x${viewport.height}: missing game art is drawn, not broken`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await activateEveryArea(page);
      await page.route('**/static/art/games/**', (route) => route.fulfill({ status: 404, body: '' }));
      await page.goto(`/m/${area}/Games`);
      const tiles = page.locator('main .game-art');
      await expect(tiles.first()).toBeVisible();
      await tiles.first().scrollIntoViewIfNeeded();
      // Every tile on screen shows the drawing; no image that failed stays in the page.
      await expect(page.getByTestId('game-art-placeholder').first()).toBeVisible();
      await expect
        .poll(() =>
          page
            .locator('main .game-art img')
            .evaluateAll(
              (images) =>
                images.filter(
                  (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 0,
                ).length,
            ),
        )
        .toBe(0);
      const box = await tiles.first().boundingBox();
      expect(box?.width).toBeGreaterThan(40);
      expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThan(2);
    });
  }
}

test('art that loads is shown as it is', async ({ page }) => {
  await page.goto('/m/en-vn/Games');
  const image = page.locator('main .game-art img').first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('game-art-placeholder')).toHaveCount(0);
});

test("home's rank list asks for its art as the member scrolls to it, not while the page loads", async ({
  page,
}) => {
  const art: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/static/art/games/')) art.push(new URL(request.url()).pathname);
  });
  await page.goto('/m/en-vn/home', { waitUntil: 'networkidle' });
  const rows = page.locator('.rank-list li');
  await expect(rows.first()).toBeAttached();
  const total = await rows.count();
  expect(total).toBeGreaterThan(3);
  // Rows beyond the screen and the margin below it (all but the first one or two) have asked for nothing yet.
  expect(art.length, art.join(' ')).toBeLessThanOrEqual(2);
  await rows.last().scrollIntoViewIfNeeded();
  const lastImage = rows.last().locator('.game-art img');
  await expect.poll(() => lastImage.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(new Set(art).size).toBeGreaterThan(1);
  await expect(page.getByTestId('game-art-placeholder')).toHaveCount(0);
});
