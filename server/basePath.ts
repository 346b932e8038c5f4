import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';

/**
 * The app lives under `/m/`: the server sends `/` and `/m` there (contract §1). The production web server
 * needs the same rule (README, production notes).
 */
export function basePathRedirect(): Plugin {
  const redirect: Connect.NextHandleFunction = (req, res, next) => {
    const [path = '/', query] = (req.url ?? '/').split('?');
    if (path !== '/' && path !== '/m') return next();
    res.statusCode = 302;
    res.setHeader('Location', `/m/${query ? `?${query}` : ''}`);
    res.end();
  };
  return {
    name: 'base-path-redirect',
    configureServer(server) {
      server.middlewares.use(redirect);
    },
    configurePreviewServer(server) {
      server.middlewares.use(redirect);
      server.middlewares.use(prerenderedPages(resolve(server.config.root, server.config.build.outDir)));
    },
  };
}

/** `/m/{area}/{route…}` (letters, digits, `-`, `_` only): the page a pre-rendered file may exist for. */
const PAGE_PATH = /^\/m((?:\/[\w-]+)+)\/?$/;

/**
 * The file a GET of `url` is answered with when the build pre-rendered its page (contract §8): the
 * `{path}/index.html` under `outDir`, as a URL under `/m/` (query kept); null when there is none, and the
 * server falls back to `/m/index.html` as before. The nginx configuration tries the same.
 */
export function prerenderedUrl(
  url: string,
  exists: (file: string) => boolean,
  outDir: string,
): string | null {
  const [path = '', query] = url.split('?');
  const page = PAGE_PATH.exec(path)?.[1];
  if (!page || !exists(join(outDir, page, 'index.html'))) return null;
  return `/m${page}/index.html${query === undefined ? '' : `?${query}`}`;
}

/**
 * A request carrying a session cookie (`sessionId` or `token`, contract §2) gets the app page: the
 * pre-rendered pages are a visitor's, and a member's would show the visitor's welcome until the app
 * replaced it. nginx applies the same rule (`server/nginxConfig.ts`).
 */
export const hasSessionCookie = (cookieHeader: string | undefined) =>
  /(?:^|;\s*)(?:sessionId|token)=[^;]/.test(cookieHeader ?? '');

/** `npm start` (vite preview) serves the pre-rendered page of a path before its SPA fallback. */
function prerenderedPages(outDir: string): Connect.NextHandleFunction {
  return (req, _res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasSessionCookie(req.headers.cookie))
      return next();
    const url = prerenderedUrl(req.url ?? '', existsSync, outDir);
    if (url) req.url = url;
    next();
  };
}
