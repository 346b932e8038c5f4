import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from '@playwright/test';
import { DEMO_PUBLIC_KEY, holdsDemoKey } from '../demo/demoKey';
import { test } from './fixtures';
import { DIST, repoFile } from './helpers';

/** Contract §7: the production build (dist/) contains none of the demo backend. */

const FORBIDDEN = ['DemoWorld', 'PRIVATE KEY', 'createDemoHandlers', 'msw'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

test('no file under dist/ carries demo backend code', () => {
  const dist = repoFile(DIST);
  // The .gz and .br copies are the files beside them, compressed: those are read.
  const files = filesUnder(dist).filter((f) => !/\.(gz|br)$/.test(f));
  // A real build: the page, its scripts and the runtime configuration.
  expect(files.map((f) => relative(dist, f))).toEqual(
    expect.arrayContaining(['index.html', 'config.json', 'static/download-info.json']),
  );
  expect(files.some((f) => f.endsWith('.js'))).toBe(true);

  const found = files.flatMap((file) => {
    const text = readFileSync(file).toString('latin1');
    return FORBIDDEN.filter((word) => text.includes(word)).map((word) => `${relative(dist, file)}: ${word}`);
  });
  expect(found).toEqual([]);
});

test('the demo-only pages (live chat, games) are not in dist/, yet the demo server serves them', async ({
  request,
}) => {
  // they live in demo/public/, served by the demo backend, never built.
  const files = filesUnder(repoFile(DIST)).map((f) => relative(repoFile(DIST), f));
  expect(files.filter((f) => f.includes('livechat-demo') || f.startsWith('demo-game'))).toEqual([]);
  const chat = await request.get('/m/livechat-demo.html');
  expect(chat.status()).toBe(200);
  expect(await chat.text()).toContain('<html');
  expect((await request.get('/m/demo-game/slot.html')).status()).toBe(200);
});

test('the demo private key is not shipped, nor its public key', async ({ request }) => {
  // the private half exists only in demo/, so no build carries the public half either: a
  // deployment that copies dist/ must not encrypt members' passwords under it. The demo server adds it.
  const bundle = filesUnder(repoFile(DIST))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const privateKey = readFileSync(repoFile('demo/demoKey.ts'), 'utf8').match(
    /-----BEGIN PRIVATE KEY-----([\s\S]*?)-----END PRIVATE KEY-----/,
  );
  expect(privateKey, 'demo/demoKey.ts holds the demo private key').not.toBeNull();
  // Lines from the private exponent on: material that exists in no public key.
  const secretLines = privateKey![1]!.trim().split(/\s+/).slice(8);
  expect(secretLines.length).toBeGreaterThan(10);
  expect(secretLines.filter((line) => bundle.includes(line))).toEqual([]);
  const config = JSON.parse(readFileSync(repoFile(`${DIST}/config.json`), 'utf8'));
  expect(holdsDemoKey(config)).toBe(false);
  const demoKeyLines = DEMO_PUBLIC_KEY.split('\n').slice(1, -1);
  const shipped = filesUnder(repoFile(DIST)).filter((f) => !/\.(gz|br)$/.test(f));
  expect(
    shipped.filter((f) => demoKeyLines.some((line) => readFileSync(f, 'latin1').includes(line))),
  ).toEqual([]);
  // The demo server serves its own config, with the demo key.
  expect(holdsDemoKey(await (await request.get('/m/config.json')).json())).toBe(true);
});
