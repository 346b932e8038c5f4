import { timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import type { Plugin } from 'vite';
import { reachedPath } from '../domain/paths.ts';
import { demoServedConfig } from './demoKey.ts';
import { createDemoHandlers, DemoWorld } from './handlers.ts';

/**
 * Whether an address is this machine's: a proxy there (nginx in the tests) is believed about the client's
 * address (`X-Forwarded-For`). It opens no demo switch: a proxy on this machine forwards anyone.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, '');
  return address === '::1' || /^127(?:\.\d{1,3}){3}$/.test(v4);
}

/** The shortest secret that opens the demo switches (contract §10). */
export const MIN_DEMO_SECRET = 16;

/** The largest request body the demo server reads; a longer one is answered 413 unread. */
export const MAX_DEMO_BODY = 64 * 1024;

/**
 * The secret that opens the demo switches, from `DEMO_HOOKS`: empty (all closed) when unset or shorter than
 * MIN_DEMO_SECRET, so `DEMO_HOOKS=1` opens nothing.
 */
export const demoSecretOf = (value: string | undefined) =>
  value && value.length >= MIN_DEMO_SECRET ? value : '';

/** Whether a request carries the server's demo secret (`X-Demo-Secret`), compared in constant time. */
export function carriesSecret(header: string | string[] | undefined, secret: string): boolean {
  if (!secret || typeof header !== 'string') return false;
  const given = Buffer.from(header);
  const wanted = Buffer.from(secret);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Where the demo hooks live (contract §9), matched on the decoded, normalized path. */
const HOOKS_PREFIX = '/api/__demo/';

/**
 * A request for a demo hook, however its path is spelt: URL resolution removes dot
 * segments (`/api/./__demo/`) and MSW matches the decoded path (`/api/%5F%5Fdemo/`), so the check is on
 * the path as the handlers reach it, in lower case.
 */
export const isHookPath = (url: string) => reachedPath(url).toLowerCase().startsWith(HOOKS_PREFIX);

/**
 * Demo-only pages (the live chat, the demo games) live in `demo/public/`, outside `public/`, so a production
 * build never carries them; the demo server serves them at their old addresses.
 */
const DEMO_PUBLIC = fileURLToPath(new URL('./public/', import.meta.url));
const DEMO_PAGE = /^\/m\/(livechat-demo\.html|demo-game\/[\w-]+\.(?:html|js|css))$/;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

async function serveDemoPage(path: string, res: ServerResponse): Promise<boolean> {
  const match = DEMO_PAGE.exec(path);
  if (!match?.[1]) return false;
  const file = normalize(join(DEMO_PUBLIC, match[1]));
  if (!file.startsWith(DEMO_PUBLIC)) return false;
  try {
    const body = await readFile(file);
    res.statusCode = 200;
    res.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.end(body);
    return true;
  } catch {
    return false;
  }
}

/** The area list, as the app asks for it (contract §5). */
const LANGUAGE_LIST_PATH = '/m/static/language-list.json';

/**
 * `DEMO_ALL_AREAS=1`: the served language list with every defined area active, so all six languages can be
 * seen in the demo (th-th, zh-cn, ms-my … are inactive by default). False when the file cannot be read.
 */
async function serveEveryArea(file: string, res: ServerResponse): Promise<boolean> {
  return serveJsonFile(file, res, { 'cache-control': 'no-cache' }, (list) =>
    Array.isArray(list)
      ? JSON.stringify(list.map((entry: Record<string, unknown>) => ({ ...entry, active: true })))
      : undefined,
  );
}

/** The app's runtime configuration, as the app asks for it. */
const CONFIG_PATH = '/m/config.json';

/**
 * The demo's `config.json`: the served file (the build's, or `public/`'s in `npm run
 * dev`) with the demo key added when it names none; the build itself carries no key. False when the file
 * cannot be read as a JSON object: the static server then answers as it would.
 */
async function serveDemoConfig(file: string, res: ServerResponse): Promise<boolean> {
  return serveJsonFile(file, res, {}, (config) =>
    config && typeof config === 'object' && !Array.isArray(config)
      ? JSON.stringify(demoServedConfig(config as Record<string, unknown>), null, 2)
      : undefined,
  );
}

/**
 * Answers with the JSON file `file` as `rewrite` turns it: false (the static server then answers as it
 * would) when there is no file, it cannot be read as JSON, or `rewrite` gives nothing for it.
 */
async function serveJsonFile(
  file: string,
  res: ServerResponse,
  headers: Record<string, string>,
  rewrite: (parsed: unknown) => string | undefined,
): Promise<boolean> {
  if (!file) return false;
  try {
    const body = rewrite(JSON.parse(await readFile(file, 'utf8')));
    if (body === undefined) return false;
    res.statusCode = 200;
    res.setHeader('content-type', 'application/json');
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(body);
    return true;
  } catch {
    return false;
  }
}

/**
 * Serves the demo backend over real HTTP on the app's own origin, for `npm start` (vite preview) and the
 * end-to-end tests. It lives in the server, never in the bundle.
 */
export function demoBackend({
  secret = process.env.DEMO_HOOKS,
  allAreas = process.env.DEMO_ALL_AREAS === '1',
}: {
  secret?: string;
  allAreas?: boolean;
} = {}): Plugin {
  const world = new DemoWorld();
  const hookSecret = demoSecretOf(secret);
  const hooks = hookSecret !== '';
  // Without a secret the hooks are not even among the handlers: no spelling of a path reaches them.
  const handlers = createDemoHandlers(world, '', { hooks });
  /** The `config.json` the server would send: the build's (preview) or `public/`'s (dev). */
  let configFile = '';

  const refuse = (res: ServerResponse, status: number) => {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ errorCode: 2, data: { resorceCode: ['com_request_invalid'] } }));
  };

  const middleware = async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '';
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      ((path === CONFIG_PATH && (await serveDemoConfig(configFile, res))) ||
        (allAreas &&
          path === LANGUAGE_LIST_PATH &&
          (await serveEveryArea(join(dirname(configFile), 'static/language-list.json'), res))) ||
        (await serveDemoPage(path, res)))
    )
      return;
    if (!url.startsWith('/api/') && !url.startsWith('/gamepage/')) return next();
    // The demo switches (contract §10): the hooks are closed (404) unless the server was started with a
    // secret, and then answer only a request carrying it (403), whatever spelling of the path and whoever
    // the peer (a proxy on this machine forwards anyone).
    const opened = carriesSecret(req.headers['x-demo-secret'], hookSecret);
    if (isHookPath(url) && !opened) return refuse(res, hooks ? 403 : 404);
    if (Number(req.headers['content-length']) > MAX_DEMO_BODY) return refuse(res, 413);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_DEMO_BODY) return refuse(res, 413);
      chunks.push(chunk as Buffer);
    }
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const headers = new Headers();
    // The `X-Demo-*` levers (delay, address, country) reach the handlers only with the secret; the secret
    // itself never does.
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === 'string' && (opened || !k.startsWith('x-demo-')) && k !== 'x-demo-secret')
        headers.set(k, v);
    // Like an API behind a proxy: X-Forwarded-For is believed from a proxy on this machine only (nginx in
    // the tests, which sets it to the address it sees); anyone else's is replaced by their own address.
    const remote = req.socket.remoteAddress ?? '127.0.0.1';
    const forwarded = req.headers['x-forwarded-for'];
    headers.set('x-forwarded-for', isLoopback(remote) && typeof forwarded === 'string' ? forwarded : remote);
    const request = new Request(new URL(url, origin), {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    const response = await getResponse(handlers, request, { baseUrl: origin });
    if (!response) return refuse(res, 404);
    res.statusCode = response.status;
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.end(Buffer.from(await response.arrayBuffer()));
  };

  return {
    name: 'demo-backend',
    /** For tests: the middleware as the servers mount it, and the config file it serves. */
    api: {
      middleware,
      serveConfigFrom: (file: string) => {
        configFile = file;
      },
    },
    configureServer(server) {
      configFile = join(server.config.publicDir, 'config.json');
      server.middlewares.use(middleware);
      server.printUrls = withDemoNotes(server.printUrls.bind(server), hooks, allAreas);
    },
    configurePreviewServer(server) {
      configFile = join(resolve(server.config.root, server.config.build.outDir), 'config.json');
      server.middlewares.use(middleware);
      server.printUrls = withDemoNotes(server.printUrls.bind(server), hooks, allAreas);
      // Node closes an idle kept-alive connection after 5 s, racing a client that reuses it at that moment
      // (a test's `route.fetch` on a loaded machine met ECONNRESET). Clients give up on idle sockets first.
      const http = server.httpServer as { keepAliveTimeout?: number; headersTimeout?: number } | null;
      if (http) {
        http.keepAliveTimeout = 65_000;
        http.headersTimeout = 66_000;
      }
    },
  };
}

