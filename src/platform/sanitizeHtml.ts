import type { Config, DOMPurify } from 'dompurify';

/**
 * Server HTML (promotion content, notices) is untrusted. This is the one DOMPurify configuration of the app:
 * an explicit allow-list of text and layout tags, no forms, no styles, no scripts or event handlers; links
 * keep only https targets (or this site's own paths) and always open in a new tab with
 * `rel="noopener noreferrer"`; images only from https. DOMPurify (11 KB gzip) is loaded the first time
 * something is sanitized, never with the first screen.
 */

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
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'width', 'height'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // https links and images, mail and phone links, and paths of this site.
  ALLOWED_URI_REGEXP: /^(?:https:|mailto:|tel:|\/(?!\/))/i,
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

/** Server HTML made safe to render with `dangerouslySetInnerHTML`. */
export async function sanitizeHtml(html: string): Promise<string> {
  const instance = await load();
  return instance.sanitize(html, { ...SANITIZE_CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
