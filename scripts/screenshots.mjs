// Screenshots at 390 px of the production build with the demo backend, for looking at what we build.
// Usage: node scripts/screenshots.mjs [--login] [--area en-vn] [--out /tmp/shots] [--dist dist] [--port 4190]
//        [--full] [--all-areas] route [route …]
// A route may carry an action after '#': 'bank/transfer#click=text=All in' clicks before the shot.
// --all-areas serves a language list with every area active, as an operator would to open Thailand.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './chromiumArgs.ts';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const skip = new Set(['--area', '--out', '--port', '--member', '--dist']);
const routes = args.filter((a, i) => !a.startsWith('--') && !skip.has(args[i - 1]));
const area = option('--area', 'en-vn');
const out = option('--out', '/tmp/shots');
const port = Number(option('--port', '4190'));
const dist = option('--dist', 'dist');
const member = option('--member', area === 'en-id' || area === 'id-id' ? 'demoidr' : 'demo');
mkdirSync(out, { recursive: true });

// Its own process group, so that stopping it also stops the vite child of npx.
const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', dist], {
  stdio: 'ignore',
  detached: true,
});
const base = `http://localhost:${port}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/m/config.json`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 200));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS],
});
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  if (flag('--all-areas'))
    await page.route('**/static/language-list.json', async (route) => {
      const response = await route.fetch();
      const list = await response.json();
      await route.fulfill({ response, json: list.map((entry) => ({ ...entry, active: true })) });
    });
  if (flag('--login')) {
    await page.goto(`${base}/m/${area}/member/login`);
    await page.locator('input[name="loginId"]').fill(member);
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`**/m/${area}/home`);
  }
  for (const spec of routes) {
    const [route, action] = spec.split('#');
    await page.goto(`${base}/m/${area}/${route}`);
    await page.waitForLoadState('networkidle');
    if (action?.startsWith('click=')) {
      await page.locator(action.slice(6)).first().click();
      await page.waitForTimeout(800);
    }
    await page.waitForTimeout(700);
    const file = `${out}/${area}-${route.replaceAll('/', '_')}${action ? '-action' : ''}.png`;
    await page.screenshot({ path: file, fullPage: flag('--full') });
    console.log(file);
  }
} finally {
  await browser.close();
  process.kill(-server.pid);
}
