import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, fromTenths, sanitizeAmountInput, toTenths, unitOf } from '../src/api/money';

describe('money', () => {
  it('parses server amounts exactly and refuses anything else', () => {
    expect(toTenths('1250.5')).toBe(12505n);
    expect(toTenths(1250.5)).toBe(12505n);
    expect(toTenths('300')).toBe(3000n);
    expect(toTenths('0.10')).toBe(1n);
    expect(toTenths('-2.5')).toBe(-25n);
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

  it('the amount input keeps digits with at most one decimal digit', () => {
    expect(sanitizeAmountInput('12.345')).toBe('12.3');
    expect(sanitizeAmountInput('1,5')).toBe('1.5');
    expect(sanitizeAmountInput('-7a8')).toBe('78');
    expect(sanitizeAmountInput('007')).toBe('7');
    expect(sanitizeAmountInput('.5')).toBe('0.5');
    expect(sanitizeAmountInput('12.')).toBe('12.');
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const out = sanitizeAmountInput(raw);
        expect(out).toMatch(/^(\d*|\d+\.\d?)$/);
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
