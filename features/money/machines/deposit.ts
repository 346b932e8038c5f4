import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Amount } from '../../../contract/types';
import { amountOfField } from '../../../domain/money';
import { type Balances, MAIN_WALLET, validateDeposit } from '../../../domain/moneyRules';
import type { DepositInfoResponse, DepositMethod } from '../contract/moneyReplies';
import * as moneyCall from './moneyCall';

/**
 * A deposit with the methods and limits the info call returns, and quickpay: the same
 * form whose answer is a QR image, shown in the global confirm dialog (closing it on the quickpay route
 * navigates back, which the dialog machine does).
 */

export type DepositMode = 'deposit' | 'quickpay';

export type DepositEvent =
  | { type: 'METHOD_CHANGED'; methodId: string }
  | { type: 'AMOUNT_CHANGED'; value: string }
  | { type: 'PROMOTION_CHANGED'; promoteId: string }
  | moneyCall.CallEvent
  | moneyCall.BalancesEvent;

interface DepositContext extends moneyCall.MoneyForm, moneyCall.MoneyIntent, moneyCall.FollowsBalances {
  mode: DepositMode;
  methods: DepositMethod[];
  methodId: string;
  promoteId: string;
  qrImage: string;
  /** What the last deposit moved, said while it is confirmed. */
  moved: moneyCall.MoneyMoved | null;
}

/** What a finished deposit moved: the amount, into the main wallet, with the balance when the answer gave it. */
const movedBy = (context: DepositContext, balance: Amount | undefined): moneyCall.MoneyMoved =>
  moneyCall.withBalance({ kind: 'deposit', amount: amountOfField(context.amount), to: MAIN_WALLET }, balance);

const answerOf = (event: unknown) => (event as { output?: { balance?: Amount } }).output;

/** The form as it opens: no method read yet, nothing typed, no intent. */
export const emptyDepositForm = (mode: DepositMode): DepositContext => ({
  mode,
  methods: [],
  methodId: '',
  amount: '',
  promoteId: '',
  error: null,
  errorParams: [],
  qrImage: '',
  moved: null,
  intentKey: null,
  before: {},
  balances: {},
});

