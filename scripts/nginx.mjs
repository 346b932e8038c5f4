// Finds nginx for the end-to-end tests against the production web server, as
// chromium.mjs finds Chromium: NGINX_PATH, else /usr/sbin/nginx; as root with apt it installs Debian's
// "nginx" and "libnginx-mod-http-brotli-static" (brotli_static); otherwise it stops with one line saying
// what to install. (server/nginxLocal.ts finds the same paths for the tests.)
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const candidates = () => [process.env.NGINX_PATH, '/usr/sbin/nginx'].filter(Boolean);

function findNginx() {
  const binary = candidates().find((p) => existsSync(p)) ?? null;
  return { binary, brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : null };
}

function versionOf(path) {
  try {
    // nginx prints its version on stderr.
    return execSync(`"${path}" -v 2>&1`, { encoding: 'utf8', shell: '/bin/sh' }).trim();
  } catch {
    return 'version unknown';
  }
}

function main() {
  let found = findNginx();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if ((!found.binary || !found.brotliModule) && isRoot && existsSync('/usr/bin/apt-get')) {
    const packages = `${found.binary ? '' : 'nginx '}libnginx-mod-http-brotli-static`;
    console.log(`nginx for the end-to-end tests: installing Debian packages "${packages}" with apt-get…`);
    try {
      execSync(`apt-get install -y ${packages} || (apt-get update && apt-get install -y ${packages})`, {
        stdio: 'inherit',
        shell: '/bin/sh',
      });
    } catch {
      // reported below
    }
    found = findNginx();
  }
  if (!found.binary) {
    console.error(
      'nginx is needed for the end-to-end tests against the web server: install Debian\'s "nginx" package (and "libnginx-mod-http-brotli-static") or set NGINX_PATH.',
    );
    process.exit(1);
  }
  console.log(
    `End-to-end web server: ${versionOf(found.binary)} (${found.binary}), brotli_static ${found.brotliModule ? 'loaded' : 'not installed: .gz only'}`,
  );
}

main();
