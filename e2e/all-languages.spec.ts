import { type ChildProcess, spawn } from 'node:child_process';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { DIST } from './helpers';

/**
 * Every language can be seen in the demo with one documented step: `DEMO_ALL_AREAS=1 npm start` activates
 * every defined area (and says so when it starts). The default stays as contract §5 says: th-th, zh-cn and
 * ms-my are inactive and go to en-vn.
 */

const PORT = (Number(process.env.E2E_PORT) || 4174) + 37;
const ALL = `http://localhost:${PORT}`;
let server: ChildProcess | undefined;
let said = '';

// One worker runs the file: the server of its own listens on one port.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--outDir', DIST], {
    env: { ...process.env, DEMO_ALL_AREAS: '1', DEMO_HOOKS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stopping it stops the server npx started, too.
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    said += chunk.toString();
  });
  await expect
    .poll(async () => (await fetch(`${ALL}/m/config.json`).catch(() => null))?.status ?? 0, {
      timeout: 60_000,
    })
    .toBe(200);
  await expect.poll(() => said, { timeout: 10_000 }).toContain('DEMO_ALL_AREAS=1');
});
test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
});

const LANGS = [
  ['en-vn', 'en-US'],
  ['vi-vn', 'vi-VN'],
  ['th-th', 'th-TH'],
  ['id-id', 'id-ID'],
  ['zh-cn', 'zh-CN'],
  ['ms-my', 'ms-MY'],
] as const;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
]) {
  test(`${viewport.width}x${viewport.height}: with DEMO_ALL_AREAS=1 all six languages open`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    expect(said).toMatch(/every area active \(DEMO_ALL_AREAS=1\)/);
    for (const [area, language] of LANGS) {
      await page.goto(`${ALL}/m/${area}/home`);
      await expect(page).toHaveURL(new RegExp(`/m/${area}/home`));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
  });

  test(`${viewport.width}x${viewport.height}: by default th-th, zh-cn and ms-my go to en-vn`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const area of ['th-th', 'zh-cn', 'ms-my']) {
      await page.goto(`/m/${area}/home`);
      await expect(page).toHaveURL(/\/m\/en-vn\/home/);
    }
    for (const area of ['vi-vn', 'id-id']) {
      await page.goto(`/m/${area}/home`);
      await expect(page).toHaveURL(new RegExp(`/m/${area}/home`));
    }
  });
}
