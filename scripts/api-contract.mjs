#!/usr/bin/env node
// `npm run api-contract` (issue 26 item 3): writes docs/api/openapi.json from the app's calls and reply
// schemas (scripts/apiContract.ts). tests/apiContract.test.ts fails when the file is stale.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { module } = await runnerImport(resolve(root, 'scripts/apiContract.ts'), {
  root,
  configFile: false,
  logLevel: 'error',
});
const file = resolve(root, 'docs/api/openapi.json');
mkdirSync(resolve(root, 'docs/api'), { recursive: true });
writeFileSync(file, module.openApiText());
console.log(`Wrote ${file}`);
