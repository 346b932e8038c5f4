// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EAGER_COMPILE_HINT, isStartFile, withCompileHint } from '../build/compileHints';
import { START_STAGE_MODULES, startStageChunks, startStageFiles } from '../build/startStages';
import { createRuntime } from '../src/app/runtime';
import { DEFAULT_CONFIG } from '../src/config';
import type { Navigator } from '../src/flows/runtime';
import { yieldToMain } from '../src/platform/idle';
import { sanitizeEach } from '../src/platform/sanitizeHtml';

/**
 * Less work at load, not smaller pieces: the start-up and the flows' first work run straight on, without a
 * task of their own per step (each such task cost the browser's scheduling more than the step). What the
 * browser measures is in `npm run bench` (tasks and main-thread work per route); these are the rules.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Whether a task queued now (a message, as a tap's event would be) has run yet. */
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

describe('the runtime', () => {
  it('is made at once: the actors the first screen needs run when createRuntime returns', () => {
    const runtime = createRuntime(DEFAULT_CONFIG, navigator, never);
    for (const actor of ['device', 'session', 'history', 'failover'] as const)
      expect(runtime[actor].getSnapshot().status).toBe('active');
  });

  it('makes the global dialog when something first asks, over the screen it is on', async () => {
    const back = vi.fn();
    const runtime = createRuntime(
      DEFAULT_CONFIG,
      { ...navigator, back, currentPath: () => '/m/en-vn/bank/quickpay' },
      never,
    );
    const made = vi.fn();
    runtime.dialog.subscribe(made);
    expect(runtime.dialog.made()).toBeUndefined();

    const answer = runtime.ask({ message: 'quickpay_qr' });
    const dialog = runtime.dialog.made();
    expect(made).toHaveBeenCalledOnce();
    expect(dialog?.getSnapshot().matches('shown')).toBe(true);
    // It knows the screen it opened over: closing it on quickpay goes back.
    dialog?.send({ type: 'CONFIRM' });
    await expect(answer).resolves.toBe('ok');
    expect(back).toHaveBeenCalledOnce();
    // One dialog for the whole visit.
    void runtime.ask({ message: 'second' });
    expect(runtime.dialog.made()).toBe(dialog);
    expect(made).toHaveBeenCalledOnce();
  });
});

describe('server HTML', () => {
  it('is sanitized in order, in one task: no task queued meanwhile runs between the pieces', async () => {
    await sanitizeEach(['<p>warm</p>']);
    const ran = queuedTaskRan();
    const safe = await sanitizeEach(['<p>one</p><script>x()</script>', '<b onclick="x()">two</b>', '']);
    expect(safe.map(String)).toEqual(['<p>one</p>', '<b>two</b>', '']);
    expect(ran()).toBe(false);
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

  it("the language's stage travels in the machines' chunk, the visitor's detection and useFlow in the stages' (requests fewer at load)", () => {
    const groupOf = (module: string) =>
      startStageChunks()
        .filter((group) => group.name !== 'index')
        .filter((group) => (group.test as RegExp).test(`/app/${module}`))
        .map((group) => group.name);
    expect(groupOf('src/i18n/index.ts')).toEqual(['start-app-runtime']);
    expect(groupOf('src/app/runtime.ts')).toEqual(['start-app-runtime']);
    expect(groupOf('src/app/router.tsx')).toEqual(['start-app-router']);
    expect(groupOf('src/app/mount.tsx')).toEqual(['start-app-mount']);
    // Small modules every first screen asks for just after the start-up travel with the stage they use.
    expect(groupOf('src/app/visitor.ts')).toEqual(['start-app-runtime']);
    expect(groupOf('src/bindings/useFlow.ts')).toEqual(['start-app-router']);
    expect(groupOf('machines/loader.ts')).toEqual(['start-app-runtime']);
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

describe("the start-up's files", () => {
  it("are the entry and the stages' chunks, not a screen's or the paint-first script", () => {
    expect(isStartFile({ name: 'index', isEntry: true })).toBe(true);
    for (const name of ['start-app-runtime', 'start-app-router', 'start-app-mount'])
      expect(isStartFile({ name, isEntry: false })).toBe(true);
    expect(isStartFile({ name: 'HomeView', isEntry: false })).toBe(false);
    expect(isStartFile({ name: 'boot', isEntry: true })).toBe(false);
  });

  it('ask V8 to compile them as they stream in: the hint is the first line, the source map moves a line down', () => {
    const code = 'const e=1;export{e as t};';
    const map = JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,MAAM' });
    const hinted = withCompileHint(code, map);
    expect(hinted.code).toBe(`${EAGER_COMPILE_HINT}\n${code}`);
    expect(JSON.parse(hinted.map ?? '{}')).toMatchObject({ sources: ['a.ts'], mappings: ';AAAA,MAAM' });
    // A file written twice (a second writeBundle) keeps one hint and its map.
    expect(withCompileHint(hinted.code, hinted.map)).toEqual(hinted);
    expect(withCompileHint(code).map).toBeUndefined();
  });
});
