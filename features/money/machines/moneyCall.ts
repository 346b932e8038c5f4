import { assign, type EventObject, fromCallback } from 'xstate';
import { readFailure } from '../../../domain/failure';
import { sanitizeAmountInput } from '../../../domain/money';
import { type Balances, balancesShowMove, type MoneyProblem, type Move } from '../../../domain/moneyRules';

/**
 * The money call: the one building block every flow that moves money is made of (transfer and its quick
 * all in, withdraw, deposit, the all in to main, the rebate claim). Its rule, once:
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
 * - success holds a short confirmation (`succeeded`, tagged `success`, the delay `successHold`), then
 *   the form is back.
 *
 * A flow (`import * as moneyCall from './moneyCall'`) spreads `...moneyCall.followBalances` into its root
 * (with the actor `balances`, `moneyCall.balancesPlaceholder` until the app provides it), puts
 * `moneyCall.onCallError(id)` on its call's `onError`, spreads `...moneyCall.afterCall(id, …)` into its
 * states, and names in its `setup()` the guard `outcomeUnknown`, the guard `balancesShowMove`
 * (`showsMove(…)`), the actions `refuse`, `clearAmount`, `setAmount`, `keepBalances` and `beginIntent`
 * (`...formActions<Context, Event>()`; the app's `beginIntent` keys with a uuid), a form with nothing more to check on SUBMIT
 * its `editing` events (`...formEvents`, with the guard `formValid` and the action `showProblem`), the
 * actor `rereadBalances` (resolving with the balances read again) and the delay `successHold`. The rebate claim (no amount, no success hold) spreads
 * `unanswered(…)` only, reading its list again; the all in to main uses the one `rereading(…)` state.
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

/**
 * The form state's two events a money form with no more to check on SUBMIT has (withdraw, deposit): the
 * amount typed (`setAmount`) and SUBMIT, which begins an intent and sends when the form is valid (guard
 * `formValid`), else shows what the rules refused (`showProblem`).
 */
export const formEvents = {
  AMOUNT_CHANGED: { actions: 'setAmount' },
  SUBMIT: [{ guard: 'formValid', target: 'submitting', actions: 'beginIntent' }, { actions: 'showProblem' }],
} as const;

/** The balances as the member's wallet shows them, from the flow's `balances` actor. */
export type BalancesEvent = { type: 'BALANCES'; balances: Balances };

/** What a flow that follows the balances keeps of them: the last ones its `balances` actor sent. */
export interface FollowsBalances {
  balances: Balances;
}

export const NO_BALANCES: FollowsBalances = { balances: {} };

/**
 * The root of a flow that follows the balances: the actor `balances` runs as long as the flow, and each
 * `BALANCES` it sends is kept (`keepBalances`). The one way balances reach a money flow.
 */
export const followBalances = {
  invoke: { id: 'balances', src: 'balances' },
  on: { BALANCES: { actions: 'keepBalances' } },
} as const;

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

export const NO_INTENT: MoneyIntent = { intentKey: null, before: {} };

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
 * The call's `onError`: no answer re-reads the balances (after `remember`, which keeps what a RETRY must
 * resend when the context alone does not say it); any answer is a refusal, shown on the form (`editing`,
 * action `refuse`) unless `refused` says where it goes instead (the rebate reads its list again).
 */
export const onCallError = <
  const Id extends string,
  const Remember extends string | undefined = undefined,
  const Refused extends string = 'editing',
>(
  machineId: Id,
  remember?: Remember,
  refused?: Refused,
) =>
  [
    { guard: 'outcomeUnknown', target: `#${machineId}.rereading`, actions: remember },
    (refused === undefined
      ? { target: `#${machineId}.editing`, actions: 'refuse' }
      : { target: `#${machineId}.${refused}` }) as Refused extends 'editing'
      ? { readonly target: `#${Id}.editing`; readonly actions: 'refuse' }
      : { readonly target: `#${Id}.${Refused}` },
  ] as const;

