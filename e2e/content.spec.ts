import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  confirmDialog,
  DEMO,
  en,
  logIn,
  openHomeOnClock,
  passTime,
  recordCalls,
  repoFile,
  serveAppPage,
} from './helpers';

/**
 * Content end to end (part 1): the home carousel (spec §9), the slots and the game launch (spec §5), the
 * game page's `gurl` check and the sports frames (spec §6). Nothing here changes a member's state: games
 * and books only read, so the tests run in parallel.
 */

/** A VND account logging in from Thailand: PT is closed to it (demo member of these tests). */
const ROAMER = { loginId: 'roamer', password: 'demo1234', area: 'en-vn' } as const;

const staticJson = <T>(path: string): T =>
  JSON.parse(readFileSync(repoFile(`public/static/${path}`), 'utf8')) as T;
const firstPtGame = () =>
  staticJson<{ games: { gameCode: string; provider: string; name: string }[] }>(
    'en-vn/game-list.json',
  ).games.find((g) => g.provider === 'PT')!;

// --- home ----------------------------------------------------------------------------------------------

const banner = (id: string) => ({
  id,
  title: `Banner ${id}`,
  imgPath: 'static/art/banners/sports.svg',
  link: 'Promotion',
});

/**
 * Serves `settings.json` with `count` banners, held back until the page's clock is paused, so that the
 * carousel's timer starts at a known instant and every step can be checked to the millisecond.
 */
async function openHomeWithBanners(page: Page, count: number) {
  const settings = staticJson<Record<string, unknown>>('en-vn/settings.json');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/en-vn/settings.json*', async (route) => {
    await released;
    await route.fulfill({
      json: { ...settings, homeBanners: Array.from({ length: count }, (_, i) => banner(`b${i + 1}`)) },
    });
  });
  await serveAppPage(page);
  await openHomeOnClock(page);
  // The banner's code is in and waiting for its file (React reveals lazy parts on a timer of its own).
  await expect(page.locator('.home-banner[data-machine="staticContent"]')).toHaveAttribute(
    'data-state',
    'loading',
  );
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  release();
  return page.getByRole('region', { name: en('home.banners') });
}

const slides = (page: Page) =>
  page
    .locator('.home-banner .carousel-slide a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-banner')));

test.describe('home banner carousel (spec §9)', () => {
  test('five banners: three in view, one step every 3 s, looping round', async ({ page }) => {
    const carousel = await openHomeWithBanners(page, 5);
    await expect(carousel).toHaveAttribute('data-autoplay', 'true');
    // The first banner sits in the middle of the three.
    await expect.poll(() => slides(page)).toEqual(['b5', 'b1', 'b2']);
    await page.clock.runFor(2_999);
    expect(await slides(page)).toEqual(['b5', 'b1', 'b2']);
    await page.clock.runFor(1);
    await expect.poll(() => slides(page)).toEqual(['b1', 'b2', 'b3']);
    await page.clock.runFor(3_000);
    await expect.poll(() => slides(page)).toEqual(['b2', 'b3', 'b4']);
    // Round past the end: the loop brings the first ones back.
    await page.clock.runFor(6_000);
    await expect.poll(() => slides(page)).toEqual(['b4', 'b5', 'b1']);
    await page.clock.runFor(6_000);
    await expect.poll(() => slides(page)).toEqual(['b1', 'b2', 'b3']);
  });

  test('three banners: all in view, no autoplay, no loop', async ({ page }) => {
    const carousel = await openHomeWithBanners(page, 3);
    await expect(carousel).toHaveAttribute('data-autoplay', 'false');
    await expect.poll(() => slides(page)).toEqual(['b3', 'b1', 'b2']);
    await passTime(page, 30_000);
    expect(await slides(page)).toEqual(['b3', 'b1', 'b2']);
  });
});

