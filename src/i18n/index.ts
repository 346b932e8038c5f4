import { lastPartOfKey, type Texts, type Translate, translator } from './translator';

export { lastPartOfKey };

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

/** The page's texts in one language; `subscribe` hears each change of language once its texts are in. */
export interface I18n {
  readonly language: Language;
  readonly t: Translate;
  exists(key: string): boolean;
  changeLanguage(language: Language): Promise<void>;
  subscribe(listener: () => void): () => void;
}

/** Reads a language's texts; null when they cannot be had (the keys then read as their last part). */
export type LoadTexts = (language: Language) => Promise<Texts | null>;

export function createI18n(language: Language, texts: Texts, load: LoadTexts = async () => null): I18n {
  let current = { language, texts, t: translator(language, texts) };
  // A language read once is not fetched again when the member comes back to it.
  const loaded = new Map<Language, Texts>(Object.keys(texts).length > 0 ? [[language, texts]] : []);
  let asked = 0;
  const listeners = new Set<() => void>();
  return {
    get language() {
      return current.language;
    },
    get t() {
      return current.t;
    },
    exists: (key) => Object.hasOwn(current.texts, key),
    async changeLanguage(next) {
      const ask = ++asked;
      const nextTexts = loaded.get(next) ?? (await load(next)) ?? {};
      if (Object.keys(nextTexts).length > 0) loaded.set(next, nextTexts);
      // A later change wins over one whose file came in late.
      if (ask !== asked) return;
      current = { language: next, texts: nextTexts, t: translator(next, nextTexts) };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A language's file under `locales/`, with the 15-minute stamp; null (and why, in the console) if unusable. */
const staticTexts =
  (baseUrl: string): LoadTexts =>
  (language) =>
    fetch(`${baseUrl}locales/${language}.json?t=${staticStamp()}`)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((data: unknown) => {
        const texts = textsOf(data);
        // Keys then read as their last part (spec §7): the page stays usable, the console says why.
        if (!texts)
          console.error(`locales/${language}.json is not an object of texts; showing the keys instead.`);
        return texts;
      })
      .catch(() => null);

/** The app's texts, loaded for the page's language before the first render. */
export async function startI18n(language: Language, baseUrl: string): Promise<I18n> {
  const load = staticTexts(baseUrl);
  return createI18n(language, (await load(language)) ?? {}, load);
}

/** `{0}`, `{1}` … as the values of a text. */
export const positional = (params: readonly (string | number)[] = []) =>
  Object.fromEntries(params.map((p, i) => [String(i), p]));
