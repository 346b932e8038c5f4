import { formatAmount } from '../../domain/money';
import { readLocale } from '../helpers';
import { ATLAS_LANG } from './atlas';

/**
 * What the UI model tables read on screen, in the language of the run: English, or another of the six with
 * `npm run atlas -- --lang {lang}` (the atlas's pictures in that language, every check in it too). The
 * run's members open the area of that language; a language whose area the default list leaves inactive is
 * opened as an operator would (`activateEveryArea`).
 */

interface Language {
  area: string;
  locale: string;
  /** The area's currency (contract §5) and the phone code a visitor's registration preselects there. */
  currId: string;
  dialCode: string;
}
const LANGUAGES: Record<string, Language> = {
  en: { area: 'en-vn', locale: 'en-US', currId: 'VND', dialCode: '+84' },
  vi: { area: 'vi-vn', locale: 'vi-VN', currId: 'VND', dialCode: '+84' },
  id: { area: 'id-id', locale: 'id-ID', currId: 'IDR', dialCode: '+62' },
  th: { area: 'th-th', locale: 'th-TH', currId: 'THB', dialCode: '+66' },
  ms: { area: 'ms-my', locale: 'ms-MY', currId: 'MYR', dialCode: '+60' },
  zh: { area: 'zh-cn', locale: 'zh-CN', currId: 'CNY', dialCode: '+86' },
};
const language = LANGUAGES[ATLAS_LANG] ?? (LANGUAGES.en as Language);

/** The area the run's members open (`en-vn` in English). */
export const MODEL_AREA = language.area;
/** A visitor's registration there: the area's currency, its country's phone code. */
export const MODEL_REGISTRATION = {
  currId: language.currId,
  countryCode: language.dialCode,
};
/** Whether the default language list leaves that area inactive (the run activates it). */
export const MODEL_AREA_INACTIVE = !['en-vn', 'vi-vn', 'en-id', 'id-id'].includes(MODEL_AREA);

/** The text of a message key in the run's language. */
export function t(key: string): string {
  const text = readLocale(ATLAS_LANG)?.[key];
  if (typeof text !== 'string') throw new Error(`locales/${ATLAS_LANG}.json has no "${key}"`);
  return text;
}

/** The text of a count: the language's plural form for `count` (`key_one`, `key_other`), filled in. */
export const tCount = (key: string, count: number) =>
  t(`${key}_${new Intl.PluralRules(language.locale).select(count)}`).replace('{count}', String(count));

/** An amount as the app writes it in the run's language (`1,000`, `1.000`). */
export const amountText = (amount: string | number | undefined) =>
  formatAmount(String(Number(amount)), language.locale);