test('home shows the entries, hot events, the rank game list and the way to the notices', async ({
  page,
}) => {
  // The banners hold still (no autoplay with reduced motion): the slides in view at first stay in view.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/en-vn/home');
  const entries = page.getByRole('navigation', { name: en('home.entries') });
  for (const name of ['Sports', 'E-sports', 'Virtual sports', 'Slots', 'Lucky draw', 'Promotions'])
    await expect(entries.getByRole('link', { name, exact: true })).toBeVisible();
  const events = staticJson<{ hotEvents: { title: string }[] }>('en-vn/hot-events.json').hotEvents;
  for (const event of events) await expect(page.getByText(event.title, { exact: true })).toBeAttached();
  const ranked = page.locator('.rank-list li');
  await expect(ranked).toHaveCount(10);
  // Images wait until they are near the screen, except the banners in view at first.
  for (const img of await page.locator('.home-lists img').all())
    await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(page.locator('.home-banner img[loading="eager"]')).toHaveCount(3);
});

test('a home entry looks pressed as it is tapped, then its page replaces home', async ({ page, context }) => {
  await page.goto('/m/en-vn/home');
  const entries = page.getByRole('navigation', { name: en('home.entries') });
  const sports = entries.getByRole('link', { name: 'Sports', exact: true });
  // The tap's own work: the tile pressed, home still the page (its swap waits for the next frame).
  const atTap = await sports.evaluate(async (link: HTMLElement) => {
    link.click();
    await Promise.resolve();
    return { pressed: link.classList.contains('is-opening'), path: location.pathname };
  });
  expect(atTap).toEqual({ pressed: true, path: '/m/en-vn/home' });
  await expect(page).toHaveURL(/\/m\/en-vn\/Sportbook$/);
  await expect(page.locator('.sports-page')).toBeAttached();
  // A tap with a key held is the browser's: a new tab, and this one stays home.
  await page.goto('/m/en-vn/home');
  const opened = context.waitForEvent('page');
  await entries.getByRole('link', { name: 'Slots', exact: true }).click({ modifiers: ['ControlOrMeta'] });
  await expect(await opened).toHaveURL(/\/m\/en-vn\/Games$/);
  await expect(page).toHaveURL(/\/m\/en-vn\/home$/);
});

// --- slots and the launch ------------------------------------------------------------------------------

const tile = (page: Page, gameCode: string) => page.locator(`[data-game="${gameCode}"]`);

async function openPlaytech(page: Page) {
  await page.goto('/m/en-vn/Games');
  await page.getByRole('tab', { name: /^Playtech/ }).click();
  await expect(page.locator('[data-machine="gameList"]')).toHaveAttribute('data-state', 'ready');
}

test('a visitor who taps a game is asked to log in, and nothing is launched', async ({ page }) => {
  const launches = recordCalls(page, '/gamepage/gamestart/cmd');
  await openPlaytech(page);
  await tile(page, firstPtGame().gameCode).click();
  const dialog = confirmDialog(page);
  await expect(dialog).toContainText(en('acct_LoginFirst'));
  await dialog.getByRole('button', { name: 'OK' }).click();
  // OK leads to the login page, which brings the member back to the slots afterwards.
  await page.waitForURL(/\/m\/en-vn\/member\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/m/en-vn/Games');
  expect(launches).toHaveLength(0);
});

test('PT is refused where the login country is not the currency country (spec §5)', async ({ page }) => {
  await logIn(page, ROAMER);
  const launches = recordCalls(page, '/gamepage/gamestart/cmd');
  await openPlaytech(page);
  await tile(page, firstPtGame().gameCode).click();
  await expect(confirmDialog(page)).toContainText(en('provider_Game_CountryRestrict'));
  expect(launches).toHaveLength(0);
  await confirmDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/m\/en-vn\/Games$/);
});

test('PT opens for a member in the currency country: launch call, then the game page in a frame', async ({
  page,
}) => {
  await logIn(page, DEMO);
  const game = firstPtGame();
  await openPlaytech(page);
  const launch = page.waitForRequest((r) => new URL(r.url()).pathname === '/gamepage/gamestart/cmd');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/gamepage/gamestart/cmd');
  await tile(page, game.gameCode).click();
  const sessionId = (await page.context().cookies()).find((c) => c.name === 'sessionId')?.value;
  expect((await launch).postDataJSON()).toEqual({
    sid: sessionId,
    provider: 'PT',
    gameCode: game.gameCode,
    lang: 'en-US',
  });
  const { gameUrl } = ((await (await answer).json()) as { data: { gameUrl: string } }).data;

  await page.waitForURL(/\/m\/en-vn\/Games\/game\?gurl=/);
  expect(new URL(page.url()).searchParams.get('gurl')).toBe(gameUrl);
  const frame = page.locator('iframe.provider-frame');
  await expect(frame).toHaveAttribute('src', gameUrl);
  // A page of this site runs without its origin: scripts and forms only.
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
  await expect(page.frameLocator('iframe.provider-frame').getByText(`${game.name} · PT`)).toBeVisible();
  await expect(page.locator('[data-machine="gameFrame"]')).toHaveAttribute('data-state', 'ready');
});

