import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { type Amount, amountOfField } from '../../../domain/money';
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
  /** The request whose outcome is unknown, kept for an explicit retry (an all in's, from its start). */
  pending: TransferForm | { allInTo: string } | null;
  /** What the last transfer moved, said while it is confirmed. */
  moved: moneyCall.MoneyMoved | null;
}

/** The request a transfer sends: exactly the form. */
const formOf = ({ fromProvider, toProvider, amount, promoteId }: TransferForm): TransferForm => ({
  fromProvider,
  toProvider,
  amount: amountOfField(amount),
  promoteId,
});

/** What a finished transfer or all in moved, with the main balance the answer gave. */
const movedBy = (context: TransferContext, answer: unknown): moneyCall.MoneyMoved => {
  const balance = (answer as { balance?: Amount } | undefined)?.balance;
  const allIn = context.pending && 'allInTo' in context.pending;
  return moneyCall.withBalance(
    {
      kind: 'transfer',
      ...(allIn
        ? { amount: context.before[MAIN_WALLET] ?? '0', from: MAIN_WALLET, to: context.toProvider }
        : { amount: amountOfField(context.amount), from: context.fromProvider, to: context.toProvider }),
    },
    balance,
  );
};

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
    /** Tells the member what moved. */
    announceSuccess: (_, _moved: moneyCall.MoneyMoved | null) => {},
    ...moneyCall.formActions<TransferContext, TransferEvent>(),
    setFrom: assign({
      fromProvider: ({ event }) => {
        assertEvent(event, 'FROM_CHANGED');
        return event.providerId;
      },
      error: null,
    }),
    setTo: assign({
      toProvider: ({ event }) => {
        assertEvent(event, 'TO_CHANGED');
        return event.providerId;
      },
      error: null,
    }),
    setPromotion: assign({
      promoteId: ({ event }) => {
        assertEvent(event, 'PROMOTION_CHANGED');
        return event.promoteId;
      },
    }),
    clearError: assign({ error: null }),
    /** What the form's own checks refused; too much for the source wallet also clears the amount (spec §8). */
    showProblem: assign(({ context }) => {
      const error = validateTransfer(context, context.balances);
      return { error, amount: error === moneyCall.INSUFFICIENT ? '' : context.amount };
    }),
    /** An all in's destination: the provider tapped. */
    pickAllIn: assign({
      toProvider: ({ event }) => {
        assertEvent(event, 'ALL_IN');
        return event.providerId;
      },
      error: null,
    }),
    /** What a RETRY must resend: this transfer, or this all in (kept as it starts: its success says what it moved). */
    keepTransfer: assign({ pending: ({ context }) => formOf(context) }),
    keepAllIn: assign({ pending: ({ context }) => ({ allInTo: context.toProvider }) }),
    forgetPending: assign({ pending: null }),
    keepMoved: assign({
      moved: ({ context, event }) => movedBy(context, (event as { output?: unknown }).output),
    }),
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
    moved: null,
    intentKey: null,
    before: {},
    balances: {},
  }),
  // The wallet's balances, at once and whenever they change, as long as the flow runs.
  invoke: { id: 'balances', src: 'balances' },
  on: { BALANCES: { actions: 'keepBalances' } },
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
          {
            guard: 'formValid',
            target: 'submitting',
            actions: ['clearError', 'forgetPending', 'beginIntent'],
          },
          { actions: 'showProblem' },
        ],
        ALL_IN: { target: 'allIn', actions: ['pickAllIn', 'keepAllIn', 'beginIntent'] },
      },
    },
    // The transfer is in flight; there is no SUBMIT here, so taps cannot send it twice.
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({ ...formOf(context), idempotencyKey: context.intentKey ?? '' }),
        onDone: {
          target: 'succeeded',
          actions: [
            'keepMoved',
            'refreshWallets',
            { type: 'announceSuccess', params: ({ context }) => context.moved },
          ],
        },
        onError: [
          { guard: 'outcomeUnknown', target: 'rereading', actions: 'keepTransfer' },
          { target: 'editing', actions: 'refuse' },
        ],
      },
    },
    // A whole main-wallet balance goes to one provider (`allinTo` = that provider).
    allIn: {
      tags: 'busy',
      invoke: {
        id: 'allIn',
        src: 'allIn',
        input: ({ context }) => ({ allInTo: context.toProvider, idempotencyKey: context.intentKey ?? '' }),
        onDone: {
          target: 'succeeded',
          actions: [
            'keepMoved',
            'refreshWallets',
            { type: 'announceSuccess', params: ({ context }) => context.moved },
          ],
        },
        onError: [
          { guard: 'outcomeUnknown', target: 'rereading', actions: 'keepAllIn' },
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
      on: { DISMISS: { target: 'editing', actions: ['clearAmount', 'forgetPending'] } },
    },
    // Fresh balances shown with the notice that the last call may or may not have gone through; only an
    // explicit RETRY sends it again (with the same idempotency key).
    outcomeUnknown: {
      tags: 'unanswered',
      on: {
        RETRY: [{ guard: 'retryingAllIn', target: 'allIn' }, { target: 'submitting' }],
        DISMISS: { target: 'editing', actions: ['clearAmount', 'forgetPending'] },
      },
    },
    // The money moved: a short confirmation that says what moved, then the form is ready for the next
    // one. The form stays usable meanwhile: the next transfer's first keystrokes are not lost.
    succeeded: {
      tags: 'success',
      entry: 'clearForm',
      after: { successHold: 'editing' },
      on: {
        DISMISS: 'editing',
        FROM_CHANGED: { target: 'editing', actions: 'setFrom' },
        TO_CHANGED: { target: 'editing', actions: 'setTo' },
        AMOUNT_CHANGED: { target: 'editing', actions: 'setAmount' },
        PROMOTION_CHANGED: { target: 'editing', actions: 'setPromotion' },
      },
    },
  },
});

/** What the transfer tab shows: the form, its error and what the last transfer moved. */
export const transferView = ({ context }: ReturnType<typeof transferMachine.transition>) => {
  const { fromProvider, toProvider, amount, promoteId, error, moved } = context;
  return { fromProvider, toProvider, amount, promoteId, error, moved };
};
