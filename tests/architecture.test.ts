import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  biomeOverrides,
  LAYERS,
  type Layer,
  layersPicture,
  RESTRICTED_PACKAGES,
  withPicture,
} from '../scripts/layout.ts';

/**
 * The layers of issue 25, written once in scripts/layout.ts: Biome's import rules and the picture in
 * docs/architecture.md are made from it (`npm run walls`), and every rule is shown to bite. A probe file in
 * each layer imports each other layer (and each restricted package); the whole scratch tree is linted with
 * the project's own biome.json in one run, and each probe is refused exactly when the layout says so.
 */

const root = resolve(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

const layers = LAYERS;

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

  it('every layer is a folder of the tree, and machines sit below everything of src/', () => {
    for (const layer of layers) expect(layer.path.startsWith('src/') || !layer.path.includes('/')).toBe(true);
    const machines = layers.find((l) => l.name === 'machines')!;
    const srcLayers = layers.filter((l) => l.path.startsWith('src/')).map((l) => l.name);
    expect(machines.imports.filter((name) => srcLayers.includes(name))).toEqual([]);
    // Nothing below the machines reaches back up to them.
    for (const name of [...machines.imports, 'domain'])
      expect(layers.find((l) => l.name === name)!.imports).not.toContain('machines');
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
  /** A probe deep in a layer (two folders down), so matching does not depend on the importer's depth. */
  const probeDir = (layer: Layer) => `${layer.path}/deep/er`;
  let refused = new Set<string>();

  beforeAll(() => {
    for (const layer of layers) {
      for (const other of layers) {
        if (other === layer) continue;
        const dir = probeDir(layer);
        const toOther = relative(dir, other.path) || '.';
        const narrowed = layer.only?.[other.name];
        const allowed = layer.imports.includes(other.name);
        write(`${dir}/to_${other.name}.ts`, `${toOther}/thing`, layer.name, other.name, allowed && !narrowed);
        for (const module of narrowed ?? [])
          write(`${dir}/to_${other.name}_${module}.ts`, `${toOther}/${module}`, layer.name, module, true);
      }
      for (const pkg of RESTRICTED_PACKAGES) {
        const file = `${probeDir(layer)}/pkg_${pkg.replace(/\W/g, '_')}.ts`;
        write(file, pkg, layer.name, pkg, layer.packages.includes(pkg));
      }
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
    ['routes', 'react-i18next', true],
  ])('%s using %s: allowed %s (issue 24 item 5)', (from, pkg, allowed) => {
    const probe = [...probes].find(([, p]) => p.from === from && p.imports === pkg)!;
    expect(refused.has(probe[0])).toBe(!allowed);
  });
});
