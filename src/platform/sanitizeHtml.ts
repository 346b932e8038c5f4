import type { Config, DOMPurify } from 'dompurify';
import type { SafeHtml } from '../../domain/safeHtml';
import { appPolicy } from './trustedTypes';

/**
 * Server HTML (promotion content, notices) is untrusted. This is the one DOMPurify configuration of the app:
 * an explicit allow-list of text and layout tags, no forms, no styles, no scripts or event handlers; links
 * keep only https targets (or this site's own paths) and always open in a new tab with
 * `rel="noopener noreferrer"`; images only from https. DOMPurify (11 KB gzip) is loaded the first time
 * something is sanitized, never with the first screen.
 */

const SIZE_ATTRS = ['width', 'height', 'colspan', 'rowspan'] as const;

export const SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'blockquote',
    'br',
    'caption',
    'code',
    'dd',
    'div',
    'dl',
    'dt',
    'em',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    'pre',
    's',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', ...SIZE_ATTRS],
  // DOMPurify holds the value of every allowed attribute that is not URI-safe to ALLOWED_URI_REGEXP, which
  // a number never matches: without this the sizes were dropped. The hook below keeps plain numbers only.
  ADD_URI_SAFE_ATTR: [...SIZE_ATTRS],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // https links and images, mail and phone links, and paths of this site: a path starts with one `/` not
  // followed by another `/` or a `\` (browsers read `/\host` as `//host`, another site).
  ALLOWED_URI_REGEXP: /^(?:https:|mailto:|tel:|\/(?![/\\]))/i,
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style', 'class', 'id', 'target'],
};

let purifier: Promise<DOMPurify> | null = null;

function load(): Promise<DOMPurify> {
  purifier ??= import('dompurify').then(({ default: createDOMPurify }) => {
    const instance = createDOMPurify(window);
    instance.addHook('uponSanitizeAttribute', (_node, data) => {
      // DOMPurify lets any `data:` URI through on images whatever the regex says, `data:image/svg+xml`
      // included; images come from https only. (Other spellings, `da\tta:`, already fail the regex.)
      if (/^\s*data:/i.test(data.attrValue)) data.keepAttr = false;
      // Sizes skip the URI check (ADD_URI_SAFE_ATTR), so they are held to plain numbers here.
      if ((SIZE_ATTRS as readonly string[]).includes(data.attrName) && !/^\d{1,4}%?$/.test(data.attrValue))
        data.keepAttr = false;
    });
    // Every surviving link opens outside the app, without handing it this page.
    instance.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        if (node.getAttribute('href')) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      }
      if (node.tagName === 'IMG') {
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
      }
    });
    return instance;
  });
  return purifier;
}

/**
 * Server HTML made safe to render with `dangerouslySetInnerHTML`: a TrustedHTML of the app's one policy
 * where the browser enforces Trusted Types (React hands it to `innerHTML` as it is), else
 * a string.
 */
export async function sanitizeHtml(html: string): Promise<SafeHtml> {
  const instance = await load();
  const policy = appPolicy();
  if (!policy) return instance.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false });
  return instance.sanitize(html, {
    ...SANITIZE_CONFIG,
    TRUSTED_TYPES_POLICY: policy,
    RETURN_TRUSTED_TYPE: true,
  });
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
