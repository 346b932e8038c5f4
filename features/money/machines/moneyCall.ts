import { assign, type EventObject, fromCallback } from 'xstate';
import { readFailure } from '../../../domain/failure';
import { type Amount, sanitizeAmountInput, toTenths } from '../../../domain/money';
import {
  type Balances,
  balancesShowMove,
  MAIN_WALLET,
  type MoneyProblem,
  type Move,
} from '../../../domain/moneyRules';
import type { TextLine, TextValue } from '../../../machines/confirmDialog';

/**
 * The money call: the rule every flow that moves money follows (transfer and its quick all in, withdraw,
 * deposit, the all in to main, the rebate claim). Each flow writes its states out; this file holds what
 * they share besides: types, the reading of a failure, the assigners of their named actions and guards.
 *
 * - the call is in flight in a state tagged `busy` that has no way to send it again, so taps cannot
 *   send it twice;
 * - a refusal (the server answered) goes back to the form with the server's key and values
 *   (`refuse`); too little money also clears the amount (spec §8);
 * - the balances come one way only: the flow's actor `balances` (the app's follows the session's wallet)
 *   sends them at once and whenever they change (`BALANCES`, kept by `keepBalances` in `balances`); the
 *   form's rules and the intents read them there, never from an event of the view;
 * - every intent of the member (an accepted submit, an all in) gets its own idempotency key (`beginIntent`,
 *   which also keeps the balances shown at that moment); a RETRY resends the same key (contract §8);
 * - no answer (network, timeout, a proxy's page) leaves the outcome unknown: the balances are read
 *   again (`rereading`); when they show the money moved (`balancesShowMove`), the member is told so and
 *   offered no resend (`moneyMoved`); otherwise they see them with a notice (`outcomeUnknown`), and only
 *   an explicit RETRY ("Send again") sends the same request again; DISMISS drops it and clears the amount;
 * - success holds a short confirmation (`succeeded`, tagged `success`, the delay `successHold`) that says
 *   what moved (`MoneyMoved`, `movedLines`), then the form is back.
 */

/** A tab's money call, to the member: send it, "Try again" (a failed read) or "Send again", and drop it. */
export type CallEvent = { type: 'SUBMIT' } | { type: 'RETRY' } | { type: 'DISMISS' };

/** The confirmation's hold after money moved, unless the flow's spec says otherwise. */
export const SUCCESS_HOLD_MS = 1500;

/** The refusal that clears the amount (spec §8). */
export const INSUFFICIENT = 'wallet_amount_inSufficient';

/** A failed money call as the machines read it; `code` is null when no answer came. */
export interface CallFailure {
  code: number | null;
  key: string;
  /** The values the server put into its message (`{0}`, `{1}` …), e.g. the limits of an amount. */
  params: string[];
}

/**
 * The one reading of a failure (`readFailure`), for money: whatever the server said is shown; an error
 * that says nothing means no answer came, the outcome unknown.
 */
export const failureOf = (error: unknown): CallFailure => {
  const { code, said, params } = readFailure(error);
  return said === null ? { code: null, key: 'acct_NetworkFail', params: [] } : { code, key: said, params };
};

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/** Guard `outcomeUnknown`: the call's error left the outcome unknown. */
export const outcomeUnknown = ({ event }: { event: unknown }) => failureOf(errorOf(event)).code === null;

/** What a money form holds besides its own fields. */
export interface MoneyForm {
  amount: string;
  /** The message key of the last problem, shown beside the form. */
  error: string | null;
  /** The values of that message (the limits of an amount). */
  errorParams: string[];
}

/** Assigner of the action `refuse`: the server's key and values; too little money clears the amount. */
export const refusal = ({ context, event }: { context: MoneyForm; event: unknown }): Partial<MoneyForm> => {
  const { key, params } = failureOf(errorOf(event));
  return { error: key, errorParams: params, amount: key === INSUFFICIENT ? '' : context.amount };
};

/** Assigner of the action `setAmount`: the amount as typed (at most one decimal digit), the error cleared. */
export const typedAmount = ({ event }: { event: unknown }): Partial<MoneyForm> => ({
  amount: sanitizeAmountInput((event as { value?: string }).value ?? ''),
  error: null,
});

/** Assigner of the action `showProblem`: what the amount rules refused, with its values, or nothing. */
export const problem = (found: MoneyProblem | null): Partial<MoneyForm> => ({
  error: found?.key ?? null,
  errorParams: found?.params ?? [],
});

/** The balances as the member's wallet shows them, from the flow's `balances` actor. */
export type BalancesEvent = { type: 'BALANCES'; balances: Balances };

/** What a flow that follows the balances keeps of them: the last ones its `balances` actor sent. */
export interface FollowsBalances {
  balances: Balances;
}

/** The actor `balances` as the machines ship it: it sends nothing (tests send `BALANCES`, the app follows the wallet). */
// Stryker disable next-line all: placeholder, replaced through provide()
export const balancesPlaceholder = fromCallback(() => undefined);

/**
 * The actions every money form names in its `setup()`, made for its context and events: `refuse`,
 * `clearAmount`, `setAmount`, `keepBalances` and `beginIntent` (the numbered keys the machines ship; the
 * app provides its own).
 */
