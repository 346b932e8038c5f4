import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountText,
  exampleAmount,
  keptWhileTyping,
  readAmount,
  type Separators,
  separatorsOf,
} from '../domain/amountInput';
import { formatAmount, fromTenths, toTenths } from '../domain/money';

const EN = separatorsOf('en-US');
const VI = separatorsOf('vi-VN');
const ID = separatorsOf('id-ID');
const LANGUAGES = ['en-US', 'vi-VN', 'id-ID', 'th-TH', 'ms-MY', 'zh-CN'] as const;

const amountOf = (text: string, separators: Separators) => {
  const reading = readAmount(text, separators);
  return reading.kind === 'amount' ? reading.amount : reading.kind === 'empty' ? '' : reading.problem;
};

/** Types `keys` one at a time into an empty field. */
const typeKeys = (keys: string, separators: Separators) =>
  [...keys].reduce((field, key) => keptWhileTyping(field, field + key, separators), '');

describe('an amount field reads the separators of its language', () => {
  it('takes them from Intl: en a decimal point and comma groups, vi and id the other way round', () => {
    expect(EN).toEqual({ decimal: '.', group: ',' });
    expect(VI).toEqual({ decimal: ',', group: '.' });
    expect(ID).toEqual({ decimal: ',', group: '.' });
    expect(exampleAmount(EN)).toBe('1,234.5');
    expect(exampleAmount(VI)).toBe('1.234,5');
  });

  it('reads what a text says in that language, and nothing else', () => {
    const cases: [string, Separators, string][] = [
      ['12.5', EN, '12.5'],
      ['1,500', EN, '1500'],
      ['1,234,567.5', EN, '1234567.5'],
      [' 007 ', EN, '7'],
      ['.5', EN, '0.5'],
      ['12.', EN, '12'],
      ['', EN, ''],
      ['1.500', VI, '1500'],
      ['1.234.567,5', VI, '1234567.5'],
      ['12,5', ID, '12.5'],
      // Never another number than the text says: 12.345 in English is twelve and a bit, not 12345.
      ['12.345', EN, 'wallet_amount_decimals'],
      ['12,34', VI, 'wallet_amount_decimals'],
      ['1.50', EN, 'wallet_amount_decimals'],
      ['1,5', EN, 'wallet_amount_format'],
      ['1,5000', EN, 'wallet_amount_format'],
      ['1.5', VI, 'wallet_amount_format'],
      ['1,234.5', VI, 'wallet_amount_format'],
      ['1e5', EN, 'wallet_amount_format'],
      ['-5', EN, 'wallet_amount_format'],
      ['+5', EN, 'wallet_amount_format'],
      ['5a', EN, 'wallet_amount_format'],
      ['1 000', EN, 'wallet_amount_format'],
      ['1..5', EN, 'wallet_amount_format'],
      ['1.2.3', EN, 'wallet_amount_format'],
      [',500', EN, 'wallet_amount_format'],
      ['1,50.5', EN, 'wallet_amount_format'],
      ['1.5,000', EN, 'wallet_amount_format'],
      ['1234567890123', EN, 'wallet_amount_tooLarge'],
      // Leading zeros are no digits of the amount; a first group has at most three digits.
      ['0000000000000001', EN, '1'],
      ['1234,567', EN, 'wallet_amount_format'],
      ['.', EN, 'wallet_amount_format'],
    ];
    for (const [text, separators, said] of cases) expect(amountOf(text, separators), text).toBe(said);
  });

  it('a text that may still become an amount as the member types on is unfinished; others are not', () => {
    const unfinished = (text: string, separators: Separators) => {
      const reading = readAmount(text, separators);
      return reading.kind === 'unreadable' && reading.unfinished;
    };
    expect(['1,', '1,5', '1,50', '1,234,5', '.'].every((text) => unfinished(text, EN))).toBe(true);
    expect(['1e5', '-5', '12.345', '1,5000', '1,5.5', '1,23,456'].some((text) => unfinished(text, EN))).toBe(
      false,
    );
    expect(unfinished('1.5', VI)).toBe(true);
  });

  it('typing keeps one decimal digit; a text put in at once is kept whole and read as it is', () => {
    expect(typeKeys('12.34', EN)).toBe('12.3');
    expect(typeKeys('12,34', VI)).toBe('12,3');
    expect(typeKeys('1,500', EN)).toBe('1,500');
    expect(typeKeys('1e5', EN)).toBe('1e5');
    expect(typeKeys('-5', EN)).toBe('-5');
    expect(keptWhileTyping('', '12.345', EN)).toBe('12.345');
    expect(keptWhileTyping('12.3', '12.34', EN)).toBe('12.3');
    // Another text of one more character, put in at once, is not a key typed: it is kept to be refused.
    expect(keptWhileTyping('12.3', '45.67', EN)).toBe('45.67');
    // A digit typed before the decimal point is the member's to type.
    expect(keptWhileTyping('12.3', '192.3', EN)).toBe('192.3');
  });

  it('any amount, written as its language writes it, reads back as itself in all six languages', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 13n - 1n }),
        fc.constantFrom(...LANGUAGES),
        (t, language) => {
          const separators = separatorsOf(language);
          expect(amountOf(formatAmount(t, language), separators)).toBe(fromTenths(t));
          expect(amountOf(amountText(fromTenths(t), separators), separators)).toBe(fromTenths(t));
        },
      ),
    );
  });

  it('whatever the text, an amount it gives is the number the text says, with its separators read as written', () => {
    const alphabet = fc.constantFrom('0', '1', '5', '9', '.', ',', ' ', 'e', '-', 'a');
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 14 }).map((keys) => keys.join('')),
        fc.constantFrom(EN, VI),
        (text, separators) => {
          const reading = readAmount(text, separators);
          if (reading.kind !== 'amount') return;
          // The text without its group separators and with its decimal separator as a point: the same number.
          const plain = text.trim().split(separators.group).join('').replace(separators.decimal, '.');
          const said = /^\d*\.?\d?$/.test(plain)
            ? toTenths(plain.startsWith('.') ? `0${plain}` : plain.replace(/\.$/, ''))
            : null;
          expect(said, text).not.toBeNull();
          expect(toTenths(reading.amount)).toBe(said);
        },
      ),
    );
  });

  it('typed a key at a time, the field never holds two decimal digits and never rewrites a key', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('1', '0', '.', ',', 'x'), { maxLength: 12 }), (keys) => {
        const kept = typeKeys(keys.join(''), EN);
        expect(kept).not.toMatch(/\.\d{2}/);
        // Every character kept is one the member typed, in the order typed.
        let matched = 0;
        for (const key of keys) if (key === kept[matched]) matched++;
        expect(matched).toBe(kept.length);
      }),
    );
  });
});
