import { assign, fromPromise, setup } from 'xstate';
import type { Amount, BalanceResponse, WithdrawInfoResponse } from '../../../contract/types';
import { amountOfField } from '../../../domain/money';
import { type Balances, MAIN_WALLET, validateWithdraw } from '../../../domain/moneyRules';
import { loadStates } from '../../../machines/loader';
import * as moneyCall from './moneyCall';

/**
 * A withdrawal to a saved bank account (spec §5). Without a saved account the member is
 * led to bank details. The amount must be above 0 (`wallet_amount_require`) and within the limits; the
 * input keeps at most one decimal digit. Success stores the main balance from the answer and shows
 * `wallet_Success` one second later (spec §9).
 */

export type WithdrawEvent =
  | { type: 'AMOUNT_CHANGED'; value: string }
  | { type: 'BANK_CHANGED'; memberBankId: string }
  | moneyCall.CallEvent
  | moneyCall.BalancesEvent;

interface WithdrawContext extends moneyCall.MoneyForm, moneyCall.MoneyIntent, moneyCall.FollowsBalances {
  info: WithdrawInfoResponse | null;
  memberBankId: string;
}

export const WITHDRAW_SUCCESS_DELAY_MS = 1000;

export const withdrawMachine = setup({
  types: { context: {} as WithdrawContext, events: {} as WithdrawEvent },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    loadInfo: fromPromise<WithdrawInfoResponse>(async () => ({
      memberBankList: [],
      minAmount: '0',
      maxAmount: '0',
    })),
    withdraw: fromPromise<BalanceResponse, { amount: string; memberBankId: string; idempotencyKey: string }>(
      async () => ({
        balance: '0',
      }),
    ),
    rereadBalances: fromPromise<Balances | undefined>(async () => undefined),
    balances: moneyCall.balancesPlaceholder,
  },
  // Stryker restore all
  actions: {
    /** The answer's balance becomes the main balance, shown and stored. */
    storeMainBalance: (_, _balance: Amount) => {},
    announceSuccess: () => {},
    ...moneyCall.formActions<WithdrawContext, WithdrawEvent>(),
    showProblem: assign(({ context }) => moneyCall.problem(validateWithdraw(context, context.info))),
  },
  guards: {
    formValid: ({ context }) => validateWithdraw(context, context.info) === null,
    outcomeUnknown: moneyCall.outcomeUnknown,
    // The main wallet went down by the amount.
    balancesShowMove: moneyCall.showsMove<WithdrawContext>(({ amount }) => ({ from: MAIN_WALLET, amount })),
  },
  // The hold ends with `wallet_Success`, one second after the answer (spec §9).
  delays: { successHold: WITHDRAW_SUCCESS_DELAY_MS },
}).createMachine({
  id: 'withdraw',
  context: {
    info: null,
    amount: '',
    memberBankId: '',
    error: null,
    errorParams: [],
    ...moneyCall.NO_INTENT,
    ...moneyCall.NO_BALANCES,
  },
  ...moneyCall.followBalances,
  initial: 'loading',
  states: {
    // The saved bank accounts and the limits are read; without a saved account the screen leads to bank
    // details instead of a form; on a failure, a retry (`loadFailed`).
    ...loadStates<WithdrawContext, WithdrawEvent>()({
      src: 'loadInfo',
      failed: 'loadFailed',
      ready: 'editing',
      keep: (info: WithdrawInfoResponse) => ({
        info,
        memberBankId: info.memberBankList[0]?.memberBankId ?? '',
      }),
      // (Read defensively: an answer of another shape is no saved account either.)
      empty: { when: (info) => (info?.memberBankList ?? []).length === 0, target: 'noBank' },
    }),
    // No saved account: the screen leads to bank details instead of a form.
    noBank: {},
    // The member fills in amount and account; nothing is being sent.
    editing: {
      on: {
        BANK_CHANGED: { actions: assign({ memberBankId: ({ event }) => event.memberBankId, error: null }) },
        ...moneyCall.formEvents,
      },
    },
    // The withdrawal is in flight; there is no SUBMIT here.
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({
          amount: amountOfField(context.amount),
          memberBankId: context.memberBankId,
          idempotencyKey: context.intentKey ?? '',
        }),
        onDone: {
          target: 'succeeded',
          actions: [{ type: 'storeMainBalance', params: ({ event }) => event.output.balance }, 'clearAmount'],
        },
        onError: moneyCall.onCallError('withdraw'),
      },
    },
    ...moneyCall.afterCall('withdraw', { resend: 'submitting', success: { announceAfterHold: true } }),
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