/** After the server's own address lines: what a person needs to try the app. */
function withDemoNotes(printUrls: () => void, hooks: boolean, allAreas: boolean) {
  return () => {
    printUrls();
    const notes = [
      'Demo backend on the same origin. Members (password demo1234):',
      '    demo     en-vn, VND     e.g. /m/en-vn/bank/transfer',
      '    demoidr  en-id, IDR     e.g. /m/en-id/bank/transfer',
      'State inspector: add ?qa=1 to any page (?qa=0 turns it off).',
      `Languages: ${allAreas ? 'every area active (DEMO_ALL_AREAS=1), e.g. /m/th-th/home, /m/zh-cn/home, /m/ms-my/home' : 'en and vi (en-vn, vi-vn), id (id-id); start with DEMO_ALL_AREAS=1 to see th, zh and ms too'}.`,
      `Demo hooks (/api/__demo/*, X-Demo-* headers): ${hooks ? 'open to requests carrying X-Demo-Secret (DEMO_HOOKS)' : `closed; DEMO_HOOKS=<a secret of ${MIN_DEMO_SECRET}+ characters> opens them to requests carrying it in X-Demo-Secret`}.`,
    ];
    console.log(`\n${notes.map((line) => `  ${line}`).join('\n')}\n`);
  };
}
