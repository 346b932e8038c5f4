import { type Amount, amountOfField, hasTwoDecimals, toTenths } from './money';

/**
 * The money forms' rules (spec §5 and §8), as pure functions of the form: what the transfer,
 * withdraw and deposit machines check before anything is sent. Amounts are compared as integer tenths
 * (`toTenths`), never as floats. Each answer is a message key, with the values its message names.
 */

export interface MoneyProblem {
  key: string;
  /** The values the message puts in its `{0}`, `{1}` … (e.g. the limits). */
  params: string[];
}

export interface TransferForm {
  fromProvider: string;
  toProvider: string;
  amount: string;
  promoteId: string;
}

/** A limit pair as the info calls carry it; a missing or unreadable limit is no limit. */
interface Limits {
  minAmount?: Amount;
  maxAmount?: Amount;
}

/** Above 0, else `wallet_amount_require`; null when the amount is usable. */
const positive = (amount: string): bigint | null => {
  const tenths = toTenths(amountOfField(amount));
  return tenths === null || tenths <= 0n ? null : tenths;
};

/** The messages whose parameters are amounts (the limits): shown formatted as the hints show them. */
export const LIMIT_MESSAGES: ReadonlySet<string> = new Set(['wallet_withdraw_limit', 'wallet_deposit_limit']);

/** A message about the amount itself: the field it marks as invalid. */
export const isAmountProblem = (key: string | null | undefined) =>
  !!key && (key.startsWith('wallet_amount_') || LIMIT_MESSAGES.has(key));

/** Outside the inclusive limits: `key` with both limits as the server sent them. */
function outsideLimits(amount: bigint, limits: Limits | null | undefined, key: string): MoneyProblem | null {
  const min = toTenths(limits?.minAmount);
  const max = toTenths(limits?.maxAmount);
  if ((min !== null && amount < min) || (max !== null && amount > max))
    return { key, params: [String(limits?.minAmount ?? ''), String(limits?.maxAmount ?? '')] };
  return null;
}

/**
 * A transfer, in this order: one decimal digit at most (`wallet_amount_decimals`), an amount above 0, both
 * wallets, two different wallets, and not above the source wallet's balance among `balances` (as the
 * wallet shows them; `wallet_amount_inSufficient`, which clears the amount, spec §8; a balance not known
 * is none).
 */
export function validateTransfer(form: TransferForm, balances: Balances): string | null {
  if (hasTwoDecimals(form.amount)) return 'wallet_amount_decimals';
  const amount = positive(form.amount);
  if (amount === null) return 'wallet_amount_require';
  if (!form.fromProvider || !form.toProvider) return 'transfer_wallet_require';
  if (form.fromProvider === form.toProvider) return 'transfer_sameWallet';
  const balance = toTenths(balances[form.fromProvider]);
  if (balance === null || amount > balance) return 'wallet_amount_inSufficient';
  return null;
}

/** A withdrawal: an amount above 0, a saved account, and within the limits of the info call. */
export function validateWithdraw<T extends Limits>(
  form: { amount: string; memberBankId: string },
  info: T | null,
): MoneyProblem | null {
  if (hasTwoDecimals(form.amount)) return { key: 'wallet_amount_decimals', params: [] };
  const amount = positive(form.amount);
  if (amount === null) return { key: 'wallet_amount_require', params: [] };
  if (!form.memberBankId) return { key: 'acct_bank_require', params: [] };
  return outsideLimits(amount, info, 'wallet_withdraw_limit');
}

/** A deposit: an amount above 0, a method on offer, and within that method's limits. */
export function validateDeposit<T extends Limits & { methodId: string }>(
  form: { amount: string; methodId: string },
  methods: readonly T[],
): MoneyProblem | null {
  if (hasTwoDecimals(form.amount)) return { key: 'wallet_amount_decimals', params: [] };
  const amount = positive(form.amount);
  if (amount === null) return { key: 'wallet_amount_require', params: [] };
  const method = methods.find((m) => m.methodId === form.methodId);
  if (!method) return { key: 'wallet_method_require', params: [] };
  return outsideLimits(amount, method, 'wallet_deposit_limit');
}

/** The main wallet's id wherever a wallet is named: a provider id, a side of a transfer, a key of `Balances`. */
export const MAIN_WALLET = '-';

/** Wallet id → balance as the server sent it; `MAIN_WALLET` is the main wallet. */
export type Balances = Record<string, Amount>;

/** A move a money call asks for: out of `from`, into `to` (either may be outside the wallets), `amount`. */
export interface Move {
  from?: string;
  to?: string;
  amount: Amount | undefined;
}

/**
 * Whether balances read again after an unanswered money call show that it went through: the source
 * wallet went down by the amount, or the destination went up by it. Anything less
 * certain (a wallet missing, an amount unreadable, another change) says nothing: the outcome stays unknown.
 */
export function balancesShowMove(before: Balances, after: Balances, move: Move): boolean {
  const amount = toTenths(move.amount);
  if (amount === null || amount <= 0n) return false;
  const change = (id: string | undefined) => {
    if (id === undefined) return null;
    const [was, now] = [toTenths(before[id]), toTenths(after[id])];
    return was === null || now === null ? null : now - was;
  };
  return change(move.from) === -amount || change(move.to) === amount;
}