export const depositMachine = setup({
  types: { context: {} as DepositContext, events: {} as DepositEvent, input: {} as { mode: DepositMode } },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    loadInfo: fromPromise<DepositInfoResponse>(async () => ({ methodList: [] })),
    deposit: fromPromise<
      { balance?: Amount },
      { methodId: string; amount: string; promoteId: string; idempotencyKey: string }
    >(async () => ({})),
    quickpay: fromPromise<{ qrImage: string }, { methodId: string; amount: string; idempotencyKey: string }>(
      async () => ({ qrImage: '' }),
    ),
    /** Shows the QR in the global dialog; resolves when the member closes it. */
    showQr: fromPromise<void, { qrImage: string; amount: string }>(async () => undefined),
    rereadBalances: fromPromise<Balances | undefined>(async () => undefined),
    balances: moneyCall.balancesPlaceholder,
  },
  // Stryker restore all
  actions: {
    storeMainBalance: (_, _balance: Amount) => {},
    /** Tells the member what moved. */
    announceSuccess: (_, _moved: moneyCall.MoneyMoved | null) => {},
    ...moneyCall.formActions<DepositContext, DepositEvent>(),
    showProblem: assign(({ context }) => moneyCall.problem(validateDeposit(context, context.methods))),
    /** The methods and their limits; the first method is picked. */
    keepMethods: assign(({ event }) => {
      const methods = (event as { output?: DepositInfoResponse }).output?.methodList ?? [];
      return { methods, methodId: methods[0]?.methodId ?? '' };
    }),
    pickMethod: assign({
      methodId: ({ event }) => {
        assertEvent(event, 'METHOD_CHANGED');
        return event.methodId;
      },
      error: null,
    }),
    setPromotion: assign({
      promoteId: ({ event }) => {
        assertEvent(event, 'PROMOTION_CHANGED');
        return event.promoteId;
      },
    }),
    keepQr: assign({
      qrImage: ({ event }) => (event as { output?: { qrImage?: string } }).output?.qrImage ?? '',
    }),
    keepMoved: assign({ moved: ({ context, event }) => movedBy(context, answerOf(event)?.balance) }),
    clearForm: assign({ amount: '', promoteId: '' }),
  },
  guards: {
    formValid: ({ context }) => validateDeposit(context, context.methods) === null,
    isQuickpay: ({ context }) => context.mode === 'quickpay',
    answeredWithBalance: ({ event }) => answerOf(event)?.balance !== undefined,
    outcomeUnknown: moneyCall.outcomeUnknown,
    // The main wallet went up by the amount.
    balancesShowMove: moneyCall.showsMove<DepositContext>(({ amount }) => ({ to: MAIN_WALLET, amount })),
  },
  delays: { successHold: moneyCall.SUCCESS_HOLD_MS },
}).createMachine({
  id: 'deposit',
  context: ({ input }) => emptyDepositForm(input.mode),
  // The wallet's balances, at once and whenever they change, as long as the flow runs.
  invoke: { id: 'balances', src: 'balances' },
  on: { BALANCES: { actions: 'keepBalances' } },
  initial: 'loading',
  states: {
    // The methods and their limits are read.
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadInfo',
        src: 'loadInfo',
        onDone: { target: 'editing', actions: 'keepMethods' },
        onError: 'loadFailed',
      },
    },
    // The read failed (the dispatcher has said why, if anything); the member may retry.
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    // The member picks a method and an amount; nothing is being sent.
    editing: {
      on: {
        METHOD_CHANGED: { actions: 'pickMethod' },
        PROMOTION_CHANGED: { actions: 'setPromotion' },
        AMOUNT_CHANGED: { actions: 'setAmount' },
        SUBMIT: [
          { guard: 'formValid', target: 'submitting', actions: 'beginIntent' },
          { actions: 'showProblem' },
        ],
      },
    },
    // The deposit (or the QR request) is in flight; there is no SUBMIT here.
    submitting: {
      tags: 'busy',
      initial: 'choosing',
      states: {
        // Quickpay asks for a QR image; a deposit is booked directly.
        choosing: {
          // passed through at once: which call goes out depends on the screen
          always: [{ guard: 'isQuickpay', target: 'requestingQr' }, { target: 'booking' }],
        },
        // The deposit call is in flight.
        booking: {
          invoke: {
            id: 'deposit',
            src: 'deposit',
            input: ({ context }) => ({
              methodId: context.methodId,
              amount: amountOfField(context.amount),
              promoteId: context.promoteId,
              idempotencyKey: context.intentKey ?? '',
            }),
            onDone: [
              {
                guard: 'answeredWithBalance',
                target: '#deposit.succeeded',
                actions: [
                  'keepMoved',
                  { type: 'storeMainBalance', params: ({ event }) => event.output.balance ?? '0' },
                  { type: 'announceSuccess', params: ({ context }) => context.moved },
                ],
              },
              {
                target: '#deposit.succeeded',
                actions: ['keepMoved', { type: 'announceSuccess', params: ({ context }) => context.moved }],
              },
            ],
            onError: [
              { guard: 'outcomeUnknown', target: '#deposit.rereading' },
              { target: '#deposit.editing', actions: 'refuse' },
            ],
          },
        },
        // The QR request is in flight.
        requestingQr: {
          invoke: {
            id: 'quickpay',
            src: 'quickpay',
            input: ({ context }) => ({
              methodId: context.methodId,
              amount: amountOfField(context.amount),
              idempotencyKey: context.intentKey ?? '',
            }),
            onDone: { target: '#deposit.showingQr', actions: 'keepQr' },
            // A QR moves no money yet: any failure is shown on the form, with the server's own values.
            onError: { target: '#deposit.editing', actions: 'refuse' },
          },
        },
      },
    },
    // The QR is in the global dialog until the member closes it.
    showingQr: {
      invoke: {
        id: 'showQr',
        src: 'showQr',
        input: ({ context }) => ({ qrImage: context.qrImage, amount: context.amount }),
        onDone: 'editing',
        onError: 'editing',
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
    // The money moved: a short confirmation, then the form is ready for the next one.
    succeeded: {
      tags: 'success',
      entry: 'clearForm',
      after: { successHold: 'editing' },
      on: { DISMISS: 'editing' },
    },
  },
});

/** What the deposit tab shows: the methods, the form and its error. */
export const depositView = ({ context }: ReturnType<typeof depositMachine.transition>) => {
  const { methods, methodId, amount, promoteId, error, errorParams } = context;
  return { methods, methodId, amount, promoteId, error, errorParams };
};