/**
 * The state in which the balances are read again after a call (the actor `rereadBalances`, tagged `busy`):
 * the unanswered money call's, and the all in's, which always ends by reading the main wallet again.
 */
export const rereading = <const Done, const Failed>(then: { onDone: Done; onError: Failed }) =>
  rereadingBy('rereadBalances', then);

/** The same state with another actor reading again what shows whether the money moved (the rebate's list). */
const rereadingBy = <const Src extends string, const Done, const Failed>(
  src: Src,
  then: { onDone: Done; onError: Failed },
) => ({ tags: 'busy', invoke: { id: src, src, onDone: then.onDone, onError: then.onError } }) as const;

/**
 * The states of a call that got no answer, siblings of the flow's form state (`form`, `editing` unless
 * said):
 * - `resend`: where RETRY goes (the call's state, or guarded transitions when a flow has two calls);
 * - `forget`: an action run when the member dismisses an unknown outcome (besides clearing the amount,
 *   unless `clears` is false: a flow with no amount);
 * - `reread`: the actor that reads again what shows whether the money moved (`rereadBalances`, or the
 *   rebate's list);
 * - `keep`: an action run on that answer (a flow that shows what it read).
 */
export function unanswered<
  const Id extends string,
  const Resend,
  const Forget extends string | undefined = undefined,
  const Form extends string = 'editing',
  const Keep extends string | undefined = undefined,
  const Src extends string = 'rereadBalances',
  const Clears extends boolean = true,
>(
  machineId: Id,
  options: {
    resend: Resend;
    forget?: Forget;
    form?: Form;
    clears?: Clears;
    keep?: Keep;
    reread?: Src;
  },
) {
  const drop = {
    target: `#${machineId}.${options.form ?? 'editing'}` as `#${Id}.${Form}`,
    actions: [
      ...((options.clears === false ? [] : [{ type: 'clearAmount' }]) as Clears extends false
        ? []
        : [{ readonly type: 'clearAmount' }]),
      ...(options.forget ? [options.forget] : []),
    ],
  } as const;
  return {
    // No answer: the balances are read again before anything else is offered.
    rereading: rereadingBy(options.reread ?? ('rereadBalances' as Src), {
      onDone: [
        { guard: 'balancesShowMove', target: 'moneyMoved', actions: options.keep },
        { target: 'outcomeUnknown', actions: options.keep },
      ],
      onError: 'outcomeUnknown',
    }),
    // The balances read again show the money moved: the member is told so; nothing can be sent again.
    moneyMoved: {
      tags: 'unanswered',
      on: { DISMISS: drop },
    },
    // Fresh balances shown with the notice that the last call may or may not have gone through; only an
    // explicit RETRY sends it again (with the same idempotency key).
    outcomeUnknown: {
      tags: 'unanswered',
      on: { RETRY: options.resend, DISMISS: drop },
    },
  } as const;
}

/**
 * The states after the call, siblings of the form state `editing`: those of `unanswered`, and
 * - `success`: `entry` on success, `announceAfterHold` (the announcement comes when the hold ends, as
 *   the withdrawal's does, spec §9), `dismissable` (DISMISS ends the hold), `on` (more events that end
 *   it, e.g. the next transfer's first keystrokes).
 */
export function afterCall<
  const Id extends string,
  const Resend,
  const Forget extends string | undefined = undefined,
  const Entry = undefined,
  const On extends object = Record<never, never>,
>(
  machineId: Id,
  options: {
    resend: Resend;
    forget?: Forget;
    success: { entry?: Entry; announceAfterHold?: boolean; dismissable?: boolean; on?: On };
  },
) {
  const form = `#${machineId}.editing` as const;
  const { success } = options;
  return {
    ...unanswered(machineId, { resend: options.resend, forget: options.forget }),
    // The money moved: a short confirmation, then the form is ready for the next one.
    succeeded: {
      tags: 'success',
      entry: success.entry,
      after: {
        successHold: { target: form, actions: success.announceAfterHold ? 'announceSuccess' : undefined },
      },
      on: { ...(success.dismissable ? { DISMISS: form } : {}), ...success.on },
    },
  } as const;
}
