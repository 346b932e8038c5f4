import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/i18n';
import { SCREENS } from '../src/routes/routeTable';

/**
 * Translations are complete: the same keys in all six languages (a count's texts as one family: `key_one`,
 * `key_other` …, with exactly the plural forms of the language), and every key the app uses exists.
 */

const load = (lang: string) =>
  JSON.parse(readFileSync(`public/locales/${lang}.json`, 'utf8')) as Record<string, string>;
const locales = Object.fromEntries(LANGUAGES.map((l) => [l, load(l)]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(`${dir}/${e.name}`) : /\.tsx?$/.test(e.name) ? [`${dir}/${e.name}`] : [],
  );
}

/** Spec §5 and §8 message keys the product shows. */
const SPEC_KEYS = [
  'page_Maintenance1',
  'acct_NetworkFail',
  'acct_LoginFirst',
  'acct_ip_blocked',
  'com_service_unavaible',
  'wallet_mutiClick_notAllowed',
  'reward_roulette_noDeposit',
  'transfer_mainPromote_notSupportProvider',
  'transfer_providerPromote_alreadyExist',
  'wallet_amount_inSufficient',
  'transfer_usedPromote_unFinished',
  'wallet_Success',
  'acct_bankAccount_automaticVerified',
  'acct_Passowrd_ResetSuccess',
  'acct_ReferralCopyToFriends',
  'page_emptycheck',
  'acct_bankAccNo_lengthError',
  'acct_newPwd_require',
  'acct_password_notMatch',
  'wallet_amount_require',
  'provider_Game_CountryRestrict',
];

/** i18next's plural suffixes: `games.count_one` is the form `one` of the family `games.count`. */
const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;
/** A language's keys, a plural family by its stem. */
const stems = (lang: string) =>
  [...new Set(Object.keys(locales[lang]!).map((k) => PLURAL.exec(k)?.[1] ?? k))].sort();
/** The families of a language: stem → its forms. */
function families(lang: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const key of Object.keys(locales[lang]!)) {
    const [, stem, form] = PLURAL.exec(key) ?? [];
    if (stem && form) found.set(stem, [...(found.get(stem) ?? []), form]);
  }
  return found;
}
/** The text `lang` shows for an English key: a plural form by the language's `other`. */
const textOf = (lang: string, key: string) =>
  locales[lang]![key] ?? locales[lang]![key.replace(PLURAL, '$1_other')];

describe('translations', () => {
  it('the locale files are the language list, one file each', () => {
    const files = readdirSync('public/locales').filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...LANGUAGES].sort());
  });

  it('all six languages have exactly the same keys (a plural family counted once)', () => {
    const english = stems('en');
    for (const lang of LANGUAGES) {
      const keys = stems(lang);
      expect({ lang, missing: english.filter((k) => !keys.includes(k)) }).toEqual({ lang, missing: [] });
      expect({ lang, extra: keys.filter((k) => !english.includes(k)) }).toEqual({ lang, extra: [] });
    }
  });

  it("every plural family has the language's CLDR plural forms (and English's, so every file has the same keys), and no plain key beside it", () => {
    expect(families('en').size).toBeGreaterThan(0);
    const english = [...new Intl.PluralRules('en').resolvedOptions().pluralCategories];
    for (const lang of LANGUAGES) {
      const own = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories];
      const forms = [...new Set([...own, ...english])].sort();
      for (const [stem, found] of families(lang)) {
        expect({ lang, stem, forms: found.sort() }).toEqual({ lang, stem, forms });
        expect(locales[lang]!, `${lang} ${stem}`).not.toHaveProperty([stem]);
      }
    }
  });

  it('no translation is empty, and each keeps the placeholders of the English', () => {
    for (const lang of LANGUAGES) {
      for (const [key, english] of Object.entries(locales.en!)) {
        const text = textOf(lang, key)!;
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        for (const placeholder of english.match(/\{\w+\}/g) ?? [])
          expect(text, `${lang} ${key}`).toContain(placeholder);
      }
    }
  });

  it('every key written in the code, every route title and description, and every spec message exists', () => {
    const used = new Set<string>(SPEC_KEYS);
    for (const file of sourceFiles('src')) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)) used.add(m[1]!);
      for (const m of readFileSync(file, 'utf8').matchAll(/key: '((?:menu|route)\.[^']+)'/g)) used.add(m[1]!);
    }
    for (const screen of SCREENS) {
      used.add(`route.${screen.key}.title`);
      used.add(`route.${screen.key}.description`);
    }
    // A count's key is its family's stem: `games.count` is `games.count_one`, `games.count_other`.
    const missing = [...used].filter((k) => !(k in locales.en!) && !families('en').has(k));
    expect(missing).toEqual([]);
  });
});
