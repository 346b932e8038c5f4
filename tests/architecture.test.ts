import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '../scripts/importCircles.ts';
import {
  biomeOverrides,
  FEATURES,
  LAYERS,
  type Layer,
  layersPicture,
  PLACES,
  RESTRICTED_PACKAGES,
  twoWayPairs,
  withPicture,
} from '../scripts/layout.ts';

/**
 * The layers and features, written once in scripts/layout.ts: Biome's import rules and the picture in
 * docs/architecture.md are made from it (`npm run walls`), and every rule is shown to bite. A probe file in
 * each layer imports each other layer (and each restricted package), each feature's folders import another
 * feature's, the kernel imports a feature; the whole scratch tree is linted with the project's own
 * biome.json in one run, and each probe is refused exactly when the layout says so. No file of the tree
 * reaches itself through its imports.
 */

const root = resolve(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

const layers = LAYERS;
const SOURCE_FOLDERS = [
  'src',
  'features',
  'machines',
  'domain',
  'contract',
  'demo',
  'server',
  'build',
  'scripts',
];

describe('the layout is the one source of the walls', () => {
  it("biome.json's import rules are the layout's (npm run walls)", () => {
    const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as { overrides: unknown };
    expect(config.overrides).toEqual(biomeOverrides());
  });

  it("docs/architecture.md's picture has the layout's arrows (npm run walls)", () => {
    const markdown = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
    expect(markdown).toBe(withPicture(markdown));
    // Each allowed import is an arrow, and no other arrow is drawn.
    const arrows = [...layersPicture().matchAll(/^ {2}(\w+) --> (\w+)$/gm)].map((m) => `${m[1]}>${m[2]}`);
    expect(arrows.sort()).toEqual(layers.flatMap((l) => l.imports.map((t) => `${l.name}>${t}`)).sort());
  });

  it('every place is a folder of the tree, and machines sit below everything of src/', () => {
    for (const place of PLACES)
      expect(existsSync(join(root, place.path)) || existsSync(join(root, `${place.path}.ts`))).toBe(true);
    const machines = layers.find((l) => l.name === 'machines')!;
    const srcLayers = layers
      .filter((l) => l.path?.startsWith('src/') || l.name === 'views')
      .map((l) => l.name);
    expect(machines.imports.filter((name) => srcLayers.includes(name))).toEqual([]);
    // Nothing below the machines reaches back up to them.
    for (const name of [...machines.imports, 'domain'])
      expect(layers.find((l) => l.name === name)!.imports).not.toContain('machines');
  });

  it('no two layers may import each other', () => {
    expect(twoWayPairs()).toEqual([]);
  });

  it('each feature is a folder with its calls, machines, flows, views and demo handlers, and nothing else of its own', () => {
    const features = readdirSync(join(root, 'features')).sort();
    expect(features).toEqual([...FEATURES].sort());
    for (const feature of FEATURES)
      expect(readdirSync(join(root, 'features', feature)).sort()).toEqual([
        'contract',
        'demo',
        'flows',
        'machines',
        'views',
      ]);
  });
});

describe('no import circle', () => {
  it('no file of the tree reaches itself through its imports (static or import())', () => {
    const circles = importCircles(importGraph(root, SOURCE_FOLDERS));
    expect(circles).toEqual([]);
  });

  it('the check finds a circle when there is one, also through import()', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'circle-'));
    try {
      mkdirSync(join(scratch, 'src', 'a'), { recursive: true });
      writeFileSync(
        join(scratch, 'src', 'a', 'one.ts'),
        "import { two } from '../two';\nexport const one = two;\n",
      );
      writeFileSync(join(scratch, 'src', 'two.ts'), "export const two = () => import('./three');\n");
      writeFileSync(join(scratch, 'src', 'three.ts'), "export { one } from './a/one';\n");
      writeFileSync(
        join(scratch, 'src', 'four.ts'),
        "import type { one } from './a/one';\nexport type Four = typeof one;\n",
      );
      expect(importCircles(importGraph(scratch, ['src']))).toEqual([
        ['src/a/one.ts', 'src/three.ts', 'src/two.ts'],
      ]);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('each rule bites', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'walls-'));
  copyFileSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** Probe files by path, with whether the layout allows the import each makes. */
  const probes = new Map<string, { from: string; imports: string; allowed: boolean }>();
  const write = (file: string, spec: string, from: string, imports: string, allowed: boolean) => {
    const path = join(scratch, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `import { thing } from '${spec}';\n\nexport const probe = thing;\n`);
    probes.set(file, { from, imports, allowed });
  };
  /** Where a layer's probe sits: its kernel folder, else its folder in the money feature. */
  const home = (layer: Layer) => layer.path ?? `features/money/${layer.name}`;
  /** A probe deep in a place (two folders down), so matching does not depend on the importer's depth. */
  const probeDir = (path: string) => `${path}/deep/er`;
  const inFeature = (path: string) => path.startsWith('features/');
  let refused = new Set<string>();
  /** Probe files that touch a browser global, with whether their layer is pure. */
  const globalProbes = new Map<string, boolean>();
  let refusedGlobals = new Set<string>();

  beforeAll(() => {
    for (const layer of layers) {
      const dir = probeDir(home(layer));
      for (const other of layers) {
        if (other === layer) continue;
        const target = home(other);
        const toOther = relative(dir, target) || '.';
        const narrowed = layer.only?.[other.name];
        // A kernel folder reaches a feature only as a composition root.
        const allowed =
          layer.imports.includes(other.name) && (!inFeature(target) || inFeature(dir) || !!layer.composes);
        write(`${dir}/to_${other.name}.ts`, `${toOther}/thing`, layer.name, other.name, allowed && !narrowed);
        for (const module of narrowed ?? [])
          write(`${dir}/to_${other.name}_${module}.ts`, `${toOther}/${module}`, layer.name, module, true);
      }
      for (const pkg of RESTRICTED_PACKAGES) {
        const file = `${dir}/pkg_${pkg.replace(/\W/g, '_')}.ts`;
        write(file, pkg, layer.name, pkg, layer.packages.includes(pkg));
      }
    }
    // A feature's folders reach no other feature, even the layers they may import (or their own layer).
    for (const layer of layers.filter((l) => l.inFeatures)) {
      const dir = probeDir(`features/money/${layer.name}`);
      for (const other of layers.filter(
        (l) => l.inFeatures && (l === layer || layer.imports.includes(l.name)),
      ))
        write(
          `${dir}/feature_account_${other.name}.ts`,
          `${relative(dir, `features/account/${other.name}`)}/thing`,
          `features/money/${layer.name}`,
          `features/account/${other.name}`,
          false,
        );
    }
    // The kernel reaches a feature's folder only from a composition root, even where the layer is allowed.
    for (const layer of layers.filter((l) => l.path)) {
      const dir = probeDir(layer.path!);
      for (const other of layers.filter((l) => l.inFeatures && layer.imports.includes(l.name)))
        write(
          `${dir}/feature_${other.name}.ts`,
          `${relative(dir, `features/content/${other.name}`)}/thing`,
          layer.path!,
          `features/content/${other.name}`,
          !!layer.composes,
        );
    }
    // A pure layer touches no page, storage or network, wherever it sits; the others may.
    for (const layer of layers) {
      const file = `${probeDir(home(layer))}/global_document.ts`;
      mkdirSync(dirname(join(scratch, file)), { recursive: true });
      writeFileSync(join(scratch, file), 'export const probe = () => document.title + String(fetch);\n');
      globalProbes.set(file, !!layer.pure);
    }
    let output = '';
    try {
      output = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
        cwd: scratch,
        encoding: 'utf8',
        stdio: 'pipe',
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      output = (error as { stdout?: string }).stdout ?? '';
    }
    const report = JSON.parse(output) as {
      diagnostics: { category: string; location: { path: string } }[];
    };
    refusedGlobals = new Set(
      report.diagnostics
        .filter((d) => d.category === 'lint/style/noRestrictedGlobals')
        .map((d) => d.location.path.replace(/\\/g, '/')),
    );
    refused = new Set(
      report.diagnostics
        .filter((d) => d.category === 'lint/style/noRestrictedImports')
        .map((d) => d.location.path.replace(/\\/g, '/')),
    );
  }, 60_000);

  it('a layer imports exactly the layers the layout lets it', () => {
    const wrong = [...probes]
      .filter(([, p]) => !RESTRICTED_PACKAGES.includes(p.imports))
      .filter(([file, p]) => refused.has(file) === p.allowed)
      .map(
        ([, p]) =>
          `${p.from} -> ${p.imports}: ${p.allowed ? 'refused but allowed' : 'allowed but not in the layout'}`,
      );
    expect(wrong).toEqual([]);
    // The probes did run: most pairs are refused.
    expect(refused.size).toBeGreaterThan(layers.length * 4);
  });

  it('a pure layer (machines, domain) touches no page, storage or network; the others may', () => {
    const wrong = [...globalProbes]
      .filter(([file, pure]) => refusedGlobals.has(file) !== pure)
      .map(([f]) => f);
    expect(wrong).toEqual([]);
    expect([...globalProbes.values()].filter(Boolean).length).toBeGreaterThanOrEqual(2);
  });

  it('a restricted package is used only where the layout says', () => {
    const wrong = [...probes]
      .filter(([, p]) => RESTRICTED_PACKAGES.includes(p.imports))
      .filter(([file, p]) => refused.has(file) === p.allowed)
      .map(([, p]) => `${p.from} -> ${p.imports}: ${p.allowed ? 'refused but allowed' : 'allowed'}`);
    expect(wrong).toEqual([]);
  });

  it.each([
    ['machines', 'ofetch', false],
    ['machines', 'react', false],
    ['machines', 'i18next', false],
    ['domain', 'xstate', false],
    ['platform', 'ofetch', false],
    ['api', 'js-cookie', false],
    ['components', 'js-cookie', false],
    ['routes', 'ofetch', false],
    ['api', 'ofetch', true],
    ['platform', 'js-cookie', true],
    ['i18n', 'i18next', true],
    ['views', 'react-i18next', true],
    ['routes', 'react-i18next', false],
  ])('%s using %s: allowed %s', (from, pkg, allowed) => {
    const probe = [...probes].find(([, p]) => p.from === from && p.imports === pkg)!;
    expect(refused.has(probe[0])).toBe(!allowed);
  });
});

/**
 * The project's own text: tracked sources, configuration, scripts and the README. Left out are docs/,
 * where decisions are told with their history, and files written by tools (the mutation cache, the
 * lockfile, the bench results).
 */
const ownText = (file: string) =>
  (/\.(ts|tsx|js|mjs|cjs|css|html|json|webmanifest|yml|yaml|conf|sh)$/.test(file) ||
    ['README.md', '.ci/run'].includes(file)) &&
  !/^(docs|bench|atlas)\//.test(file) &&
  !['stryker-incremental.json', 'package-lock.json'].includes(file);

describe('the code says what is, not how it came to be', () => {
  it('no file refers to a project issue by number (history lives in git and docs/decisions.md)', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
    const files = tracked.filter((file) => ownText(file) && existsSync(join(root, file)));
    const found = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (/\bissues?\s+#?\d/i.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
    // The files were read: the sources and the README are among them.
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'src/main.tsx', 'tests/architecture.test.ts']),
    );
  });
});
