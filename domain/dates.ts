import { areaOrDefault, timeZoneOf } from './areas';
import { dateTimeFormat, NUMERIC_DATE } from './formatters';

/**
 * Days and times as a member of an area sees them: in the area's time zone
 * (`timeZoneOf`, domain/areas.ts), written by `Intl.DateTimeFormat` in the language given. Pure: the
 * moment and the language are passed in, never read from the clock or the page.
 *
 * A value is either a calendar day (`2025-03-14`: a date with no time, the same day everywhere) or a
 * moment (`2026-11-27T23:30:00Z`: an instant, shown as the area's clock showed it).
 */

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day in `timeZone` at the moment `at`. */
export function dayIn(timeZone: string, at: Date): Day {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `days` after `day` (before, when negative): calendar arithmetic, no zone in it. */
export function addDays(day: Day, days: number): Day {
  const [, y, m, d] = DAY.exec(day) ?? [];
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days));
  return date.toISOString().slice(0, 10);
}

/** The last `days` days up to today in `timeZone` (`fromDate` that many days before `toDate`, today). */
export function lastDays(timeZone: string, now: Date, days: number): { fromDate: Day; toDate: Day } {
  const toDate = dayIn(timeZone, now);
  return { fromDate: addDays(toDate, -days), toDate };
}

/** A calendar day as the instant of its start in UTC, so that it is written as itself in any zone. */
const asCalendarDay = (day: Day) => {
  const [, y, m, d] = DAY.exec(day) ?? [];
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
};

export type DateStyle = 'numeric' | 'long';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  numeric: NUMERIC_DATE,
  long: { dateStyle: 'long' },
};

const write = (at: Date, language: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(language, options).format(at);

/** The moment a value names, or null when it names none. */
const momentOf = (value: string) => {
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
};

/**
 * A day or a moment as a date in `language`: a day as itself, a moment on the area's calendar. A value
 * that names no date is shown as it came.
 */
export function formatDate(value: string, { language, timeZone }: DateFormat, style: DateStyle = 'numeric') {
  if (DAY.test(value)) return write(asCalendarDay(value), language, { ...STYLES[style], timeZone: 'UTC' });
  const at = momentOf(value);
  return at ? write(at, language, { ...STYLES[style], timeZone }) : value;
}

/** A moment as date and time on the area's clock, in `language` (a day alone: its date). */
export function formatDateTime(value: string, dates: DateFormat): string {
  const at = DAY.test(value) ? null : momentOf(value);
  if (!at) return formatDate(value, dates);
  const time = { hour: 'numeric', minute: '2-digit', second: '2-digit' } as const;
  return write(at, dates.language, { ...STYLES.numeric, ...time, timeZone: dates.timeZone });
}

/** How an area writes dates: its interface language and its time zone. */
export interface DateFormat {
  language: string;
  timeZone: string;
}

/** The area's way of writing dates (contract §5's language, the area's time zone). */
export const dateFormatOf = (area: string | undefined): DateFormat => ({
  language: areaOrDefault(area).language,
  timeZone: timeZoneOf(area),
});

/** The static-file timestamp (`?t=`) of translations and static JSON: it refreshes every 15 minutes (spec §9). */
export const STATIC_STAMP_MS = 15 * 60 * 1000;
export const staticStamp = (now = Date.now()) => Math.floor(now / STATIC_STAMP_MS) * STATIC_STAMP_MS;
