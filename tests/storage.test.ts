// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearAccountInfo, readAccountInfo, writeAccountInfo } from '../src/platform/storage';

describe('accountInfo in local storage', () => {
  beforeEach(() => localStorage.clear());

  it('a login stores the account; a later balance updates it', () => {
    writeAccountInfo({ currId: 'IDR', loginIpGeo: 'ID' });
    writeAccountInfo({ mainBlance: '820.5' });
    expect(readAccountInfo()).toEqual({ currId: 'IDR', loginIpGeo: 'ID', mainBlance: '820.5' });
  });

  it('a balance that lands after logout does not bring the account back', () => {
    writeAccountInfo({ currId: 'VND', loginIpGeo: 'VN', mainBlance: '10' });
    clearAccountInfo();
    writeAccountInfo({ mainBlance: '820' });
    expect(localStorage.getItem('accountInfo')).toBeNull();
    expect(readAccountInfo()).toBeNull();
  });

  it('a stored record of another shape reads as no account', () => {
    localStorage.setItem('accountInfo', JSON.stringify({ currId: 'idr', mainBlance: 5 }));
    expect(readAccountInfo()).toBeNull();
    localStorage.setItem('accountInfo', '{not json');
    expect(readAccountInfo()).toBeNull();
  });
});
