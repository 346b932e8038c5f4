import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Pre-compressed copies of the build: `file.gz` (gzip level 9) and `file.br` (brotli
 * quality 11) beside each file a build writes and never changes afterwards: the hashed assets, the pages,
 * the service worker and the manifest. The web server sends them as they are (nginx `gzip_static`,
 * `brotli_static`: `server/nginxConfig.ts`), so no request pays for compression.
 *
 * Files operators edit in place (`config.json`, `locales/`, `static/`) get none: a stale `.gz` beside an
 * edited file would be served instead of it. nginx compresses those on the fly.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const EDITED_IN_PLACE = /^(?:config\.json$|locales\/|static\/)/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function shouldPrecompress(path: string, bytes: number): boolean {
  return COMPRESSIBLE.test(path) && !EDITED_IN_PLACE.test(path) && bytes >= MIN_BYTES;
}

/** Writes the `.gz` and `.br` copies under `outDir`; answers the files compressed, relative to it. */
export function precompressDir(outDir: string): string[] {
  const done: string[] = [];
  for (const file of filesUnder(outDir)) {
    const path = relative(outDir, file).split('\\').join('/');
    if (!shouldPrecompress(path, statSync(file).size)) continue;
    const bytes = readFileSync(file);
    const gzip = gzipSync(bytes, { level: 9 });
    const brotli = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    // A copy no smaller than the file would only cost disk space.
    if (gzip.length < bytes.length) writeFileSync(`${file}.gz`, gzip);
    if (brotli.length < bytes.length) writeFileSync(`${file}.br`, brotli);
    done.push(path);
  }
  return done;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        const files = precompressDir(outDir);
        this.info?.(`pre-compressed ${files.length} files (.gz, .br)`);
      },
    },
  };
}
