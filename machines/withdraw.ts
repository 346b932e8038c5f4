import { assign, fromPromise, setup } from 'xstate';
import type { Amount, BalanceResponse, WithdrawInfoResponse } from '../src/api/types';
import { sanitizeAmountInput, toTenths } from '../src/domain/money';
import { failureOf, insufficient, outcomeUnknown } from './moneyCall';

/**
 * A withdrawal to a saved bank account (issue 3 item 6, spec §5). Without a saved account the member is
 * led to bank details. The amount must be above 0 (`wallet_amount_require`) and within the limits; the
 * input keeps at most one decimal digit. Success stores the main balance from the answer and shows
 * `wallet_Success` one second later (spec §9).
 */

export type WithdrawEvent =
  | { type: 'AMOUNT_CHANGED'; value: string }
  | { type: 'BANK_CHANGED'; memberBankId: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

interface WithdrawContext {
  info: WithdrawInfoResponse | null;
  amount: string;
  memberBankId: string;
  error: string | null;
  errorParams: string[];
}

export const WITHDRAW_SUCCESS_DELAY_MS = 1000;

export function validateWithdraw(
  form: { amount: string; memberBankId: string },
  info: WithdrawInfoResponse | null,
): { key: string; params: string[] } | null {
  const amount = toTenths(form.amount);
  if (amount === null || amount <= 0n) return { key: 'wallet_amount_require', params: [] };
  if (!form.memberBankId) return { key: 'acct_bank_require', params: [] };
  const min = toTenths(info?.minAmount);
  const max = toTenths(info?.maxAmount);
  if ((min !== null && amount < min) || (max !== null && amount > max)) {
    return {
      key: 'wallet_withdraw_limit',
      params: [String(info?.minAmount ?? ''), String(info?.maxAmount ?? '')],
    };
  }
  return null;
}

export const withdrawMachine = setup({
  types: { context: {} as WithdrawContext, events: {} as WithdrawEvent },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    loadInfo: fromPromise<WithdrawInfoResponse>(async () => ({
      memberBankList: [],
      minAmount: '0',
      maxAmount: '0',
    })),
    withdraw: fromPromise<BalanceResponse, { amount: string; memberBankId: string }>(async () => ({
      balance: '0',
    })),
    rereadBalances: fromPromise<void>(async () => undefined),
  },
  // Stryker restore all
  actions: {
    /** The answer's balance becomes the main balance, shown and stored. */
    storeMainBalance: (_, _balance: Amount) => {},
    announceSuccess: () => {},
  },
  guards: {
    noSavedBank: ({ event }) =>
      ((event as unknown as { output: WithdrawInfoResponse }).output?.memberBankList ?? []).length === 0,
    formValid: ({ context }) => validateWithdraw(context, context.info) === null,
    outcomeUnknown,
    insufficient,
  },
  delays: { successDelay: WITHDRAW_SUCCESS_DELAY_MS },
}).createMachine({
  id: 'withdraw',
  context: { info: null, amount: '', memberBankId: '', error: null, errorParams: [] },
  initial: 'loading',
  states: {
    // The saved bank accounts and the limits are read.
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadInfo',
        src: 'loadInfo',
        onDone: [
          { guard: 'noSavedBank', target: 'noBank', actions: assign({ info: ({ event }) => event.output }) },
          {
            target: 'editing',
            actions: assign({
              info: ({ event }) => event.output,
              memberBankId: ({ event }) => event.output.memberBankList[0]?.memberBankId ?? '',
            }),
          },
        ],
        onError: 'loadFailed',
      },
    },
    // No saved account: the screen leads to bank details instead of a form.
    noBank: {},
    // The withdrawal info could not be read; the member may retry.
    loadFailed: { on: { RETRY: 'loading' } },
    // The member fills in amount and account; nothing is being sent.
    editing: {
      on: {
        AMOUNT_CHANGED: {
          actions: assign({ amount: ({ event }) => sanitizeAmountInput(event.value), error: null }),
        },
        BANK_CHANGED: { actions: assign({ memberBankId: ({ event }) => event.memberBankId, error: null }) },
        SUBMIT: [
          { guard: 'formValid', target: 'submitting' },
          {
            actions: assign({
              error: ({ context }) => validateWithdraw(context, context.info)?.key ?? null,
              errorParams: ({ context }) => validateWithdraw(context, context.info)?.params ?? [],
            }),
          },
        ],
      },
    },
    // The withdrawal is in flight; there is no SUBMIT here.
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({ amount: context.amount, memberBankId: context.memberBankId }),
        onDone: {
          target: 'succeeded',
          actions: [
            { type: 'storeMainBalance', params: ({ event }) => event.output.balance },
            assign({ amount: '' }),
          ],
        },
        onError: [
          { guard: 'outcomeUnknown', target: 'rereading' },
          {
            guard: 'insufficient',
            target: 'editing',
            actions: assign({ amount: '', error: 'wallet_amount_inSufficient' }),
          },
          {
            target: 'editing',
            actions: assign({
              error: ({ event }) => failureOf(event.error).key,
              // The server's own values, not the ones of the last local check.
              errorParams: ({ event }) => failureOf(event.error).params,
            }),
          },
        ],
      },
    },
    // Done; `wallet_Success` shows one second later (spec §9).
    succeeded: {
      tags: 'success',
      after: { successDelay: { target: 'editing', actions: 'announceSuccess' } },
    },
    // No answer: balances are read again before a retry is offered.
    rereading: {
      tags: 'busy',
      invoke: {
        id: 'rereadBalances',
        src: 'rereadBalances',
        onDone: 'outcomeUnknown',
        onError: 'outcomeUnknown',
      },
    },
    // Fresh balances shown with the notice that the last withdrawal may have gone through.
    outcomeUnknown: {
      on: { RETRY: 'submitting', DISMISS: { target: 'editing', actions: assign({ amount: '' }) } },
    },
  },
});

/** What the withdraw tab shows: the withdraw info, the form and its error. */
export const withdrawView = (s: ReturnType<typeof withdrawMachine.transition>) => ({
  info: s.context.info,
  amount: s.context.amount,
  memberBankId: s.context.memberBankId,
  error: s.context.error,
  errorParams: s.context.errorParams,
});
