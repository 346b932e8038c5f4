/**
 * Sanitized HTML, ready for `dangerouslySetInnerHTML`: the browser's TrustedHTML where Trusted Types are
 * enforced, else a string. Only `src/platform/sanitizeHtml.ts` makes one.
 */
export type SafeHtml = string | TrustedHTML;
