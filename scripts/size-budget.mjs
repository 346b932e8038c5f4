// The size budget: the JavaScript that /m/en-vn/home loads first, gzip, from dist/.
// "First" is the entry script plus its static imports and the home view's chunk with its own (firstLoad.mjs).
// The build's .gz and .br copies (build/precompress.ts) are not assets: only the files the page names count.
//   node scripts/size-budget.mjs [outDir]   (default dist/)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { EAGER_COMPILE_HINT } from '../build/compileHints.ts';
import { firstLoadFiles } from './firstLoad.mjs';

const BUDGET_KB = 160;
const dist = process.argv[2] || 'dist';
// A visitor's home is its pre-rendered page (its paint-first script counts too).
const assets = firstLoadFiles(dist, 'HomeView', 'en-vn/home/index.html');

let total = 0;
const rows = [];
for (const file of assets) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  rows.push(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(rows.sort().reverse().join('\n'));
const kb = total / 1024;
console.log(`first-load JavaScript for /m/en-vn/home: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`Size budget exceeded by ${(kb - BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}

// The start-up's files (the entry and the stages' chunks) carry V8's compile hint on their first line
// (build/compileHints.ts): without it their functions are compiled on the main thread as they are first called.
const startFiles = assets.filter((file) => /^assets\/(index|start-[a-z-]+)-[\w-]+\.js$/.test(file));
const unhinted = startFiles.filter(
  (file) => !readFileSync(join(dist, file), 'utf8').startsWith(`${EAGER_COMPILE_HINT}\n`),
);
console.log(
  `start-up files with the compile hint: ${startFiles.length - unhinted.length} of ${startFiles.length}`,
);
if (startFiles.length < 2 || unhinted.length) {
  console.error(
    `The compile hint is missing from the start-up's files: ${unhinted.join(', ') || 'none found'}.`,
  );
  process.exit(1);
}
