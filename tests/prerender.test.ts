import { describe, expect, it } from 'vitest';
import {
  disableControls,
  hreflangOf,
  MEMBER_SHELL_ROUTES,
  PRERENDERED_ROUTES,
  pageFile,
  pageHtml,
  paintFirstScripts,
  policyProblems,
} from '../build/prerender';
import { reachedPath } from '../domain/paths';
import { hasSessionCookie, isNotServed, prerenderedUrl } from '../server/basePath';
import { VARIES_BY_COOKIE } from '../server/securityHeaders';
import { SCREENS } from '../src/routes/routeTable';
import { expectEach } from './support/cases';

const TEMPLATE = `<!doctype html>
<html lang="en-US">
  <head>
    <meta name="description" content="Sports, e-sports, slots and promotions on your phone." />
    <title>Lotus Play</title>
    <style>.sk{}</style>
    <script type="module" crossorigin src="/m/assets/index-Ab1.js"></script>
    <link rel="modulepreload" crossorigin href="/m/assets/react-Cd2.js">
    <link rel="modulepreload" crossorigin href="/m/assets/xstate-Ef3.js">
  </head>
  <body>
    <div id="root">
      <div class="sk-header">Lotus Play</div>
      <div class="sk-nav"></div>
    </div>
  </body>
</html>`;

