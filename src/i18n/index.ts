import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Translations (spec §7): one static file per language under `locales/`, fetched with a timestamp query
 * that changes every 15 minutes, so a new deployment's texts arrive without a cache purge and the
 * files stay cacheable in between. A missing key shows its last part (`menu.home` → `home`).
 */

export const LANGUAGES = ['en', 'vi', 'th', 'id', 'ms', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The static-file timestamp refreshes every 15 minutes (spec §9). */
export const STATIC_STAMP_MS = 15 * 60 * 1000;
export const staticStamp = (now = Date.now()) => Math.floor(now / STATIC_STAMP_MS) * STATIC_STAMP_MS;

/** `en-US` → `en`; anything unknown → `en`. */
export function languageOf(tag: string): Language {
  const code = tag.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'en';
}

/** The fallback for a key without translation: its last dotted part. */
export const lastPartOfKey = (key: string) => key.split('.').pop() ?? key;

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

function staticBackend(baseUrl: string): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      fetch(`${baseUrl}locales/${language}.json?t=${staticStamp()}`)
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then((data: unknown) => {
          const texts = textsOf(data);
          if (texts) return callback(null, texts);
          // Keys then read as their last part (spec §7): the page stays usable, the console says why.
          console.error(`locales/${language}.json is not an object of texts; showing the keys instead.`);
          callback(new Error(`malformed translations: ${language}`), false);
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
        );
    },
  };
}

export async function startI18n(language: Language, baseUrl: string): Promise<i18n> {
  await i18next
    .use(staticBackend(baseUrl))
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      load: 'languageOnly',
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
      // Server messages use `{0}`, contact texts `{email}`: one pair of braces.
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
      parseMissingKeyHandler: lastPartOfKey,
      react: { useSuspense: false },
    });
  return i18next;
}

/** `{0}`, `{1}` … as i18next options. */
export const positional = (params: readonly (string | number)[] = []) =>
  Object.fromEntries(params.map((p, i) => [String(i), p]));
