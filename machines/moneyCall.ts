import { readFailure } from '../src/domain/failure';

/**
 * The money call: the one building block every flow that moves money is made of (transfer and its quick
 * all in, withdraw, deposit, the all in to main, the rebate claim). Its rule, once:
 *
 * - the call is in flight in a state tagged `busy` that has no way to send it again, so taps cannot
 *   send it twice;
 * - a refusal (the server answered) goes back to the form with the server's key and values
 *   (`refuse`); too little money also clears the amount (spec §8);
 * - no answer (network, timeout, a proxy's page) leaves the outcome unknown: the balances are read
 *   again (`rereading`), the member sees them with a notice (`outcomeUnknown`), and only an explicit
 *   RETRY ("Send again") sends the same request again; DISMISS drops it and clears the amount;
 * - success holds a short confirmation (`succeeded`, tagged `success`, the delay `successHold`), then
 *   the form is back.
 *
 * A flow (`import * as moneyCall from './moneyCall'`) puts `moneyCall.onCallError(id)` on its call's
 * `onError`, spreads `...moneyCall.afterCall(id, …)` into its states, and names in its `setup()` the
 * guard `outcomeUnknown`, the actions `refuse` (`assign(refusal)`) and `clearAmount`, the actor
 * `rereadBalances` and the delay `successHold`.
 */

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

/**
 * The call's `onError`: no answer re-reads the balances (after `remember`, which keeps what a RETRY must
 * resend when the context alone does not say it); any answer is a refusal shown on the form.
 */
export const onCallError = <const Id extends string, const Remember extends string | undefined = undefined>(
  machineId: Id,
  remember?: Remember,
) =>
  [
    { guard: 'outcomeUnknown', target: `#${machineId}.rereading`, actions: remember },
    { target: `#${machineId}.editing`, actions: 'refuse' },
  ] as const;

/**
 * The states after the call, siblings of the form state `editing`:
 * - `resend`: where RETRY goes (the call's state, or guarded transitions when a flow has two calls);
 * - `forget`: an action run when the member dismisses an unknown outcome (besides clearing the amount);
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
    // No answer: the balances are read again before anything else is offered.
    rereading: {
      tags: 'busy',
      invoke: {
        id: 'rereadBalances',
        src: 'rereadBalances',
        onDone: 'outcomeUnknown',
        onError: 'outcomeUnknown',
      },
    },
    // Fresh balances shown with the notice that the last call may or may not have gone through; only an
    // explicit RETRY sends it again.
    outcomeUnknown: {
      on: {
        RETRY: options.resend,
        DISMISS: {
          target: form,
          actions: [{ type: 'clearAmount' }, ...(options.forget ? [options.forget] : [])],
        },
      },
    },
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
