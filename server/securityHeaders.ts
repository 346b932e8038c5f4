import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { originAndPathOf, originOfUrl, parseOrigin } from '../src/domain/origins.ts';

/**
 * The headers the production build is served with (issue 7; the README's production notes say the same for
 * an operator's web server): a Content-Security-Policy derived from the served `config.json` (API mirrors may
 * be called, game origins and the live chat may be framed), no referrer leaking across origins, no MIME
 * sniffing, hashed assets cached for a year and the entry points (`index.html`, `config.json`) revalidated
 * every time so a deployment or a config edit reaches members at once.
 */

interface ServedConfig {
  apiBase?: unknown;
  hosts?: unknown;
  gameOrigins?: unknown;
  liveChatUrl?: unknown;
  ipLookupUrl?: unknown;
}

type Warn = (message: string) => void;

/** Relative values (an API base `/gateway`, the chat page `/m/chat.html`) are this origin: 'self'. */
const isRelative = (value: unknown) =>
  value === undefined || value === '' || (typeof value === 'string' && /^\/(?![/\\])/.test(value));

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The origins config values add to the policy, each held to the one rule of `src/domain/origins.ts` (issue
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
 * The `'sha256-…'` source of every `<style>` element of a page (issue 13 item 13): the built `index.html`
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

/** Cache-Control by path: hashed assets for a year; the entry points never without asking. */
export function cacheControlFor(path: string): string {
  if (/^\/m\/assets\/.+-[\w-]{8,}\.\w+$/.test(path)) return 'public, max-age=31536000, immutable';
  if (/^\/m\/(locales|static)\//.test(path)) return 'public, max-age=900';
  return 'no-cache';
}

/** Static pages made to be framed by the app (the demo live chat, the demo game), not the app itself. */
const isEmbeddablePage = (path: string) => /\.html$/.test(path) && !/\/index\.html$/.test(path);

export function securityHeaders(): Plugin {
  let configPath = '';
  let pagePath = '';
  let cached: { mtimeMs: number; page: string; embeddable: string } | null = null;

  // Read per request (cheap, cached by mtime) so an edited config.json changes the policy without a restart;
  // the policies are built once per edit, so a bad origin is warned about once, not on every request.
  const policies = () => {
    let mtimeMs = -1;
    let config: ServedConfig = {};
    let hashes: string[] = [];
    try {
      mtimeMs = statSync(configPath).mtimeMs + statSync(pagePath).mtimeMs;
      if (cached?.mtimeMs === mtimeMs) return cached;
      config = JSON.parse(readFileSync(configPath, 'utf8')) as ServedConfig;
    } catch {
      config = {};
    }
    try {
      hashes = styleHashesOf(readFileSync(pagePath, 'utf8'));
    } catch {
      hashes = [];
    }
    cached = {
      mtimeMs,
      page: contentSecurityPolicy(config, "'none'", console.warn, hashes),
      // The demo chat and games are framed pages with their own inline styles (served in the demo only).
      embeddable: contentSecurityPolicy(config, "'self'", () => {}).replace(
        "style-src 'self'",
        "style-src 'self' 'unsafe-inline'",
      ),
    };
    return cached;
  };

  const headers: Connect.NextHandleFunction = (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/gamepage/')) return next();
    const policy = policies();
    res.setHeader('Content-Security-Policy', isEmbeddablePage(path) ? policy.embeddable : policy.page);
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
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