test('providers launched by the GET URL open it in the frame with Provider and Lang', async ({ page }) => {
  await logIn(page, DEMO);
  await page.goto('/m/en-vn/Games');
  await page.getByRole('tab', { name: /^CQ9/ }).click();
  await page.locator('.game-tile').first().click();
  await page.waitForURL(/\/Games\/game\?gurl=/);
  const gurl = new URL(new URL(page.url()).searchParams.get('gurl') ?? '');
  expect(gurl.pathname).toBe('/gamepage/gamestart');
  expect(gurl.searchParams.get('Provider')).toBe('CQ9');
  expect(gurl.searchParams.get('Lang')).toBe('en-US');
  await expect(
    page.frameLocator('iframe.provider-frame').getByRole('button', { name: 'Spin' }),
  ).toBeVisible();
});

test('search and provider tabs filter the grid', async ({ page }) => {
  await page.goto('/m/en-vn/Games');
  const list = staticJson<{ games: { name: string; provider: string }[] }>('en-vn/game-list.json').games;
  await expect(page.getByText(`${list.length} games`)).toBeVisible();
  const name = list[5]!.name;
  await page.getByLabel(en('games.search')).fill(name.toLowerCase());
  const matching = list.filter((g) => g.name.toLowerCase().includes(name.toLowerCase())).length;
  await expect(page.getByText(new RegExp(`^${matching} games?$`))).toBeVisible();
  await expect(page.locator('.game-tile')).toHaveCount(matching);
  await page.getByLabel(en('games.search')).fill('no such game at all');
  await expect(page.getByText(en('games.none'))).toBeVisible();
});

test('two thousand games: the grid renders in chunks, fixed boxes, lazy images', async ({ page }) => {
  const games = Array.from({ length: 2000 }, (_, i) => ({
    gameCode: `PG-${i + 1}`,
    provider: 'PG',
    name: `Game ${i + 1}`,
    art: `static/art/games/g${String((i % 16) + 1).padStart(2, '0')}.svg`,
    hue: i % 360,
  }));
  await page.route('**/static/en-vn/game-list.json*', (route) => route.fulfill({ json: { games } }));
  await serveAppPage(page);
  await page.goto('/m/en-vn/Games');
  await expect(page.getByText('2000 games')).toBeVisible();
  const rendered = () => page.locator('.game-tile').count();
  expect(await rendered()).toBeLessThanOrEqual(96);
  const first = await rendered();
  await page.locator('.grid-more').scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBeGreaterThan(first);
  expect(await rendered()).toBeLessThan(2000);
  const box = await page.locator('.game-tile .game-art').first().boundingBox();
  expect(Math.round(box!.width)).toBe(Math.round(box!.height));
  await expect(page.locator('.game-tile img').first()).toHaveAttribute('loading', 'lazy');
});

test('the grid draws the first screen at load and asks for its art only; the rest comes as the member scrolls', async ({
  page,
}) => {
  const art: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/static/art/games/')) art.push(request.url());
  });
  await page.goto('/m/en-vn/Games');
  const total = staticJson<{ games: unknown[] }>('en-vn/game-list.json').games.length;
  await expect(page.getByText(`${total} games`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const tiles = page.locator('.game-tile');
  const atLoad = await tiles.count();
  expect(atLoad).toBeLessThan(total);
  // The last tile drawn is at most a row below the first screen (844 px; a row is under 200 px).
  const lastTop = (await tiles.last().boundingBox())!.y;
  expect(lastTop).toBeLessThan(844 + 200);
  expect(art.length).toBeLessThanOrEqual(atLoad);
  await page.locator('.grid-more').scrollIntoViewIfNeeded();
  await expect.poll(() => tiles.count()).toBeGreaterThan(atLoad);
});

