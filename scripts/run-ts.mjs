#!/usr/bin/env node
// `node scripts/run-ts.mjs <module.ts> <export> [args…]`: runs a TypeScript module's exported function with
// the command line's remaining arguments, through Vite's module runner (the app's own module resolution),
// and exits with the number it resolves to. `npm run api-contract` and `npm run check-api` are made of it.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const [file, name, ...args] = process.argv.slice(2);
if (!file || !name) {
  console.error('usage: node scripts/run-ts.mjs <module.ts> <export> [args…]');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
// A server rather than a one-off import: the module's own `import()`s (each part's reply schemas) load
// while the function runs.
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const module = await server.ssrLoadModule(resolve(root, file));
  process.exitCode = (await module[name](args)) ?? 0;
} finally {
  await server.close();
}
