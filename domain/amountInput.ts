import { numberFormat } from './formatters';
import { fromTenths } from './money';

/**
 * An amount field as the member types it, read in the language of the area (contract §10, "Amounts as
 * typed"): the separators come from `Intl`, so in en-vn `.` is the decimal point and `,` groups thousands,
 * in vi-vn and id-id the other way round. A text is read as what it says in that language or not at all:
 * never rewritten into another number (`12.345` in en-vn is no amount, not 12345; `1e5`, `-5` and letters
 * are refused, not stripped).
 */

/** The two separators a language writes numbers with. */
export interface Separators {
  decimal: string;
  group: string;
}

/** The separators of `locale` (`en-US` → `.` and `,`; `vi-VN` → `,` and `.`), as `Intl` writes them. */
export function separatorsOf(locale: string): Separators {
  const parts = numberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/** Why a text is no amount: a message key (its `{0}` is an example in the field's language). */
export type AmountProblem = 'wallet_amount_format' | 'wallet_amount_decimals' | 'wallet_amount_tooLarge';

export type AmountReading =
  | { kind: 'empty' }
  /** A plain decimal (`1234.5`), what the money machines and the API take. */
  | { kind: 'amount'; amount: string }
  /**
   * No amount. `unfinished`: the text may still become one as the member types on (`1,5` on its way to
   * `1,500` in en-vn; a lone decimal point), so the field says why only once the member leaves it or sends.
   */
  | { kind: 'unreadable'; problem: AmountProblem; unfinished: boolean };

/** The most whole digits an amount has (12: the field's limit, spec §2). */
export const MAX_WHOLE_DIGITS = 12;

const unreadable = (problem: AmountProblem, unfinished = false): AmountReading => ({
  kind: 'unreadable',
  problem,
  unfinished,
});

/** Groups of a whole part written with separators: 1–3 digits, then groups of exactly three. */
function readGroups(groups: string[], last: boolean): 'ok' | 'unfinished' | 'bad' {
  if (!/^\d{1,3}$/.test(groups[0] ?? '')) return 'bad';
  const rest = groups.slice(1);
  for (const [i, group] of rest.entries()) {
    if (/^\d{3}$/.test(group)) continue;
    // The group being typed: fewer than three digits so far, and nothing after it.
    if (last && i === rest.length - 1 && /^\d{0,2}$/.test(group)) return 'unfinished';
    return 'bad';
  }
  // Stryker disable next-line StringLiteral: the caller acts only on 'bad' and 'unfinished'
  return 'ok';
}

/**
 * What a text in an amount field says, with the separators of its language. Spaces around it are ignored;
 * digits, one decimal separator with at most one digit after it, and thousands separators between groups of
 * three before it are read; anything else is refused with the reason.
 */
export function readAmount(text: string, { decimal, group }: Separators): AmountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const allowed = new RegExp(`^[0-9${inClass(decimal)}${inClass(group)}]+$`);
  if (!allowed.test(trimmed)) return unreadable('wallet_amount_format');
  const [whole = '', fraction, ...more] = trimmed.split(decimal);
  if (more.length > 0) return unreadable('wallet_amount_format');
  if (fraction?.includes(group)) return unreadable('wallet_amount_format');
  let digits = whole;
  if (whole.includes(group)) {
    const groups = readGroups(whole.split(group), fraction === undefined);
    if (groups === 'bad') return unreadable('wallet_amount_format');
    if (groups === 'unfinished') return unreadable('wallet_amount_format', true);
    digits = whole.split(group).join('');
  }
  if (fraction !== undefined && fraction.length > 1) return unreadable('wallet_amount_decimals');
  if (digits === '' && !fraction) return unreadable('wallet_amount_format', true);
  if (digits.replace(/^0+/, '').length > MAX_WHOLE_DIGITS) return unreadable('wallet_amount_tooLarge');
  // Stryker disable next-line StringLiteral: BigInt('') is 0n, as BigInt('0') is
  const tenths = BigInt(digits || '0') * 10n + BigInt(fraction || '0');
  return { kind: 'amount', amount: fromTenths(tenths) };
}

/**
 * The text an amount field keeps as the member types one character (`typed`, after `before`): a second
 * decimal digit is not taken (spec §7, one decimal digit), everything else stays as typed, to be read or
 * refused with its reason. A text put in at once (pasted, filled) is kept whole and read as it is.
 */
export function keptWhileTyping(before: string, typed: string, { decimal }: Separators): string {
  const oneMore =
    typed.length === before.length + 1 &&
    [...typed].some((_, i) => typed.slice(0, i) + typed.slice(i + 1) === before);
  const twoDecimals = new RegExp(`[${inClass(decimal)}]\\d{2}`);
  return oneMore && twoDecimals.test(typed) && !twoDecimals.test(before) ? before : typed;
}

/** A plain decimal (`1234.5`) written as the field's language writes it (`1234,5` in vi), without groups. */
export const amountText = (amount: string, { decimal }: Separators) => amount.replace('.', decimal);

/** An example amount in the field's language, for the message that says how to write one (`1,234.5`). */
export const exampleAmount = ({ decimal, group }: Separators) => `1${group}234${decimal}5`;

/** A character as it stands inside a regular expression's class. */
const inClass = (s: string) => s.replace(/[\\\]^-]/g, '\\$&');