// --- the game page ---------------------------------------------------------------------------------------

test.describe('the game page loads only allowed gurl values', () => {
  for (const [label, gurl] of [
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['a foreign host', 'https://evil.example/game?steal=1'],
    ['a protocol-relative foreign host', '//evil.example/game'],
  ] as const) {
    test(`${label}: an error, and nothing loads`, async ({ page }) => {
      const foreign: Request[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).hostname.endsWith('evil.example')) foreign.push(r);
      });
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs++;
        void d.dismiss();
      });
      await page.goto(`/m/en-vn/Games/game?gurl=${encodeURIComponent(gurl)}`);
      await expect(page.getByRole('alert')).toContainText(en('game.refused'));
      await expect(page.locator('[data-machine="gameFrame"]')).toHaveAttribute('data-state', 'refused');
      await expect(page.locator('iframe')).toHaveCount(0);
      await page.getByRole('link', { name: en('game.backToGames') }).click();
      await expect(page).toHaveURL(/\/m\/en-vn\/Games$/);
      expect(foreign).toHaveLength(0);
      expect(dialogs).toBe(0);
    });
  }
});

// --- sports frames ---------------------------------------------------------------------------------------

const BOOKS = [
  { path: 'Sportbook', gameType: 'v1', title: 'Sportsbook' },
  { path: 'Esport', gameType: 'v3', title: 'E-sports' },
  { path: 'Vsport', gameType: 'v6', title: 'Virtual sports' },
] as const;

async function openBook(page: Page, path: string) {
  const call = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/getgameurl');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/getgameurl');
  await page.goto(`/m/en-vn/${path}`);
  const body = (await call).postDataJSON() as Record<string, string>;
  const { gameUrl } = ((await (await answer).json()) as { data: { gameUrl: string } }).data;
  return { body, gameUrl };
}

for (const book of BOOKS) {
  test(`${book.path}: a visitor's frame gets an empty sid`, async ({ page }) => {
    const { body, gameUrl } = await openBook(page, book.path);
    expect(body).toMatchObject({
      sid: '',
      gameType: book.gameType,
      lang: 'en-US',
      hostDomain: expect.any(String),
    });
    expect(Object.keys(body).sort()).toEqual(['gameCode', 'gameType', 'hostDomain', 'lang', 'sid']);
    await expect(page.locator('iframe.provider-frame')).toHaveAttribute('src', gameUrl);
    const frame = page.frameLocator('iframe.provider-frame');
    await expect(frame.getByText(book.title, { exact: true })).toBeVisible();
    await expect(frame.getByText('Guest · log in to bet')).toBeVisible();
  });

  test(`${book.path}: a member's frame gets the session id`, async ({ page }) => {
    await logIn(page, DEMO);
    const sessionId = (await page.context().cookies()).find((c) => c.name === 'sessionId')?.value;
    const { body, gameUrl } = await openBook(page, book.path);
    expect(body.sid).toBe(sessionId);
    expect(body.gameType).toBe(book.gameType);
    await expect(page.locator('iframe.provider-frame')).toHaveAttribute('src', gameUrl);
    await expect(page.frameLocator('iframe.provider-frame').getByText('de***mo')).toBeVisible();
  });
}

test('a book URL the site may not frame is refused; a failed lookup offers a retry', async ({ page }) => {
  let answer: { errorCode: number; data: unknown } = {
    errorCode: 0,
    data: { gameUrl: 'https://evil.example/book' },
  };
  await page.route('**/api/getgameurl', (route) => route.fulfill({ json: answer }));
  await page.goto('/m/en-vn/Sportbook');
  await expect(page.getByRole('alert')).toContainText(en('sports.refused'));
  await expect(page.locator('iframe')).toHaveCount(0);
  answer = { errorCode: 2, data: { resorceCode: ['com_service_unavaible_later'] } };
  await page.getByRole('button', { name: en('common.retry') }).click();
  await expect(confirmDialog(page)).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-machine="gameFrame"]')).toHaveAttribute('data-state', 'failed');
  await expect(page.getByRole('alert')).toContainText(en('sports.failed'));
});
