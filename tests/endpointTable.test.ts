import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EndpointSpec } from '../contract/endpoint';
import { ENDPOINTS, ENDPOINTS_BY_PART } from '../src/app/endpoints';

/**
 * The table of calls is joined from each part's own (`src/app/endpoints.ts`): each call is named once, at one
 * path, and its reply schema is in the module its entry loads (`replies`), which holds its part's schemas
 * and no other. The client loads that module with the part's first call: no file of the app imports a
 * schema module statically, or the home page would bring it.
 */

const parts = Object.entries(ENDPOINTS_BY_PART) as [string, Record<string, EndpointSpec>][];
const ROOT = join(import.meta.dirname, '..');

describe('the table of calls', () => {
  it('names each call once and each path once', () => {
    const names = parts.flatMap(([, table]) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ENDPOINTS).sort()).toEqual([...names].sort());
    const paths = names.map((name) => (ENDPOINTS as Record<string, EndpointSpec>)[name]!.path);
    expect(new Set(paths.map((p) => p.toLowerCase())).size).toBe(paths.length);
  });

  it('gives each part one schema module, its own', () => {
    const loaders = parts.map(([part, table]) => {
      const own = new Set(Object.values(table).map((spec) => spec.replies));
      expect(own.size, part).toBe(1);
      return [...own][0];
    });
    expect(new Set(loaders).size).toBe(parts.length);
  });

  it("finds every call's schema in its module, and no schema of another part's call there", async () => {
    for (const [part, table] of parts) {
      const [first] = Object.values(table);
      const module = (await first!.replies()).default;
      expect(Object.keys(module.replies).sort(), part).toEqual(Object.keys(table).sort());
    }
  });

  it('decodes with the module of the part, which says so of a call it does not hold', async () => {
    const kernel = (await ENDPOINTS.getBalance.replies()).default;
    expect(kernel.decode('getBalance', '/api/getbalance', { balance: 12.5 })).toEqual({
      ok: true,
      value: { balance: '12.5' },
    });
    expect(kernel.decode('getBalance', '/api/getbalance', { balance: 'lots' })).toMatchObject({ ok: false });
    const money = (await ENDPOINTS.transfer.replies()).default;
    expect(money.decode('getBalance', '/api/getbalance', { balance: 1 })).toEqual({
      ok: false,
      detail: '/api/getbalance: no schema',
    });
  });
});

/** Every source file of the app (what the build bundles). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the schema modules load with their first call', () => {
  const files = ['src', 'features', 'machines', 'contract', 'domain'].flatMap((dir) =>
    sources(join(ROOT, dir)),
  );
  /** A part's schema module: it exports its replies with their decoder. */
  const modules = files.filter((file) => /decode: decoderOf\(replies\)/.test(readFileSync(file, 'utf8')));
  const names = modules.map((file) => file.replace(/^.*[\\/]/, '').replace(/\.ts$/, ''));

  it('has one per part', () => {
    expect(modules).toHaveLength(parts.length);
  });

  it('is imported by no file of the app except as a type or by import()', () => {
    const staticImport = new RegExp(`^import (?!type )[^;]*from '[^']*/(${names.join('|')})(\\.ts)?';`, 'm');
    // A schema module may build on another's pieces (the money's on the kernel's balance).
    const offenders = files
      .filter((file) => !modules.includes(file))
      .filter((file) => staticImport.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
