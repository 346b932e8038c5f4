import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir, shouldPrecompress } from '../build/precompress';
import { nginxConfig } from '../server/nginxConfig';
import { findNginx, localNginx } from '../server/nginxLocal';
import { CACHE_RULES, FIXED_HEADERS, policiesFor } from '../server/securityHeaders';

/**
 * Issue 15 item 4: the nginx configuration the build writes sends what `npm start` sends (one source,
 * server/securityHeaders.ts) and nginx accepts it; item 2: the pre-compressed copies beside the build.
 */

const scratch = mkdtempSync(join(tmpdir(), 'nginx-config-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const config = {
  apiBase: '',
  hosts: ['https://m1.example.com'],
  gameOrigins: ['https://games.example.net'],
  vitalsUrl: 'https://rum.example.org/v1',
};
const indexHtml = '<html><head><style>a{color:red}</style></head><body></body></html>';
const generate = (changes: Partial<Parameters<typeof nginxConfig>[0]> = {}) =>
  nginxConfig({ config, indexHtml, root: '/srv/lotus', upstream: 'http://10.0.0.5:8080', ...changes });

describe('the generated nginx configuration', () => {
  it('sends the headers and the policy of npm start, from the same source', () => {
    const text = generate();
    for (const [name, value] of FIXED_HEADERS)
      expect(text).toContain(`add_header ${name} "${value}" always;`);
    const policies = policiesFor(config, indexHtml, () => {});
    expect(text).toContain(`default "${policies.page}";`);
    expect(policies.page).toContain("connect-src 'self' https://m1.example.com https://rum.example.org;");
    expect(policies.page).toMatch(/style-src 'self' 'sha256-[\w+/=]+';/);
    expect(text).toContain('add_header Content-Security-Policy $lotus_csp always;');
  });

  it('caches as npm start does, and never an error for long', () => {
    const text = generate();
    for (const rule of CACHE_RULES) expect(text).toContain(`"~${rule.pattern.source}" "${rule.value}";`);
    expect(text).toMatch(/map \$status \$lotus_cache \{\n\s+"~\^\(200\|206\|304\)\$" \$lotus_cache_control;/);
    expect(text).toContain('add_header Cache-Control $lotus_cache always;');
  });

  it('routes /m/ to the file, the pre-rendered page, then index.html; redirects / and /m; proxies /api/', () => {
    const text = generate();
    expect(text).toContain('alias /srv/lotus/;');
    expect(text).toContain('try_files $uri $uri$lotus_page /m/index.html;');
    // A page's answer depends on the session cookie; files do not.
    expect(text).toMatch(/map \$request_uri \$lotus_vary \{\n\s+"~[^"]+" "Cookie";\n\s+default "";/);
    expect(text).toMatch(/location \^~ \/m\/ \{[^}]*add_header Vary \$lotus_vary always;/);
    expect(text).toMatch(
      /map "\$cookie_sessionId\$cookie_token" \$lotus_page \{\n\s+"" "\/index\.html";\n\s+default "\/member\.html";/,
    );
    expect(text).toMatch(/location = \/ \{[^}]*return 302 \/m\/\$is_args\$args;/);
    expect(text).toMatch(/location = \/m \{[^}]*return 302 \/m\/\$is_args\$args;/);
    expect(text).toMatch(/location \^~ \/m\/assets\/ \{[^}]*try_files \$uri =404;/);
    expect(text).toMatch(/location \^~ \/api\/ \{\n\s+proxy_pass http:\/\/10\.0\.0\.5:8080;/);
    expect(text).toContain('gzip_static on;');
    expect(text).toContain('brotli_static on;');
    expect(generate({ brotli: false })).not.toContain('brotli_static');
  });

  it('refuses an upstream, root or listen value that would rewrite the file', () => {
    for (const upstream of ['10.0.0.5:8080', 'http://a;b', 'http://a/x y', 'unix:/run/api.sock'])
      expect(() => generate({ upstream })).toThrow(/upstream/);
    for (const root of ['relative/dist', '/srv/../etc', '/srv/lotus;'])
      expect(() => generate({ root })).toThrow(/root/);
    expect(() => generate({ listen: '80; include /x' })).toThrow(/listen/);
  });

  const { binary, brotliModule } = findNginx();
  it.skipIf(!binary)('is accepted by nginx -t (Debian nginx, run without root paths)', () => {
    const { prefix, args } = localNginx(
      generate({ brotli: !!brotliModule, listen: '127.0.0.1:1' }),
      brotliModule,
    );
    try {
      const result = spawnSync(binary!, [...args, '-t'], { encoding: 'utf8' });
      expect(result.stderr).toContain('test is successful');
      expect(result.status).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});

describe('pre-compressed copies (issue 15 item 2)', () => {
  it('writes .gz and .br beside what the build never changes, and none for what operators edit', () => {
    const dir = join(scratch, 'dist');
    const text = `export const x = "${'lotus '.repeat(500)}";\n`;
    const files = [
      'assets/index-abcdefgh.js',
      'index.html',
      'config.json',
      'locales/en.json',
      'static/a.json',
    ];
    for (const file of files) mkdirSync(join(dir, file, '..'), { recursive: true });
    for (const file of files) writeFileSync(join(dir, file), text);
    writeFileSync(join(dir, 'assets/tiny-abcdefgh.js'), 'export {};');
    writeFileSync(join(dir, 'assets/logo-abcdefgh.png'), Buffer.alloc(4096));
    expect(precompressDir(dir).sort()).toEqual(['assets/index-abcdefgh.js', 'index.html']);
    const js = join(dir, 'assets/index-abcdefgh.js');
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(text);
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(text);
    for (const file of ['config.json', 'locales/en.json', 'static/a.json', 'assets/tiny-abcdefgh.js'])
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    expect(shouldPrecompress('assets/x-abcdefgh.css', 5000)).toBe(true);
    expect(shouldPrecompress('assets/x-abcdefgh.js.gz', 5000)).toBe(false);
  });
});
