// Import circles among the project's own files: a file that reaches itself through static imports,
// re-exports or `import()` with a literal path (type-only imports carry nothing at run time and are left
// out, as are tests). tests/architecture.test.ts fails on any circle.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, normalize } from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];

/** The source files under the given folders (tests and declarations left out). */
function sourceFiles(root: string, folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'public') walk(path);
      } else if (EXTENSIONS.includes(extname(path)) && !/\.(test|spec)\.|\.d\.ts$/.test(path)) {
        files.push(normalize(path));
      }
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(folder);
  return files;
}

/** The files each file imports at run time, by path relative to the root. */
export function importGraph(root: string, folders: readonly string[]): Map<string, Set<string>> {
  const files = sourceFiles(root, folders);
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    const base = normalize(join(dirname(from), spec));
    const stem = base.replace(/\.(js|mjs)$/, '');
    const candidates = [
      base,
      ...EXTENSIONS.map((x) => base + x),
      ...EXTENSIONS.map((x) => join(base, `index${x}`)),
      ...EXTENSIONS.map((x) => stem + x),
    ];
    return candidates.find((c) => known.has(c));
  };
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const targets = new Set<string>();
    for (const match of source.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const statement = source.slice(
        Math.max(source.lastIndexOf('import ', match.index), source.lastIndexOf('export ', match.index)),
        match.index,
      );
      if (/^(import|export)\s+type\b/.test(statement)) continue;
      const target = resolve(file, match[1]!);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Every circle of more than one file (Tarjan's strongly connected components). */
export function importCircles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const circle: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        circle.push(member);
      } while (member !== file);
      if (circle.length > 1) circles.push(circle.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}
