/**
 * `Intl` formatters, made once per language and options. Making one loads the language's data and costs a
 * phone milliseconds at a time (the lucky-draw terms, formatting one amount per rule, spent 70 ms at 4x
 * CPU making the same one); formatting with a made one costs microseconds. Pure: a formatter
 * depends only on its language and options.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.Segmenter>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.Segmenter>(
  kind: string,
  locale: string | undefined,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = made.get(key);
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter as T;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  // Stryker disable next-line StringLiteral: the three kinds stay distinct whichever one is changed
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  // Stryker disable next-line StringLiteral: the three kinds stay distinct whichever one is changed
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const segmenter = (locale: string | undefined, options: Intl.SegmenterOptions = {}) =>
  // Stryker disable next-line StringLiteral: the three kinds stay distinct whichever one is changed
  once('segment', locale, options, () => new Intl.Segmenter(locale, options));

/** How every amount is written: whole, or with its one fraction digit (money has no more). */
export const AMOUNT_DIGITS = { minimumFractionDigits: 0, maximumFractionDigits: 1 } as const;

/** How a date is written as numbers (a calendar day, a moment's day). */
export const NUMERIC_DATE = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;

/**
 * Scripts that write a sentence's words without spaces between them (Thai, Lao, Khmer, Burmese, Chinese,
 * Japanese): a line of theirs breaks where the word segmenter finds a word; every other script breaks at
 * its spaces, and needs no segmenter.
 */
const WORDS_RUN_TOGETHER =
  /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Whether `text` has words of a script written without spaces. */
export const wordsRunTogether = (text: string) => WORDS_RUN_TOGETHER.test(text);

/** The interface languages whose texts are written so (the segmenter is made ahead only for them). */
const LANGUAGES_WITHOUT_SPACES = new Set(['th', 'lo', 'km', 'my', 'zh', 'ja']);

/** What a screen's first render formats: amounts, dates, or the wheel's labels broken into words. */
export type Formatting = 'amounts' | 'dates' | 'words';

/**
 * The first formatter a page makes (a number, a date, a word segmenter alike) loads the engine's data for
 * it: 70–100 ms at 4x CPU, in whichever task first shows an amount, a date or a wheel label. This makes
 * ahead, while the page waits for the network, the formatters the first screen uses, and only those (a
 * word segmenter costs as much as the other two, only the wheel breaks words, and only in a language
 * written without spaces).
 */
export function formatterWarmUp(locale: string, kinds: readonly Formatting[]): void {
  if (kinds.includes('amounts')) numberFormat(locale, AMOUNT_DIGITS).format(0);
  // A calendar day, as the screens write one (`formatDate`).
  if (kinds.includes('dates')) dateTimeFormat(locale, { ...NUMERIC_DATE, timeZone: 'UTC' }).format(0);
  if (kinds.includes('words') && LANGUAGES_WITHOUT_SPACES.has(locale.slice(0, 2).toLowerCase()))
    // Stryker disable next-line StringLiteral: any text loads the word breaks; only the time saved shows it
    segmenter(undefined, { granularity: 'word' }).segment('a b');
}
