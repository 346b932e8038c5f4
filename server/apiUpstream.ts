import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Connect, Plugin, ProxyOptions } from 'vite';

/**
 * A real API behind the front end in development (contract §9): `API_UPSTREAM=https://…
 * npm start` (and `npm run dev`) proxy `/api/` and `/gamepage/` to that server instead of serving the demo
 * backend. The page still calls its own origin, so the anti-forgery cookie, the session cookies (their
 * domain rewritten to this host) and the CSP work as on a real deployment. The upstream's own
 * `passwordPublicKey` (from `API_UPSTREAM_CONFIG`, else `{API_UPSTREAM}/m/config.json`) replaces the demo
 * key in the `config.json` this server gives the app, so a login is encrypted for that server.
 */
export interface ApiUpstream {
  /** The server, as given (no trailing slash). */
  target: string;
  /** Where that deployment's `config.json` is read from, for its password key. */
  configUrl: string;
  /** Vite's `server.proxy` and `preview.proxy`. */
  proxy: Record<string, ProxyOptions>;
}

/** The upstream the environment names, or null (the demo backend); a value that is no http(s) URL throws. */
export function apiUpstreamOf(env: Readonly<Record<string, string | undefined>>): ApiUpstream | null {
  const raw = env.API_UPSTREAM?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`API_UPSTREAM is not a URL: ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`API_UPSTREAM must be an http(s) URL: ${JSON.stringify(raw)}`);
  }
  const target = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  const options: ProxyOptions = {
    target,
    changeOrigin: true,
    secure: true,
    // The server's cookies (XSRF-TOKEN and the like) belong to this host while it stands in for it.
    cookieDomainRewrite: '',
  };
  return {
    target,
    configUrl: env.API_UPSTREAM_CONFIG?.trim() || `${url.origin}/m/config.json`,
    proxy: { '/api/': options, '/gamepage/': options },
  };
}

/** The local `config.json` with the upstream's password key, when it has one. */
export function withUpstreamKey(local: string, upstream: unknown): string | null {
  const key = (upstream as { passwordPublicKey?: unknown } | null)?.passwordPublicKey;
  if (typeof key !== 'string' || !key.includes('PUBLIC KEY')) return null;
  return `${JSON.stringify({ ...(JSON.parse(local) as object), passwordPublicKey: key }, null, 2)}\n`;
}

/** What the console says under the server's addresses. */
export const upstreamNotes = (upstream: ApiUpstream) => [
  `API: /api/ and /gamepage/ are proxied to ${upstream.target} (API_UPSTREAM); no demo backend.`,
  `    config.json's passwordPublicKey is read from ${upstream.configUrl} when it answers.`,
];

/** The plugin that says so on the console and serves `config.json` with the upstream's key. */
export function apiUpstream(upstream: ApiUpstream): Plugin {
  let served: Promise<string | null> | undefined;
  const configOf = (file: string) => {
    served ??= (async () => {
      const local = await readFile(file, 'utf8');
      try {
        const response = await fetch(upstream.configUrl, { signal: AbortSignal.timeout(10_000) });
        const merged = withUpstreamKey(local, await response.json());
        if (merged) return merged;
        console.warn(
          `  ${upstream.configUrl} has no passwordPublicKey: logins use public/config.json's key.`,
        );
      } catch (error) {
        console.warn(`  Could not read ${upstream.configUrl} (${String(error)}): logins use the local key.`);
      }
      return null;
    })();
    return served;
  };
  const middleware =
    (file: string): Connect.NextHandleFunction =>
    (req, res, next) => {
      if ((req.url ?? '').split('?')[0] !== '/m/config.json') return next();
      configOf(file).then(
        (body) => {
          if (body === null) return next();
          res.setHeader('content-type', 'application/json');
          res.setHeader('cache-control', 'no-cache');
          res.end(body);
        },
        () => next(),
      );
    };
  const withNotes = (printUrls: () => void) => () => {
    printUrls();
    console.log(
      `\n${upstreamNotes(upstream)
        .map((line) => `  ${line}`)
        .join('\n')}\n`,
    );
  };
  return {
    name: 'api-upstream',
    configureServer(server) {
      server.middlewares.use(middleware(resolve(server.config.root, 'public/config.json')));
      server.printUrls = withNotes(server.printUrls.bind(server));
    },
    configurePreviewServer(server) {
      const { root, build } = server.config;
      server.middlewares.use(middleware(resolve(root, build.outDir, 'config.json')));
      server.printUrls = withNotes(server.printUrls.bind(server));
    },
  };
}
