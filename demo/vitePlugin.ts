import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import type { Plugin } from 'vite';
import { createDemoHandlers, DemoWorld } from './handlers';

/**
 * Serves the demo backend over real HTTP on the app's own origin, for `npm start` (vite preview) and the
 * end-to-end tests. It lives in the server, never in the bundle.
 */
export function demoBackend(): Plugin {
  const world = new DemoWorld();
  const handlers = createDemoHandlers(world);

  const middleware = async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? '/';
    if (!url.startsWith('/api/') && !url.startsWith('/gamepage/')) return next();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const origin = `http://${req.headers.host ?? 'localhost'}`;
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    headers.set('x-forwarded-for', req.socket.remoteAddress ?? '127.0.0.1');
    const request = new Request(new URL(url, origin), {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    });
    const response = await getResponse(handlers, request, { baseUrl: origin });
    if (!response) {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ errorCode: 2, data: { resorceCode: ['com_request_invalid'] } }));
      return;
    }
    res.statusCode = response.status;
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.end(Buffer.from(await response.arrayBuffer()));
  };

  return {
    name: 'demo-backend',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
