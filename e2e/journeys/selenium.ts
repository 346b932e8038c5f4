import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebDriver, WebElement } from 'selenium-webdriver';
import { type CspReport, isSanitizerParse } from './csp.ts';
import { call } from './demo.ts';
import { type Engine, type Find, inPage } from './driver.ts';

/** A server the runner started: its origin and how to stop it. */
export interface Served {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The WebKit adapter of the journeys: selenium-webdriver talking W3C WebDriver to WebKitGTK's
 * `WebKitWebDriver`. WebDriver cannot intercept requests, so the two things Playwright routes are done on
 * the server side instead: a one-off API answer goes through the demo backend's `malformed` hook (it answers
 * success with the data given), and a changed `config.json` is served by a second preview of a copy of the
 * build (`startServer`). CSP reports are collected by the listener `inPage` installs in each document; a
 * report raised before the first command after a navigation would be missed, so the Chromium run of the same
 * journeys (whose fixture listens from the first byte) stays the guard for those.
 */
export function seleniumEngine(
  driver: WebDriver,
  server: Served,
  startServer: (outDir: string, port: number) => Promise<Served>,
  freePort: () => Promise<number>,
  outDir: string,
): Engine & { close(): Promise<void> } {
  let origin = server.origin;
  const extra: { served: Served; dir: string }[] = [];
  const reports: CspReport[] = [];

  const harvest = async () => {
    try {
      const found = (await driver.executeScript(
        'return (window.__journeyCsp || []).splice(0);',
      )) as CspReport[];
      if (process.env.JOURNEY_TRACE && found.length > 0)
        console.log(`    CSP reports: ${JSON.stringify(found)}`);
      reports.push(...found);
    } catch {
      // no document yet
    }
  };
  const element = async (spec: Find): Promise<WebElement> => {
    const found = (await driver.executeScript(inPage, { spec, op: 'element' })) as WebElement | null;
    if (!found) throw new Error(`not found: ${JSON.stringify(spec)}`);
    return found;
  };

  return {
    name: 'webkit',
    base: () => origin,
    goto: async (url) => {
      await harvest();
      await driver.get(url);
    },
    url: () => driver.getCurrentUrl(),
    run: async <A, R>(fn: (arg: A) => R, arg: A) => (await driver.executeScript(fn, arg)) as R,
    tap: async (spec, options = {}) => {
      const target = await element(spec);
      if (options.force) return void (await driver.executeScript('arguments[0].click()', target));
      // WebDriver scrolls an element only until its bottom edge shows, where the fixed bottom menu covers it:
      // to the middle first, as a person would.
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", target);
      await target.click();
    },
    fill: async (spec, value) => {
      const target = await element(spec);
      // To the middle first, as for a tap: a field at the bottom edge is under the fixed bottom menu.
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", target);
      // Empty it the way a person would (select all, delete), then type.
      await target.click();
      await driver.executeScript('arguments[0].select()', target);
      await target.sendKeys('\uE003');
      if (value) await target.sendKeys(value);
    },
    select: async (spec, value) => {
      const target = await element(spec);
      // WebKitGTK's driver cannot click an <option> (ElementNotInteractable): pick it as the menu would,
      // then tell the page (input and change, as a person's choice does).
      await driver.executeScript(
        `const [select, value] = arguments;
         select.focus();
         Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, value);
         select.dispatchEvent(new Event('input', { bubbles: true }));
         select.dispatchEvent(new Event('change', { bubbles: true }));`,
        target,
        value,
      );
    },
    cookies: async () => (await driver.manage().getCookies()).map((c) => ({ name: c.name, value: c.value })),
    answerOnce: async (path, data) => {
      await call(origin, '/api/__demo/malformed', { path, data, times: 1 });
    },
    serveConfig: async (changes) => {
      const dir = await mkdtemp(join(tmpdir(), 'journeys-config-'));
      await cp(outDir, dir, { recursive: true });
      const port = await freePort();
      const config = JSON.parse(await readFile(join(dir, 'config.json'), 'utf8')) as Record<string, unknown>;
      await writeFile(
        join(dir, 'config.json'),
        JSON.stringify({ ...config, ...changes(`localhost:${port}`) }),
      );
      const served = await startServer(dir, port);
      extra.push({ served, dir });
      origin = served.origin;
    },
    cspReports: async () => {
      await harvest();
      return reports.filter((r) => !isSanitizerParse(r));
    },
    close: async () => {
      for (const { served, dir } of extra) {
        await served.stop();
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
