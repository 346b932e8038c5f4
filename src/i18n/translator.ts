/**
 * The app's translations, in the few lines it needs (issue 15 item 2: i18next and react-i18next were
 * 16 KB gzip of the first load for what follows). One file of texts per language (`key → text`), keys
 * without nesting; `{name}` or `{0}` in a text takes the value of that name (a name the call does not pass
 * stays as written); a `count` picks `key_one`, `key_few` … by the language's plural rules before `key`;
 * a key without a text reads as its last dotted part (spec §7).
 */

/** The fallback for a key without translation: its last dotted part (`menu.home` → `home`). */
export const lastPartOfKey = (key: string) => key.split('.').pop() ?? key;

export type TextValues = Readonly<Record<string, string | number | undefined>>;
export type Texts = Readonly<Record<string, string>>;

export type Translate = (key: string, values?: TextValues) => string;

export function translator(language: string, texts: Texts): Translate {
  const plurals = new Intl.PluralRules(language);
  return (key, values) => {
    const count = values?.count;
    const plural = typeof count === 'number' ? texts[`${key}_${plurals.select(count)}`] : undefined;
    const text = plural ?? texts[key];
    if (text === undefined) return lastPartOfKey(key);
    if (!values) return text;
    // One pass over the text: a value that itself holds `{…}` is never read again.
    return text.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
      const trimmed = name.trim();
      if (!Object.hasOwn(values, trimmed)) return whole;
      const value = values[trimmed];
      return value === undefined ? '' : String(value);
    });
  };
}
