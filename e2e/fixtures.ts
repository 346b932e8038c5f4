import { test as base, expect, type Page } from '@playwright/test';
import { type CspReport, describeReport, isSanitizerParse } from './journeys/csp.ts';

export { type CspReport, describeReport, isSanitizerParse };

/**
 * The suite's `test`: every test fails when a page or frame reported a Content-Security-Policy violation
 * (the app runs under the policy with none). A test that points the app at a host the served policy
 * does not know (a failover mirror set by a routed config.json) names it in `allowedCspViolations`. The
 * sanitizer's inert parses (see `journeys/csp.ts`) are kept in `sanitizerParses` for tests that want to see
 * them; everything else fails the test.
 */

const PREFIX = 'CSP violation: ';

/**
 * A pre-rendered page (build/prerender.ts) is readable before the app runs; the app's first commit replaces
 * it and drops `#root[data-prerendered]` (a member's shell: `#root[data-shell]`). The suite's tests speak to the running app, as they did when the
 * page was a skeleton: `goto` and `reload` return once the app has taken over (or the page went elsewhere).
 * `e2e/prerender.spec.ts` looks at the static pages themselves (with JavaScript off, or by request).
 */
async function appTookOver(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('#root[data-prerendered], #root[data-shell]'), null, {
      timeout: 15_000,
    })
    .catch(() => undefined);
}

const patched = new WeakSet<Page>();
function waitForTakeovers(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appTookOver(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appTookOver(page);
    return response;
  };
}

export const test = base.extend<{
  allowedCspViolations: RegExp[];
  cspViolations: CspReport[];
  sanitizerParses: CspReport[];
}>({
  allowedCspViolations: [[], { option: true }],
  // Every page of the context, the test's own and those it opens (`context.newPage()`, popups).
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const page of context.pages()) waitForTakeovers(page);
      context.on('page', waitForTakeovers);
    }
    await use(context);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  sanitizerParses: [async ({}, use) => use([]), { auto: true }],
  cspViolations: [
    async ({ context, allowedCspViolations, sanitizerParses }, use) => {
      const violations: CspReport[] = [];
      await context.addInitScript((prefix) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = {
              directive: event.violatedDirective,
              blocked: event.blockedURI,
              source: event.sourceFile,
              at: event.target instanceof Element ? 'element' : 'document',
              path: location.pathname,
            };
            console.error(prefix + JSON.stringify(report));
          },
          true,
        );
      }, PREFIX);
      context.on('console', (message) => {
        const text = message.text();
        if (!text.startsWith(PREFIX)) return;
        const report = JSON.parse(text.slice(PREFIX.length)) as CspReport;
        (isSanitizerParse(report) ? sanitizerParses : violations).push(report);
      });
      await use(violations);
      expect(
        violations
          .map(describeReport)
          .filter((v) => !allowedCspViolations.some((allowed) => allowed.test(v))),
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
