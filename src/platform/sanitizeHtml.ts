import type { SafeHtml } from '../../domain/safeHtml';
import { yieldToMain } from './idle';
import { loadPurifier, SANITIZE_CONFIG } from './purifier';
import { trustedHtml } from './trustedTypes';

export { SANITIZE_CONFIG };

/**
 * Server HTML made safe to render with `dangerouslySetInnerHTML`: a TrustedHTML of the app's one policy
 * where the browser enforces Trusted Types (the policy sanitizes it with the app's one DOMPurify
 * configuration, `purifier.ts`; React hands it to `innerHTML` as it is), else the sanitized string.
 */
export async function sanitizeHtml(html: string): Promise<SafeHtml> {
  const instance = await loadPurifier();
  return trustedHtml(html) ?? instance.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false });
}

/**
 * Several pieces of server HTML, sanitized in order, each in a task of its own: a page of promotions is a
 * few dozen milliseconds of DOMPurify on a slow phone, which in one task would keep a tap waiting.
 */
export async function sanitizeEach(htmls: readonly string[]): Promise<SafeHtml[]> {
  const safe: SafeHtml[] = [];
  for (const [index, html] of htmls.entries()) {
    if (index > 0) await yieldToMain();
    safe.push(await sanitizeHtml(html));
  }
  return safe;
}
