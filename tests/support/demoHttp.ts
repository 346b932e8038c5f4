import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { demoServedConfig } from '../../demo/demoKey';
import { createDemoHandlers, DemoWorld } from '../../demo/handlers';

/**
 * The demo backend over real HTTP on a local port, for a test that talks to it as a
 * server on a network would be talked to: MSW's `getResponse` serves the demo handlers from a plain node
 * server, with `/m/config.json` as the demo server serves it (`public/config.json` with the demo's key). `skew` rewrites the success data of one path's
 * replies, to play a server that answers differently from the contract.
 */
export type Skew = (path: string, data: unknown) => unknown;

const CONFIG = JSON.stringify(
  demoServedConfig(JSON.parse(readFileSync(new URL('../../public/config.json', import.meta.url), 'utf8'))),
);

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startDemoHttp(skew?: Skew): Promise<{ base: string; close: () => Promise<void> }> {
  const world = new DemoWorld();
  const handlers = createDemoHandlers(world);
  const server: Server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/m/config.json') {
      res.setHeader('content-type', 'application/json');
      res.end(CONFIG);
      return;
    }
    const origin = `http://${req.headers.host}`;
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const body =
      req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await bodyOf(req));
    const request = new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body });
    const response = await getResponse(handlers, request, { baseUrl: origin });
    if (!response) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.statusCode = response.status;
    for (const [key, value] of response.headers) if (key !== 'set-cookie') res.setHeader(key, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader('set-cookie', cookies);
    let payload = Buffer.from(await response.arrayBuffer());
    if (skew && response.headers.get('content-type')?.includes('json')) {
      const reply = JSON.parse(payload.toString('utf8')) as { errorCode?: number; data?: unknown };
      if (reply.errorCode === 0) {
        payload = Buffer.from(JSON.stringify({ ...reply, data: skew(path, reply.data) }));
        res.setHeader('content-length', String(payload.length));
      }
    }
    res.end(payload);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
