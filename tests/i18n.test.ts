import { describe, expect, it } from 'vitest';
import { createI18n, type LoadTexts } from '../src/i18n';
import { translator } from '../src/i18n/translator';

/** The app's own translations (issue 15 item 2 replaced i18next): what a member reads for each key. */
describe('translator', () => {
  const t = translator('en', {
    'wallet.refreshOne': 'Refresh {name}',
    'error.limits': 'Between {0} and {1}',
    'games.count': '{count} games',
    'games.count_one': '{count} game',
    'contact.mail': 'Write to { email }',
  });

  it('fills named and positional values', () => {
    expect(t('wallet.refreshOne', { name: 'SBO' })).toBe('Refresh SBO');
    expect(t('error.limits', { 0: '10', 1: '5,000' })).toBe('Between 10 and 5,000');
    expect(t('contact.mail', { email: 'help@example.com' })).toBe('Write to help@example.com');
  });

  it('leaves a placeholder the call does not name, and empties one passed as undefined', () => {
    expect(t('error.limits', { 0: '10' })).toBe('Between 10 and {1}');
    expect(t('wallet.refreshOne', { name: undefined })).toBe('Refresh ');
  });

  it('never reads a value again: braces in a value stay as sent', () => {
    expect(t('error.limits', { 0: '{1}', 1: 'x' })).toBe('Between {1} and x');
  });

  it('chooses the plural form by the language, else the plain key', () => {
    expect(t('games.count', { count: 1 })).toBe('1 game');
    expect(t('games.count', { count: 0 })).toBe('0 games');
    expect(t('games.count', { count: 12 })).toBe('12 games');
    // Thai has one form only ("other"): the plain key.
    expect(
      translator('th', { 'games.count': '{count} เกม', 'games.count_one': 'x' })('games.count', { count: 1 }),
    ).toBe('1 เกม');
  });

  it('reads a key without a text as its last part', () => {
    expect(t('menu.home')).toBe('home');
    expect(t('plain')).toBe('plain');
  });
});

describe('createI18n', () => {
  const files: Record<string, Record<string, string> | null> = {
    en: { hello: 'Hello' },
    vi: { hello: 'Xin chào' },
    th: null,
  };
  const loads: string[] = [];
  const load: LoadTexts = async (language) => {
    loads.push(language);
    return files[language] ?? null;
  };

  it('switches language once the texts are in, tells subscribers, and fetches a language once', async () => {
    loads.length = 0;
    const i18n = createI18n('en', files.en!, load);
    let heard = 0;
    i18n.subscribe(() => heard++);
    const oldT = i18n.t;
    await i18n.changeLanguage('vi');
    expect([i18n.language, i18n.t('hello'), heard]).toEqual(['vi', 'Xin chào', 1]);
    expect(i18n.t).not.toBe(oldT);
    await i18n.changeLanguage('en');
    expect(i18n.t('hello')).toBe('Hello');
    expect(loads).toEqual(['vi']);
    expect(i18n.exists('hello')).toBe(true);
    expect(i18n.exists('nothing')).toBe(false);
  });

  it('a language whose file cannot be read shows the keys’ last parts', async () => {
    const i18n = createI18n('en', files.en!, load);
    await i18n.changeLanguage('th');
    expect([i18n.language, i18n.t('menu.hello')]).toEqual(['th', 'hello']);
  });

  it('the last change wins when an earlier file comes in late', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const i18n = createI18n('en', files.en!, async (language) => {
      if (language === 'vi') await slow;
      return files[language] ?? null;
    });
    const first = i18n.changeLanguage('vi');
    await i18n.changeLanguage('en');
    release();
    await first;
    expect([i18n.language, i18n.t('hello')]).toEqual(['en', 'Hello']);
  });
});
