/**
 * The WebKit project of `npm test`: the journeys of `journeys.ts` in WebKitGTK, driven over W3C
 * WebDriver by selenium-webdriver. It serves the production build with the demo backend (`vite preview`, as
 * playwright.config.ts does), starts `WebKitWebDriver` under `xvfb-run` on a free loopback port, and runs each
 * journey in a fresh browser session, one after another.
 *
 *   E2E_OUTDIR    the build under test (default dist)
 *   WEBKIT_PORT   the port of the preview server (default 4176; a second one for the iOS channel is free-picked)
 *   node e2e/journeys/webkit.ts [part of a journey name …]   runs only the journeys whose names contain one
 *
 * Needs Node's TypeScript type stripping (Node ≥ 22.18; `npm run test:webkit` uses the project's Node).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { DEMO_SECRET } from '../demoSecret.ts';
import { OUT_DIR } from './demo.ts';
import { Ui } from './driver.ts';
import { JOURNEYS } from './journeys.ts';
import { type Served, seleniumEngine } from './selenium.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORT = Number(process.env.WEBKIT_PORT) || 4176;
const JOURNEY_TIMEOUT_MS = 90_000;
const filters = process.argv.slice(2);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `promise`, or a rejection naming `what` after `ms`. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Waits until `url` answers (any status), or fails after `timeout`. */
async function answering(url: string, what: string, child: ChildProcess, timeout = 60_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url} within ${timeout} ms`);
      await sleep(200);
    }
  }
}

/** Starts a process in a group of its own, so stopping it stops its children too (xvfb-run's Xvfb). */
function start(
  command: string,
  args: string[],
  log: string[],
  env: NodeJS.ProcessEnv = process.env,
): ChildProcess & { stop(): Promise<void> } {
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return Object.assign(child, {
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      await Promise.race([exited, sleep(3_000)]);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    },
  });
}

/** `vite preview` of `outDir` with the demo backend on `port`, its test hooks open to the tests' secret. */
async function startServer(outDir: string, port: number): Promise<Served> {
  const log: string[] = [];
  const vite = join(ROOT, 'node_modules/.bin/vite');
  const child = start(vite, ['preview', '--port', String(port), '--strictPort', '--outDir', outDir], log, {
    ...process.env,
    DEMO_HOOKS: DEMO_SECRET,
  });
  const origin = `http://localhost:${port}`;
  try {
    await answering(`${origin}/m/config.json`, `vite preview on ${port}`, child);
  } catch (error) {
    console.error(log.join(''));
    await child.stop();
    throw error;
  }
  return { origin, stop: () => child.stop() };
}

async function startDriver(): Promise<{ url: string; log: string[]; stop(): Promise<void> }> {
  const port = await freePort();
  const log: string[] = [];
  const child = start(
    'xvfb-run',
    // A new session replaces one whose browser never came up (see newSession).
    ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`, '--replace-on-new-session'],
    log,
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await answering(`${url}/status`, 'WebKitWebDriver', child, 30_000);
  } catch (error) {
    console.error(log.join(''));
    await child.stop();
    throw error;
  }
  return { url, log, stop: () => child.stop() };
}

/**
 * A fresh browser session. On a loaded machine the browser now and then never comes up and the driver never
 * answers the request: given up after 30 s and asked again, twice at most.
 */
async function session(webdriver: { url: string; log: string[] }): Promise<WebDriver> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await within(newSession(webdriver.url), 30_000, 'a new WebKit session');
    } catch (error) {
      console.log(
        `    (${String(error)}; driver said: ${webdriver.log.join('').trim().slice(-400) || 'nothing'})`,
      );
      if (attempt === 3) throw error;
    }
  }
}

/** A fresh WebKitGTK browser (MiniBrowser, the driver's default) at a phone's size. */
async function newSession(driverUrl: string): Promise<WebDriver> {
  const driver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { args: ['--automation'] },
    })
    .build();
  await driver.manage().window().setRect({ width: 390, height: 844 });
  return driver;
}

async function main(): Promise<number> {
  const outDir = resolve(ROOT, OUT_DIR);
  if (!existsSync(join(outDir, 'index.html'))) {
    console.error(`No build in ${OUT_DIR}/: run \`npm run build\` (or set E2E_OUTDIR) first.`);
    return 1;
  }
  const journeys = JOURNEYS.filter((j) => filters.length === 0 || filters.some((f) => j.name.includes(f)));
  console.log(`WebKit journeys: ${journeys.length}, ${OUT_DIR}/ on port ${PORT}`);
  const began = Date.now();
  const server = await startServer(outDir, PORT);
  const webdriver = await startDriver().catch(async (error) => {
    await server.stop();
    throw error;
  });
  const failures: string[] = [];
  let engineNamed = false;
  try {
    for (const journey of journeys) {
      const t0 = Date.now();
      let driver: WebDriver | undefined;
      let engine: ReturnType<typeof seleniumEngine> | undefined;
      let timer: NodeJS.Timeout | undefined;
      try {
        driver = await session(webdriver);
        if (!engineNamed) {
          const caps = await driver.getCapabilities();
          console.log(`  in ${caps.get('browserName')} (WebKitGTK ${caps.get('browserVersion')})`);
          engineNamed = true;
        }
        engine = seleniumEngine(driver, server, startServer, freePort, outDir);
        const ui = new Ui(engine);
        await Promise.race([
          (async () => {
            await journey.run(ui);
            await ui.expectNoCspViolation(journey.allowedCsp);
          })(),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`timed out after ${JOURNEY_TIMEOUT_MS} ms`)),
              JOURNEY_TIMEOUT_MS,
            );
          }),
        ]);
        console.log(`  ✓ ${journey.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
      } catch (error) {
        failures.push(journey.name);
        console.log(`  ✘ ${journey.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
        console.log(
          `    ${String(error instanceof Error ? (error.stack ?? error.message) : error).replaceAll('\n', '\n    ')}`,
        );
        if (driver) {
          try {
            const where = await driver.getCurrentUrl();
            const text = (await driver.executeScript('return document.body.innerText')) as string;
            console.log(`    at ${where}\n    page text: ${text.replace(/\s+/g, ' ').slice(0, 600)}`);
          } catch (e) {
            console.log(`    (page not readable: ${String(e)})`);
          }
        }
      } finally {
        clearTimeout(timer);
        if (driver) await within(driver.quit(), 15_000, 'quitting the session').catch(() => undefined);
        await engine?.close();
      }
    }
  } finally {
    await webdriver.stop();
    await server.stop();
  }
  const seconds = ((Date.now() - began) / 1000).toFixed(1);
  if (failures.length > 0) {
    console.log(`\n${failures.length} of ${journeys.length} WebKit journeys failed (${seconds} s):`);
    for (const name of failures) console.log(`  ${name}`);
    return 1;
  }
  console.log(`\n${journeys.length} WebKit journeys passed (${seconds} s)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
