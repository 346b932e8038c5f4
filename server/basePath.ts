import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { reachedPath } from '../domain/paths.ts';

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
      server.middlewares.use(refuseNotServed);
      server.middlewares.use(prerenderedPages(resolve(server.config.root, server.config.build.outDir)));
    },
  };
}

/**
 * What the build writes under its root but no server sends: `dist/nginx/lotus.conf`
 * names the API upstream, the root and the server name. Matched on the decoded, normalized path, as nginx
 * matches its locations (`/m//nginx/`, `/m/%6Eginx/`).
 */
export const NOT_SERVED_PREFIX = '/m/nginx/';
export const isNotServed = (url: string) => reachedPath(url).startsWith(NOT_SERVED_PREFIX);

/** `npm start` answers what is not served with a 404, as nginx does. */
const refuseNotServed: Connect.NextHandleFunction = (req, res, next) => {
  if (!isNotServed(req.url ?? '/')) return next();
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
};

/** `/m/{area}/{route…}` (letters, digits, `-`, `_` only): the page a pre-rendered file may exist for. */
export const PAGE_PATH = /^\/m((?:\/[\w-]+)+)\/?$/;

/**
 * The file a GET of `url` is answered with when the build pre-rendered its page (contract §8): the
 * `{path}/index.html` under `outDir` for a visitor, the `{path}/member.html` shell for a member, as a URL
 * under `/m/` (query kept); null when there is none, and the server falls back to `/m/index.html` as
 * before. The nginx configuration tries the same.
 */
export function prerenderedUrl(
  url: string,
  exists: (file: string) => boolean,
  outDir: string,
  file: PageFile = 'index.html',
): string | null {
  const [path = '', query] = url.split('?');
  const page = PAGE_PATH.exec(path)?.[1];
  if (!page || !exists(join(outDir, page, file))) return null;
  return `/m${page}/${file}${query === undefined ? '' : `?${query}`}`;
}

/** A visitor's pre-rendered page, or a member's shell of the same route. */
export type PageFile = 'index.html' | 'member.html';

/**
 * A request carrying a session cookie (`sessionId` or `token`, contract §2) is a member's: it gets the
 * route's member shell (`member.html`, the shell and the screen's loading state, drawn anew by the app),
 * never a visitor's page, which would show the visitor's welcome until the app replaced it; else the app
 * page. nginx applies the same rule (`server/nginxConfig.ts`).
 */
export const hasSessionCookie = (cookieHeader: string | undefined) =>
  /(?:^|;\s*)(?:sessionId|token)=[^;]/.test(cookieHeader ?? '');

/**
 * `npm start` (vite preview) serves the pre-rendered page of a path before its SPA fallback. The path is
 * read decoded and normalized, as the static server reads it (`/m/en-vn/%68ome` is home), so a member
 * gets the member's shell whatever the spelling. The answer depends on the session cookie (a visitor's
 * page, a member's shell, the app page): it goes with `Vary: Cookie`, as every HTML answer does
 * (`server/securityHeaders.ts`).
 */
function prerenderedPages(outDir: string): Connect.NextHandleFunction {
  return (req, _res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const raw = req.url ?? '';
    const query = raw.includes('?') ? raw.slice(raw.indexOf('?')) : '';
    const file = hasSessionCookie(req.headers.cookie) ? 'member.html' : 'index.html';
    const url = prerenderedUrl(`${reachedPath(raw)}${query}`, existsSync, outDir, file);
    if (url) req.url = url;
    next();
  };
}
