// The size budget (issue 2 item 14): the JavaScript that /m/en-vn/home loads first, gzip, from dist/.
// "First" is the entry script plus its static imports (modulepreload), and the home view's chunk with its
// own static imports, which the router requests at once. Lazy chunks (motion features, dialogs' QR,
// encryption, other screens) are not counted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = new Set([...html.matchAll(/(?:src|href)="\/m\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));

/** Follows static `import … from "./x.js"` edges inside a chunk. */
function addStaticImports(file) {
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g,
  )) {
    const dep = `assets/${m[1].slice(2)}`;
    if (!assets.has(dep)) {
      assets.add(dep);
      addStaticImports(dep);
    }
  }
}
for (const file of [...assets]) addStaticImports(file);

// The home view's chunk, loaded right after the entry on /home.
const entry = [...assets].find((a) => /assets\/index-[^/]+\.js$/.test(a));
const entryCode = readFileSync(join(dist, entry), 'utf8');
const home = entryCode.match(/["'`](\.\/HomeView-[^"'`]+\.js)["'`]/)?.[1];
if (home) {
  const file = `assets/${home.slice(2)}`;
  assets.add(file);
  addStaticImports(file);
}

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
