#!/usr/bin/env node
// `npm run atlas [-- --lang vi] [-- --no-build]` (contract §9): the state atlas. Builds the app (unless
// --no-build), then runs the UI model paths (e2e/model/paths.spec.ts) against it with ATLAS=1: each state is
// pictured at 390 px the first time a path reaches it, and the run's reporter writes `atlas/index.html`
// (English; another language's under `atlas/{lang}/`) with each machine's graph linked to its pictures. A
// state without a picture, like a state not reached, fails the run. `npm start` serves it at /m/__atlas/.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '../src/i18n/languages.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--lang');
const lang = at >= 0 ? args[at + 1] : 'en';
if (!LANGUAGES.includes(lang)) {
  console.error(`usage: npm run atlas [-- --lang ${LANGUAGES.join('|')}] [-- --no-build]`);
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, commandArgs, env = {}) =>
  spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ??
  1;

if (!args.includes('--no-build') && run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0)
  process.exit(1);
// The pictures are taken anew: a state is pictured the first time this run reaches it.
rmSync(new URL(`../atlas/${lang === 'en' ? '' : `${lang}/`}shots`, import.meta.url), {
  recursive: true,
  force: true,
});
const status = run('npx', ['playwright', 'test', 'e2e/model/paths.spec.ts'], {
  ATLAS: '1',
  ATLAS_LANG: lang,
});
console.log(
  status === 0
    ? `The atlas: atlas/${lang === 'en' ? '' : `${lang}/`}index.html (npm start serves it at /m/__atlas/)`
    : 'The atlas run failed: see above.',
);
process.exit(status);
