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

function staticBackend(baseUrl: string): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      fetch(`${baseUrl}locales/${language}.json?t=${staticStamp()}`)
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then((data: Record<string, string>) => callback(null, data))
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
