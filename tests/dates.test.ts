import { describe, expect, it } from 'vitest';
import { TIME_ZONE_BY_COUNTRY, timeZoneOf } from '../domain/areas';
import { addDays, dateFormatOf, dayIn, formatDate, formatDateTime, lastDays } from '../domain/dates';
import { historyStart } from '../features/money/flows/moneyFlows';

/**
 * dates in the domain layer, in the area's time zone, written in the language given. A
 * member in Vietnam before 07:00 local time is already on the next day, which a UTC date (`toISOString`)
 * put on the day before.
 */

const VN = 'Asia/Ho_Chi_Minh';
const at = (iso: string) => new Date(iso);

describe('each area has its time zone', () => {
  it.each([
    ['vi-vn', 'Asia/Ho_Chi_Minh'],
    ['en-vn', 'Asia/Ho_Chi_Minh'],
    ['id-id', 'Asia/Jakarta'],
    ['en-id', 'Asia/Jakarta'],
    ['th-th', 'Asia/Bangkok'],
    ['en-th', 'Asia/Bangkok'],
    ['ms-my', 'Asia/Kuala_Lumpur'],
    ['en-my', 'Asia/Kuala_Lumpur'],
    ['en-sg', 'Asia/Singapore'],
    ['zh-cn', 'Asia/Shanghai'],
    ['VI-VN', 'Asia/Ho_Chi_Minh'],
  ])('%s: %s', (area, zone) => {
    expect(timeZoneOf(area)).toBe(zone);
  });

  it('an unknown area is in the default area’s zone; every zone is one Intl knows', () => {
    expect(timeZoneOf('xx-zz')).toBe(VN);
    expect(timeZoneOf(undefined)).toBe(VN);
    for (const zone of Object.values(TIME_ZONE_BY_COUNTRY))
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
  });

  it('an area writes dates in its language and its zone', () => {
    expect(dateFormatOf('vi-vn')).toEqual({ language: 'vi-VN', timeZone: VN });
    expect(dateFormatOf('en-id')).toEqual({ language: 'en-US', timeZone: 'Asia/Jakarta' });
  });
});

describe('today, in the area', () => {
  it('at 2026-11-27T23:30Z a Vietnam member’s today is 2026-11-28 (06:30 local, before 07:00)', () => {
    expect(dayIn(VN, at('2026-11-27T23:30:00Z'))).toBe('2026-11-28');
    // The UTC date, which the history tab used to take, is the day before.
    expect(at('2026-11-27T23:30:00Z').toISOString().slice(0, 10)).toBe('2026-11-27');
  });

  it.each([
    // 23:00 local: still the 27th.
    ['2026-11-27T16:00:00Z', '2026-11-27'],
    ['2026-11-27T16:59:59Z', '2026-11-27'],
    // Midnight local: the 28th, while UTC is still on the 27th.
    ['2026-11-27T17:00:00Z', '2026-11-28'],
    // 07:00 local: UTC has reached the 28th too.
    ['2026-11-28T00:00:00Z', '2026-11-28'],
  ])('Vietnam at %s: %s', (moment, day) => {
    expect(dayIn(VN, at(moment))).toBe(day);
  });

  it('Indonesia and Thailand are at UTC+7; Malaysia, Singapore and China at UTC+8', () => {
    for (const zone of ['Asia/Jakarta', 'Asia/Bangkok']) {
      expect(dayIn(zone, at('2026-11-27T16:59:00Z'))).toBe('2026-11-27');
      expect(dayIn(zone, at('2026-11-27T17:00:00Z'))).toBe('2026-11-28');
    }
    for (const zone of ['Asia/Kuala_Lumpur', 'Asia/Singapore', 'Asia/Shanghai']) {
      expect(dayIn(zone, at('2026-11-27T15:59:00Z'))).toBe('2026-11-27');
      expect(dayIn(zone, at('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
    }
  });

  it('days count on the calendar: months, leap years, years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-28', -30)).toBe('2026-10-29');
  });

  it('the history tab’s period: the last 30 days up to the area’s today', () => {
    expect(lastDays(VN, at('2026-11-27T23:30:00Z'), 30)).toEqual({
      fromDate: '2026-10-29',
      toDate: '2026-11-28',
    });
    expect(lastDays(VN, at('2026-11-27T16:00:00Z'), 30)).toEqual({
      fromDate: '2026-10-28',
      toDate: '2026-11-27',
    });
  });
});

describe('the history tab', () => {
  it('opens on deposits of any status over the last 30 days of the area’s calendar', () => {
    const query = { queryType: 'deposit', status: 'all' };
    expect(historyStart('vi-vn', at('2026-11-27T23:30:00Z'))).toEqual({
      ...query,
      fromDate: '2026-10-29',
      toDate: '2026-11-28',
    });
    expect(historyStart('en-id', at('2026-11-27T16:30:00Z'))).toEqual({
      ...query,
      fromDate: '2026-10-28',
      toDate: '2026-11-27',
    });
  });
});

describe('dates as the member reads them', () => {
  const vn = { language: 'en-US', timeZone: VN };

  it('a moment is written on the area’s calendar and clock, in the language given', () => {
    expect(formatDate('2026-11-27T23:30:00Z', vn)).toBe('11/28/2026');
    expect(formatDate('2026-11-27T23:30:00Z', { ...vn, timeZone: 'UTC' })).toBe('11/27/2026');
    // A day is that day wherever the area is.
    expect(formatDate('2026-11-27', { ...vn, timeZone: 'Pacific/Kiritimati' })).toBe('11/27/2026');
    expect(formatDateTime('2026-11-27T23:30:00Z', vn)).toMatch(/^11\/28\/2026, 6:30:00\sAM$/);
    expect(formatDateTime('2026-11-27T23:30:00Z', { language: 'vi-VN', timeZone: VN })).toBe(
      new Intl.DateTimeFormat('vi-VN', {
        timeZone: VN,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        second: '2-digit',
      }).format(at('2026-11-27T23:30:00Z')),
    );
  });

  it('a calendar day is that day in any zone, long or numeric', () => {
    expect(formatDate('2025-03-14', vn, 'long')).toBe('March 14, 2025');
    expect(formatDate('2025-03-14', { ...vn, timeZone: 'America/Los_Angeles' })).toBe('3/14/2025');
    expect(formatDateTime('2025-03-14', vn)).toBe('3/14/2025');
    expect(formatDate('2025-03-14', { language: 'vi-VN', timeZone: VN }, 'long')).toContain('2025');
  });

  it('a value that names no date is shown as it came', () => {
    expect(formatDate('soon', vn)).toBe('soon');
    expect(formatDateTime('', vn)).toBe('');
  });
});
