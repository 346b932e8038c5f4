import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountOfField,
  formatAmount,
  fromTenths,
  fullUnits,
  sanitizeAmountInput,
  toTenths,
  unitOf,
} from '../domain/money';
import { expectEach } from './support/cases';

describe('money', () => {
  it('parses server amounts exactly and refuses anything else', () => {
    expectEach(toTenths, [
      ['1250.5', 12505n],
      [1250.5, 12505n],
      ['300', 3000n],
      ['0.10', 1n],
      ['-2.5', -25n],
    ]);
    for (const bad of [
      '1.25',
      'abc',
      '',
      '1e5',
      ' ',
      '1.2.3',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      undefined,
    ]) {
      expect(toTenths(bad as never), String(bad)).toBeNull();
    }
  });

  it('round-trips every tenths value through its decimal string', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), (t) => toTenths(fromTenths(t)) === t),
    );
  });

  it('adds exactly where binary floats do not (0.1 + 0.2)', () => {
    expect(fromTenths(toTenths('0.1')! + toTenths('0.2')!)).toBe('0.3');
  });

  it('the amount input keeps digits with one decimal digit after a point (spec §2) while typing', () => {
    expectEach(sanitizeAmountInput, [
      ['12.3456', '12.3'],
      // A comma is kept as typed: a decimal comma (1.5) or the start of a group of three.
      ['1,5', '1,5'],
      ['-7a8', '78'],
      ['007', '7'],
      ['.5', '0.5'],
      ['12.', '12.'],
    ]);
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const out = sanitizeAmountInput(raw);
        expect(out).toMatch(/^(\d*|\d+\.\d?|\d+,\d{0,2})$/);
        expect(sanitizeAmountInput(out)).toBe(out);
      }),
    );
  });

  it('formats per locale, exactly, in the account unit', () => {
    expect(formatAmount('1234567.5', 'en-US')).toBe('1,234,567.5');
    expect(formatAmount('1234567.5', 'vi-VN')).toBe('1.234.567,5');
    expect(formatAmount('99999999999999.9', 'en-US')).toBe('99,999,999,999,999.9');
    expect(formatAmount('bad', 'en-US')).toBe('—');
    expect(unitOf('VND')).toBe('K VND');
    expect(unitOf('MYR')).toBe('MYR');
  });
});

describe('money as the member reads and types it', () => {
  it('reads the server’s amounts with or without trailing zeros and surrounding spaces', () => {
    expectEach(toTenths, [
      [' 12.5 ', 125n],
      ['1.50', 15n],
      ['1.500', 15n],
      ['-0', 0n],
      [0, 0n],
      [-7, -70n],
      ['123456789012345', 1234567890123450n],
    ]);
  });

  it('refuses what is not one plain decimal: too long, signs, stray text, hundredths', () => {
    for (const bad of [
      '1234567890123456',
      '+5',
      'x12.5',
      '12.5x',
      '1.',
      '.5',
      '1.21',
      '1.05',
      '1 000',
      '--1',
      1e21,
    ]) {
      expect(toTenths(bad), String(bad)).toBeNull();
    }
  });

  it('prints tenths as the server writes amounts', () => {
    expectEach(fromTenths, [
      [0n, '0'],
      [5n, '0.5'],
      [-25n, '-2.5'],
      [-20n, '-2'],
      [12000n, '1200'],
    ]);
  });

  it('the amount field: a point takes one decimal digit, a comma two while a group may follow; 12 whole digits', () => {
    expectEach(sanitizeAmountInput, [
      ['1,2,3', '1,23'],
      ['1..5', '1.5'],
      ['a1 b2', '12'],
      ['1234567890123', '123456789012'],
      ['1234567890123.45', '123456789012.4'],
      ['1234567890123.456', '123456789012'],
      ['0', '0'],
      ['000', '0'],
      ['00.5', '0.5'],
      ['100', '100'],
      ['', ''],
      ['.', '0.'],
    ]);
    expect(amountOfField('1,5')).toBe('1.5');
  });

  it('a separator before exactly three digits groups thousands, in either spelling, never a decimal point', () => {
    expectEach(sanitizeAmountInput, [
      ['1,500', '1500'],
      ['1.500', '1500'],
      ['1,234,567', '1234567'],
      ['1.234.567', '1234567'],
      ['1,234,567.5', '1234567.5'],
      ['1.234.567,5', '1234567,5'],
      ['12.345', '12345'],
      // No thousands before the separator: a fraction, cut to its one digit.
      ['0.500', '0.5'],
      ['.500', '0.5'],
      ['1.5000', '1.5'],
      ['0,500', '0,50'],
    ]);
    expect(amountOfField(sanitizeAmountInput('1.234.567,5'))).toBe('1234567.5');
  });

  it("typed a key at a time, comma-grouped thousands come out whole; pasted, any locale's do", () => {
    const type = (keys: string) => [...keys].reduce((field, key) => sanitizeAmountInput(field + key), '');
    expectEach(type, [
      ['1,500', '1500'],
      ['1,500,000', '1500000'],
      ['2,5', '2,5'],
      // A point is the decimal point as it is typed: one digit, never two (spec §2).
      ['1.500', '1.5'],
      ['1.50', '1.5'],
    ]);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.constantFrom('en-US', 'vi-VN', 'id-ID'),
        (n, locale) => {
          const grouped = new Intl.NumberFormat(locale).format(n);
          if (locale === 'en-US') expect(type(grouped)).toBe(String(n));
          expect(sanitizeAmountInput(grouped)).toBe(String(n));
        },
      ),
    );
  });

  it('formats in each site language, negatives and whole amounts included', () => {
    expectEach(
      ([amount, locale]: Parameters<typeof formatAmount>) => formatAmount(amount, locale),
      [
        [['1234567.5', 'th-TH'], '1,234,567.5'],
        [['1234567.5', 'id-ID'], '1.234.567,5'],
        [['300', 'en-US'], '300'],
        [['300.0', 'vi-VN'], '300'],
        [['-1200', 'en-US'], '-1,200'],
        [[-25n, 'vi-VN'], '-2,5'],
        [[1250.5, 'en-US'], '1,250.5'],
        [[null, 'en-US'], '—'],
        [[undefined, 'en-US'], '—'],
      ],
    );
  });

  it('thousand-unit accounts (VND, IDR) show K and count full units a thousand times over', () => {
    expect(unitOf('IDR')).toBe('K IDR');
    expect(unitOf('THB')).toBe('THB');
    expect(fullUnits(3000n, 'VND')).toBe(3000000n);
    expect(fullUnits(3000n, 'IDR')).toBe(3000000n);
    expect(fullUnits(3000n, 'MYR')).toBe(3000n);
  });
});
