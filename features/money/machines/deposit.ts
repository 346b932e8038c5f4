import { assign, fromPromise, setup } from 'xstate';
import type { Amount, DepositInfoResponse, DepositMethod } from '../../../contract/types';
import { amountOfField } from '../../../domain/money';
import { type Balances, MAIN_WALLET, validateDeposit } from '../../../domain/moneyRules';
import { loadStates } from '../../../machines/loader';
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
}

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
    announceSuccess: () => {},
    ...moneyCall.formActions<DepositContext, DepositEvent>(),
    showProblem: assign(({ context }) => moneyCall.problem(validateDeposit(context, context.methods))),
    clearForm: assign({ amount: '', promoteId: '' }),
  },
  guards: {
    formValid: ({ context }) => validateDeposit(context, context.methods) === null,
    isQuickpay: ({ context }) => context.mode === 'quickpay',
    answeredWithBalance: ({ event }) =>
      (event as { output?: { balance?: Amount } }).output?.balance !== undefined,
    outcomeUnknown: moneyCall.outcomeUnknown,
    // The main wallet went up by the amount.
    balancesShowMove: moneyCall.showsMove<DepositContext>(({ amount }) => ({ to: MAIN_WALLET, amount })),
  },
  delays: { successHold: moneyCall.SUCCESS_HOLD_MS },
}).createMachine({
  id: 'deposit',
  context: ({ input }) => ({
    mode: input.mode,
    methods: [],
    methodId: '',
    amount: '',
    promoteId: '',
    error: null,
    errorParams: [],
    qrImage: '',
    ...moneyCall.NO_INTENT,
    ...moneyCall.NO_BALANCES,
  }),
  ...moneyCall.followBalances,
  initial: 'loading',
  states: {
    // The methods and their limits are read; on a failure, a retry (`loadFailed`).
    ...loadStates<DepositContext, DepositEvent>()({
      src: 'loadInfo',
      failed: 'loadFailed',
      ready: 'editing',
      keep: (info: DepositInfoResponse) => ({
        methods: info.methodList,
        methodId: info.methodList[0]?.methodId ?? '',
      }),
    }),
    // The member picks a method and an amount; nothing is being sent.
    editing: {
      on: {
        METHOD_CHANGED: { actions: assign({ methodId: ({ event }) => event.methodId, error: null }) },
        PROMOTION_CHANGED: { actions: assign({ promoteId: ({ event }) => event.promoteId }) },
        ...moneyCall.formEvents,
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
                  { type: 'storeMainBalance', params: ({ event }) => event.output.balance ?? '0' },
                  'announceSuccess',
                ],
              },
              { target: '#deposit.succeeded', actions: 'announceSuccess' },
            ],
            onError: moneyCall.onCallError('deposit'),
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
            onDone: {
              target: '#deposit.showingQr',
              actions: assign({ qrImage: ({ event }) => event.output.qrImage }),
            },
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
    ...moneyCall.afterCall('deposit', {
      resend: 'submitting',
      success: { entry: 'clearForm', dismissable: true },
    }),
  },
});

/** What the deposit tab shows: the methods, the form and its error. */
export const depositView = (s: ReturnType<typeof depositMachine.transition>) => ({
  methods: s.context.methods,
  methodId: s.context.methodId,
  amount: s.context.amount,
  promoteId: s.context.promoteId,
  error: s.context.error,
  errorParams: s.context.errorParams,
});
