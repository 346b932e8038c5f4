import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { nginxConfigFromBuild } from '../build/nginxConfigFile';
import { precompressDir, shouldPrecompress } from '../build/precompress';
import { DEMO_PUBLIC_KEY } from '../demo/demoKey';
import { nginxConfig } from '../server/nginxConfig';
import { findNginx, localNginx } from '../server/nginxLocal';
import {
  CACHE_RULES,
  EMBEDDABLE_PAGE,
  FIXED_HEADERS,
  policiesFor,
  VARIES_BY_COOKIE,
} from '../server/securityHeaders';

/**
 * the nginx configuration the build writes sends what `npm start` sends (one source,
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
    // A page's answer depends on the session cookie, however its URL is spelt: every HTML answer varies
    // by it; files do not.
    expect(text).toContain(
      `map $sent_http_content_type $lotus_vary {\n  "~${VARIES_BY_COOKIE.source}" "Cookie";\n  default "";\n}`,
    );
    expect(text).toMatch(/location \^~ \/m\/ \{[^}]*add_header Vary \$lotus_vary always;/);
    expect(text).toMatch(
      /map "\$cookie_sessionId\$cookie_token" \$lotus_page \{\n\s+"" "\/index\.html";\n\s+default "\/member\.html";/,
    );
    expect(text).toMatch(/location = \/ \{[^}]*return 302 \/m\/\$is_args\$args;/);
    expect(text).toMatch(/location = \/m \{[^}]*return 302 \/m\/\$is_args\$args;/);
    expect(text).toMatch(/location \^~ \/m\/assets\/ \{[^}]*try_files \$uri =404;/);
    expect(text).toMatch(/location \^~ \/api\/ \{\n\s+proxy_pass http:\/\/10\.0\.0\.5:8080\/api\/;/);
    expect(text).toContain('gzip_static on;');
    expect(text).toContain('brotli_static on;');
    expect(generate({ brotli: false })).not.toContain('brotli_static');
  });

  it('proxies /api/ and /gamepage/ with the normalized URI, their answers never sniffed', () => {
    const text = generate();
    for (const prefix of ['/api/', '/gamepage/']) {
      const block =
        new RegExp(`location \\^~ ${prefix.replace(/\//g, '\\/')} \\{[^}]*\\}`).exec(text)?.[0] ?? '';
      // proxy_pass with a URI: nginx sends the URI as it normalized it, not the client's spelling.
      expect(block, prefix).toContain(`proxy_pass http://10.0.0.5:8080${prefix};`);
      expect(block, prefix).toContain('proxy_hide_header X-Content-Type-Options;');
      expect(block, prefix).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(block, prefix).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    }
  });

  it("answers any other path, and with a server name any other host, 404 with the app's headers", () => {
    const text = generate();
    expect(text).toMatch(
      /location \/ \{\n\s+add_header Content-Security-Policy \$lotus_csp always;[^}]*return 404;\n\s+\}/,
    );
    expect(text).not.toContain('default_server');
    const named = generate({ serverName: 'm.example.com' });
    expect(named).toMatch(
      /server \{\n\s+listen 80 default_server;\n\s+server_name _;[^}]*X-Content-Type-Options "nosniff" always;[^}]*return 404;\n\}/,
    );
  });

  it("gives members the app pages' policy: only the demo pages made to be framed get theirs", () => {
    const policies = policiesFor(config, indexHtml, () => {});
    expect(generate()).toContain(
      `map $uri $lotus_csp {\n  "~${EMBEDDABLE_PAGE.source}" "${policies.embeddable}";\n  default "${policies.page}";`,
    );
    // What try_files turns a page's $uri into: the member's shell, a visitor's page.
    for (const uri of [
      '/m/en-vn/home/member.html',
      '/m/en-vn/bank/transfer/member.html',
      '/m/en-vn/home/index.html',
    ])
      expect(EMBEDDABLE_PAGE.test(uri), uri).toBe(false);
    for (const uri of ['/m/livechat-demo.html', '/m/demo-game/slot.html', '/m/demo-game/sports.html'])
      expect(EMBEDDABLE_PAGE.test(uri), uri).toBe(true);
  });

  it('answers 404 under /m/nginx/, where the build writes this file', () => {
    expect(generate()).toMatch(/location \^~ \/m\/nginx\/ \{[^}]*return 404;\n\s+\}/);
  });

  it("sets X-Forwarded-For from nginx's own view of the client, believing only trusted proxies", () => {
    const text = generate();
    expect(text).not.toContain('$proxy_add_x_forwarded_for');
    expect(text).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(text).not.toContain('real_ip_header');
    const behind = generate({ trustedProxies: ['10.0.0.0/8', '2001:db8::/32', '192.0.2.7'] });
    expect(behind).toContain(
      'set_real_ip_from 10.0.0.0/8;\n  set_real_ip_from 2001:db8::/32;\n  set_real_ip_from 192.0.2.7;\n  real_ip_header X-Forwarded-For;\n  real_ip_recursive on;',
    );
    for (const proxy of ['0.0.0.0/0; include /x', 'example.com', ''])
      expect(() => generate({ trustedProxies: [proxy] }), proxy).toThrow(/trusted proxy/);
  });

  it('serves /m/config.json from a file of its own when given one', () => {
    expect(generate()).not.toContain('location = /m/config.json');
    expect(generate({ configFile: '/etc/lotus/config.json' })).toMatch(
      /location = \/m\/config\.json \{\n\s+alias \/etc\/lotus\/config\.json;[^}]*add_header Content-Security-Policy/,
    );
    expect(() => generate({ configFile: 'config.json' })).toThrow(/config file/);
  });

  it('refuses an upstream, root or listen value that would rewrite the file', () => {
    for (const upstream of ['10.0.0.5:8080', 'http://a;b', 'http://a/x y', 'unix:/run/api.sock'])
      expect(() => generate({ upstream })).toThrow(/upstream/);
    for (const root of ['relative/dist', '/srv/../etc', '/srv/lotus;'])
      expect(() => generate({ root })).toThrow(/root/);
    expect(() => generate({ listen: '80; include /x' })).toThrow(/listen/);
  });

  const { binary, brotliModule } = findNginx();
  // Skipped only on a developer machine without nginx; in CI (env CI set) a missing nginx fails.
  it.skipIf(!binary && !process.env.CI)(
    'is accepted by nginx -t (Debian nginx, run without root paths)',
    () => {
      if (!binary) throw new Error('nginx is not installed: CI must have it (apt-get install nginx)');
      const { prefix, args } = localNginx(
        generate({
          brotli: !!brotliModule,
          listen: '127.0.0.1:1',
          serverName: 'm.example.com',
          trustedProxies: ['10.0.0.0/8', '2001:db8::/32'],
          configFile: '/srv/lotus-config/config.json',
        }),
        brotliModule,
      );
      try {
        const result = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
        expect(result.stderr).toContain('test is successful');
        expect(result.status).toBe(0);
      } finally {
        rmSync(prefix, { recursive: true, force: true });
      }
    },
  );
});

describe('a build for production', () => {
  const build = (config: Record<string, unknown>) => {
    const dir = mkdtempSync(join(scratch, 'build-'));
    writeFileSync(join(dir, 'config.json'), JSON.stringify(config, null, 2));
    writeFileSync(join(dir, 'index.html'), indexHtml);
    return dir;
  };

  it("is refused by the build and npm run nginx-config when its config holds the demo's key", () => {
    for (const key of [DEMO_PUBLIC_KEY, DEMO_PUBLIC_KEY.replace(/\n/g, ''), `\n${DEMO_PUBLIC_KEY}\n`])
      expect(() => nginxConfigFromBuild(build({ passwordPublicKey: key }))).toThrow(/demo's key/);
    expect(nginxConfigFromBuild(build({ passwordPublicKey: '' }))).toContain('server {');
  });
});

describe('pre-compressed copies', () => {
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
