import type { Config } from 'dompurify';

/**
 * The app's one Trusted Types policy. The served policy says
 * `require-trusted-types-for 'script'; trusted-types dompurify`: no string reaches a script sink
 * (`innerHTML`, `DOMParser`, a worker's URL), only values this policy made.
 *
 * - `createHTML` is DOMPurify's: it parses the untrusted text into an inert document and hands back what it
 *   kept. Only `sanitizeHtml.ts` passes the policy on (to DOMPurify as `TRUSTED_TYPES_POLICY`), so the only
 *   HTML that reaches the page is DOMPurify's output.
 * - `createScriptURL` allows one URL: this build's service worker (`/m/sw.js?build=…` on this origin).
 *
 * Browsers without Trusted Types get no policy, and strings work as before.
 */

type Policy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;
interface TrustedTypesWindow {
  trustedTypes?: {
    createPolicy(
      name: string,
      rules: { createHTML(input: string): string; createScriptURL(input: string): string },
    ): Policy;
  };
}

export const POLICY_NAME = 'dompurify';
const WORKER_PATH = `${import.meta.env.BASE_URL}sw.js`;

let policy: Policy | null | undefined;

/** The policy, created on first use (a name can be created once per page), or null without Trusted Types. */
export function appPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const factory = typeof window === 'undefined' ? undefined : (window as TrustedTypesWindow).trustedTypes;
  policy = factory
    ? factory.createPolicy(POLICY_NAME, {
        createHTML: (input) => input,
        createScriptURL: (input) => {
          const url = new URL(input, location.href);
          if (url.origin !== location.origin || url.pathname !== WORKER_PATH)
            throw new TypeError(`Trusted Types: ${input} is not this app's service worker`);
          return input;
        },
      })
    : null;
  return policy;
}

/** The service worker's URL, as a TrustedScriptURL where the browser enforces Trusted Types. */
export function workerScriptUrl(url: string): string {
  return (appPolicy()?.createScriptURL(url) as unknown as string | undefined) ?? url;
}
