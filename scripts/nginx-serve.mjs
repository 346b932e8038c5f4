// Runs nginx in the foreground with the configuration generated from a build, as a user may without root:
// its pid, temporary files and logs in a temporary prefix (server/nginxLocal.ts). For the
// end-to-end project against nginx (playwright.nginx.config.ts) and to try a build locally:
//   node scripts/nginx-serve.mjs --dist dist --port 8088 --upstream http://127.0.0.1:4173
// Stops with nginx (Ctrl-C, SIGTERM); the prefix is removed on exit.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const dist = resolve(option('--dist', 'dist'));
const port = Number(option('--port', '8088'));
const upstream = option('--upstream', 'http://127.0.0.1:4173');
const load = async (path) => (await runnerImport(new URL(path, import.meta.url).pathname)).module;

const { findNginx, localNginx } = await load('../server/nginxLocal.ts');
const { nginxConfigFromBuild } = await load('../build/nginxConfigFile.ts');
const { demoServedConfig } = await load('../demo/demoKey.ts');
const { binary, brotliModule } = findNginx();
if (!binary) {
  console.error('nginx not found: run `node scripts/nginx.mjs` (it says what to install).');
  process.exit(1);
}
// The build's config.json names no password key: nginx serves the demo's, as the demo
// server does, from a file of its own outside the build.
const demo = mkdtempSync(join(tmpdir(), 'lotus-demo-config-'));
const configFile = join(demo, 'config.json');
writeFileSync(
  configFile,
  JSON.stringify(demoServedConfig(JSON.parse(readFileSync(join(dist, 'config.json'), 'utf8')))),
);
const site = nginxConfigFromBuild(dist, {
  upstream,
  root: dist,
  listen: `127.0.0.1:${port}`,
  serverName: 'localhost 127.0.0.1',
  brotli: !!brotliModule,
  configFile,
});
const { prefix, args: base } = localNginx(site, brotliModule);
const cleanUp = () => {
  rmSync(prefix, { recursive: true, force: true });
  rmSync(demo, { recursive: true, force: true });
};
const test = spawnSync(binary, [...base, '-t', '-q'], { stdio: 'inherit' });
if (test.status !== 0) {
  cleanUp();
  process.exit(test.status ?? 1);
}
console.log(
  `nginx on http://127.0.0.1:${port}/m/ serving ${dist}, /api/ to ${upstream}${brotliModule ? '' : ' (no brotli module: .gz only)'}`,
);
const nginx = spawn(binary, [...base, '-g', 'daemon off;'], { stdio: 'inherit' });
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
