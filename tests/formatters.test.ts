import { describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, numberFormat, segmenter, wordsRunTogether } from '../domain/formatters';
import { formatAmount } from '../domain/money';

/** The Intl formatters are made once per language and options; the warm-up makes the screens' ones ahead. */
describe('formatters', () => {
  it('are made once per language and options', () => {
    const options = { minimumFractionDigits: 0, maximumFractionDigits: 1 };
    expect(numberFormat('vi-VN', options)).toBe(numberFormat('vi-VN', { ...options }));
    expect(numberFormat('vi-VN', options)).not.toBe(numberFormat('th-TH', options));
    expect(dateTimeFormat('en-US', { timeZone: 'UTC' })).toBe(dateTimeFormat('en-US', { timeZone: 'UTC' }));
    // A number, a date and a word segmenter of the same language and options are three formatters.
    expect(numberFormat('en-US')).toBeInstanceOf(Intl.NumberFormat);
    expect(dateTimeFormat('en-US')).toBeInstanceOf(Intl.DateTimeFormat);
    expect(segmenter('en-US')).toBeInstanceOf(Intl.Segmenter);
  });

  it('a made one formats as a new one does (the money rule reads the same)', () => {
    for (const locale of ['en-US', 'vi-VN', 'th-TH', 'id-ID', 'ms-MY', 'zh-CN'])
      expect(formatAmount('1234567.5', locale)).toBe(
        new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(
          '1234567.5' as unknown as number,
        ),
      );
  });

  it('warm up at once, in every language of the list: the formatters the screens use are then made', async () => {
    vi.resetModules();
    const fresh = await import('../domain/formatters');
    // The wheel's word breaks are the same in every language: one segmenter, made by the first warm-up.
    const words = vi.spyOn(Intl, 'Segmenter');
    for (const locale of ['en-US', 'vi-VN', 'th-TH', 'id-ID', 'ms-MY', 'zh-CN']) {
      const made = [vi.spyOn(Intl, 'NumberFormat'), vi.spyOn(Intl, 'DateTimeFormat')] as const;
      fresh.formatterWarmUp(locale, ['amounts', 'dates', 'words']);
      for (const spy of made) expect(spy).toHaveBeenCalledOnce();
      // The amounts and the dates of the screens: made already, not again.
      fresh.numberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 1 });
      fresh.dateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
      for (const spy of made) expect(spy).toHaveBeenCalledOnce();
      for (const spy of made) spy.mockRestore();
    }
    expect(words).toHaveBeenCalledOnce();
    fresh.segmenter(undefined, { granularity: 'word' });
    expect(words).toHaveBeenCalledOnce();
    words.mockRestore();
  });

  it('warm up makes only what the first screen formats: a screen of amounts breaks no words', async () => {
    vi.resetModules();
    const fresh = await import('../domain/formatters');
    const spies = {
      amounts: vi.spyOn(Intl, 'NumberFormat'),
      dates: vi.spyOn(Intl, 'DateTimeFormat'),
      words: vi.spyOn(Intl, 'Segmenter'),
    };
    const madeFor = (kinds: Parameters<typeof fresh.formatterWarmUp>[1]) => {
      for (const spy of Object.values(spies)) spy.mockClear();
      fresh.formatterWarmUp('vi-VN', kinds);
      return Object.entries(spies)
        .filter(([, spy]) => spy.mock.calls.length > 0)
        .map(([kind]) => kind);
    };
    expect(madeFor([])).toEqual([]);
    expect(madeFor(['amounts'])).toEqual(['amounts']);
    expect(madeFor(['dates'])).toEqual(['dates']);
    // Vietnamese breaks its lines at spaces: the wheel needs no segmenter there (the languages that do: below).
    expect(madeFor(['words'])).toEqual([]);
    for (const spy of Object.values(spies)) spy.mockRestore();
  });

  it('warm up makes the word segmenter for each language written without spaces, and for no other', async () => {
    const segmenterMadeFor = async (locale: string) => {
      vi.resetModules();
      const fresh = await import('../domain/formatters');
      const words = vi.spyOn(Intl, 'Segmenter');
      fresh.formatterWarmUp(locale, ['words']);
      const made = words.mock.calls.length > 0;
      words.mockRestore();
      return made;
    };
    for (const locale of ['th-TH', 'lo-LA', 'km-KH', 'my-MM', 'zh-CN', 'ja-JP'])
      expect(await segmenterMadeFor(locale), locale).toBe(true);
    for (const locale of ['en-US', 'vi-VN', 'id-ID', 'ms-MY'])
      expect(await segmenterMadeFor(locale), locale).toBe(false);
  });

  it('tells the scripts written without spaces between words from the others', () => {
    for (const text of ['โบนัส', 'ຂອງລາງວັນ', 'រង្វាន់', 'ဆုလာဘ်', '奖金', 'ボーナス', '50 โบนัส'])
      expect(wordsRunTogether(text), text).toBe(true);
    for (const text of ['Tiền thưởng 88', '88 bonus', 'Hadiah tunai', '', '50%'])
      expect(wordsRunTogether(text), text).toBe(false);
  });
});
