// npm run nginx-config -- [--dist dist] [--upstream http://api:8080] [--root /var/www/lotus] [--listen 80]
//   [--server-name example.com] [--trusted-proxies 10.0.0.0/8,192.0.2.7] [--no-brotli] [--out dist/nginx/lotus.conf]
// Regenerates the nginx configuration `npm run build` writes from a build's config.json
// and index.html, e.g. after editing config.json for an environment. Options default to the environment
// variables the build reads (LOTUS_API_UPSTREAM, LOTUS_ROOT, LOTUS_LISTEN, LOTUS_SERVER_NAME,
// LOTUS_TRUSTED_PROXIES, LOTUS_BROTLI=0),
// then to server/nginxConfig.ts's DEFAULT_NGINX.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runnerImport } from 'vite';

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(
    'npm run nginx-config -- [--dist dist] [--upstream URL] [--root PATH] [--listen PORT] [--server-name NAME] [--trusted-proxies CIDR,…] [--no-brotli] [--out FILE]',
  );
  process.exit(0);
}
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const env = process.env;
const dist = option('--dist', 'dist');
const out = option('--out', join(dist, 'nginx', 'lotus.conf'));

const { module } = await runnerImport(new URL('../build/nginxConfigFile.ts', import.meta.url).pathname);
const text = module.nginxConfigFromBuild(dist, {
  upstream: option('--upstream', env.LOTUS_API_UPSTREAM || undefined),
  root: option('--root', env.LOTUS_ROOT || undefined),
  listen: option('--listen', env.LOTUS_LISTEN || undefined),
  serverName: option('--server-name', env.LOTUS_SERVER_NAME || undefined),
  brotli: !args.includes('--no-brotli') && env.LOTUS_BROTLI !== '0',
  trustedProxies: module.listOf(option('--trusted-proxies', env.LOTUS_TRUSTED_PROXIES)),
});
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, text);
console.log(`wrote ${out}`);
