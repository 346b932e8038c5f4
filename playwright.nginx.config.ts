import { defineConfig } from '@playwright/test';
import { DEMO_SECRET } from './e2e/demoSecret';
import base from './playwright.config';

/**
 * A part of the suite against the production web server. nginx runs the configuration
 * generated from the build (scripts/nginx-serve.mjs: root = the build, no root paths) on a loopback port
 * and proxies /api/ to the demo backend, a vite preview of its own. Run by `npm run test:e2e` after the
 * main suite; alone: `npx playwright test -c playwright.nginx.config.ts`.
 *
 * Ports follow E2E_PORT (so parallel suites don't clash): nginx E2E_PORT + 100, the upstream + 101, or
 * E2E_NGINX_PORT and E2E_NGINX_UPSTREAM_PORT.
 */
const PORT = Number(process.env.E2E_PORT) || 4174;
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT) || PORT + 100;
const UPSTREAM_PORT = Number(process.env.E2E_NGINX_UPSTREAM_PORT) || PORT + 101;
const OUT_DIR = process.env.E2E_OUTDIR || 'dist';
const UPSTREAM = `http://127.0.0.1:${UPSTREAM_PORT}`;
// The specs compare nginx's answers with the demo server's (e2e/nginx.spec.ts).
process.env.E2E_UPSTREAM = UPSTREAM;

export default defineConfig({
  ...base,
  // The nginx spec, and the tests of the main suite tagged @nginx.
  testMatch: [
    '**/nginx.spec.ts',
    '**/routing.spec.ts',
    '**/security-headers.spec.ts',
    '**/bank.spec.ts',
    '**/prerender.spec.ts',
  ],
  testIgnore: [],
  grep: /@nginx/,
  use: { ...base.use, baseURL: `http://127.0.0.1:${NGINX_PORT}` },
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${UPSTREAM_PORT} --strictPort --outDir ${OUT_DIR}`,
      env: { DEMO_HOOKS: DEMO_SECRET },
      url: `${UPSTREAM}/m/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/nginx-serve.mjs --dist ${OUT_DIR} --port ${NGINX_PORT} --upstream ${UPSTREAM}`,
      url: `http://127.0.0.1:${NGINX_PORT}/m/config.json`,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
