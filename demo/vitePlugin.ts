import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import type { Plugin } from 'vite';
import { createDemoHandlers, DemoWorld } from './handlers.ts';

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
      server.printUrls = withDemoNotes(server.printUrls.bind(server));
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
      server.printUrls = withDemoNotes(server.printUrls.bind(server));
    },
  };
}

/** After the server's own address lines: what a person needs to try the app (issue 18). */
function withDemoNotes(printUrls: () => void) {
  return () => {
    printUrls();
    const notes = [
      'Demo backend on the same origin. Members (password demo1234):',
      '    demo     en-vn, VND     e.g. /m/en-vn/bank/transfer',
      '    demoidr  en-id, IDR     e.g. /m/en-id/bank/transfer',
      'State inspector: add ?qa=1 to any page (?qa=0 turns it off).',
    ];
    console.log(`\n${notes.map((line) => `  ${line}`).join('\n')}\n`);
  };
}
