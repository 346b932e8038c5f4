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

/** What a screen's first render formats: amounts, dates, or the wheel's labels broken into words. */
export type Formatting = 'amounts' | 'dates' | 'words';

/**
 * The first formatter a page makes (a number, a date, a word segmenter alike) loads the engine's data for
 * it: 70–100 ms at 4x CPU, in whichever task first shows an amount, a date or a wheel label. This makes
 * ahead, while the page waits for the network, the formatters the first screen uses, and only those (a
 * word segmenter costs as much as the other two, and only the wheel breaks words).
 */
export function formatterWarmUp(locale: string, kinds: readonly Formatting[]): void {
  if (kinds.includes('amounts'))
    numberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(0);
  if (kinds.includes('dates'))
    dateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(0);
  // Stryker disable next-line StringLiteral: any text loads the word breaks; only the time saved shows it
  if (kinds.includes('words')) segmenter(undefined, { granularity: 'word' }).segment('a b');
}
