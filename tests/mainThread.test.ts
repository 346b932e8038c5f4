// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { START_STAGE_MODULES, startStageFiles } from '../build/startStages';
import { dateTimeFormat, formatterWarmUp, numberFormat } from '../domain/formatters';
import { formatAmount } from '../domain/money';
import { createRuntime, createRuntimeInPieces } from '../src/app/runtime';
import { DEFAULT_CONFIG } from '../src/config';
import type { Navigator } from '../src/flows/runtime';
import { yieldToMain } from '../src/platform/idle';
import { sanitizeEach } from '../src/platform/sanitizeHtml';

/**
 * after the first paint, the app's work comes in pieces a slow phone runs in under 50 ms
 * each. What the browser measures is in `npm run bench -- --only tasks`; these are the pieces' rules.
 */

// The real one, counted: the flows' pieces are seen to give the main thread back.
vi.mock('../src/platform/idle', async (original) => {
  const actual = await original<typeof import('../src/platform/idle')>();
  return { ...actual, yieldToMain: vi.fn(actual.yieldToMain) };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(yieldToMain).mockClear();
});

/** Resolves once a task queued now (a message, as a tap's event would be) has run. */
const queuedTaskRan = () => {
  let ran = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    ran = true;
    channel.port1.close();
  };
  channel.port2.postMessage(null);
  return () => ran;
};

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToMain();
    expect(yielded).toHaveBeenCalledOnce();
  });

  it('elsewhere ends the task: work queued before it runs before what follows it', async () => {
    vi.stubGlobal('scheduler', undefined);
    const ran = queuedTaskRan();
    await yieldToMain();
    expect(ran()).toBe(true);
  });

  it('a promise alone would not: the queued work still waits after a microtask', async () => {
    const ran = queuedTaskRan();
    await Promise.resolve();
    expect(ran()).toBe(false);
  });
});

const navigator: Navigator = {
  currentArea: () => 'en-vn',
  currentPath: () => '/m/en-vn/home',
  toScreen: () => undefined,
  toPath: () => undefined,
  back: () => undefined,
  search: () => ({}),
};
const never = new Promise<undefined>(() => undefined);

describe('the runtime made in pieces', () => {
  it('pauses between its actors, and is the runtime made at once', async () => {
    const pause = vi.fn(() => Promise.resolve());
    const inPieces = await createRuntimeInPieces(DEFAULT_CONFIG, navigator, never, pause);
    const atOnce = createRuntime(DEFAULT_CONFIG, navigator, never);
    // One piece per long-lived actor: device channel, dialog, session, history, host failover.
    expect(pause.mock.calls.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(inPieces).sort()).toEqual(Object.keys(atOnce).sort());
    for (const actor of ['device', 'dialog', 'session', 'history', 'failover'] as const)
      expect(inPieces[actor].getSnapshot().value).toEqual(atOnce[actor].getSnapshot().value);
  });

  it('a tap queued meanwhile runs between the pieces', async () => {
    vi.stubGlobal('scheduler', undefined);
    let tapRanAtPiece = -1;
    let pieces = 0;
    const ran = queuedTaskRan();
    await createRuntimeInPieces(DEFAULT_CONFIG, navigator, never, async () => {
      pieces += 1;
      await yieldToMain();
      if (ran() && tapRanAtPiece < 0) tapRanAtPiece = pieces;
    });
    expect(tapRanAtPiece).toBe(1);
  });
});

describe('server HTML sanitized piece by piece', () => {
  it('keeps the order, and gives the main thread back between pieces', async () => {
    vi.stubGlobal('scheduler', undefined);
    const safe = await sanitizeEach(['<p>one</p><script>x()</script>', '<b onclick="x()">two</b>', '']);
    expect(safe.map(String)).toEqual(['<p>one</p>', '<b>two</b>', '']);
    expect(yieldToMain).toHaveBeenCalledTimes(2);
  });
});

describe('formatters', () => {
  it('are made once per language and options', () => {
    const options = { minimumFractionDigits: 0, maximumFractionDigits: 1 };
    expect(numberFormat('vi-VN', options)).toBe(numberFormat('vi-VN', { ...options }));
    expect(numberFormat('vi-VN', options)).not.toBe(numberFormat('th-TH', options));
    expect(dateTimeFormat('en-US', { timeZone: 'UTC' })).toBe(dateTimeFormat('en-US', { timeZone: 'UTC' }));
  });

  it('a made one formats as a new one does (the money rule reads the same)', () => {
    for (const locale of ['en-US', 'vi-VN', 'th-TH', 'id-ID', 'ms-MY', 'zh-CN'])
      expect(formatAmount('1234567.5', locale)).toBe(
        new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(
          '1234567.5' as unknown as number,
        ),
      );
  });

  it('warm up in five steps, in every language of the list', () => {
    for (const locale of ['en-US', 'vi-VN', 'th-TH', 'id-ID', 'ms-MY', 'zh-CN']) {
      const steps = formatterWarmUp(locale);
      expect(steps).toHaveLength(5);
      for (const step of steps) expect(step).not.toThrow();
    }
  });
});

describe('the start-up stages', () => {
  it("are the modules src/main.tsx imports one by one, and the build's list is the same", () => {
    const main = readFileSync(join(import.meta.dirname, '..', 'src', 'main.tsx'), 'utf8');
    const block = /const START_STAGES = \{([\s\S]*?)\n\};/.exec(main)?.[1] ?? '';
    const imported = [...block.matchAll(/import\('\.\/([^']+)'\)/g)].map(([, path]) => path);
    const asFiles = START_STAGE_MODULES.map((module) =>
      module.replace(/^src\//, '').replace(/(\/index)?\.tsx?$/, ''),
    );
    expect(imported).toEqual(asFiles);
    // The entry imports no stage statically (a type is no import): it would be evaluated with the entry.
    for (const path of imported)
      expect(main).not.toMatch(new RegExp(`^import (?!type )[^;]*from '\\./${path}';`, 'm'));
  });

  it("the preload list: each stage's chunk and its imports, less what the entry already links", () => {
    const chunk = (fileName: string, imports: string[], moduleIds: string[] = [], isEntry = false) => ({
      type: 'chunk' as const,
      fileName,
      imports,
      moduleIds,
      facadeModuleId: moduleIds[0] ?? null,
      isEntry,
    });
    const root = '/app';
    const entry = chunk('index.js', ['shared.js'], ['/app/src/main.tsx'], true);
    const bundle = Object.fromEntries(
      [
        entry,
        chunk('shared.js', []),
        chunk(
          'runtime.js',
          ['shared.js', 'xstate.js'],
          ['/app/src/app/runtime.ts', '/app/src/api/client.ts'],
        ),
        chunk('xstate.js', []),
        chunk('router.js', ['react.js', 'index.js'], ['/app/src/app/router.tsx', '/app/src/i18n/index.ts']),
        chunk('react.js', []),
        chunk('mount.js', ['react.js'], ['/app/src/app/mount.tsx']),
        chunk('HomeView.js', ['react.js']),
      ].map((c) => [c.fileName, c]),
    );
    // biome-ignore lint/suspicious/noExplicitAny: a bundle's chunks, as far as the function reads them
    const files = startStageFiles(bundle as any, root, entry as any);
    expect(files.sort()).toEqual(['mount.js', 'react.js', 'router.js', 'runtime.js', 'xstate.js']);
    // biome-ignore lint/suspicious/noExplicitAny: as above
    expect(() => startStageFiles({ 'index.js': entry } as any, root, entry as any)).toThrow(/no chunk holds/);
  });
});
