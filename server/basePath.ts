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
export const PAGE_PATH = /^\/m((?:\/[\w-]+)+)\/?$/;
/** The same, as a request line's target (query and all): nginx's `$request_uri`. */
export const PAGE_REQUEST = new RegExp(PAGE_PATH.source.replace(/\$$/, '(?:\\?.*)?$'));

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

/** `npm start` (vite preview) serves the pre-rendered page of a path before its SPA fallback. */
function prerenderedPages(outDir: string): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A page's answer depends on the session cookie (a visitor's page, a member's shell, the app page): a
    // cache between must not give one's to the other.
    if (PAGE_PATH.test((req.url ?? '').split('?')[0] ?? '')) res.setHeader('Vary', 'Cookie');
    const file = hasSessionCookie(req.headers.cookie) ? 'member.html' : 'index.html';
    const url = prerenderedUrl(req.url ?? '', existsSync, outDir, file);
    if (url) req.url = url;
    next();
  };
}
