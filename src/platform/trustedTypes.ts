import type { Config } from 'dompurify';
import type { SafeHtml } from '../../domain/safeHtml';
import { loadedPurifier, SANITIZE_CONFIG } from './purifier';

/**
 * The app's one Trusted Types policy, kept in this module. The served policy says
 * `require-trusted-types-for 'script'; trusted-types dompurify`: no string reaches a script sink
 * (`innerHTML`, `DOMParser`, a worker's URL), only values this policy made.
 *
 * - `createHTML` sanitizes: whatever it is given goes through the app's one DOMPurify configuration
 *   (`purifier.ts`), and before DOMPurify has loaded it refuses. Inside that one sanitizing call DOMPurify
 *   asks the policy again for its own inert parse and for its result: those pass as they are.
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

const POLICY_NAME = 'dompurify';
const WORKER_PATH = `${import.meta.env.BASE_URL}sw.js`;

let policy: Policy | null | undefined;
/** True while the policy's own DOMPurify call runs: its inert parse and its result come back here. */
let sanitizing = false;

/** HTML through the app's DOMPurify configuration, or a refusal when DOMPurify has not loaded. */
function sanitizedHtml(input: string): string {
  if (sanitizing) return input;
  const purifier = loadedPurifier();
  if (!purifier || !policy) throw new TypeError('Trusted Types: HTML is made by the sanitizer only');
  sanitizing = true;
  try {
    return purifier.sanitize(input, {
      ...SANITIZE_CONFIG,
      TRUSTED_TYPES_POLICY: policy,
      RETURN_TRUSTED_TYPE: false,
    });
  } finally {
    sanitizing = false;
  }
}

/** The policy, created on first use (a name can be created once per page), or null without Trusted Types. */
function appPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const factory = typeof window === 'undefined' ? undefined : (window as TrustedTypesWindow).trustedTypes;
  policy = factory
    ? factory.createPolicy(POLICY_NAME, {
        createHTML: sanitizedHtml,
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

/**
 * Untrusted HTML as TrustedHTML, sanitized by the policy, where the browser has Trusted Types; null
 * without them (the caller sanitizes to a string). Throws before DOMPurify has loaded.
 */
export function trustedHtml(html: string): SafeHtml | null {
  return (appPolicy()?.createHTML(html) as unknown as SafeHtml | undefined) ?? null;
}

/** The service worker's URL, as a TrustedScriptURL where the browser enforces Trusted Types. */
export function workerScriptUrl(url: string): string {
  return (appPolicy()?.createScriptURL(url) as unknown as string | undefined) ?? url;
}
