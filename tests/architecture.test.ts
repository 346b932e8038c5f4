import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The dependency directions of issue 11, guarded by Biome's `noRestrictedImports` in `biome.json` (run by
 * `npm run lint` in `npm test`). These tests show the rule biting: each probe file is linted with the
 * project's own configuration in a scratch copy of the tree's layout.
 */

const root = resolve(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '.bin', 'biome');
const scratch = mkdtempSync(join(tmpdir(), 'lint-probe-'));
copyFileSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Lints one file placed at `path`; answers the restricted-import diagnostics' count and text. */
function lint(path: string, source: string) {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  try {
    execFileSync(biome, ['lint', '--max-diagnostics=50', path], {
      cwd: scratch,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { failed: false, output: '' };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${stdout}${stderr}` };
  }
}

const use = (spec: string) => `import { thing } from '${spec}';\n\nexport const probe = thing;\n`;

describe('machines/ import only xstate, the domain layer and API types', () => {
  it.each([
    '../src/app/runtime',
    '../src/platform/cookies',
    '../src/routes/router',
    '../src/components/Shell',
    '../src/api/client',
    'react',
  ])('refuses %s', (spec) => {
    const result = lint('machines/probe.ts', use(spec));
    expect(result.failed).toBe(true);
    expect(result.output).toContain('noRestrictedImports');
  });

  it.each(['xstate', '../src/domain/money', '../src/api/types', './session'])('allows %s', (spec) => {
    expect(lint('machines/probe.ts', use(spec))).toEqual({ failed: false, output: '' });
  });
});

describe('src/domain/ imports nothing outside itself', () => {
  it.each(['../../machines/wallet', '../api/client', '../platform/cookies', 'xstate', 'react'])(
    'refuses %s',
    (spec) => {
      const result = lint('src/domain/probe.ts', use(spec));
      expect(result.failed).toBe(true);
      expect(result.output).toContain('noRestrictedImports');
    },
  );

  it('allows its own modules', () => {
    expect(lint('src/domain/probe.ts', use('./money'))).toEqual({ failed: false, output: '' });
  });
});

describe('src/platform/ and src/api/ sit below machines and the app', () => {
  it.each([
    ['src/platform/probe.ts', '../../machines/deviceChannel'],
    ['src/api/probe.ts', '../app/runtime'],
    ['src/platform/probe.ts', '../components/Shell'],
  ])('%s refuses %s', (path, spec) => {
    expect(lint(path, use(spec)).failed).toBe(true);
  });

  it('they may use the domain layer', () => {
    expect(lint('src/platform/probe.ts', use('../domain/areas'))).toEqual({ failed: false, output: '' });
  });
});

describe('i18next and react-i18next stay with the texts (issue 24 item 8)', () => {
  it.each([
    ['machines/probe.ts', 'i18next'],
    ['machines/probe.ts', 'react-i18next'],
    ['src/domain/probe.ts', 'i18next'],
    ['src/api/probe.ts', 'react-i18next'],
    ['src/platform/probe.ts', 'i18next'],
    ['src/probe.ts', 'i18next'],
    ['demo/probe.ts', 'react-i18next'],
    ['server/probe.ts', 'i18next'],
  ])('%s refuses %s', (path, spec) => {
    const result = lint(path, use(spec));
    expect(result.failed).toBe(true);
    expect(result.output).toContain('noRestrictedImports');
  });

  it.each([
    ['src/i18n/probe.ts', 'i18next'],
    ['src/routes/views/probe.tsx', 'react-i18next'],
    ['src/components/probe.tsx', 'react-i18next'],
    ['src/ssr/probe.tsx', 'i18next'],
    ['src/app/probe.ts', 'i18next'],
    ['tests/probe.test.ts', 'i18next'],
    ['e2e/probe.ts', 'react-i18next'],
  ])('%s may import %s', (path, spec) => {
    expect(lint(path, use(spec))).toEqual({ failed: false, output: '' });
  });
});
