// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://play.example.com/m/en-vn/home" }
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  cookieChanged,
  deleteCookie,
  hasSessionCookies,
  readCookie,
  readHostIndex,
  readSession,
  rememberCampaignValues,
  rememberCookie,
  writeCookie,
  writeSession,
} from '../src/platform/cookies';
import { rootSearchOf } from '../src/routes/search';

/** The cookies of contract §2 as the browser keeps them: names, values, lifetimes, and what is refused. */

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

/** Every `Set-Cookie` line the page hands the browser, as written. */
let written: string[] = [];
const cookieProperty = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

/** The cookies the browser holds now (its own expiry applied), name → value. */
const jar = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), decodeURIComponent(c.slice(c.indexOf('=') + 1))]),
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  for (const name of Object.keys(jar())) {
    cookieProperty.set!.call(document, `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
  written = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookieProperty.get!.call(document),
    set: (line: string) => {
      written.push(line);
      cookieProperty.set!.call(document, line);
    },
  });
});

afterEach(() => {
  delete (document as { cookie?: string }).cookie;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const later = (ms: number) => vi.setSystemTime(NOW + ms);

describe('writing and reading cookies', () => {
  it('a cookie is readable site-wide, same-site Lax, and secure on https', () => {
    writeCookie('area', 'vn', 365);
    expect(readCookie('area')).toBe('vn');
    expect(written).toHaveLength(1);
    const attributes = written[0]!.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['path=/', 'sameSite=Lax', 'secure']));
  });

  it('on plain http the cookie is not marked secure, or the browser would drop it', () => {
    vi.stubGlobal('location', { protocol: 'http:' });
    writeCookie('language', 'th', 365);
    expect(written[0]).not.toMatch(/secure/i);
    expect(written[0]).toContain('path=/');
  });

  it('without a page location the cookie is simply not marked secure', () => {
    vi.stubGlobal('location', undefined);
    writeCookie('language', 'th', 365);
    expect(written[0]).not.toMatch(/secure/i);
    expect(readCookie('language')).toBe('th');
  });

  // Days pass between runs of script: the page reads its cookies again in each (one read serves a run).
  it('a cookie with a lifetime in days lasts exactly that long', async () => {
    writeCookie('referralId', 'abc', 7);
    later(7 * DAY - 1000);
    await Promise.resolve();
    expect(readCookie('referralId')).toBe('abc');
    later(7 * DAY + 1000);
    await Promise.resolve();
    expect(readCookie('referralId')).toBeUndefined();
  });

  it('one read of the cookies serves a run of script; a write, or the next run, reads them again', async () => {
    // js-cookie's reading of document.cookie (each read asks the browser's network process).
    const reads = vi.spyOn(Cookies, 'get');
    readCookie('area');
    readCookie('language');
    readCookie('sessionId');
    expect(reads).toHaveBeenCalledTimes(1);
    writeCookie('area', 'vi-vn', 365);
    expect(readCookie('area')).toBe('vi-vn');
    expect(reads).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    readCookie('area');
    expect(reads).toHaveBeenCalledTimes(3);
    reads.mockRestore();
  });

  it('without a lifetime it is a session cookie, without an expiry date', () => {
    writeCookie('hostIndex', '1');
    writeCookie('hostIndex', '2', 0);
    expect(written.every((line) => !/expires/i.test(line))).toBe(true);
    expect(readCookie('hostIndex')).toBe('2');
  });

  it('a missing cookie reads as undefined; a deleted one is gone', () => {
    expect(readCookie('language')).toBeUndefined();
    writeCookie('language', 'vi', 365);
    deleteCookie('language');
    expect(readCookie('language')).toBeUndefined();
    expect(written.at(-1)).toContain('path=/');
  });
});

describe('a remembered choice (the area, the language): a year from the last visit', () => {
  /** The line's expiry, as milliseconds from the test's start. */
  const expiresIn = (line: string) => Date.parse(/expires=([^;]+)/.exec(line)?.[1] ?? '') - NOW;

  // The page's idle moment comes on the clock (a timer where the browser has no idle callback).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout'], now: NOW });
  });

  it('a changed choice is written at once, for its whole lifetime, and not again by the same page', () => {
    cookieProperty.set!.call(document, 'area=en-vn; path=/');
    rememberCookie('area', 'vi-vn', 365);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^area=vi-vn;/);
    expect(expiresIn(written[0]!)).toBe(365 * DAY);
    expect(readCookie('area')).toBe('vi-vn');
    // The next screen, in the same area: its year began just now.
    rememberCookie('area', 'vi-vn', 365);
    vi.advanceTimersByTime(3000);
    expect(written).toHaveLength(1);
  });

  it('an unchanged one is not written on arrival: its year is renewed once the page is idle, once a page', () => {
    cookieProperty.set!.call(document, 'language=vi-VN; path=/');
    rememberCookie('language', 'vi-VN', 365);
    rememberCookie('language', 'vi-VN', 365);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(3000);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^language=vi-VN;/);
    // A year from the moment it was renewed (the idle moment, within the 3 s passed).
    expect(expiresIn(written[0]!)).toBeGreaterThanOrEqual(365 * DAY);
    expect(expiresIn(written[0]!)).toBeLessThanOrEqual(365 * DAY + 3000);
    // The next screen of the same page writes nothing more.
    rememberCookie('language', 'vi-VN', 365);
    vi.advanceTimersByTime(3000);
    expect(written).toHaveLength(1);
  });

  it('a choice changed before the page is idle is not renewed with the old value', () => {
    cookieProperty.set!.call(document, 'downloadBannerClosed=1; path=/');
    rememberCookie('downloadBannerClosed', '1', 7);
    writeCookie('downloadBannerClosed', '2', 7);
    vi.advanceTimersByTime(3000);
    expect(written).toHaveLength(1);
    expect(readCookie('downloadBannerClosed')).toBe('2');
  });
});

describe('the session cookies', () => {
  it('a login writes both as session cookies; both present is a member', () => {
    writeSession('s-1', 'tok.en+/=');
    expect(written).toHaveLength(2);
    expect(written.some((line) => /expires/i.test(line))).toBe(false);
    expect(hasSessionCookies()).toBe(true);
    expect(readSession()).toEqual({ sessionId: 's-1', token: 'tok.en+/=' });
  });

  it('one cookie alone is not a session', () => {
    writeCookie('sessionId', 's-1');
    expect(hasSessionCookies()).toBe(false);
    expect(readSession()).toBeNull();
    deleteCookie('sessionId');
    writeCookie('token', 't-1');
    expect(hasSessionCookies()).toBe(false);
  });

  it('a value that is not a server token does not count, in either cookie', () => {
    for (const [sid, token] of [
      ['s 1', 't1'],
      ['s1', '<script>'],
      ['s1', 'x'.repeat(513)],
      ['x'.repeat(513), 't1'],
    ] as const) {
      writeSession(sid, token);
      expect(hasSessionCookies(), `${sid.slice(0, 9)} / ${token.slice(0, 9)}`).toBe(false);
      expect(readSession()).toBeNull();
    }
    writeSession('x'.repeat(512), 'A-z_0~9');
    expect(hasSessionCookies()).toBe(true);
  });

  it('logging out clears both', () => {
    writeSession('s1', 't1');
    writeCookie('language', 'vi', 365);
    clearSession();
    expect(hasSessionCookies()).toBe(false);
    expect(jar()).toEqual({ language: 'vi' });
  });
});

describe('campaign cookies from the landing URL', () => {
  // As start-up does: the root route's check of the query, then the cookies.
  const rememberCampaign = (search: string) => rememberCampaignValues(rootSearchOf(search));

  it('ref lasts 7 days and tag 30 days', () => {
    rememberCampaign('?ref=friend_01&tag=summer-26&other=x');
    expect(jar()).toEqual({ referralId: 'friend_01', trackingTag: 'summer-26' });
    later(7 * DAY + 1000);
    expect(jar()).toEqual({ trackingTag: 'summer-26' });
    later(30 * DAY - 1000);
    expect(jar()).toEqual({ trackingTag: 'summer-26' });
    later(30 * DAY + 1000);
    expect(jar()).toEqual({});
  });

  it('each is kept on its own; anything not a plain short token is ignored', () => {
    rememberCampaign('?ref=ok');
    expect(jar()).toEqual({ referralId: 'ok' });
    rememberCampaign(`?ref=${'a'.repeat(65)}&tag=a%20b`);
    expect(jar()).toEqual({ referralId: 'ok' });
    rememberCampaign('?tag=t1&ref=');
    expect(jar()).toEqual({ referralId: 'ok', trackingTag: 't1' });
  });
});

describe('the mirror in use', () => {
  it('reads a small index, and -1 for none or anything else', () => {
    expect(readHostIndex()).toBe(-1);
    for (const [raw, index] of [
      ['0', 0],
      ['2', 2],
      ['123', 123],
      ['1234', -1],
      ['', -1],
      ['-1', -1],
      ['1a', -1],
      ['a1', -1],
    ] as const) {
      writeCookie('hostIndex', raw);
      expect(readHostIndex(), raw).toBe(index);
    }
  });
});

describe('waiting for a cookie a response set (WebKit shows it to the page a moment later)', () => {
  it('settles as soon as the cookie reads differently', async () => {
    writeCookie('XSRF-TOKEN', 'old');
    let settled = false;
    const waiting = cookieChanged('XSRF-TOKEN', 'old').then(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(settled).toBe(false);
    writeCookie('XSRF-TOKEN', 'new');
    await waiting;
    expect(readCookie('XSRF-TOKEN')).toBe('new');
  });

  it('a first cookie counts as a change; an unchanged one settles after the timeout', async () => {
    setTimeout(() => writeCookie('XSRF-TOKEN', 'first'), 20);
    await cookieChanged('XSRF-TOKEN', undefined);
    let settled = false;
    const waiting = cookieChanged('XSRF-TOKEN', 'first', 500).then(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(settled).toBe(false);
    later(501);
    await waiting;
    expect(settled).toBe(true);
  });
});
