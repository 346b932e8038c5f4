import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Connect, Plugin } from 'vite';

/**
 * The state atlas (contract §9) at `/m/__atlas/` when `npm run atlas` has written it (`atlas/`, git-ignored):
 * its page, each language's, and the pictures. Only `npm start` and `npm run dev` serve it; the production
 * web server knows nothing of it. A static page and its search script (of its own origin only), under a policy of its own.
 */
export const ATLAS_PATH = '/m/__atlas/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.js': 'text/javascript; charset=utf-8',
};

const POLICY =
  "default-src 'none'; img-src 'self'; script-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The middleware, over the atlas folder `dir`. */
export function atlasMiddleware(dir: string): Connect.NextHandleFunction {
  const base = resolve(dir);
  return (req, res, next) => {
    const raw = (req.url ?? '/').split('?')[0] ?? '/';
    if (raw === ATLAS_PATH.slice(0, -1)) {
      res.statusCode = 302;
      res.setHeader('Location', ATLAS_PATH);
      res.end();
      return;
    }
    if (!raw.startsWith(ATLAS_PATH) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    let path: string;
    try {
      path = decodeURIComponent(raw.slice(ATLAS_PATH.length));
    } catch {
      path = '\0';
    }
    const file = normalize(join(base, path.endsWith('/') || path === '' ? `${path}index.html` : path));
    const inside = file.startsWith(base + sep) && !path.includes('\0');
    if (!inside || !existsSync(file) || !statSync(file).isFile() || !TYPES[extname(file)]) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('No state atlas here: `npm run atlas` writes it.\n');
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', TYPES[extname(file)] as string);
    res.setHeader('Content-Security-Policy', POLICY);
    res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
  };
}

export function atlasPages(): Plugin {
  return {
    name: 'state-atlas',
    configureServer(server) {
      server.middlewares.use(atlasMiddleware(join(server.config.root, 'atlas')));
    },
    configurePreviewServer(server) {
      server.middlewares.use(atlasMiddleware(join(server.config.root, 'atlas')));
    },
  };
}
