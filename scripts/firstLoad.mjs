// What a route loads first, read from the build: the entry script and its static imports (modulepreload),
// plus the route's view chunk and its static imports, which the router requests at once. Lazy chunks
// (motion features, dialogs, QR, encryption, a view's own lazy parts, other screens) are not counted.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// `page` is the HTML the route is served (a pre-rendered page names the entry and its imports on its
// paint-first script: data-app, data-preload).
export function firstLoadFiles(dist, viewName, page = 'index.html') {
  const html = readFileSync(join(dist, existsSync(join(dist, page)) ? page : 'index.html'), 'utf8');
  const named = [
    ...[...html.matchAll(/(?:src|href|data-app)="\/m\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/data-preload="([^"]*)"/g)].flatMap((m) =>
      m[1].split(' ').map((f) => f.replace(/^\/m\//, '')),
    ),
  ];
  const assets = new Set(named.filter(Boolean));
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
