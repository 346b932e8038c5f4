// What a route loads first, read from the build: the entry script and its static imports (modulepreload),
// plus the route's view chunk and its static imports, which the router requests at once. Lazy chunks
// (motion features, dialogs, QR, encryption, a view's own lazy parts, other screens) are not counted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function firstLoadFiles(dist, viewName) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = new Set([...html.matchAll(/(?:src|href)="\/m\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  const addStaticImports = (file) => {
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
  };
  for (const file of [...assets]) addStaticImports(file);
  const entry = [...assets].find((a) => /assets\/index-[^/]+\.js$/.test(a));
  const view = readFileSync(join(dist, entry), 'utf8').match(
    new RegExp(`["'\`](\\./${viewName}-[^"'\`]+\\.js)["'\`]`),
  )?.[1];
  if (view) {
    const file = `assets/${view.slice(2)}`;
    assets.add(file);
    addStaticImports(file);
  }
  return [...assets];
}
