import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { startStageChunkNames } from './startStages.ts';

/**
 * The start-up's files (the app's entry and the stages' chunks) ask V8 to compile every function while the
 * file streams in, off the main thread: Chromium's explicit compile hints (since 136), a comment on a file's
 * first line. Nearly all of their code runs at load, and a function left to be compiled on its first call
 * costs the main thread a second parse and a compile there. Other engines read a comment. Screens' and
 * dialogs' chunks are left to V8's own choice: much of their code waits for a tap.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The app's entry or a start stage's chunk: the files every page evaluates at load. */
export function isStartFile(chunk: Pick<Rollup.OutputChunk, 'name' | 'isEntry'>): boolean {
  return (chunk.isEntry && chunk.name === 'index') || startStageChunkNames().includes(chunk.name);
}

/** The file with the hint as its first line; its source map (if any) moved down by that line. */
export function withCompileHint(code: string, map?: string): { code: string; map?: string } {
  if (code.startsWith(EAGER_COMPILE_HINT)) return { code, map };
  const hinted = `${EAGER_COMPILE_HINT}\n${code}`;
  if (!map) return { code: hinted };
  const sourceMap = JSON.parse(map) as { mappings: string };
  // A generated line with nothing mapped on it.
  return { code: hinted, map: JSON.stringify({ ...sourceMap, mappings: `;${sourceMap.mappings}` }) };
}

/**
 * Writes the hint into the start-up's files as they lie on disk: the first line must be the hint, and Vite
 * puts its preload list (`__vite__mapDeps`) before everything else once the other plugins have run.
 * The compressed copies are made after this (`build/precompress.ts`, at the bundle's close).
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !isStartFile(file)) continue;
        const path = join(dir, file.fileName);
        const mapPath = `${path}.map`;
        const hinted = withCompileHint(
          readFileSync(path, 'utf8'),
          existsSync(mapPath) ? readFileSync(mapPath, 'utf8') : undefined,
        );
        writeFileSync(path, hinted.code);
        if (hinted.map) writeFileSync(mapPath, hinted.map);
      }
    },
  };
}
