import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What the first screen does not show does no work at load: the side menu's code is fetched when the
 * member reaches for the menu button, not while the page loads; the notices line stands still while the
 * page loads and whenever it is out of view (a moving line costs the main thread a task every frame).
 */

/** The paths the page asks for from now on, each with its kind (`script`, `stylesheet`, `image`…). */
function requestsOf(page: Page) {
  const requests: { type: string; path: string }[] = [];
  page.on('request', (request) =>
    requests.push({ type: request.resourceType(), path: new URL(request.url()).pathname }),
  );
  return {
    all: () => requests.map((r) => r.path),
    of: (type: string) => requests.filter((r) => r.type === type).map((r) => r.path),
  };
}

/** Home opened, its notices line shown: the first screen is the app's. */
async function openHome(page: Page) {
  await page.goto('/m/en-vn/home', { waitUntil: 'networkidle' });
  await expect(page.locator('.notices-line button').first()).toBeVisible();
}

/** The play state of the notices line's scroll. */
const noticesScroll = (page: Page) =>
  page
    .locator('.notices-track ul')
    .evaluate((list) => list.getAnimations().find((a) => a instanceof CSSAnimation)?.playState ?? 'none');

test('home loads no side-menu code until a finger reaches the menu button, and the menu then opens', async ({
  page,
}) => {
  const requests = requestsOf(page);
  await openHome(page);
  // Idle after load: nothing more arrives for the menu.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await page.waitForLoadState('networkidle');
  const scripts = requests.of('script');
  expect(scripts.some((path) => /\/assets\/(index|start-[^/]*)-[^/]+\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => /\/SideMenu-[^/]+\.js$/.test(path))).toEqual([]);

  const menuCode = page.waitForRequest((request) => /\/SideMenu-[^/]+\.js$/.test(request.url()));
  await page.getByRole('button', { name: 'Open menu' }).hover();
  await menuCode;
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the notices line stands still while home loads, moves once idle and in view, and stops off screen', async ({
  page,
}) => {
  await page.goto('/m/en-vn/home');
  await expect(page.locator('.notices-line button').first()).toBeVisible();
  expect(await noticesScroll(page)).toBe('paused');
  await expect.poll(() => noticesScroll(page), { timeout: 15_000 }).toBe('running');
  // Scrolled out of view: still.
  await page.locator('.notices-line').evaluate((line) => {
    const main = document.scrollingElement ?? document.documentElement;
    main.scrollTo(0, line.getBoundingClientRect().bottom + main.scrollTop + 10);
  });
  await expect.poll(() => noticesScroll(page)).toBe('paused');
});

test('the shell’s styles come inline with the page and are not fetched or applied a second time', async ({
  page,
}) => {
  const requests = requestsOf(page);
  await openHome(page);
  expect(requests.of('stylesheet')).toEqual([]);
  const styleSheets = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => sheet.href ?? `inline ${sheet.cssRules.length}`),
  );
  expect(styleSheets.filter((sheet) => sheet.startsWith('inline')).length).toBeGreaterThan(0);
  expect(styleSheets.filter((sheet) => /\/assets\/index-[^/]+\.css$/.test(sheet))).toEqual([]);
  // Styled all the same: the header sits on the shell's navy.
  expect(
    await page
      .locator('header')
      .first()
      .evaluate((h) => getComputedStyle(h).backgroundColor),
  ).not.toBe('rgba(0, 0, 0, 0)');
  // A screen with styles of its own still gets them.
  await page.goto('/m/en-vn/member/login', { waitUntil: 'networkidle' });
  expect(
    requests.of('stylesheet').filter((sheet) => /\/assets\/account-[^/]+\.css$/.test(sheet)),
  ).toHaveLength(1);
});

test('home asks for few files before it is idle: each request costs the main thread a dozen tasks', async ({
  page,
}) => {
  const requests = requestsOf(page);
  await openHome(page);
  await page.waitForLoadState('networkidle');
  const scripts = requests.of('script');
  // The entry and its start stages, then home's view, its feed (a chunk of its own, so that it fails alone),
  // the game lists' code, the carousel, the notices line, the kernel's reply schemas and the service
  // worker's place.
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(13);
  // Images: the banners in view and the first row of the rank list; the rest wait until scrolled near.
  expect(requests.all().length, requests.all().join('\n')).toBeLessThanOrEqual(30);
});
