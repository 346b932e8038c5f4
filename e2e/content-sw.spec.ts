import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmDialog, DIST, en, openHomeOnClock, passTime, recordCalls, repoFile } from './helpers';

/**
 * the service worker. It registers only after the app has been stable for 30 s (the test
 * runs the page's clock forward, as any e2e test that needs the worker can), precaches the app shell and
 * the static files, and then a repeat visit starts with the network cut. It never answers for the API.
 */

const workerState = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/m/');
    const names = await caches.keys();
    const data = names.includes('lotus-data') ? await caches.open('lotus-data') : null;
    return {
      registered: !!registration,
      scriptURL: registration?.active?.scriptURL ?? '',
      controlled: !!navigator.serviceWorker.controller,
      shell: names.some((n) => n.startsWith('lotus-shell-')),
      settings: !!(await data?.match('/m/static/en-vn/settings.json')),
      locale: !!(await data?.match('/m/locales/en.json')),
    };
  });

// The clock moves through passTime, 10 s at a time with the calls in flight answered between: one long
// runFor also ran each call's 20 s timeout (Playwright fakes AbortSignal.timeout) long before the demo
// server could answer, and the page rightly showed maintenance (the flake these tests were retried for).

// What the page did, printed when a test here fails, so that a failure names its cause in the CI log.
const pageLogs = new WeakMap<Page, string[]>();
test.beforeEach(({ page }) => {
  const log: string[] = [];
  pageLogs.set(page, log);
  const at = () => new Date().toISOString().slice(11, 23);
  page.on('requestfailed', (r) => log.push(`${at()} failed ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.status() >= 400) log.push(`${at()} ${r.status()} ${r.url()}`);
  });
  page.on('console', (m) => log.push(`${at()} console.${m.type()} ${m.text()}`));
  page.on('pageerror', (e) => log.push(`${at()} pageerror ${e.message}`));
});
test.afterEach(({ page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    console.log(`page log of "${testInfo.title}":\n${(pageLogs.get(page) ?? []).join('\n')}`);
});

const appUpdate = (page: Page) => page.locator('[data-machine="appUpdate"]');

test('registers only after 30 s of stability, then a repeat visit starts without the network', async ({
  page,
  context,
}) => {
  // Playwright's clock runs every timer of the page (carousels, the notices line) through 80 simulated
  // seconds: slow on a busy machine, so this test has more time than most. Every step waits on the app.
  test.setTimeout(120_000);
  await openHomeOnClock(page);
  await expect(appUpdate(page)).toHaveAttribute('data-state', 'settling');
  await page.waitForLoadState('networkidle');

  // A screen change starts the 30 s over.
  await passTime(page, 20_000);
  await expect(appUpdate(page)).toHaveAttribute('data-state', 'settling');
  await page.getByRole('link', { name: 'Promotions', exact: true }).click();
  await expect(page.locator('[data-machine="promotions"]')).toBeVisible();
  await passTime(page, 20_000);
  await expect(appUpdate(page)).toHaveAttribute('data-state', 'settling');
  expect((await workerState(page)).registered).toBe(false);
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('navigation', { name: en('home.entries') })).toBeVisible();
  await passTime(page, 29_000);
  await expect(appUpdate(page)).toHaveAttribute('data-state', 'settling');
  expect((await workerState(page)).registered).toBe(false);
  await passTime(page, 1_000);
  await expect(appUpdate(page)).toHaveAttribute('data-state', 'watching', { timeout: 20_000 });

  await expect
    .poll(() => workerState(page), { timeout: 20_000 })
    .toMatchObject({ registered: true, controlled: true, shell: true, settings: true, locale: true });
  // The worker belongs to this build.
  // The app's entry: the page's script, or the one a pre-rendered page's script starts (`data-app`).
  const entry = await page.evaluate(() =>
    [...document.scripts].map((s) => `${s.getAttribute('src')} ${s.dataset.app}`).join(' '),
  );
  expect((await workerState(page)).scriptURL).toContain(
    `build=${/index-([\w-]+)\.js/.exec(entry ?? '')?.[1]}`,
  );

  // The API is never the worker's: calls still reach the demo backend (and the page sees them).
  const ipCalls = recordCalls(page, '/api/getip');
  const answers: Response[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) answers.push(r);
  });
  await page.reload();
  await expect(page.getByRole('navigation', { name: en('home.entries') })).toBeVisible();
  await expect.poll(() => ipCalls.length).toBe(1);
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  expect(answers.filter((r) => r.fromServiceWorker())).toEqual([]);

  // Network cut: the page, its scripts, translations and static files come from the worker.
  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  // Without the API, spec §8 takes the member to maintenance with the network notice: a working app.
  await expect(confirmDialog(page)).toContainText(en('acct_NetworkFail'));
  await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
  const { support } = (await (
    await fetch(`${new URL(page.url()).origin}/m/static/en-vn/settings.json`)
  ).json()) as {
    support: { email: string };
  };
  await expect(page.getByRole('link', { name: new RegExp(`Email ${support.email}`) })).toBeVisible();
  await context.setOffline(false);
});

test('a new deployment is noticed by a running page, and the member reloads onto it', async ({
  page,
  context,
}) => {
  await openHomeOnClock(page);
  await page.waitForLoadState('networkidle');
  test.setTimeout(120_000);
  await passTime(page, 30_000);
  await expect(appUpdate(page)).toHaveAttribute('data-state', 'watching', { timeout: 20_000 });
  await expect
    .poll(() => workerState(page), { timeout: 20_000 })
    .toMatchObject({ controlled: true, shell: true });

  // The next deployment: index.html names another entry script, hence another build and worker.
  await context.route(/\/m\/$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/index-[\w-]+\.js/, 'index-NEXTBUILD1.js');
    await route.fulfill({ response, body: html });
  });
  // The page looks for a new version every 15 minutes.
  await passTime(page, 15 * 60_000);
  const notice = page.getByRole('status').filter({ hasText: en('sw.updateReady') });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-machine="appUpdate"]')).toHaveAttribute('data-state', 'updateReady');

  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: en('sw.reload') }).click();
  await reloaded;
  await expect.poll(async () => (await workerState(page)).scriptURL).toContain('build=NEXTBUILD1');
  await expect(page.getByRole('navigation', { name: en('home.entries') })).toBeVisible();
});

test('a config.json minBuild above the running build reloads the page once, then the app runs', async ({
  page,
}) => {
  // a retired build is not left running in a member's tab.
  const version = (JSON.parse(readFileSync(repoFile('package.json'), 'utf8')) as { version: string }).version;
  const served = JSON.parse(readFileSync(repoFile(`${DIST}/config.json`), 'utf8')) as Record<string, unknown>;
  await page.route('**/m/config.json', (route) =>
    route.fulfill({ json: { ...served, minBuild: '999.0.0' } }),
  );
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) documents += 1;
  });
  const messages: string[] = [];
  page.on('console', (m) => messages.push(m.text()));
  await page.goto('/m/en-vn/home');
  await expect.poll(() => documents).toBe(2);
  await expect(page.getByRole('navigation', { name: en('home.entries') })).toBeVisible();
  expect(messages.some((m) => m.includes(`(${version}) is older than minBuild 999.0.0`))).toBe(true);
  expect(documents).toBe(2);

  // A current build is left alone.
  const current = await page.context().newPage();
  await current.route('**/m/config.json', (route) =>
    route.fulfill({ json: { ...served, minBuild: version } }),
  );
  let loads = 0;
  current.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === current.mainFrame()) loads += 1;
  });
  await current.goto('/m/en-vn/home');
  await expect(current.getByRole('navigation', { name: en('home.entries') })).toBeVisible();
  expect(loads).toBe(1);
});
