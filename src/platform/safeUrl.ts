/**
 * URLs from queries, responses and static files are untrusted: each is parsed and checked against an
 * allow-list before it is loaded, opened or followed.
 */

/** An http(s) URL whose origin is the page's own or one of `allowedOrigins`; otherwise null. */
export function allowedUrl(raw: string, pageOrigin: string, allowedOrigins: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(raw, pageOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url.origin === pageOrigin || allowedOrigins.includes(url.origin) ? url : null;
}

/** An https URL (or a same-origin path) for links that open outside the app: download, contact, share. */
export function externalUrl(raw: string, pageOrigin: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw, pageOrigin);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.origin === pageOrigin && (url.protocol === 'https:' || url.protocol === 'http:')) return url;
  return url.protocol === 'https:' ? url : null;
}

/**
 * Doubled slashes and backslashes, as typed or percent-encoded (once or more): `//host` and `/\host` leave
 * the site once a browser or a router reads them, so a path holding one anywhere is refused.
 */
function hasHostMarker(raw: string): boolean {
  let text = raw;
  // A few rounds of decoding reach any encoding a redirect chain could unwrap; more is an attack.
  for (let round = 0; round < 4; round++) {
    // URL parsers drop tabs and line breaks, so `/\t/` is read as `//`.
    const bare = text.replace(/[\t\n\r]/g, '');
    if (bare.includes('//') || bare.includes('\\')) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(text);
    } catch {
      return true;
    }
    if (decoded === text) return false;
    text = decoded;
  }
  return true;
}

/** A path inside this app (`/m/...`), for redirects after login; never another origin. */
export function internalPath(raw: string | undefined | null): string | null {
  if (!raw?.startsWith('/m/') || hasHostMarker(raw)) return null;
  try {
    const url = new URL(raw, 'https://app.invalid');
    return url.origin === 'https://app.invalid' &&
      url.pathname.startsWith('/m/') &&
      !hasHostMarker(url.pathname)
      ? `${url.pathname}${url.search}`
      : null;
  } catch {
    return null;
  }
}
