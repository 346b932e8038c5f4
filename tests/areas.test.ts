import { afterEach, describe, expect, it } from 'vitest';
import { activeAreas, areaForCountry, findActiveArea, setAreaList, timeZoneOf } from '../domain/areas';
import defaultList from '../public/static/language-list.json' with { type: 'json' };

/**
 * The areas of contract §5 as the app reads them from the served language list: a list with one entry the
 * app cannot read is refused whole (the built-in one stays), an area is found whatever its case and only
 * when active, and a visitor's first area follows the currency of their country.
 */

const entry = { area: 'vi-vn', language: 'vi-VN', currency: 'VND', active: true };

afterEach(() => setAreaList(defaultList));

describe('the served language list', () => {
  it('is taken when every entry names its area, language, currency and whether it is active', () => {
    const served = [entry, { area: 'th-th', language: 'th-TH', currency: 'THB', active: true }];
    expect(setAreaList(served)).toBe(true);
    expect(activeAreas().map((a) => a.area)).toEqual(['vi-vn', 'th-th']);
  });

  it('is refused whole when one entry lacks a field or has it of another kind, and the list in use stays', () => {
    const before = activeAreas();
    const broken: unknown[] = [
      null,
      { ...entry, area: undefined },
      { ...entry, area: 5 },
      { ...entry, language: undefined },
      { ...entry, language: 1 },
      { ...entry, currency: undefined },
      { ...entry, currency: 704 },
      { ...entry, active: undefined },
      { ...entry, active: 'true' },
    ];
    for (const bad of broken) {
      expect(setAreaList([entry, bad]), JSON.stringify(bad)).toBe(false);
      expect(activeAreas()).toEqual(before);
    }
  });

  it('is refused when an area is not two lower-case letters, a dash and two more', () => {
    for (const area of ['vi-vnm', 'xvi-vn', 'v-vn', 'vi-v', 'VI-VN', '12-vn', 'vi-12', 'vivn', ' vi-vn'])
      expect(setAreaList([{ ...entry, area }]), area).toBe(false);
    expect(setAreaList([{ ...entry, area: 'ms-my' }])).toBe(true);
  });

  it('is refused when empty or not a list', () => {
    expect(setAreaList([])).toBe(false);
    expect(setAreaList({ 0: entry, length: 1 })).toBe(false);
    expect(activeAreas().map((a) => a.area)).toEqual(['en-vn', 'vi-vn', 'en-id', 'id-id']);
  });
});

describe('finding an area', () => {
  it('finds an active area whatever the case of its code, and no inactive or missing one', () => {
    expect(findActiveArea('VI-VN')?.language).toBe('vi-VN');
    expect(findActiveArea('en-id')?.currency).toBe('IDR');
    expect(findActiveArea('th-th')).toBeUndefined();
    expect(findActiveArea('xx-yy')).toBeUndefined();
    expect(findActiveArea('')).toBeUndefined();
    expect(findActiveArea(undefined)).toBeUndefined();
  });

  it("gives each area its country's time zone, and an unknown one the default area's (Vietnam)", () => {
    expect(timeZoneOf('TH-TH')).toBe('Asia/Bangkok');
    expect(timeZoneOf('en-id')).toBe('Asia/Jakarta');
    expect(timeZoneOf('xx-zz')).toBe('Asia/Ho_Chi_Minh');
    expect(timeZoneOf('th')).toBe('Asia/Ho_Chi_Minh');
    expect(timeZoneOf(undefined)).toBe('Asia/Ho_Chi_Minh');
  });
});

describe("a visitor's first area by the country of their IP", () => {
  it('is the area in the default language when the country has one, else its first active area', () => {
    setAreaList([
      { area: 'th-th', language: 'th-TH', currency: 'THB', active: true },
      { area: 'en-th', language: 'en-US', currency: 'THB', active: true },
      { area: 'ms-my', language: 'ms-MY', currency: 'MYR', active: true },
      { area: 'zh-my', language: 'zh-CN', currency: 'MYR', active: true },
      { area: 'en-my', language: 'en-US', currency: 'MYR', active: false },
    ]);
    expect(areaForCountry('TH')?.area).toBe('en-th');
    expect(areaForCountry('my')?.area).toBe('ms-my');
    expect(areaForCountry('VN')).toBeUndefined();
  });
});
