import { AMOUNT_DIGITS, numberFormat } from './formatters';

/** An amount as the API carries it: a decimal string or a JSON number, at most one fraction digit. */
export type Amount = string | number;

/**
 * Money as the API carries it: decimals with at most one fraction digit, in the account's unit (VND and
 * IDR accounts count in thousands). Kept as integer tenths in a bigint, so adding and comparing are
 * exact; never a binary float.
 */

export type Tenths = bigint;

const DECIMAL = /^(-?)(\d{1,15})(?:\.(\d)0*)?$/;

/**
 * `"1250.5"` or `1250.5` → 12505n; anything else (two fraction digits in a string, text, NaN) → null. A
 * JSON number is rounded (`numberToTenths`): the server meant one digit, the float's noise is not money.
 */
export function toTenths(amount: Amount | null | undefined): Tenths | null {
  if (amount === null || amount === undefined) return null;
  if (typeof amount === 'number') return numberToTenths(amount);
  const m = DECIMAL.exec(amount.trim());
  if (!m) return null;
  const value = BigInt(m[2]!) * 10n + BigInt(m[3] ?? '0');
  return m[1] ? -value : value;
}

/**
 * A JSON number as tenths, rounded half away from zero on its shortest decimal form (what `String` gives,
 * so `0.30000000000000004` → 3n and `1.15` → 12n, as written, not as the binary value lies); non-finite
 * or beyond 15 whole digits → null.
 */
export function numberToTenths(value: number): Tenths | null {
  if (!Number.isFinite(value)) return null;
  const abs = Math.abs(value);
  // Below 1e-6 String gives exponent form (`1e-7`): less than a tenth either way.
  if (abs < 1e-6) return 0n;
  const m = /^(\d{1,15})(?:\.(\d+))?$/.exec(String(abs));
  if (!m) return null;
  const fraction = m[2] ?? '';
  const tenths = BigInt(m[1]!) * 10n + BigInt(fraction[0] ?? '0') + ((fraction[1] ?? '0') >= '5' ? 1n : 0n);
  return value < 0 ? -tenths : tenths;
}

/** An amount of a reply as its exact decimal string (`"0.3"`), or null when it is not a finite decimal. */
export function amountOfReply(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const tenths = toTenths(value);
  return tenths === null ? null : fromTenths(tenths);
}

/** 12505n → `"1250.5"`, 3000n → `"300"`. */
export function fromTenths(value: Tenths): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 10n;
  const fraction = abs % 10n;
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * What a money machine keeps of an `AMOUNT_CHANGED` value. The amount fields read what the member types in
 * the area's language (`domain/amountInput.ts`) and send a plain decimal or nothing, which pass here
 * unchanged; anything else is cut to digits, one decimal digit after a point, a comma kept with up to two
 * digits and a separator before exactly three digits dropped, so a machine driven without the field (a
 * test, a replay) never holds more than the field could send.
 */
export function sanitizeAmountInput(raw: string): string {
  const kept = raw.replace(/[^\d.,]/g, '');
  // `0.500` and `.500` have no thousands to group: only a fraction with a digit too many.
  const ungrouped = /^0*[.,]/.test(kept) ? kept : kept.replace(/[.,](?=\d{3}(?:[.,]|$))/g, '');
  const at = ungrouped.search(/[.,]/);
  const whole = (at < 0 ? ungrouped : ungrouped.slice(0, at)).replace(/^0+(?=\d)/, '').slice(0, 12);
  if (at < 0) return whole;
  const separator = ungrouped[at];
  const fraction = ungrouped.slice(at + 1).replace(/[.,]/g, '');
  return separator === '.'
    ? `${whole || '0'}.${fraction.slice(0, 1)}`
    : `${whole || '0'},${fraction.slice(0, 2)}`;
}

/** The amount an amount field stands for: its decimal comma read as a point (`1,5` is 1.5). */
export const amountOfField = (field: string): string => field.trim().replace(',', '.');

/** An amount with a second decimal digit (`1,50`): not an amount (see `sanitizeAmountInput`). */
export const hasTwoDecimals = (field: string) => /[.,]\d{2,}$/.test(field.trim());

/** Currencies whose accounts count in thousands (contract §4). */
const THOUSANDS = new Set(['VND', 'IDR']);

/** The unit label shown beside amounts: `K VND` for thousand-unit accounts, else the code. */
export const unitOf = (currency: string) => (THOUSANDS.has(currency) ? `K ${currency}` : currency);

/** Locale-formatted amount in the account's unit, exact (Intl formats the decimal string itself). */
export function formatAmount(amount: Amount | Tenths | null | undefined, locale: string): string {
  const tenths = typeof amount === 'bigint' ? amount : toTenths(amount);
  if (tenths === null) return '—';
  return numberFormat(locale, AMOUNT_DIGITS).format(fromTenths(tenths) as unknown as number);
}

/** The amount in full currency units, for terms that state both readings (300 → 300,000 VND). */
export function fullUnits(amount: Tenths, currency: string): Tenths {
  return THOUSANDS.has(currency) ? amount * 1000n : amount;
}
