import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { DEMO_SECRET, demoHeaders } from './e2e/demoSecret';
import { CHROMIUM_ARGS } from './scripts/chromiumArgs';

const chromium =
  process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)
    ? process.env.CHROME_PATH
    : '/usr/bin/chromium';
// E2E_PORT lets two suites run side by side on one machine.
const PORT = Number(process.env.E2E_PORT) || 4174;
// E2E_OUTDIR: the build under test (default dist/), so two suites can build side by side.
const OUT_DIR = process.env.E2E_OUTDIR || 'dist';

// End-to-end tests against the production build (dist/) served with the demo backend.
export default defineConfig({
  testDir: 'e2e',
  // Against nginx only (playwright.nginx.config.ts).
  testIgnore: '**/nginx.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./e2e/model/coverageReporter.ts']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // Layout is asserted in CSS pixels; the Pixel 7's 2.625 device pixels per CSS pixel only multiply the
    // software raster work of every frame (an eighth of the suite's time on two cores).
    deviceScaleFactor: 1,
    launchOptions: {
      executablePath: chromium,
      args: [...CHROMIUM_ARGS],
    },
    trace: 'off',
    // Every page and test request opens the demo switches (hooks, X-Demo-* levers) with the servers' secret.
    extraHTTPHeaders: demoHeaders(),
  },
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --outDir ${OUT_DIR}`,
    // The tests steer the demo backend through its hooks (/api/__demo/*), closed without this secret.
    env: { DEMO_HOOKS: DEMO_SECRET },
    url: `http://localhost:${PORT}/m/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
