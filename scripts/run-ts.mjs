#!/usr/bin/env node
// `node scripts/run-ts.mjs <module.ts> <export> [args…]`: runs a TypeScript module's exported function with
// the command line's remaining arguments, through Vite's module runner (the app's own module resolution),
// and exits with the number it resolves to. `npm run api-contract` and `npm run check-api` are made of it.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const [file, name, ...args] = process.argv.slice(2);
if (!file || !name) {
  console.error('usage: node scripts/run-ts.mjs <module.ts> <export> [args…]');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(resolve(root, file), { root, configFile: false, logLevel: 'error' });
process.exitCode = (await module[name](args)) ?? 0;
