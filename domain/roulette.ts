import { fullUnits, type Tenths, toTenths, unitOf } from './money';

/** Minimum deposit for the roulette by currency, in account units (spec §9). */
export const ROULETTE_MIN_DEPOSIT: Readonly<Record<string, number>> = {
  VND: 300,
  IDR: 150,
  MYR: 50,
  THB: 500,
  CNY: 200,
  SGD: 15,
};

/**
 * The roulette's minimum deposit for a currency, in both readings of spec §9 where the account counts in
 * thousands: the amount in the account's unit and, beside it, in full currency units
 * (`300 K VND (300,000 VND)`). `format` turns an exact amount into the member's locale. '' when the
 * currency has no minimum.
 */
export function rouletteMinimumText(currency: string, format: (amount: Tenths) => string): string {
  const minimum = ROULETTE_MIN_DEPOSIT[currency];
  if (minimum === undefined) return '';
  const tenths = toTenths(minimum)!;
  const unit = unitOf(currency);
  const full = unit !== currency ? ` (${format(fullUnits(tenths, currency))} ${currency})` : '';
  return `${format(tenths)} ${unit}${full}`;
}
