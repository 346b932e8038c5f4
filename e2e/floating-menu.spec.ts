import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';

/** Spec §2 and §4: the draggable floating menu and its back button (navigation history). */

const VIEWPORT = { width: 390, height: 844 };

const floatingMenu = (page: Page) => page.getByTestId('floating-menu');
const toggle = (page: Page) => floatingMenu(page).getByRole('button', { name: 'Quick menu' });

async function expectInsideViewport(locator: Locator, label: string) {
  const box = await locator.boundingBox();
  expect(box, `${label}: no bounding box`).not.toBeNull();
  const { x, y, width, height } = box!;
  expect(x, `${label}: left edge`).toBeGreaterThanOrEqual(0);
  expect(y, `${label}: top edge`).toBeGreaterThanOrEqual(0);
  expect(x + width, `${label}: right edge`).toBeLessThanOrEqual(VIEWPORT.width);
  expect(y + height, `${label}: bottom edge`).toBeLessThanOrEqual(VIEWPORT.height);
}

test('dragging far beyond every edge keeps the button inside the viewport', async ({ page }) => {
  await page.goto('/m/en-vn/home');
  await expect(toggle(page)).toBeVisible();
  expect(page.viewportSize()).toEqual(VIEWPORT);

  const targets: [string, number, number][] = [
    ['left', -400, 400],
    ['top', 200, -600],
    ['right', VIEWPORT.width + 500, 300],
    ['bottom', 100, VIEWPORT.height + 700],
    ['top-left corner', -1000, -1000],
    ['bottom-right corner', VIEWPORT.width + 1000, VIEWPORT.height + 1000],
  ];
  let previous = await toggle(page).boundingBox();
  for (const [edge, x, y] of targets) {
    const box = (await toggle(page).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(x, y, { steps: 8 });
    // While held beyond the edge…
    await expectInsideViewport(toggle(page), `dragging past the ${edge}`);
    const held = await toggle(page).boundingBox();
    expect(held, `the ${edge} drag moved the button`).not.toEqual(previous);
    await page.mouse.up();
    // …and where it rests after the drag.
    await expectInsideViewport(toggle(page), `dropped past the ${edge}`);
    await expectInsideViewport(floatingMenu(page), `menu after the ${edge} drag`);
    // (Dropped, it rests at the free place nearest to the drop, which may be where it rested before.)
    previous = await toggle(page).boundingBox();
  }
  // A drag is not a tap: the menu stayed closed.
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
});

test('a rotation keeps the button inside the new screen, and rotating back too', async ({ page }) => {
  await page.goto('/m/en-vn/home');
  await expect(toggle(page)).toBeVisible();
  // Put it in the bottom-right corner of the portrait screen, far outside the landscape one.
  const box = (await toggle(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(VIEWPORT.width, VIEWPORT.height, { steps: 8 });
  await page.mouse.up();
  for (const screen of [
    { width: 844, height: 390 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(screen);
    await expect
      .poll(async () => {
        const { x, y, width, height } = (await toggle(page).boundingBox())!;
        return x >= 0 && y >= 0 && x + width <= screen.width && y + height <= screen.height;
      }, `inside ${screen.width}x${screen.height}`)
      .toBe(true);
  }
});

test('a tap opens Transfer, Deposit, Home and Back', async ({ page }) => {
  await page.goto('/m/en-vn/Promotion');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  const items = floatingMenu(page).getByRole('listitem');
  await expect(items).toHaveText(['Transfer', 'Deposit', 'Home', 'Back']);
  for (const name of ['Transfer', 'Deposit', 'Home', 'Back']) {
    await expect(floatingMenu(page).getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expectInsideViewport(floatingMenu(page).locator('#floating-items'), 'open items');

  await floatingMenu(page).getByRole('button', { name: 'Home', exact: true }).click();
  await page.waitForURL('**/m/en-vn/home');
  await expect(floatingMenu(page).getByRole('listitem')).toHaveCount(0);
});

test('Back after two pages returns to the previous URL', async ({ page }) => {
  await page.goto('/m/en-vn/Promotion?tab=all');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
  await page.waitForURL('**/m/en-vn/home');
  await expect(floatingMenu(page)).toHaveAttribute('data-state', 'hasPrevious');

  await toggle(page).click();
  await floatingMenu(page).getByRole('button', { name: 'Back', exact: true }).click();
  await page.waitForURL('**/m/en-vn/Promotion?tab=all');
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Promotions' })).toBeVisible();
});

test('Back without a previous page goes home', async ({ page }) => {
  await page.goto('/m/en-vn/contactus');
  await expect(floatingMenu(page)).toHaveAttribute('data-state', 'noPrevious');
  await toggle(page).click();
  await floatingMenu(page).getByRole('button', { name: 'Back', exact: true }).click();
  await page.waitForURL('**/m/en-vn/home');
});
