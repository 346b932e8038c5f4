import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { originAndPathOf, originOfUrl, parseOrigin } from '../domain/origins.ts';

/**
 * The headers the production build is served with (the README's production notes say the same for
 * an operator's web server): a Content-Security-Policy derived from the served `config.json` (API mirrors may
 * be called, game origins and the live chat may be framed), no referrer leaking across origins, no MIME
 * sniffing, hashed assets cached for a year and the entry points (`index.html`, `config.json`) revalidated
 * every time so a deployment or a config edit reaches members at once.
 */

export interface ServedConfig {
  apiBase?: unknown;
  hosts?: unknown;
  gameOrigins?: unknown;
  liveChatUrl?: unknown;
  ipLookupUrl?: unknown;
  vitalsUrl?: unknown;
}

type Warn = (message: string) => void;

/** Relative values (an API base `/gateway`, the chat page `/m/chat.html`) are this origin: 'self'. */
const isRelative = (value: unknown) =>
  value === undefined || value === '' || (typeof value === 'string' && /^\/(?![/\\])/.test(value));

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The origins config values add to the policy, each held to the one rule of `domain/origins.ts` (issue
 * 13 item 9): a wildcard, a path or a `;` would widen or rewrite the policy, so an invalid value is left
 * out and the operator told.
 */
function originsOf(key: string, values: unknown[], toOrigin: (raw: unknown) => string | null, warn: Warn) {
  return values.flatMap((value) => {
    if (isRelative(value)) return [];
    const origin = toOrigin(value);
    if (!origin)
      warn(
        `config.json: "${key}" has ${JSON.stringify(value)}, not an https origin; left out of the policy.`,
      );
    return origin ? [origin] : [];
  });
}

const unique = (list: string[]) => [...new Set(list)];

/**
 * The `'sha256-…'` source of every `<style>` element of a page: the built `index.html`
 * has two, the skeleton and the shell's styles the build inlines (`build/inlineEntryCss.ts`), so the
 * policy allows exactly those and no other inline style.
 */
export function styleHashesOf(html: string): string[] {
  return unique(
    [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[1] ?? '', 'utf8')
          .digest('base64')}'`,
    ),
  );
}

/** The one Trusted Types policy the pages create: DOMPurify's (`src/platform/trustedTypes.ts`). */
export const TRUSTED_TYPES_POLICY = 'dompurify';

/**
 * Powerful features the app never uses, refused to the page and to every frame it embeds (games, chat);
 * copying (the clipboard) stays the app's own.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), clipboard-write=(self)';

/** One year, subdomains included: an https deployment is never reached over plain http again. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The policy for the app's pages, from the configuration they will run with. */
export function contentSecurityPolicy(
  config: ServedConfig,
  frameAncestors: "'none'" | "'self'" = "'none'",
  warn: Warn = console.warn,
  styleHashes: readonly string[] = [],
): string {
  const api = unique([
    ...originsOf('apiBase', [config.apiBase], originOfUrl, warn),
    ...originsOf('hosts', listOf(config.hosts), parseOrigin, warn),
    // The external IP lookup (contract §8): an origin and a path, nothing else.
    ...originsOf('ipLookupUrl', [config.ipLookupUrl], (raw) => originOfUrl(originAndPathOf(raw)), warn),
    // The field vitals collector: beacons are governed by connect-src.
    ...originsOf('vitalsUrl', [config.vitalsUrl], (raw) => originOfUrl(originAndPathOf(raw)), warn),
  ]);
  const frames = unique([
    ...originsOf('gameOrigins', listOf(config.gameOrigins), parseOrigin, warn),
    ...originsOf('liveChatUrl', [config.liveChatUrl], originOfUrl, warn),
  ]);
  return [
    "default-src 'self'",
    "script-src 'self'",
    // The page's own <style> elements by hash, nothing else inline. React's style props (the wheel's
    // rotation) are set through the CSSOM, which the policy does not govern: no style attribute is allowed.
    `style-src ${["'self'", ...styleHashes].join(' ')}`,
    "style-src-attr 'none'",
    // QR codes are data: images; promotion images come from https CDNs.
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...api].join(' ')}`,
    `frame-src ${["'self'", ...frames].join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    // No string reaches a script sink (innerHTML, a worker's URL…): only DOMPurify's policy makes them.
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICY}`,
  ].join('; ');
}

/**
 * Cache-Control by path, first match wins, else `no-cache`: hashed assets for a year; the entry points never
 * without asking. The one list both servers read: the preview middleware below and the generated nginx
 * configuration (`server/nginxConfig.ts`, whose `map` takes these patterns as PCRE regexes).
 */
export const CACHE_RULES: readonly { pattern: RegExp; value: string }[] = [
  { pattern: /^\/m\/assets\/.+-[\w-]{8,}\.\w+$/, value: 'public, max-age=31536000, immutable' },
  { pattern: /^\/m\/(locales|static)\//, value: 'public, max-age=900' },
];
export const DEFAULT_CACHE_CONTROL = 'no-cache';

export function cacheControlFor(path: string): string {
  return CACHE_RULES.find((rule) => rule.pattern.test(path))?.value ?? DEFAULT_CACHE_CONTROL;
}

/**
 * Static pages made to be framed by the app, named one by one: the demo live chat and the
 * demo games. No other page gets their looser policy: a member's shell (`{route}/member.html`, which both
 * servers serve under the page's URL) is an app page like any other.
 */
export const EMBEDDABLE_PAGE = /^\/m\/(?:livechat-demo|demo-game\/(?:slot|sports))\.html$/;
const isEmbeddablePage = (path: string) => EMBEDDABLE_PAGE.test(path);

/**
 * An answer of this type depends on the session cookie under `/m/`: a visitor's page, a
 * member's shell and the app page share URLs, however the URL is spelt (`/m//en-vn/home`,
 * `/m/en-vn/%68ome`), so every HTML answer is sent with `Vary: Cookie`; files are not.
 */
