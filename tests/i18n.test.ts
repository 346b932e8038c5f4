import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATIC_STAMP_MS, staticStamp } from '../domain/dates';
import { type Language, positional, serverKey, startI18n } from '../src/i18n';

/**
 * The app's texts through i18next: the instance `startI18n` makes for a page, with the app's
 * options and backend, reading the files it is served. What a member reads for each key.
 */

const real = (language: Language) => JSON.parse(readFileSync(`public/locales/${language}.json`, 'utf8'));

/** The files `fetch` answers (path under `/m/` → body, or a status), and every URL asked for. */
let files: Record<string, unknown>;
let fetched: string[];
beforeEach(() => {
  files = Object.fromEntries((['en', 'vi', 'th'] as const).map((l) => [`locales/${l}.json`, real(l)]));
  fetched = [];
  vi.stubGlobal('fetch', async (input: string) => {
    fetched.push(input);
    const url = new URL(input, 'http://localhost');
    const body = files[url.pathname.replace(/^\/m\//, '')];
    if (body === undefined) return new Response('', { status: 404 });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('texts', () => {
  it('fill named values, the server’s positional ones and names written with spaces', async () => {
    files['locales/en.json'] = {
      'wallet.refreshOne': 'Refresh {name}',
      acct_bank_limit: 'Between {0} and {1}',
      'contact.emailUs': 'Write to { email }',
    };
    const { t } = await startI18n('en', '/m/');
    expect(t('wallet.refreshOne', { name: 'SBO' })).toBe('Refresh SBO');
    expect(t(serverKey('acct_bank_limit'), positional(['10', '5,000']))).toBe('Between 10 and 5,000');
    expect(t('contact.emailUs', { email: 'help@example.com' })).toBe('Write to help@example.com');
    // A placeholder the call does not name stays as written; one passed as undefined is emptied.
    expect(t(serverKey('acct_bank_limit'), positional(['10']))).toBe('Between 10 and {1}');
    expect(t('wallet.refreshOne', { name: undefined })).toBe('Refresh ');
    // A value is never read again: braces in it stay as sent, markup too (React escapes it).
    expect(t(serverKey('acct_bank_limit'), positional(['{1}', 'x']))).toBe('Between {1} and x');
    expect(t('wallet.refreshOne', { name: '<b>&</b>' })).toBe('Refresh <b>&</b>');
  });

  it('choose the plural form by the language (the real files: English, Vietnamese, Thai)', async () => {
    const en = await startI18n('en', '/m/');
    expect(en.t('games.count', { count: 1 })).toBe('1 game');
    expect(en.t('games.count', { count: 0 })).toBe('0 games');
    expect(en.t('games.count', { count: 12 })).toBe('12 games');
    expect(en.t('lucky.spinsLeft', { count: 1 })).toBe('1 spin left');
    expect(en.t('lucky.spinsLeft', { count: 3 })).toBe('3 spins left');
    // Vietnamese and Thai have one form ("other") for every count.
    const vi = await startI18n('vi', '/m/');
    expect(vi.t('games.count', { count: 1 })).toBe('1 game');
    expect(vi.t('lucky.spinsLeft', { count: 1 })).toBe('Lượt quay còn lại: 1');
    const th = await startI18n('th', '/m/');
    expect(th.t('games.count', { count: 1 })).toBe('1 เกม');
    expect(th.t('games.count', { count: 7 })).toBe('7 เกม');
  });

  it('a key without a text reads as its last dotted part, a server key too', async () => {
    files['locales/en.json'] = { 'menu.home': 'Home' };
    const { t } = await startI18n('en', '/m/');
    expect(t('menu.home')).toBe('Home');
    expect(t('route.home.title')).toBe('title');
    expect(t(serverKey('acct_someday_newKey'))).toBe('acct_someday_newKey');
  });
});

describe('startI18n', () => {
  it('reads the page’s language once, with the 15-minute stamp, and each other language once, on demand', async () => {
    const stamp = staticStamp();
    vi.spyOn(Date, 'now').mockReturnValue(stamp + STATIC_STAMP_MS - 1);
    const i18n = await startI18n('en', '/m/');
    expect(fetched).toEqual([`/m/locales/en.json?t=${stamp}`]);
    let heard = 0;
    i18n.on('languageChanged', () => heard++);
    await i18n.changeLanguage('vi');
    expect([i18n.language, i18n.t('menu.home'), heard]).toEqual(['vi', real('vi')['menu.home'], 1]);
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('vi');
    expect(i18n.t('menu.home')).toBe(real('vi')['menu.home']);
    expect(fetched).toEqual([`/m/locales/en.json?t=${stamp}`, `/m/locales/vi.json?t=${stamp}`]);
  });

  it('each call is a new instance: a page’s language change does not reach another page', async () => {
    const [one, two] = await Promise.all([startI18n('en', '/m/'), startI18n('en', '/m/')]);
    await one.changeLanguage('th');
    expect([one.language, two.language, two.t('menu.home')]).toEqual(['th', 'en', 'Home']);
  });

  it('a file that is not an object of texts: keys read as their last part, and the console says why', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    files['locales/th.json'] = ['not', 'texts'];
    const i18n = await startI18n('en', '/m/');
    await i18n.changeLanguage('th');
    expect([i18n.language, i18n.t('menu.home')]).toEqual(['th', 'home']);
    expect(said).toHaveBeenCalledWith('locales/th.json is not an object of texts; showing the keys instead.');
    // The same for a file that is not JSON, or missing.
    files['locales/en.json'] = '{ "menu.home": ';
    expect((await startI18n('en', '/m/')).t('menu.home')).toBe('home');
    delete files['locales/en.json'];
    expect((await startI18n('en', '/m/')).t('route.home.title')).toBe('title');
  });

  it('a file with some values that are not text keeps its texts', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    files['locales/vi.json'] = {
      'menu.home': 'Trang chủ',
      'menu.deposit': { text: 'Nạp' },
      'menu.account': 3,
    };
    const i18n = await startI18n('vi', '/m/');
    expect([i18n.t('menu.home'), i18n.t('menu.deposit'), i18n.t('menu.account')]).toEqual([
      'Trang chủ',
      'deposit',
      'account',
    ]);
    expect(said).toHaveBeenCalledWith('2 translations are not text; left out.');
  });

  it('the last change wins when an earlier file comes in late', async () => {
    const i18n = await startI18n('en', '/m/');
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const serve = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string) => {
      if (input.includes('/vi.json')) await slow;
      return serve(input);
    });
    const first = i18n.changeLanguage('vi');
    await i18n.changeLanguage('th');
    release();
    await first;
    expect([i18n.language, i18n.t('menu.home')]).toEqual(['th', real('th')['menu.home']]);
  });
});
