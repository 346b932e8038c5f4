import { test as base, expect } from '@playwright/test';

/**
 * The suite's `test`: every test fails when a page or frame reported a Content-Security-Policy violation
 * (issue 7: the app runs under the policy with none). A test that points the app at a host the served policy
 * does not know (a failover mirror set by a routed config.json) names it in `allowedCspViolations`.
 *
 * One kind of report is not a violation by the page (issue 10): Chromium 156 and later report
 * `script-src-attr` when HTML with an event-handler attribute is merely parsed into an inert document, as
 * DOMPurify does before it strips the handler; nothing runs. The same holds for inline styles
 * (`style-src-attr`, `style-src-elem`) now that the policy allows none (issue 13 item 13): nothing applies. Such a report is told apart by two facts
 * together: it is addressed to the document, not to an element of the page (a handler on a live element is
 * reported at that element), and the script that caused it is DOMPurify's own chunk. Those reports are
 * kept in `sanitizerParses` for tests that want to see them; everything else fails the test.
 */
export type CspReport = {
  directive: string;
  blocked: string;
  /** The script whose call led to the report (for an inert parse: the caller of the parser). */
  source: string;
  /** 'element' when reported at an element of the page, else 'document'. */
  at: 'element' | 'document';
  path: string;
};

const PREFIX = 'CSP violation: ';

/**
 * What an inert parse reports: an event handler, and (since issue 13 item 13 took 'unsafe-inline' out of
 * `style-src`) a `<style>` element or a `style` attribute in the server's HTML. DOMPurify strips them all.
 */
const INERT_PARSE_DIRECTIVES = ['script-src-attr', 'style-src-attr', 'style-src-elem'];

/** An inert parse by the sanitizer: reported at the document, caused by DOMPurify's chunk. */
export const isSanitizerParse = (report: CspReport) =>
  INERT_PARSE_DIRECTIVES.includes(report.directive) &&
  report.at === 'document' &&
  /\/m\/assets\/purify\.[\w.-]+\.js$/.test(report.source);

export const describeReport = (r: CspReport) =>
  `${r.directive} ${r.blocked} at ${r.path} (${r.at}, ${r.source})`;

export const test = base.extend<{
  allowedCspViolations: RegExp[];
  cspViolations: CspReport[];
  sanitizerParses: CspReport[];
}>({
  allowedCspViolations: [[], { option: true }],
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
