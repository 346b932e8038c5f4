import i18next, {
  type BackendModule,
  type InitOptions,
  type i18n,
  type ParseKeys,
  type TFunction,
} from 'i18next';
import { staticStamp } from '../../domain/dates';
import { FALLBACK_MESSAGE } from '../../domain/errorDetail';
import type en from '../../public/locales/en.json';

/**
 * Translations (spec §7), with i18next: this module is the one place that configures it (the languages,
 * the 15-minute stamp, the backend, the init options and the key types). One static file per language under
 * `locales/`, flat keys (`menu.home`, `acct_LoginFirst`), fetched with a timestamp query that changes every
 * 15 minutes, so a new deployment's texts arrive without a cache purge and the files stay cacheable in
 * between. A missing key shows its last part (`menu.home` → `home`); `{name}` and the server's `{0}` take
 * their values; counts pick `key_one`, `key_other` … by the language's plural rules.
 *
 * Each page gets its own instance (`startI18n`): the browser's one, and one per page the build pre-renders.
 * Views read it with react-i18next's `useTranslation` under `I18nextProvider` (`src/app/AppTree.tsx`).
 */

import { LANGUAGES, type Language } from './languages';

export { LANGUAGES, type Language };

/** The app's i18next instance (one per page). */
export type I18n = i18n;

/** `en-US` → `en`; anything unknown → `en`. */
export function languageOf(tag: string): Language {
  const code = tag.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'en';
}

/** The fallback for a key without translation: its last dotted part (`menu.home` → `home`). */
export const lastPartOfKey = (key: string) => key.split('.').pop() ?? key;

/**
 * Keys are typed from the English file: a key it lacks does not compile. Plural families
 * (`games.count_one`, `games.count_other`) are called by their stem with a `count`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    keySeparator: false;
    nsSeparator: false;
    interpolationPrefix: '{';
    interpolationSuffix: '}';
  }
}

/** A key the code writes: one of en.json's (a plural family by its stem). */
export type TextKey = ParseKeys;

/**
 * A key that comes from outside the code: the server's message keys (`resorceCode`, a provider's
 * `pwdFormatError`, promotion tab names) and the language list's areas. Untrusted strings, so unchecked
 * here: one the files do not have reads as its last part (`parseMissingKeyHandler`). The one escape from
 * the key types.
 */
export const serverKey = (key: string) => key as TextKey;

/**
 * The key to show for a message a server or a flow names: itself when the app has a text for it (`known`)
 * or when it is one of the app's own keys (dotted: `login.title`, shown by its last part, contract §5);
 * otherwise a server's key the app has no text for, shown as `page_Maintenance1` and named as `unknownKey`
 * (contract §10), so only "Show details" ever shows it.
 */
export function shownMessage(
  message: string,
  known: (key: string) => boolean,
): { key: TextKey; unknownKey: string | null } {
  if (known(message) || message.includes('.')) return { key: serverKey(message), unknownKey: null };
  return { key: serverKey(FALLBACK_MESSAGE), unknownKey: message };
}

/**
 * A translation file's texts: only string values are kept (an object or number under a key would reach
 * the screen as `[object Object]` or break a render), null when the file is not an object at all.
 */
export function textsOf(data: unknown): Record<string, string> | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const entries = Object.entries(data);
  const texts = entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  if (texts.length < entries.length)
    console.error(`${entries.length - texts.length} translations are not text; left out.`);
  return Object.fromEntries(texts);
}

/**
 * Reads a language's file under `locales/` with the 15-minute stamp, once per language and instance (i18next
 * keeps what it read). A file that is not an object of texts loads nothing: its keys read as their last part
 * (spec §7), and the console says why.
 */
function localesBackend(baseUrl: string): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      fetch(`${baseUrl}locales/${language}.json?t=${staticStamp()}`)
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then((data: unknown) => {
          const texts = textsOf(data);
          if (texts) return callback(null, texts);
          console.error(`locales/${language}.json is not an object of texts; showing the keys instead.`);
          callback(new Error(`malformed translations: ${language}`), false);
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
        );
    },
  };
}

/** The app's init options: flat keys, `{name}` values as written, no fallback language. */
export const i18nOptions = (language: Language): InitOptions => ({
  lng: language,
  supportedLngs: [...LANGUAGES],
  fallbackLng: false,
  load: 'languageOnly',
  ns: ['translation'],
  defaultNS: 'translation',
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  // Server messages use `{0}`, contact texts `{email}`: one pair of braces. React escapes what it renders.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  parseMissingKeyHandler: lastPartOfKey,
  react: { useSuspense: false },
});

/**
 * A new i18next instance for one page, its language's texts loaded (one fetch); other languages load when
 * the page changes to them.
 */
export async function startI18n(language: Language, baseUrl: string): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(localesBackend(baseUrl)).init(i18nOptions(language));
  return instance;
}

/** `{0}`, `{1}` … as the values of a text. */
export const positional = (params: readonly (string | number)[] = []) =>
  Object.fromEntries(params.map((p, i) => [String(i), p]));

/** A sentence with its values, each as written or the text of another key (a wallet's name). */
export function lineText(
  t: TFunction<'translation'>,
  line: { key: string; values: Record<string, string | { key: string }> },
): string {
  const values: Record<string, string | number> = {};
  for (const [name, v] of Object.entries(line.values))
    values[name] = typeof v === 'string' ? v : t(serverKey(v.key));
  return t(serverKey(line.key), values);
}