export const formActions = <
  TContext extends MoneyForm & MoneyIntent & FollowsBalances,
  TEvent extends EventObject,
>() => ({
  refuse: assign<TContext, TEvent, undefined, TEvent, never>(
    ({ context, event }) => refusal({ context, event }) as Partial<TContext>,
  ),
  clearAmount: assign<TContext, TEvent, undefined, TEvent, never>(
    () => ({ amount: '' }) as Partial<TContext>,
  ),
  setAmount: assign<TContext, TEvent, undefined, TEvent, never>(
    ({ event }) => typedAmount({ event }) as Partial<TContext>,
  ),
  keepBalances: assign<TContext, TEvent, undefined, TEvent, never>(
    ({ event }) => ({ balances: (event as unknown as BalancesEvent).balances }) as Partial<TContext>,
  ),
  beginIntent: assign<TContext, TEvent, undefined, TEvent, never>(
    ({ context }) => nextIntent({ context }) as Partial<TContext>,
  ),
});

/** One intent of the member, kept from the accepted submit until the next one. */
export interface MoneyIntent {
  /** The `Idempotency-Key` its calls carry: new per intent, the same again on RETRY. */
  intentKey: string | null;
  /** The balances as the wallet panel showed them when the intent began. */
  before: Balances;
}

/**
 * Assigner of an action `beginIntent`: a new key (`newKey`, given the last one) and the balances the flow
 * follows, as they are now (none for a flow that does not follow them).
 */
export const intentWith =
  (newKey: (last: string | null) => string) =>
  ({ context }: { context: MoneyIntent & Partial<FollowsBalances> }): MoneyIntent => ({
    intentKey: newKey(context.intentKey),
    before: { ...context.balances },
  });

/** The action `beginIntent` of a machine with this context and these events, keyed by `newKey`. */
export const beginIntentWith =
  (newKey: (last: string | null) => string) =>
  <TContext extends MoneyIntent & Partial<FollowsBalances>, TEvent extends EventObject>() =>
    assign<TContext, TEvent, undefined, TEvent, never>(
      ({ context }) => intentWith(newKey)({ context }) as Partial<TContext>,
    );

/** `beginIntent` as the machines ship it: pure, numbered keys (`intent-1`, …); the app's are uuids. */
export const nextIntent = intentWith((last) => `intent-${Number(/\d+$/.exec(last ?? '')?.[0] ?? 0) + 1}`);

/**
 * The guard `balancesShowMove` of a flow, on `rereadBalances`' answer: the balances read again show the
 * move `moveOf` says the unanswered call asked for (no balances read: nothing shown).
 */
export const showsMove =
  <Context extends MoneyIntent>(moveOf: (context: Context) => Move) =>
  ({ context, event }: { context: Context; event: unknown }) => {
    const after = (event as { output?: Balances | undefined }).output;
    return !!after && balancesShowMove(context.before, after, moveOf(context));
  };

/**
 * What a finished money move moved, as the member is told: `amount` out of the wallet `from` into the
 * wallet `to` (wallet ids; `bank` names a withdrawal's bank account), and the main balance the answer gave.
 * An all in to main that found nothing to move has the amount 0.
 */
export interface MoneyMoved {
  kind: 'transfer' | 'withdraw' | 'deposit' | 'allInToMain' | 'rebate';
  amount: Amount;
  from?: string;
  to?: string;
  bank?: string;
  /** The main wallet's balance after the move, when the answer gave it. */
  balance?: Amount;
}

/** A move as told, with the main balance the answer gave, if it gave one (no `balance` at all otherwise). */
export const withBalance = (move: Omit<MoneyMoved, 'balance'>, balance: Amount | undefined): MoneyMoved =>
  balance === undefined ? move : { ...move, balance };

/** How a move's wallets and amounts read: a wallet's name (the main wallet's is a text key), an amount formatted. */
export interface MoveWords {
  nameOf: (walletId: string) => TextValue;
  format: (amount: Amount) => string;
}

/** The sentences that say what moved: the move, then the main wallet's new balance when known. */
export function movedLines(moved: MoneyMoved, { nameOf, format }: MoveWords): TextLine[] {
  const amount = format(moved.amount);
  const main = nameOf(MAIN_WALLET);
  const move: TextLine =
    moved.kind === 'transfer'
      ? { key: 'money.moved', values: { amount, from: nameOf(moved.from ?? ''), to: nameOf(moved.to ?? '') } }
      : moved.kind === 'withdraw'
        ? {
            key: 'money.withdrawn',
            values: { amount, from: main, bank: moved.bank || { key: 'money.yourBank' } },
          }
        : moved.kind === 'deposit'
          ? { key: 'money.deposited', values: { amount, to: main } }
          : moved.kind === 'rebate'
            ? { key: 'money.rebateClaimed', values: { amount, from: nameOf(moved.from ?? ''), to: main } }
            : toTenths(moved.amount) === 0n
              ? { key: 'money.nothingToMove', values: { to: main } }
              : { key: 'money.movedToMain', values: { amount, to: main } };
  if (moved.balance === undefined) return [move];
  return [move, { key: 'money.balanceNow', values: { wallet: main, balance: format(moved.balance) } }];
}
