/**
 * Local storage `accountInfo` (contract §2): `{ currId, mainBlance, loginIpGeo }`, spellings as the spec
 * has them. Storage can be missing (private mode) or hold anything; reads check the shape.
 */

import { areaOrDefault } from '../../domain/areas';

export interface AccountInfo {
  currId: string;
  /** The main wallet balance as the server formats it: a decimal string, never a float. */
  mainBlance: string;
  loginIpGeo: string;
}

const KEY = 'accountInfo';

export function readAccountInfo(): AccountInfo | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { currId, mainBlance, loginIpGeo } = value as Record<string, unknown>;
    if (typeof currId !== 'string' || !/^[A-Z]{3}$/.test(currId)) return null;
    return {
      currId,
      mainBlance: typeof mainBlance === 'string' ? mainBlance : '0',
      loginIpGeo: typeof loginIpGeo === 'string' ? loginIpGeo : '',
    };
  } catch {
    return null;
  }
}

/**
 * Merges into the stored account. A balance alone never creates one: a balance read that was under way when
 * the member logged out lands after the record was cleared, and must not bring a member's balance back.
 */
export function writeAccountInfo(info: Partial<AccountInfo>): void {
  try {
    const current = readAccountInfo();
    if (!current && !info.currId) return;
    const base = current ?? { currId: '', mainBlance: '0', loginIpGeo: '' };
    localStorage.setItem(KEY, JSON.stringify({ ...base, ...info }));
  } catch {
    // Private mode without storage: the balance is simply read again next time.
  }
}

export function clearAccountInfo(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}

/** The account's currency, or the area's when none is stored (a visitor, private mode): the one fallback. */
export const accountCurrency = (area: string) => readAccountInfo()?.currId || areaOrDefault(area).currency;
