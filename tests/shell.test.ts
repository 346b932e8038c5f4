import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATIC_STAMP_MS, staticStamp } from '../domain/dates';
import { CAMPAIGN_VALUE } from '../domain/validators';
import { clampToViewport, snapToEdge } from '../src/components/floatingPosition';
import { throttleTaps } from '../src/components/throttle';
import { languageOf, lastPartOfKey, shownMessage } from '../src/i18n';
import { allowedUrl, externalUrl, internalPath } from '../src/platform/safeUrl';
import { findScreen, redirectFor, SCREENS } from '../src/routes/routeTable';

describe('route guards (contract §1)', () => {
  const visitorWeb = { loggedIn: false, inApp: false };
  const visitorApp = { loggedIn: false, inApp: true };
  const member = { loggedIn: true, inApp: false };
  const guardOf = (path: string) => findScreen(path)!.guard;

  it('visitors: account and bank go to JoinNow, membersetting to login', () => {
    for (const path of [
      'account',
      'account/userinfo',
      'account/changepwd',
      'bank/deposit',
      'bank/withdraw',
      'bank/quickpay',
    ]) {
      expect(redirectFor(guardOf(path), visitorWeb), path).toBe('JoinNow');
    }
    expect(redirectFor(guardOf('membersetting'), visitorWeb)).toBe('member/login');
  });
  it('home needs a login only in the apps; fingerprint-login only opens in the apps', () => {
    expect(redirectFor(guardOf('home'), visitorWeb)).toBeNull();
    expect(redirectFor(guardOf('home'), visitorApp)).toBe('member/login');
    expect(redirectFor(guardOf('fingerprint-login'), visitorWeb)).toBe('home');
    expect(redirectFor(guardOf('fingerprint-login'), visitorApp)).toBeNull();
  });
  it('members pass every guard but the apps-only one on the web', () => {
    for (const screen of SCREENS) {
      const to = redirectFor(screen.guard, member);
      expect(to, screen.path).toBe(screen.guard === 'appsOnly' ? 'home' : null);
    }
  });
  it('matches paths without regard to case and returns the canonical spelling', () => {
    expect(findScreen('promotion')?.path).toBe('Promotion');
    expect(findScreen('/JOINNOW/')?.path).toBe('JoinNow');
    expect(findScreen('games/GAME')?.path).toBe('Games/game');
    expect(findScreen('nowhere')).toBeUndefined();
  });
});

describe('floating menu bounds', () => {
  const size = fc.record({
    width: fc.integer({ min: 200, max: 2000 }),
    height: fc.integer({ min: 200, max: 2000 }),
  });
  const point = fc.record({
    x: fc.double({ min: -1e6, max: 1e6, noNaN: false }),
    y: fc.double({ min: -1e6, max: 1e6 }),
  });
  it('wherever it is dragged, the button stays inside the viewport', () => {
    fc.assert(
      fc.property(point, size, (p, viewport) => {
        const button = { width: 52, height: 52 };
        for (const q of [clampToViewport(p, button, viewport), snapToEdge(p, button, viewport)]) {
          expect(q.x).toBeGreaterThanOrEqual(0);
          expect(q.y).toBeGreaterThanOrEqual(0);
          expect(q.x + button.width).toBeLessThanOrEqual(viewport.width);
          expect(q.y + button.height).toBeLessThanOrEqual(viewport.height);
        }
      }),
    );
  });
});

describe('500 ms tap throttle', () => {
  it('drops taps closer than 500 ms to the last accepted one', () => {
    let now = 0;
    const calls: number[] = [];
    const tap = throttleTaps(
      (n: number) => calls.push(n),
      500,
      () => now,
    );
    for (const [t, n] of [
      [0, 1],
      [100, 2],
      [499, 3],
      [500, 4],
      [900, 5],
      [1000, 6],
    ] as const) {
      now = t;
      tap(n);
    }
    expect(calls).toEqual([1, 4, 6]);
  });
});

describe('untrusted values', () => {
  it('campaign values: short plain tokens only', () => {
    expect(CAMPAIGN_VALUE.test('abc-123_X')).toBe(true);
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (CAMPAIGN_VALUE.test(s)) expect(s).toMatch(/^[\w-]{1,64}$/);
      }),
    );
    for (const bad of ['', '<script>', 'a b', 'x'.repeat(65), 'a;b=c', '"q"'])
      expect(CAMPAIGN_VALUE.test(bad)).toBe(false);
  });
  it('frame URLs: http(s) of the page origin or an allowed origin only', () => {
    const page = 'https://m.example.com';
    expect(allowedUrl('/m/game.html', page, [])?.href).toBe('https://m.example.com/m/game.html');
    expect(allowedUrl('https://games.example.net/x', page, ['https://games.example.net'])).not.toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'https://evil.example',
      '//evil.example/x',
      'https://u:p@m.example.com/',
    ]) {
      expect(allowedUrl(bad, page, ['https://games.example.net']), bad).toBeNull();
    }
  });
  it('external links: https or same origin; redirects: app paths only', () => {
    expect(externalUrl('javascript:alert(1)', 'https://m.example.com')).toBeNull();
    expect(externalUrl('http://other.example/x', 'https://m.example.com')).toBeNull();
    expect(externalUrl('https://cdn.example/app.apk', 'https://m.example.com')).not.toBeNull();
    expect(internalPath('/m/en-vn/account')).toBe('/m/en-vn/account');
    for (const bad of ['//evil.example/m/', 'https://evil.example/m/', '/other', '/m/..//evil', null]) {
      const out = internalPath(bad);
      if (out !== null) expect(out.startsWith('/m/')).toBe(true);
    }
    expect(internalPath('//evil.example/m/')).toBeNull();
  });
});

describe('i18n helpers', () => {
  it('a missing key shows its last part; languages map to files', () => {
    expect(lastPartOfKey('route.home.title')).toBe('title');
    expect(lastPartOfKey('acct_LoginFirst')).toBe('acct_LoginFirst');
    expect(languageOf('vi-VN')).toBe('vi');
    expect(languageOf('xx-YY')).toBe('en');
  });
  it("a server's key the app has no text for reads as page_Maintenance1, naming the key; the app's own keep theirs", () => {
    const known = (key: string) => key === 'acct_LoginFirst';
    expect(shownMessage('acct_LoginFirst', known)).toEqual({ key: 'acct_LoginFirst', unknownKey: null });
    expect(shownMessage('transfer_providerMaintain', known)).toEqual({
      key: 'page_Maintenance1',
      unknownKey: 'transfer_providerMaintain',
    });
    expect(shownMessage('route.home.title', known)).toEqual({ key: 'route.home.title', unknownKey: null });
  });
  it('the static-file timestamp changes every 15 minutes and not in between', () => {
    const t0 = 1_800_000_000_000 - (1_800_000_000_000 % STATIC_STAMP_MS);
    expect(staticStamp(t0)).toBe(staticStamp(t0 + STATIC_STAMP_MS - 1));
    expect(staticStamp(t0 + STATIC_STAMP_MS)).toBe(t0 + STATIC_STAMP_MS);
  });
});
