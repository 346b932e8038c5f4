/**
 * Origins from `config.json` (API mirrors, game and chat frames) are written into the
 * Content-Security-Policy by the server and trusted by the client's URL checks. A URL parser accepts
 * `https://*`, `https://a;b` or `https://a,b` as hosts, and each of those widens or rewrites the policy, so
 * both sides go through this one rule: `https://host[:port]`, plain http only for this machine, no
 * wildcard, path, query, credentials or anything else.
 */

/** A host (checked label by label below) or a bracketed IPv6, an optional port, an optional final `/`. */
const ORIGIN = /^(https?):\/\/([a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?\/?$/i;
/** A DNS label: letters, digits and inner hyphens. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** This machine: plain http is harmless here (a developer's server), nowhere else. */
const isLoopback = (host: string) =>
  host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);

/** The canonical origin (`https://games.example.net:8443`) or null when `raw` is not one (see above). */
export function parseOrigin(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const match = ORIGIN.exec(raw);
  if (!match) return null;
  if (!match[2]!.startsWith('[') && !match[2]!.split('.').every((label) => LABEL.test(label))) return null;
  const scheme = match[1]!.toLowerCase();
  const port = match[3];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  let url: URL;
  try {
    url = new URL(`${scheme}://${match[2]}${port === undefined ? '' : `:${port}`}`);
  } catch {
    return null;
  }
  if (scheme === 'http' && !isLoopback(url.hostname)) return null;
  return url.origin;
}

/** The origin of an absolute URL (the chat page, an API base with a path), held to the same rule. */
export function originOfUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || !/^https?:\/\//i.test(raw)) return null;
  try {
    const url = new URL(raw);
    if (url.username || url.password) return null;
    return parseOrigin(url.origin);
  } catch {
    return null;
  }
}

/** Path segments of plain characters: no `//`, backslash, `%`, `;`, quotes or spaces. */
const PLAIN_PATH = /^(?:\/[\w.~-]+)*\/?$/;

/**
 * An absolute URL of one origin (the rule above) and a plain path, nothing else: no query, fragment or
 * credentials (the external IP lookup, `ipLookupUrl`). Its canonical form, or null.
 */
export function originAndPathOf(raw: unknown): string | null {
  if (typeof raw !== 'string' || /[?#\s]/.test(raw)) return null;
  const origin = originOfUrl(raw);
  if (!origin) return null;
  const path = new URL(raw).pathname;
  return PLAIN_PATH.test(path) && !path.includes('//') ? `${origin}${path}` : null;
}