export const VARIES_BY_COOKIE = /^text\/html\b/;

/** The type an answer is about to be sent with: set on the response, or in `writeHead`'s headers. */
function contentTypeOf(res: ServerResponse, args: unknown[]): string {
  const set = res.getHeader('content-type');
  if (set !== undefined) return String(set);
  const headers = args.find((a): a is Record<string, unknown> => !!a && typeof a === 'object');
  const entry = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type');
  return entry ? String(entry[1]) : '';
}

/** Adds `Vary: Cookie` to an HTML answer as its headers leave (whoever writes them: the files, the fallback). */
function varyHtmlByCookie(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (VARIES_BY_COOKIE.test(contentTypeOf(res, args))) {
      const vary = String(res.getHeader('vary') ?? '');
      if (!/\bcookie\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Cookie` : 'Cookie');
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

/** The paths the platform's server answers: the API and the game launcher. */
export const BACKEND_PREFIXES = ['/api/', '/gamepage/'] as const;

/** Paths the app's headers are not for: the API and the game launcher answer with their own. */
export const isBackendPath = (path: string) => BACKEND_PREFIXES.some((prefix) => path.startsWith(prefix));

/** Every page and file of the app carries these, besides its policy and its caching. */
export const FIXED_HEADERS: readonly [name: string, value: string][] = [
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
];

/**
 * The two policies of a build and its config: the app's pages (the style hashes of its `index.html`), and
 * the static pages made to be framed, which keep their own inline styles.
 */
export function policiesFor(config: ServedConfig, indexHtml: string, warn: Warn = console.warn) {
  return {
    page: contentSecurityPolicy(config, "'none'", warn, styleHashesOf(indexHtml)),
    embeddable: contentSecurityPolicy(config, "'self'", () => {}).replace(
      "style-src 'self'",
      "style-src 'self' 'unsafe-inline'",
    ),
  };
}

export function securityHeaders(): Plugin {
  let configPath = '';
  let pagePath = '';
  let cached: { mtimeMs: number; page: string; embeddable: string } | null = null;

  // Read per request (cheap, cached by mtime) so an edited config.json changes the policy without a restart;
  // the policies are built once per edit, so a bad origin is warned about once, not on every request.
  const policies = () => {
    let mtimeMs = -1;
    let config: ServedConfig = {};
    let html = '';
    try {
      mtimeMs = statSync(configPath).mtimeMs + statSync(pagePath).mtimeMs;
      if (cached?.mtimeMs === mtimeMs) return cached;
      config = JSON.parse(readFileSync(configPath, 'utf8')) as ServedConfig;
    } catch {
      config = {};
    }
    try {
      html = readFileSync(pagePath, 'utf8');
    } catch {
      html = '';
    }
    cached = { mtimeMs, ...policiesFor(config, html) };
    return cached;
  };

  const headers: Connect.NextHandleFunction = (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (isBackendPath(path)) return next();
    const policy = policies();
    res.setHeader('Content-Security-Policy', isEmbeddablePage(path) ? policy.embeddable : policy.page);
    for (const [name, value] of FIXED_HEADERS) res.setHeader(name, value);
    varyHtmlByCookie(res);
    // The static server would set its own caching after us: ours is decided here and kept.
    const cacheControl = cacheControlFor(path);
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name, value) => (name.toLowerCase() === 'cache-control' ? res : setHeader(name, value));
    setHeader('Cache-Control', cacheControl);
    next();
  };

  return {
    name: 'security-headers',
    // Only the production build is served with the policy: the dev server injects inline scripts.
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      configPath = join(outDir, 'config.json');
      pagePath = join(outDir, 'index.html');
      server.middlewares.use(headers);
    },
  };
}
