import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadOsType } from '../domain/device';
import { errorDetailOf, errorDetailRows, errorDetailText } from '../domain/errorDetail';
import { formatterWarmUp, numberFormat } from '../domain/formatters';
import { maskAccountNumber, savedBankLabel } from '../domain/masking';
import { fromTenths } from '../domain/money';
import { balancesShowMove, isAmountProblem, validateDeposit, validateWithdraw } from '../domain/moneyRules';
import { ROULETTE_MIN_DEPOSIT, rouletteMinimumText } from '../domain/roulette';
import { expectEach } from './support/cases';

describe('the roulette minimum deposit (spec §9)', () => {
  const plain = (amount: bigint) => fromTenths(amount);

  it('gives both readings where the account counts in thousands', () => {
    expect(rouletteMinimumText('VND', plain)).toBe('300 K VND (300000 VND)');
    expect(rouletteMinimumText('IDR', plain)).toBe('150 K IDR (150000 IDR)');
  });

  it('gives the amount alone in the other currencies, and nothing for an unknown one', () => {
    expectEach(
      (currency: string) => rouletteMinimumText(currency, plain),
      [
        ['MYR', '50 MYR'],
        ['THB', '500 THB'],
        ['SGD', '15 SGD'],
        ['CNY', '200 CNY'],
        ['EUR', ''],
      ],
    );
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

describe('the app download for errorCode 10', () => {
  it('is the app the member is in; in a browser, the one for the phone', () => {
    expect(downloadOsType('ipa', false)).toBe('ios');
    expect(downloadOsType('apk', true)).toBe('android');
    expect(downloadOsType('mobile', true)).toBe('ios');
    expect(downloadOsType('mobile', false)).toBe('android');
  });
});

describe('the error detail a member copies to support', () => {
  const labels = {
    call: 'Call',
    code: 'Error code',
    time: 'Time',
    version: 'App version',
    noAnswer: 'none',
    mismatch: 'Reply',
    key: 'Message key',
  };

  it('names the call without its query, the code, the time in UTC and the version', () => {
    const detail = errorDetailOf('/api/getip?token=abc#x', 3, new Date('2026-11-23T13:08:21.5Z'), '1.19.1');
    expect(detail.call).toBe('/api/getip');
    expect(errorDetailText(errorDetailRows(detail, labels))).toBe(
      'Call: /api/getip\nError code: 3\nTime: 2026-11-23 13:08:21 UTC\nApp version: 1.19.1',
    );
  });

  it('says there was no answer instead of a code', () => {
    const detail = errorDetailOf('/api/getip', null, new Date(0), '1.19.1');
    expect(errorDetailRows(detail, labels)[1]).toEqual(['Error code', 'none']);
  });

  it('adds where a reply did not fit its schema, when it did not', () => {
    const detail = {
      ...errorDetailOf('/api/getbanklist', 0, new Date(0), '1.19.1'),
      mismatch: 'provinceList: Invalid type',
    };
    expect(errorDetailRows(detail, labels).at(-1)).toEqual(['Reply', 'provinceList: Invalid type']);
  });

  it('names a message key the app has no text for, with the call or alone', () => {
    const detail = { ...errorDetailOf('/api/transfer', 2, new Date(0), '1.19.1'), key: 'transfer_x' };
    expect(errorDetailRows(detail, labels)).toHaveLength(5);
    expect(errorDetailRows(detail, labels).at(-1)).toEqual(['Message key', 'transfer_x']);
    expect(errorDetailRows({ key: 'transfer_x' }, labels)).toEqual([['Message key', 'transfer_x']]);
  });
});

describe('money limits the server did not send', () => {
  const withdrawal = { amount: '5', memberBankId: 'MB1' };

  it('no limits read: any amount above 0 may be sent', () => {
    expect(validateWithdraw(withdrawal, null)).toBeNull();
    expect(validateWithdraw(withdrawal, {})).toBeNull();
    expect(validateDeposit({ amount: '999999', methodId: 'm' }, [{ methodId: 'm' }])).toBeNull();
  });

  it('one limit read: the message names it and leaves the other blank, never "undefined"', () => {
    expect(validateWithdraw(withdrawal, { maxAmount: '4' })).toEqual({
      key: 'wallet_withdraw_limit',
      params: ['', '4'],
    });
    expect(validateWithdraw(withdrawal, { minAmount: 6 })).toEqual({
      key: 'wallet_withdraw_limit',
      params: ['6', ''],
    });
    expect(validateDeposit({ amount: '0.5', methodId: 'm' }, [{ methodId: 'm', minAmount: '1' }])).toEqual({
      key: 'wallet_deposit_limit',
      params: ['1', ''],
    });
  });

  it('the limits are inclusive', () => {
    expect(validateWithdraw(withdrawal, { minAmount: '5', maxAmount: '5' })).toBeNull();
    expect(validateWithdraw({ amount: '5.1', memberBankId: 'MB1' }, { maxAmount: '5' })).toEqual({
      key: 'wallet_withdraw_limit',
      params: ['', '5'],
    });
    expect(validateWithdraw({ amount: '4.9', memberBankId: 'MB1' }, { minAmount: '5' })).toEqual({
      key: 'wallet_withdraw_limit',
      params: ['5', ''],
    });
  });
});

describe('amounts with two decimals, and balances not read', () => {
  it('a withdrawal or a deposit with two decimals is refused before anything else', () => {
    const decimals = { key: 'wallet_amount_decimals', params: [] };
    expect(validateWithdraw({ amount: '5.25', memberBankId: '' }, null)).toEqual(decimals);
    expect(validateDeposit({ amount: '5,25', methodId: 'none' }, [])).toEqual(decimals);
  });

  it('a wallet read only before or only after the call says nothing about the move', () => {
    expect(balancesShowMove({}, { SBO: '10' }, { to: 'SBO', amount: '10' })).toBe(false);
    expect(balancesShowMove({ '-': '10' }, {}, { from: '-', amount: '10' })).toBe(false);
    expect(balancesShowMove({ SBO: '0' }, { SBO: '10' }, { to: 'SBO', amount: '10' })).toBe(true);
  });
});

describe('a saved bank account as a choice in the withdrawal form', () => {
  it('reads as its bank and masked number, as far as the server sent them', () => {
    const bank = { memberBankId: 'MB1', bankName: 'Vietcombank', bankAccNo: '190312345678' };
    expect(savedBankLabel(bank)).toBe('Vietcombank · •••• 5678');
    expect(savedBankLabel({ ...bank, bankName: '' })).toBe('•••• 5678');
    expect(savedBankLabel({ ...bank, bankAccNo: '' })).toBe('Vietcombank');
  });

  it('reads as its id when the server sent neither, never empty', () => {
    expect(savedBankLabel({ memberBankId: 'MB1', bankName: '', bankAccNo: '' })).toBe('MB1');
  });
});

describe('which messages mark the amount field as invalid', () => {
  it('the amount messages and the limits, not the others nor none', () => {
    expect(isAmountProblem('wallet_amount_required')).toBe(true);
    expect(isAmountProblem('wallet_withdraw_limit')).toBe(true);
    expect(isAmountProblem('wallet_deposit_limit')).toBe(true);
    expect(isAmountProblem('wallet_bank_required')).toBe(false);
    expect(isAmountProblem('acct_wallet_amount_x')).toBe(false);
    expect(isAmountProblem('')).toBe(false);
    expect(isAmountProblem(null)).toBe(false);
    expect(isAmountProblem(undefined)).toBe(false);
  });
});

describe('the formatters made ahead while a page waits for the network', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are the ones the amount screens then use: nothing is made again', () => {
    formatterWarmUp('th-TH', ['amounts', 'dates']);
    const made = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    expect(numberFormat('th-TH', { minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(1234.5)).toBe(
      '1,234.5',
    );
    expect(made).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
  });
});
