import { assign, fromPromise, setup } from 'xstate';
import type { Amount } from '../src/api/types';
import { sanitizeAmountInput, toTenths } from '../src/domain/money';
import { failureOf, insufficient, outcomeUnknown } from './moneyCall';

/**
 * A transfer between two wallets (issue 3 item 3): from, to, amount and an optional promotion, checked
 * before anything is sent (amount > 0 with at most one decimal, from ≠ to, not above the source balance).
 * While the call is in flight the form has no way to send it again. A quick "all in" moves a whole
 * main-wallet balance to one provider. When the outcome is unknown (network), the balances are read again
 * before the member is offered a retry, and the screen says so.
 */

export interface TransferForm {
  fromProvider: string;
  toProvider: string;
  amount: string;
  promoteId: string;
}

export type TransferEvent =
  | { type: 'FROM_CHANGED'; providerId: string }
  | { type: 'TO_CHANGED'; providerId: string }
  | { type: 'AMOUNT_CHANGED'; value: string }
  | { type: 'PROMOTION_CHANGED'; promoteId: string }
  /** `available` is the source wallet's balance as the wallet panel shows it. */
  | { type: 'SUBMIT'; available: Amount | undefined }
  | { type: 'ALL_IN'; providerId: string }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

interface TransferContext extends TransferForm {
  /** The message key of the last problem, shown beside the form. */
  error: string | null;
  /** The request whose outcome is unknown, kept for an explicit retry. */
  pending: TransferForm | { allInTo: string } | null;
}

export function validateTransfer(form: TransferForm, available: Amount | undefined): string | null {
  const amount = toTenths(form.amount);
  if (amount === null || amount <= 0n) return 'wallet_amount_require';
  if (!form.fromProvider || !form.toProvider) return 'transfer_wallet_require';
  if (form.fromProvider === form.toProvider) return 'transfer_sameWallet';
  const balance = toTenths(available);
  if (balance === null || amount > balance) return 'wallet_amount_inSufficient';
  return null;
}

export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    input: {} as { fromProvider?: string; toProvider?: string },
  },
  actors: {
    transfer: fromPromise<unknown, TransferForm>(async () => undefined),
    allIn: fromPromise<unknown, { allInTo: string }>(async () => undefined),
    /** Reads every balance again; resolves when the wallet panel shows them. */
    rereadBalances: fromPromise<void>(async () => undefined),
  },
  actions: {
    /** Both wallets changed: the wallet panel reloads and stores the main balance. */
    refreshWallets: () => {},
    announceSuccess: () => {},
    setFrom: assign({
      fromProvider: ({ event }) => (event.type === 'FROM_CHANGED' ? event.providerId : ''),
      error: null,
    }),
    setTo: assign({
      toProvider: ({ event }) => (event.type === 'TO_CHANGED' ? event.providerId : ''),
      error: null,
    }),
    setAmount: assign({
      amount: ({ event }) => (event.type === 'AMOUNT_CHANGED' ? sanitizeAmountInput(event.value) : ''),
      error: null,
    }),
    setPromotion: assign({
      promoteId: ({ event }) => (event.type === 'PROMOTION_CHANGED' ? event.promoteId : ''),
    }),
  },
  delays: { successHold: 1500 },
  guards: {
    formValid: ({ context, event }) =>
      event.type === 'SUBMIT' && validateTransfer(context, event.available) === null,
    outcomeUnknown,
    insufficient,
    retryingAllIn: ({ context }) => !!context.pending && 'allInTo' in context.pending,
  },
}).createMachine({
  id: 'transfer',
  context: ({ input }) => ({
    fromProvider: input.fromProvider ?? '-',
    toProvider: input.toProvider ?? '',
    amount: '',
    promoteId: '',
    error: null,
    pending: null,
  }),
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
          { guard: 'formValid', target: 'submitting', actions: assign({ error: null }) },
          {
            actions: assign({
              error: ({ context, event }) => validateTransfer(context, event.available),
              // Too much for the source wallet: the amount is cleared (spec §8).
              amount: ({ context, event }) =>
                validateTransfer(context, event.available) === 'wallet_amount_inSufficient'
                  ? ''
                  : context.amount,
            }),
          },
        ],
        ALL_IN: {
          target: 'allIn',
          actions: assign({ toProvider: ({ event }) => event.providerId, error: null }),
        },
      },
    },
    // The transfer is in flight; there is no SUBMIT here, so taps cannot send it twice.
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({
          fromProvider: context.fromProvider,
          toProvider: context.toProvider,
          amount: context.amount,
          promoteId: context.promoteId,
        }),
        onDone: { target: 'succeeded', actions: ['refreshWallets', 'announceSuccess'] },
        onError: [
          {
            guard: 'outcomeUnknown',
            target: 'rereading',
            actions: assign({
              pending: ({ context }) => ({
                fromProvider: context.fromProvider,
                toProvider: context.toProvider,
                amount: context.amount,
                promoteId: context.promoteId,
              }),
            }),
          },
          {
            guard: 'insufficient',
            target: 'editing',
            actions: assign({ amount: '', error: 'wallet_amount_inSufficient' }),
          },
          { target: 'editing', actions: assign({ error: ({ event }) => failureOf(event.error).key }) },
        ],
      },
    },
    // A whole main-wallet balance goes to one provider (`allinTo` = that provider).
    allIn: {
      tags: 'busy',
      invoke: {
        id: 'allIn',
        src: 'allIn',
        input: ({ context }) => ({ allInTo: context.toProvider }),
        onDone: { target: 'succeeded', actions: ['refreshWallets', 'announceSuccess'] },
        onError: [
          {
            guard: 'outcomeUnknown',
            target: 'rereading',
            actions: assign({ pending: ({ context }) => ({ allInTo: context.toProvider }) }),
          },
          { target: 'editing', actions: assign({ error: ({ event }) => failureOf(event.error).key }) },
        ],
      },
    },
    // The money moved: a short confirmation, then the form is ready for the next one.
    succeeded: {
      tags: 'success',
      entry: assign({ amount: '', promoteId: '', pending: null }),
      after: { successHold: 'editing' },
      // The form stays usable meanwhile: the next transfer's first keystrokes are not lost.
      on: {
        DISMISS: 'editing',
        FROM_CHANGED: { target: 'editing', actions: 'setFrom' },
        TO_CHANGED: { target: 'editing', actions: 'setTo' },
        AMOUNT_CHANGED: { target: 'editing', actions: 'setAmount' },
        PROMOTION_CHANGED: { target: 'editing', actions: 'setPromotion' },
      },
    },
    // The answer never came: the balances are read again before anything else is offered.
    rereading: {
      tags: 'busy',
      invoke: {
        id: 'rereadBalances',
        src: 'rereadBalances',
        onDone: 'outcomeUnknown',
        onError: 'outcomeUnknown',
      },
    },
    // The member sees the fresh balances and the notice that the last transfer may or may not have gone
    // through; only an explicit RETRY sends it again.
    outcomeUnknown: {
      on: {
        RETRY: [{ guard: 'retryingAllIn', target: 'allIn' }, { target: 'submitting' }],
        DISMISS: { target: 'editing', actions: assign({ pending: null, amount: '' }) },
      },
    },
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
