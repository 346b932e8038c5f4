import type { SafeHtml } from '../../domain/safeHtml';
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
 * Several pieces of server HTML, sanitized in order, in one task: DOMPurify is a few milliseconds a piece,
 * and a task per piece cost the browser's scheduling more than it spared a tap.
 */
export async function sanitizeEach(htmls: readonly string[]): Promise<SafeHtml[]> {
  const safe: SafeHtml[] = [];
  for (const html of htmls) safe.push(await sanitizeHtml(html));
  return safe;
}
