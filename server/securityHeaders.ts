import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';

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
}

/** The origin of an absolute http(s) URL, or null (relative paths are this origin: 'self'). */
function originOf(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

const origins = (values: unknown): string[] =>
  Array.isArray(values) ? values.map(originOf).filter((o): o is string => o !== null) : [];

const unique = (list: string[]) => [...new Set(list)];

/** The policy for the app's pages, from the configuration they will run with. */
export function contentSecurityPolicy(
  config: ServedConfig,
  frameAncestors: "'none'" | "'self'" = "'none'",
): string {
  const api = unique([originOf(config.apiBase), ...origins(config.hosts)].filter((o): o is string => !!o));
  const frames = unique(
    [...origins(config.gameOrigins), originOf(config.liveChatUrl)].filter((o): o is string => !!o),
  );
  return [
    "default-src 'self'",
    "script-src 'self'",
    // The skeleton in index.html and React's style attributes (the wheel's rotation) are inline styles.
    "style-src 'self' 'unsafe-inline'",
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
  let cached: { mtimeMs: number; config: ServedConfig } | null = null;

  // Read per request (cheap, cached by mtime) so an edited config.json changes the policy without a restart.
  const servedConfig = (): ServedConfig => {
    try {
      const { mtimeMs } = statSync(configPath);
      if (cached?.mtimeMs !== mtimeMs)
        cached = { mtimeMs, config: JSON.parse(readFileSync(configPath, 'utf8')) as ServedConfig };
      return cached.config;
    } catch {
      return {};
    }
  };

  const headers: Connect.NextHandleFunction = (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path.startsWith('/gamepage/')) return next();
    res.setHeader(
      'Content-Security-Policy',
      contentSecurityPolicy(servedConfig(), isEmbeddablePage(path) ? "'self'" : "'none'"),
    );
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
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
      configPath = join(resolve(server.config.root, server.config.build.outDir), 'config.json');
      server.middlewares.use(headers);
    },
  };
}
