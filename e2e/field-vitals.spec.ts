import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { VITALS_COLLECTOR } from '../demo/hookHandlers';
import { test } from './fixtures';
import { DIST, repoFile, serveConfig } from './helpers';

/**
 * with config.json's `vitalsUrl` set, the page loads web-vitals after idle and, when it is
 * hidden, sends LCP, INP and CLS with its route, area, channel and build to the collector, here the demo
 * backend's. Without it, the library is never fetched.
 */

/** Where the page's beacons go (open, as an operator's collector), and the hook that reads them back. */
const COLLECTOR = VITALS_COLLECTOR;
const KEPT = '/api/__demo/vitals';
const VITALS_CHUNK = /\/m\/assets\/fieldVitals-[\w-]+\.js$/;

type Beacon = { receivedAt: string; payload: Record<string, unknown> };
const received = async (page: Page) =>
  ((await (await page.request.get(KEPT)).json()) as { data: { vitals: Beacon[] } }).data.vitals;

test('a visit and a page hide send the field vitals to the collector, nothing personal', async ({ page }) => {
  await serveConfig(page, { vitalsUrl: COLLECTOR });
  const before = (await received(page)).length;
  const vitalsLoaded = page.waitForRequest((r) => VITALS_CHUNK.test(new URL(r.url()).pathname));
  let loadedAt = 0;
  let loadFiredAt = 0;
  page.on('load', () => {
    loadFiredAt = Date.now();
  });
  await page.goto('/m/en-vn/home');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const vitalsChunk = (await vitalsLoaded).url();
  loadedAt = Date.now();
  // The app starts the vitals as its import of the chunk resolves; an import of the same module here
  // resolves after that (one module, its waiters in order), so the page's listeners are in by then.
  await page.evaluate(async (url) => {
    await import(url);
  }, vitalsChunk);
  // After the load event, when idle: never among the first screen's requests.
  expect(loadFiredAt).toBeGreaterThan(0);
  expect(loadedAt).toBeGreaterThanOrEqual(loadFiredAt);
  // An interaction, for INP.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.waitForTimeout(300);
  // Leaving the page hides it: the beacon goes.
  await page.goto('about:blank');
  await expect.poll(async () => (await received(page)).length).toBeGreaterThan(before);
  const beacons = (await received(page)).slice(before).map((b) => b.payload);
  const build = /\/assets\/index-([\w-]+)\.js/.exec(
    readFileSync(repoFile(`${DIST}/index.html`), 'utf8'),
  )?.[1];
  for (const beacon of beacons) {
    expect(Object.keys(beacon).sort()).toEqual(['area', 'build', 'channel', 'metrics', 'route', 'version']);
    expect(beacon).toMatchObject({ route: 'home', area: 'en-vn', channel: 'mobile', build });
  }
  const metrics = beacons.flatMap((b) => b.metrics as { name: string; value: number; rating: string }[]);
  expect(metrics.map((m) => m.name)).toContain('LCP');
  for (const m of metrics) {
    expect(['LCP', 'INP', 'CLS']).toContain(m.name);
    expect(Number.isFinite(m.value)).toBe(true);
  }
  // The area is sent on purpose; no other cookie value (the anti-forgery token, a session) is.
  const cookies = (await page.context().cookies())
    .filter((c) => c.name !== 'area' && c.name !== 'language')
    .map((c) => c.value)
    .filter((v) => v.length > 4);
  expect(cookies.length).toBeGreaterThan(0);
  const text = JSON.stringify(beacons);
  for (const value of cookies) expect(text).not.toContain(value);
});

test('without vitalsUrl the library is never fetched and nothing is sent', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (VITALS_CHUNK.test(path) || path === COLLECTOR) fetched.push(path);
  });
  await page.goto('/m/en-vn/home');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.goto('about:blank');
  expect(fetched).toEqual([]);
});
