import defaultList from '../public/static/language-list.json' with { type: 'json' };

/**
 * Areas and languages (contract §5). The area is the lower-case locale prefix of every URL; each area has
 * one interface language and one currency. Only active areas are served.
 */

export interface AreaEntry {
  area: string;
  language: string;
  currency: string;
  active: boolean;
}

export const DEFAULT_AREA = 'en-vn';
export const DEFAULT_LANGUAGE = 'en-US';

const isEntry = (v: unknown): v is AreaEntry => {
  const e = v as AreaEntry;
  return (
    !!e &&
    typeof e.area === 'string' &&
    /^[a-z]{2}-[a-z]{2}$/.test(e.area) &&
    typeof e.language === 'string' &&
    typeof e.currency === 'string' &&
    typeof e.active === 'boolean'
  );
};

let areas: AreaEntry[] = defaultList;

/** Replaces the built-in list by the served one when it is well formed; false when it is not. */
export function setAreaList(list: unknown): boolean {
  if (!Array.isArray(list) || list.length === 0 || !list.every(isEntry)) return false;
  areas = list;
  return true;
}

export const activeAreas = () => areas.filter((a) => a.active);

/** The active entry for an area code, whatever its case. */
export function findActiveArea(code: string | undefined): AreaEntry | undefined {
  if (!code) return undefined;
  const lower = code.toLowerCase();
  return areas.find((a) => a.active && a.area === lower);
}

export const areaOrDefault = (code: string | undefined) =>
  findActiveArea(code) ?? findActiveArea(DEFAULT_AREA) ?? (defaultList[0] as AreaEntry);

/**
 * Each area's time zone, by the country its code names (`vi-vn`, `en-vn`: Vietnam): the zone the member's
 * days and times are in (domain/dates.ts).
 */
export const TIME_ZONE_BY_COUNTRY: Record<string, string> = {
  vn: 'Asia/Ho_Chi_Minh',
  id: 'Asia/Jakarta',
  th: 'Asia/Bangkok',
  my: 'Asia/Kuala_Lumpur',
  sg: 'Asia/Singapore',
  cn: 'Asia/Shanghai',
};

const countryOf = (code: string) => code.toLowerCase().split('-')[1] ?? '';

/** The time zone of an area, whatever its case; an unknown area's is the default area's. */
export const timeZoneOf = (code: string | undefined): string =>
  TIME_ZONE_BY_COUNTRY[countryOf(code ?? '')] ?? (TIME_ZONE_BY_COUNTRY[countryOf(DEFAULT_AREA)] as string);

/** Country of an account currency (spec §9), for the PT restriction. */
export const COUNTRY_BY_CURRENCY: Record<string, string> = {
  VND: 'VN',
  CNY: 'CN',
  MYR: 'MY',
  SGD: 'SG',
  THB: 'TH',
  IDR: 'ID',
};

/**
 * The area for a visitor's country (the IP's) on a first visit: an active area whose
 * currency is the country's, in the default language when there is one (Indonesia: `en-id`), else none.
 */
export function areaForCountry(country: string): AreaEntry | undefined {
  const code = country.toUpperCase();
  const candidates = activeAreas().filter((a) => COUNTRY_BY_CURRENCY[a.currency] === code);
  return candidates.find((a) => a.language === DEFAULT_LANGUAGE) ?? candidates[0];
}
