import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_NGINX, nginxConfig } from '../server/nginxConfig.ts';

/**
 * `npm run build` also writes `dist/nginx/lotus.conf` (issue 15 item 4): the production web server's
 * configuration, generated from the build's config.json and index.html. The API upstream, the path the
 * build is copied to and the listen address come from the environment (defaults in DEFAULT_NGINX):
 * `LOTUS_API_UPSTREAM`, `LOTUS_ROOT`, `LOTUS_LISTEN`, `LOTUS_SERVER_NAME`, `LOTUS_BROTLI=0` for an nginx
 * without the brotli static module. `npm run nginx-config` regenerates it with options.
 */
export function nginxConfigFromBuild(
  outDir: string,
  options: Partial<{ upstream: string; root: string; listen: string; serverName: string; brotli: boolean }> = {},
): string {
  return nginxConfig({
    config: JSON.parse(readFileSync(join(outDir, 'config.json'), 'utf8')) as Record<string, unknown>,
    indexHtml: readFileSync(join(outDir, 'index.html'), 'utf8'),
    upstream: options.upstream ?? DEFAULT_NGINX.upstream,
    root: options.root ?? DEFAULT_NGINX.root,
    listen: options.listen ?? DEFAULT_NGINX.listen,
    serverName: options.serverName ?? DEFAULT_NGINX.serverName,
    brotli: options.brotli ?? true,
  });
}

export const NGINX_FILE = 'nginx/lotus.conf';

export function nginxConfigFile(): Plugin {
  let outDir = '';
  return {
    name: 'nginx-config',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        const env = process.env;
        const text = nginxConfigFromBuild(outDir, {
          upstream: env.LOTUS_API_UPSTREAM || undefined,
          root: env.LOTUS_ROOT || undefined,
          listen: env.LOTUS_LISTEN || undefined,
          serverName: env.LOTUS_SERVER_NAME || undefined,
          brotli: env.LOTUS_BROTLI !== '0',
        });
        mkdirSync(join(outDir, 'nginx'), { recursive: true });
        writeFileSync(join(outDir, NGINX_FILE), text);
      },
    },
  };
}