describe('pre-rendered pages', () => {
  it('are the routes of contract §8, each a visitor can open', () => {
    expect(Object.keys(PRERENDERED_ROUTES).sort()).toEqual(
      [
        'home',
        'Promotion',
        'Games',
        'lucky-draw',
        'contactus',
        'info',
        'maintenance',
        'restrict',
        'JoinNow',
        'member/login',
      ].sort(),
    );
    for (const route of Object.keys(PRERENDERED_ROUTES))
      expect(SCREENS.find((s) => s.path === route)?.guard, route).toMatch(/^(open|memberInApps)$/);
  });

  it('put the rendered screen, the language, title, description, canonical and hreflang links in the page', () => {
    const html = pageHtml(TEMPLATE, {
      area: 'vi-vn',
      route: 'Games',
      lang: 'vi-VN',
      title: 'Trò chơi | Lotus <Play>',
      description: 'Chơi "slots"',
      html: '<main><h1>Games</h1></main>',
      stylesheets: ['/m/assets/GamesView-1.css'],
      activeAreas: ['en-vn', 'vi-vn'],
      defaultArea: 'en-vn',
      boot: '/m/assets/boot-Gh4.js',
    });
    expect(html).toContain('<html lang="vi-VN">');
    expect(html).toContain('<title>Trò chơi | Lotus &lt;Play&gt;</title>');
    expect(html).toContain('<meta name="description" content="Chơi &quot;slots&quot;" />');
    expect(html).toContain('<link rel="canonical" href="/m/vi-vn/Games" />');
    expect(html).toContain('<link rel="alternate" hreflang="en-VN" href="/m/en-vn/Games" />');
    expect(html).toContain('<link rel="alternate" hreflang="vi-VN" href="/m/vi-vn/Games" />');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="/m/en-vn/Games" />');
    expect(html).toContain('<link rel="stylesheet" href="/m/assets/GamesView-1.css" />');
    expect(html).toContain(
      '<div id="root" data-prerendered="vi-vn/Games"><main><h1>Games</h1></main></div>\n  </body>',
    );
    expect(html).not.toContain('sk-header');
    // The inline styles stay as they are: the policy's hashes are those of index.html.
    expect(html).toContain('<style>.sk{}</style>');
  });

  it("load the app's entry and its preloads through the paint-first script, nothing before it", () => {
    const html = paintFirstScripts(TEMPLATE, '/m/assets/boot-Gh4.js');
    expect(html).toContain(
      '<script type="module" crossorigin src="/m/assets/boot-Gh4.js" data-app="/m/assets/index-Ab1.js" data-preload="/m/assets/react-Cd2.js /m/assets/xstate-Ef3.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(() => paintFirstScripts('<html></html>', '/m/assets/boot-Gh4.js')).toThrow(/entry/);
  });

  it("write a member's shell for every route behind the login", () => {
    for (const screen of SCREENS.filter((s) => /^memberOr/.test(s.guard)))
      expect(MEMBER_SHELL_ROUTES[screen.path], screen.path).toMatch(/View$/);
    for (const route of Object.keys(MEMBER_SHELL_ROUTES))
      expect(
        SCREENS.find((s) => s.path === route),
        route,
      ).toBeDefined();
    expect(pageFile('en-vn', 'bank/transfer', 'member')).toBe('en-vn/bank/transfer/member.html');
    expect(pageFile('en-vn', 'home', 'visitor')).toBe('en-vn/home/index.html');
    const shell = pageHtml(TEMPLATE, {
      area: 'en-vn',
      route: 'bank/transfer',
      lang: 'en-US',
      title: 'Transfer',
      description: 'Move money',
      html: '<main>wallets</main>',
      stylesheets: [],
      activeAreas: ['en-vn'],
      defaultArea: 'en-vn',
      boot: '/m/assets/boot-Gh4.js',
      as: 'member',
    });
    // Drawn anew by the app, never hydrated: it names no member.
    expect(shell).toContain('<div id="root" data-shell="en-vn/bank/transfer"><main>wallets</main></div>');
    expect(shell).not.toContain('data-prerendered');
  });

  it('refuse a template of another shape rather than write a page without its screen', () => {
    expect(() => pageHtml(TEMPLATE.replace('<div id="root">', '<div id="app">'), {} as never)).toThrow();
  });

  it('name the alternates by language and region', () => {
    expect(hreflangOf('en-vn')).toBe('en-VN');
    expect(hreflangOf('id-id')).toBe('id-ID');
  });

  it('find what the policy would refuse in markup', () => {
    expect(policyProblems('<div><script type="application/json">{}</script></div>')).toEqual([]);
    expect(policyProblems('<script>x()</script>')).toHaveLength(1);
    expect(policyProblems('<div style="color:red"></div>')).toHaveLength(1);
    expect(policyProblems('<img onerror="x()">')).toHaveLength(1);
    expect(policyProblems('<p class="on-dark">styled</p>')).toEqual([]);
  });

  it('disable the static controls, once', () => {
    expect(
      disableControls('<button type="button">a</button><input name="loginId"/><select disabled=""></select>'),
    ).toBe(
      '<button disabled="" data-static-control="" type="button">a</button><input disabled="" data-static-control="" name="loginId"/><select disabled=""></select>',
    );
    expect(disableControls('<a class="btn">x</a>')).toBe('<a class="btn">x</a>');
  });
});

describe('npm start serving them', () => {
  const exists = (file: string) =>
    file === '/d/en-vn/home/index.html' || file === '/d/en-vn/member/login/index.html';
  it('answers a page path with its pre-rendered file, query kept', () => {
    expect(prerenderedUrl('/m/en-vn/home', exists, '/d')).toBe('/m/en-vn/home/index.html');
    expect(prerenderedUrl('/m/en-vn/home/?ref=1', exists, '/d')).toBe('/m/en-vn/home/index.html?ref=1');
    expect(prerenderedUrl('/m/en-vn/member/login?redirect=x', exists, '/d')).toBe(
      '/m/en-vn/member/login/index.html?redirect=x',
    );
  });
  it("answers a member with the route's shell, never a visitor's page", () => {
    const withShells = (file: string) => exists(file) || file === '/d/en-vn/bank/transfer/member.html';
    expect(prerenderedUrl('/m/en-vn/bank/transfer?x=1', withShells, '/d', 'member.html')).toBe(
      '/m/en-vn/bank/transfer/member.html?x=1',
    );
    expect(prerenderedUrl('/m/en-vn/home', withShells, '/d', 'member.html')).toBeNull();
    expect(prerenderedUrl('/m/en-vn/bank/transfer', withShells, '/d')).toBeNull();
  });
  it('leaves everything else to the files and the app page', () => {
    expect(prerenderedUrl('/m/en-vn/account', exists, '/d')).toBeNull();
    expect(prerenderedUrl('/m/../etc/home', exists, '/d')).toBeNull();
    expect(prerenderedUrl('/m/assets/index.js', exists, '/d')).toBeNull();
    expect(prerenderedUrl('/other/en-vn/home', exists, '/d')).toBeNull();
  });
  it('names the answers that depend on the session cookie (Vary: Cookie): every HTML one', () => {
    for (const type of ['text/html', 'text/html; charset=utf-8', 'text/html;charset=utf-8'])
      expect(VARIES_BY_COOKIE.test(type), type).toBe(true);
    for (const type of ['application/json', 'text/javascript', 'text/css', 'image/png', 'text/htmlx', ''])
      expect(VARIES_BY_COOKIE.test(type), type).toBe(false);
  });
  it('finds the page of a path however it is spelt', () => {
    // The file lookup decodes and merges slashes; so does the choice between a visitor's page and the shell.
    const withShells = (file: string) => exists(file) || file === '/d/en-vn/home/member.html';
    for (const url of ['/m//en-vn/home', '/m/en-vn/%68ome', '/m/en-vn/./home/', '/m/en-vn//home'])
      expect(prerenderedUrl(reachedPath(url), withShells, '/d', 'member.html'), url).toBe(
        '/m/en-vn/home/member.html',
      );
  });
  it('never serves the nginx configuration the build writes under its root', () => {
    expectEach(isNotServed, [
      ['/m/nginx/lotus.conf', true],
      ['/m//nginx/lotus.conf', true],
      ['/m/%6Eginx/lotus.conf', true],
      ['/m/./nginx/x', true],
      ['/m/en-vn/home', false],
      ['/m/static/nginx.json', false],
      ['/m/nginxx/a', false],
    ]);
  });
  it('sees a session cookie', () => {
    expect(hasSessionCookie('area=en-vn; token=abc')).toBe(true);
    expect(hasSessionCookie('sessionId=s1')).toBe(true);
    expect(hasSessionCookie('area=en-vn; xtoken=1')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});
