import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from '../src/domain/masking';
import { fromTenths } from '../src/domain/money';
import { ROULETTE_MIN_DEPOSIT, rouletteMinimumText } from '../src/domain/roulette';

describe('the roulette minimum deposit (spec §9)', () => {
  const plain = (amount: bigint) => fromTenths(amount);

  it('gives both readings where the account counts in thousands', () => {
    expect(rouletteMinimumText('VND', plain)).toBe('300 K VND (300000 VND)');
    expect(rouletteMinimumText('IDR', plain)).toBe('150 K IDR (150000 IDR)');
  });

  it('gives the amount alone in the other currencies, and nothing for an unknown one', () => {
    expect(rouletteMinimumText('MYR', plain)).toBe('50 MYR');
    expect(rouletteMinimumText('THB', plain)).toBe('500 THB');
    expect(rouletteMinimumText('SGD', plain)).toBe('15 SGD');
    expect(rouletteMinimumText('CNY', plain)).toBe('200 CNY');
    expect(rouletteMinimumText('EUR', plain)).toBe('');
    expect(Object.keys(ROULETTE_MIN_DEPOSIT).sort()).toEqual(['CNY', 'IDR', 'MYR', 'SGD', 'THB', 'VND']);
  });
});

describe('bank account numbers on screen', () => {
  it('show only the last four digits', () => {
    expect(maskAccountNumber('190312345678')).toBe('•••• 5678');
    expect(maskAccountNumber('12345')).toBe('•••• 2345');
  });

  it('show a number of four digits or fewer as it is', () => {
    expect(maskAccountNumber('1234')).toBe('1234');
    expect(maskAccountNumber('')).toBe('');
  });
});
