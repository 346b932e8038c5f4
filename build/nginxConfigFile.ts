import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { holdsDemoKey } from '../demo/demoKey.ts';
import { DEFAULT_NGINX, nginxConfig } from '../server/nginxConfig.ts';

/**
 * `npm run build` also writes `dist/nginx/lotus.conf`: the production web server's
 * configuration, generated from the build's config.json and index.html. The API upstream, the path the
 * build is copied to and the listen address come from the environment (defaults in DEFAULT_NGINX):
 * `LOTUS_API_UPSTREAM`, `LOTUS_ROOT`, `LOTUS_LISTEN`, `LOTUS_SERVER_NAME`, `LOTUS_BROTLI=0` for an nginx
 * without the brotli static module, `LOTUS_TRUSTED_PROXIES` (addresses or CIDR ranges, comma-separated) for
 * the proxies in front whose `X-Forwarded-For` nginx may believe. `npm run nginx-config` regenerates it with options.
 *
 * Both refuse a build whose `config.json` holds the demo's `passwordPublicKey`: its
 * private half is in this repository (`demo/demoKey.ts`), so members' passwords would be encrypted under a
 * key anyone can undo. The build's own config carries no key; the demo server adds the demo's.
 */
export function nginxConfigFromBuild(
  outDir: string,
  options: Partial<{
    upstream: string;
    root: string;
    listen: string;
    serverName: string;
    brotli: boolean;
    trustedProxies: readonly string[];
    configFile: string;
  }> = {},
): string {
  const config = JSON.parse(readFileSync(join(outDir, 'config.json'), 'utf8')) as Record<string, unknown>;
  refuseDemoKey(config, join(outDir, 'config.json'));
  return nginxConfig({
    config,
    indexHtml: readFileSync(join(outDir, 'index.html'), 'utf8'),
    upstream: options.upstream ?? DEFAULT_NGINX.upstream,
    root: options.root ?? DEFAULT_NGINX.root,
    listen: options.listen ?? DEFAULT_NGINX.listen,
    serverName: options.serverName ?? DEFAULT_NGINX.serverName,
    brotli: options.brotli ?? true,
    trustedProxies: options.trustedProxies ?? [],
    ...(options.configFile ? { configFile: options.configFile } : {}),
  });
}

/** A comma-separated list (`LOTUS_TRUSTED_PROXIES=10.0.0.0/8,192.168.1.4`), without empty entries. */
export const listOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Throws when a config meant for production holds the demo key. */
export function refuseDemoKey(config: unknown, file: string): void {
  if (holdsDemoKey(config))
    throw new Error(
      `${file}: "passwordPublicKey" is the demo's key, whose private half is in demo/demoKey.ts. ` +
        "Set your own RSA public key (SPKI PEM, 2048 bits or more), or leave it \"\" (passwords are then refused, saying so).",
    );
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
          trustedProxies: listOf(env.LOTUS_TRUSTED_PROXIES),
        });
        mkdirSync(join(outDir, 'nginx'), { recursive: true });
        writeFileSync(join(outDir, NGINX_FILE), text);
      },
    },
  };
}
