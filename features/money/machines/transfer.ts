import { assign, fromPromise, setup } from 'xstate';
import { amountOfField } from '../../../domain/money';
import { type Balances, MAIN_WALLET, type TransferForm, validateTransfer } from '../../../domain/moneyRules';
import * as moneyCall from './moneyCall';

/**
 * A transfer between two wallets: from, to, amount and an optional promotion, checked
 * before anything is sent (amount > 0 with at most one decimal, from ≠ to, not above the source balance).
 * While the call is in flight the form has no way to send it again. A quick "all in" moves a whole
 * main-wallet balance to one provider. When the outcome is unknown (network), the balances are read again
 * before the member is offered a retry, and the screen says so.
 */

export type { TransferForm };

export type TransferEvent =
  | { type: 'FROM_CHANGED'; providerId: string }
  | { type: 'TO_CHANGED'; providerId: string }
  | { type: 'AMOUNT_CHANGED'; value: string }
  | { type: 'PROMOTION_CHANGED'; promoteId: string }
  | { type: 'SUBMIT' }
  | { type: 'ALL_IN'; providerId: string }
  | { type: 'RETRY' }
  | { type: 'DISMISS' }
  | moneyCall.BalancesEvent;

/** The transfer a call sends, with its intent's idempotency key. */
export type TransferCall = TransferForm & { idempotencyKey: string };
export type AllInCall = { allInTo: string; idempotencyKey: string };

interface TransferContext
  extends TransferForm,
    moneyCall.MoneyForm,
    moneyCall.MoneyIntent,
    moneyCall.FollowsBalances {
  /** The request whose outcome is unknown, kept for an explicit retry. */
  pending: TransferForm | { allInTo: string } | null;
}

/** The request a transfer sends: exactly the form. */
const formOf = ({ fromProvider, toProvider, amount, promoteId }: TransferForm): TransferForm => ({
  fromProvider,
  toProvider,
  amount: amountOfField(amount),
  promoteId,
});

export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    input: {} as { fromProvider?: string; toProvider?: string },
  },
  actors: {
    transfer: fromPromise<unknown, TransferCall>(async () => undefined),
    allIn: fromPromise<unknown, AllInCall>(async () => undefined),
    /** Reads every balance again; resolves with them when the wallet panel shows them. */
    rereadBalances: fromPromise<Balances | undefined>(async () => undefined),
    balances: moneyCall.balancesPlaceholder,
  },
  actions: {
    /** Both wallets changed: the wallet panel reloads and stores the main balance. */
    refreshWallets: () => {},
    announceSuccess: () => {},
    ...moneyCall.formActions<TransferContext, TransferEvent>(),
    setFrom: assign({
      fromProvider: ({ event }) => (event.type === 'FROM_CHANGED' ? event.providerId : ''),
      error: null,
    }),
    setTo: assign({
      toProvider: ({ event }) => (event.type === 'TO_CHANGED' ? event.providerId : ''),
      error: null,
    }),
    setPromotion: assign({
      promoteId: ({ event }) => (event.type === 'PROMOTION_CHANGED' ? event.promoteId : ''),
    }),
    /** What a RETRY must resend: this transfer, or this all in. */
    keepTransfer: assign({ pending: ({ context }) => formOf(context) }),
    keepAllIn: assign({ pending: ({ context }) => ({ allInTo: context.toProvider }) }),
    forgetPending: assign({ pending: null }),
    clearForm: assign({ amount: '', promoteId: '', pending: null }),
  },
  delays: { successHold: moneyCall.SUCCESS_HOLD_MS },
  guards: {
    formValid: ({ context }) => validateTransfer(context, context.balances) === null,
    outcomeUnknown: moneyCall.outcomeUnknown,
    retryingAllIn: ({ context }) => !!context.pending && 'allInTo' in context.pending,
    // The pending transfer's source went down (or its destination up) by its amount; an all in moves the
    // whole main balance.
    balancesShowMove: moneyCall.showsMove<TransferContext>(({ pending, before }) =>
      pending && 'allInTo' in pending
        ? { from: MAIN_WALLET, to: pending.allInTo, amount: before[MAIN_WALLET] }
        : { from: pending?.fromProvider, to: pending?.toProvider, amount: pending?.amount },
    ),
  },
}).createMachine({
  id: 'transfer',
  context: ({ input }) => ({
    fromProvider: input.fromProvider ?? MAIN_WALLET,
    toProvider: input.toProvider ?? '',
    amount: '',
    promoteId: '',
    error: null,
    errorParams: [],
    pending: null,
    ...moneyCall.NO_INTENT,
    ...moneyCall.NO_BALANCES,
  }),
  ...moneyCall.followBalances,
  initial: 'editing',
  states: {
    // The member fills in the form; nothing is being sent.
    editing: {
      on: {
        FROM_CHANGED: { actions: 'setFrom' },
        TO_CHANGED: { actions: 'setTo' },
        AMOUNT_CHANGED: { actions: 'setAmount' },
        PROMOTION_CHANGED: { actions: 'setPromotion' },
        SUBMIT: [
          { guard: 'formValid', target: 'submitting', actions: [assign({ error: null }), 'beginIntent'] },
          {
            actions: assign({
              error: ({ context }) => validateTransfer(context, context.balances),
              // Too much for the source wallet: the amount is cleared (spec §8).
              amount: ({ context }) =>
                validateTransfer(context, context.balances) === moneyCall.INSUFFICIENT ? '' : context.amount,
            }),
          },
        ],
        ALL_IN: {
          target: 'allIn',
          actions: [assign({ toProvider: ({ event }) => event.providerId, error: null }), 'beginIntent'],
        },
      },
    },
    // The transfer is in flight; there is no SUBMIT here, so taps cannot send it twice.
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({ ...formOf(context), idempotencyKey: context.intentKey ?? '' }),
        onDone: { target: 'succeeded', actions: ['refreshWallets', 'announceSuccess'] },
        onError: moneyCall.onCallError('transfer', 'keepTransfer'),
      },
    },
    // A whole main-wallet balance goes to one provider (`allinTo` = that provider).
    allIn: {
      tags: 'busy',
      invoke: {
        id: 'allIn',
        src: 'allIn',
        input: ({ context }) => ({ allInTo: context.toProvider, idempotencyKey: context.intentKey ?? '' }),
        onDone: { target: 'succeeded', actions: ['refreshWallets', 'announceSuccess'] },
        onError: moneyCall.onCallError('transfer', 'keepAllIn'),
      },
    },
    ...moneyCall.afterCall('transfer', {
      resend: [{ guard: 'retryingAllIn', target: 'allIn' }, { target: 'submitting' }],
      forget: 'forgetPending',
      success: {
        entry: 'clearForm',
        dismissable: true,
        // The form stays usable meanwhile: the next transfer's first keystrokes are not lost.
        on: {
          FROM_CHANGED: { target: 'editing', actions: 'setFrom' },
          TO_CHANGED: { target: 'editing', actions: 'setTo' },
          AMOUNT_CHANGED: { target: 'editing', actions: 'setAmount' },
          PROMOTION_CHANGED: { target: 'editing', actions: 'setPromotion' },
        },
      },
    }),
  },
});

/** What the transfer tab shows: the form and its error. */
export const transferView = (s: ReturnType<typeof transferMachine.transition>) => ({
  fromProvider: s.context.fromProvider,
  toProvider: s.context.toProvider,
  amount: s.context.amount,
  promoteId: s.context.promoteId,
  error: s.context.error,
});
