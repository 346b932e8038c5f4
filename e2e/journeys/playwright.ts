import type { Page } from '@playwright/test';
import { requestsInFlight, serveConfig as routeConfig } from '../helpers';
import type { CspReport } from './csp.ts';
import { type Engine, type Find, inPage, type Op } from './driver.ts';

/**
 * The Chromium adapter of the journeys: Playwright's page. Elements are found by the shared `inPage`
 * function and acted on through Playwright's element handles (real input, actionability checks). CSP
 * reports come from the suite's fixture, which listens from the first byte of every document.
 */
export function playwrightEngine(page: Page, baseURL: string, cspViolations: CspReport[]): Engine {
  const element = async (spec: Find) => {
    const find = inPage as (call: { spec: Find; op: Op }) => Element | null;
    const found = await page.evaluateHandle(find, { spec, op: 'element' as const });
    const handle = found.asElement();
    if (!handle) throw new Error(`not found: ${JSON.stringify(spec)}`);
    return handle;
  };
  const sent = requestsInFlight(page);
  return {
    name: 'chromium',
    inFlight: () =>
      [...sent].map(
        ([request, at]) => `${request.method()} ${new URL(request.url()).pathname} (${Date.now() - at} ms)`,
      ),
    base: () => baseURL,
    goto: async (url) => {
      await page.goto(url);
    },
    url: async () => page.url(),
    run: <A, R>(fn: (arg: A) => R, arg: A) => page.evaluate(fn as (arg: unknown) => R, arg as unknown),
    tap: async (spec, options = {}) => {
      await (await element(spec)).click({ force: options.force ?? false, timeout: 5_000 });
    },
    fill: async (spec, value) => {
      await (await element(spec)).fill(value);
    },
    select: async (spec, value) => {
      await (await element(spec)).selectOption(value);
    },
    cookies: () => page.context().cookies(),
    answerOnce: async (path, data) => {
      await page.route(
        `**${path}`,
        (route) =>
          route.fulfill({ status: 200, contentType: 'application/json', json: { errorCode: 0, data } }),
        { times: 1 },
      );
    },
    serveConfig: async (changes) => {
      await routeConfig(page, changes(new URL(baseURL).host));
    },
    cspReports: async () => cspViolations,
  };
}
