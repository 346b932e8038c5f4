import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * nginx run by a user for tests and trials, root or not: a temporary prefix holding its
 * pid, temporary files and a main configuration that includes the generated site. The installer is
 * scripts/nginx.mjs (Debian's packages, like scripts/chromium.mjs).
 */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function findNginx(): { binary: string | null; brotliModule: string | null } {
  const binary = [process.env.NGINX_PATH, '/usr/sbin/nginx'].find((p): p is string => !!p && existsSync(p));
  return { binary: binary ?? null, brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : null };
}

/** Writes the prefix; answers it and the arguments that start nginx with it (add `-t` to test). */
export function localNginx(site: string, brotliModule: string | null): { prefix: string; args: string[] } {
  const prefix = mkdtempSync(join(tmpdir(), 'lotus-nginx-'));
  writeFileSync(join(prefix, 'lotus.conf'), site);
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) mkdirSync(join(prefix, dir));
  // As root the workers would run as "nobody", who may not read the build: they keep the user's rights.
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${brotliModule ? `load_module ${brotliModule};\n` : ''}${isRoot ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/lotus.conf;
}
`,
  );
  return { prefix, args: ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'] };
}
