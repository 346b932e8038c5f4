#!/usr/bin/env node
// `npm run replay <trace.json> [--ui]`: replays a QA trace against the machines and says,
// per actor, whether it ended in the same state or where it diverged. With --ui it is also replayed in
// Chromium against a production build (dist/, or E2E_OUTDIR) and the demo backend, through the UI model
// suite's tables (e2e/model/replay.spec.ts). Exits non-zero on any divergence.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const args = process.argv.slice(2);
const ui = args.includes('--ui');
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run replay <trace.json> [-- --ui]');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const tracePath = resolve(process.cwd(), file);

const load = async (relative) =>
  (await runnerImport(resolve(root, relative), { root, configFile: false, logLevel: 'error' })).module;
const { parseTrace } = await load('src/qa/trace.ts');
const { replayTrace, describeReplay } = await load('scripts/replay/replayTrace.ts');

const trace = parseTrace(readFileSync(tracePath, 'utf8'));
const result = replayTrace(trace);
console.log(`Machines (${trace.actors.length} actors):`);
console.log(describeReplay(result));
let ok = result.ok;

if (ui) {
  console.log('\nIn Chromium (UI model tables):');
  const run = spawnSync('npx', ['playwright', 'test', 'e2e/model/replay.spec.ts', '--workers=1'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, REPLAY_TRACE: tracePath },
  });
  ok = ok && run.status === 0;
}
process.exit(ok ? 0 : 1);
