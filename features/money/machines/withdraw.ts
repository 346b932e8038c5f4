import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Amount, BalanceResponse } from '../../../contract/types';
import { amountOfField } from '../../../domain/money';
import { type Balances, MAIN_WALLET, validateWithdraw } from '../../../domain/moneyRules';
import type { WithdrawInfoResponse } from '../contract/moneyReplies';
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
  /** What the last withdrawal moved, said when its hold ends. */
  moved: moneyCall.MoneyMoved | null;
}

export const WITHDRAW_SUCCESS_DELAY_MS = 1000;

/** What a finished withdrawal moved: the amount, out of the main wallet to the saved bank account. */
const movedBy = (context: WithdrawContext, balance: Amount): moneyCall.MoneyMoved => ({
  kind: 'withdraw',
  amount: amountOfField(context.amount),
  from: MAIN_WALLET,
  bank: context.info?.memberBankList.find((b) => b.memberBankId === context.memberBankId)?.bankName ?? '',
  balance,
});

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
    /** Tells the member what moved. */
    announceSuccess: (_, _moved: moneyCall.MoneyMoved | null) => {},
    ...moneyCall.formActions<WithdrawContext, WithdrawEvent>(),
    showProblem: assign(({ context }) => moneyCall.problem(validateWithdraw(context, context.info))),
    /** The limits and the saved accounts; the first account is picked. */
    keepInfo: assign(({ event }) => {
      const info = (event as { output?: WithdrawInfoResponse }).output ?? null;
      return { info, memberBankId: info?.memberBankList[0]?.memberBankId ?? '' };
    }),
    pickBank: assign({
      memberBankId: ({ event }) => {
        assertEvent(event, 'BANK_CHANGED');
        return event.memberBankId;
      },
      error: null,
    }),
    keepMoved: assign({
      moved: ({ context, event }) =>
        movedBy(context, (event as { output?: BalanceResponse }).output?.balance ?? '0'),
    }),
  },
  guards: {
    // (Read defensively: an answer of another shape is no saved account either.)
    noSavedBank: ({ event }) =>
      ((event as { output?: WithdrawInfoResponse }).output?.memberBankList ?? []).length === 0,
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
    moved: null,
    intentKey: null,
    before: {},
    balances: {},
  },
  // The wallet's balances, at once and whenever they change, as long as the flow runs.
  invoke: { id: 'balances', src: 'balances' },
  on: { BALANCES: { actions: 'keepBalances' } },
  initial: 'loading',
  states: {
    // The saved bank accounts and the limits are read.
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadInfo',
        src: 'loadInfo',
        onDone: [
          { guard: 'noSavedBank', target: 'noBank' },
          { target: 'editing', actions: 'keepInfo' },
        ],
        onError: 'loadFailed',
      },
    },
    // The read failed (the dispatcher has said why, if anything); the member may retry.
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    // No saved account: the screen leads to bank details instead of a form.
    noBank: {},
    // The member fills in amount and account; nothing is being sent.
    editing: {
      on: {
        BANK_CHANGED: { actions: 'pickBank' },
        AMOUNT_CHANGED: { actions: 'setAmount' },
        SUBMIT: [
          { guard: 'formValid', target: 'submitting', actions: 'beginIntent' },
          { actions: 'showProblem' },
        ],
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
          actions: [
            'keepMoved',
            { type: 'storeMainBalance', params: ({ event }) => event.output.balance },
            'clearAmount',
          ],
        },
        onError: [
          { guard: 'outcomeUnknown', target: 'rereading' },
          { target: 'editing', actions: 'refuse' },
        ],
      },
    },
    // No answer: the balances are read again before anything else is offered.
    rereading: {
      tags: 'busy',
      invoke: {
        id: 'rereadBalances',
        src: 'rereadBalances',
        onDone: [{ guard: 'balancesShowMove', target: 'moneyMoved' }, { target: 'outcomeUnknown' }],
        onError: 'outcomeUnknown',
      },
    },
    // The balances read again show the money moved: the member is told so; nothing can be sent again.
    moneyMoved: {
      tags: 'unanswered',
      on: { DISMISS: { target: 'editing', actions: 'clearAmount' } },
    },
    // Fresh balances shown with the notice that the last call may or may not have gone through; only an
    // explicit RETRY sends it again (with the same idempotency key).
    outcomeUnknown: {
      tags: 'unanswered',
      on: { RETRY: 'submitting', DISMISS: { target: 'editing', actions: 'clearAmount' } },
    },
    // The money moved: a short hold, then `wallet_Success` with what moved, and the form is back.
    succeeded: {
      tags: 'success',
      after: {
        successHold: {
          target: 'editing',
          actions: { type: 'announceSuccess', params: ({ context }) => context.moved },
        },
      },
    },
  },
});

/** What the withdraw tab shows: the withdraw info, the form and its error. */
export const withdrawView = ({ context }: ReturnType<typeof withdrawMachine.transition>) => {
  const { info, amount, memberBankId, error, errorParams } = context;
  return { info, amount, memberBankId, error, errorParams };
};
