#!/usr/bin/env node
// `npm run check-api -- --base URL --user ID --password PW [--config URL] [--area AREA]` (issue 26 item 4):
// checks a live server's read-only replies with the app's own schemas (scripts/checkApi.ts).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(resolve(root, 'scripts/checkApi.ts'), {
  root,
  configFile: false,
  logLevel: 'error',
});
process.exitCode = await module.checkApi(process.argv.slice(2));
