/**
 * Content-Security-Policy reports as the suite sees them, in either engine (for the
 * sanitizer's reports). Shared by the Playwright fixture (`e2e/fixtures.ts`) and the journeys' adapters.
 *
 * One kind of report is not a violation by the page: Chromium 156 and later report
 * `script-src-attr` when HTML with an event-handler attribute is merely parsed into an inert document, as
 * DOMPurify does before it strips the handler; nothing runs. The same holds for inline styles
 * (`style-src-attr`, `style-src-elem`) now that the policy allows none: nothing applies.
 * Such a report is told apart by two facts together: it is addressed to the document, not to an element of
 * the page (a handler on a live element is reported at that element), and the script that caused it is
 * DOMPurify's own chunk. WebKit (WebKitGTK 2.50) sends no such report.
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

/**
 * What an inert parse reports: an event handler, and (with no 'unsafe-inline' in `style-src`) a `<style>`
 * element or a `style` attribute in the server's HTML. DOMPurify strips them all.
 */
const INERT_PARSE_DIRECTIVES = ['script-src-attr', 'style-src-attr', 'style-src-elem'];

/** An inert parse by the sanitizer: reported at the document, caused by DOMPurify's chunk. */
export const isSanitizerParse = (report: CspReport) =>
  INERT_PARSE_DIRECTIVES.includes(report.directive) &&
  report.at === 'document' &&
  /\/m\/assets\/purify\.[\w.-]+\.js$/.test(report.source);

export const describeReport = (r: CspReport) =>
  `${r.directive} ${r.blocked} at ${r.path} (${r.at}, ${r.source})`;
