import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoBackend } from '../demo/vitePlugin';
import languageList from '../public/static/language-list.json' with { type: 'json' };

/**
 * Every language can be seen in the demo with one step: `DEMO_ALL_AREAS=1 npm start` serves the language
 * list with every defined area active, and `npm start` says so. Without it the list is the file's (contract
 * §5: th-th, zh-cn, ms-my … inactive).
 */

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => Promise<void>;
interface FakeServer {
  config: { root: string; build: { outDir: string } };
  middlewares: { use(m: Middleware): void };
  printUrls(): void;
  httpServer: null;
}

function preview(allAreas: boolean | undefined, dir: string) {
  let middleware: Middleware = async () => {};
  const server: FakeServer = {
    config: { root: dir, build: { outDir: 'dist' } },
    middlewares: { use: (m) => (middleware = m) },
    printUrls: () => {},
    httpServer: null,
  };
  const plugin = demoBackend(
    allAreas === undefined ? { secret: '' } : { secret: '', allAreas },
  ) as unknown as {
    configurePreviewServer(server: FakeServer): void;
  };
  plugin.configurePreviewServer(server);
  const get = async (url: string) => {
    const req = Object.assign(Readable.from([]), {
      method: 'GET',
      url,
      headers: { host: 'localhost:4173' },
      socket: { remoteAddress: '127.0.0.1' },
    }) as unknown as IncomingMessage;
    const res = {
      statusCode: 200,
      body: '',
      setHeader() {},
      end(chunk?: Buffer | string) {
        this.body = chunk ? String(chunk) : '';
      },
    };
    let passed = false;
    await middleware(req, res as unknown as ServerResponse, () => {
      passed = true;
    });
    return { passed, body: res.body };
  };
  const printed = () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    server.printUrls();
    const text = log.mock.calls.flat().join('\n');
    log.mockRestore();
    return text;
  };
  return { get, printed };
}

const dirs: string[] = [];
function builtSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'demo-areas-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'dist/static'), { recursive: true });
  writeFileSync(join(dir, 'dist/config.json'), '{}');
  writeFileSync(join(dir, 'dist/static/language-list.json'), JSON.stringify(languageList));
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe('seeing every language in the demo', () => {
  it('DEMO_ALL_AREAS=1 serves every defined area active, the rest of the entry as it is', async () => {
    vi.stubEnv('DEMO_ALL_AREAS', '1');
    const { get, printed } = preview(undefined, builtSite());
    const served = await get('/m/static/language-list.json');
    expect(served.passed).toBe(false);
    const list = JSON.parse(served.body) as { area: string; active: boolean }[];
    expect(list).toEqual(languageList.map((entry) => ({ ...entry, active: true })));
    expect(list.map((e) => e.area)).toEqual(expect.arrayContaining(['th-th', 'zh-cn', 'ms-my']));
    expect(printed()).toMatch(/every area active \(DEMO_ALL_AREAS=1\)/);
  });

  it('by default leaves the list to the static server and names the switch in its message', async () => {
    const { get, printed } = preview(false, builtSite());
    expect((await get('/m/static/language-list.json')).passed).toBe(true);
    expect(languageList.filter((e) => !e.active).map((e) => e.area)).toEqual(
      expect.arrayContaining(['th-th', 'zh-cn', 'ms-my']),
    );
    expect(printed()).toMatch(/DEMO_ALL_AREAS=1 to see th, zh and ms/);
  });
});
