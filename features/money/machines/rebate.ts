import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Amount } from '../../../contract/types';
import { MAIN_WALLET } from '../../../domain/moneyRules';
import type { RebateInfoResponse } from '../contract/moneyReplies';
import * as moneyCall from './moneyCall';

/**
 * Instant rebate: what each provider owes the member, claimed into the main wallet. A claim
 * is a money call (features/money/machines/moneyCall.ts): one idempotency key per claim; a refusal reads the list again;
 * no answer reads the list again too (and the wallet panel its balances), then either shows the claim went
 * through (the rebate is no longer owed) or offers to send the same claim again.
 */

export type RebateEvent = { type: 'CLAIM'; providerId: string } | { type: 'RETRY' } | { type: 'DISMISS' };

type RebateList = RebateInfoResponse['rebateList'];

interface RebateContext extends moneyCall.MoneyIntent {
  rebates: RebateList;
  /** The provider whose claim is in flight. */
  claiming: string | null;
  /** The provider of the member's last claim, kept for "Send again". */
  claimed: string | null;
}

const owes = (rebates: RebateList, providerId: string | null) =>
  rebates.some((r) => r.providerId === providerId && r.amount !== '0');

/** What a claim moved: the rebate owed by its provider as the list showed it, into the main wallet. */
const claimMoved = ({ rebates, claimed }: RebateContext, balance: Amount | undefined): moneyCall.MoneyMoved =>
  moneyCall.withBalance(
    {
      kind: 'rebate',
      amount: rebates.find((r) => r.providerId === claimed)?.amount ?? '0',
      from: claimed ?? '',
      to: MAIN_WALLET,
    },
    balance,
  );

export const rebateMachine = setup({
  types: { context: {} as RebateContext, events: {} as RebateEvent },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    loadRebates: fromPromise<RebateInfoResponse>(async () => ({ rebateList: [] })),
    claim: fromPromise<{ balance: Amount }, { providerId: string; idempotencyKey?: string }>(async () => ({
      balance: '0',
    })),
  },
  // Stryker restore all
  actions: {
    storeMainBalance: (_, _balance: Amount) => {},
    /** Tells the member what the claim moved. */
    announceSuccess: (_, _moved: moneyCall.MoneyMoved) => {},
    /** The wallet panel reads its balances again (a claim got no answer). */
    refreshWallets: () => {},
    /** As shipped, no key (the client makes one per call); the app gives each claim its uuid. */
    beginIntent: assign<RebateContext, RebateEvent, undefined, RebateEvent, never>({ intentKey: null }),
    /** The claim tapped: in flight, and kept for "Send again". */
    pickClaim: assign(({ event }) => {
      assertEvent(event, 'CLAIM');
      return { claiming: event.providerId, claimed: event.providerId };
    }),
    endClaim: assign({ claiming: null }),
    /** "Send again": the last claim, with its key. */
    resumeClaim: assign({ claiming: ({ context }) => context.claimed }),
    keepRebates: assign({
      rebates: ({ event }) => (event as { output?: RebateInfoResponse }).output?.rebateList ?? [],
    }),
  },
  guards: {
    outcomeUnknown: moneyCall.outcomeUnknown,
    /** The list read again no longer owes the claimed rebate: the claim went through. */
    balancesShowMove: ({ context, event }) => {
      const list = (event as { output?: RebateInfoResponse }).output?.rebateList;
      return !!list && !owes(list, context.claimed);
    },
  },
}).createMachine({
  id: 'rebate',
  context: { rebates: [], claiming: null, claimed: null, intentKey: null, before: {} },
  initial: 'loading',
  states: {
    // What each provider owes is read.
    loading: {
      invoke: {
        id: 'loadRebates',
        src: 'loadRebates',
        onDone: { target: 'ready', actions: 'keepRebates' },
        onError: 'failed',
      },
    },
    // The read failed (the dispatcher has said why, if anything); the member may retry.
    failed: {
      on: { RETRY: 'loading' },
    },
    // Rebates shown; one can be claimed at a time.
    ready: {
      on: { CLAIM: { target: 'claiming', actions: ['pickClaim', 'beginIntent'] } },
    },
    // A claim is in flight; no second claim can start.
    claiming: {
      tags: 'busy',
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => ({
          providerId: context.claiming ?? '',
          idempotencyKey: context.intentKey ?? undefined,
        }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'storeMainBalance', params: ({ event }) => event.output.balance },
            {
              type: 'announceSuccess',
              params: ({ context, event }) => claimMoved(context, event.output.balance),
            },
          ],
        },
        // A refusal reads the list again, so it shows what is still owed; no answer reads it in `rereading`.
        onError: [
          { guard: 'outcomeUnknown', target: 'rereading', actions: 'refreshWallets' },
          { target: 'loading' },
        ],
      },
      exit: 'endClaim',
    },
    // No answer: the list is read again (and the wallet panel its balances) before anything else is offered.
    rereading: {
      tags: 'busy',
      invoke: {
        id: 'loadRebates',
        src: 'loadRebates',
        onDone: [
          { guard: 'balancesShowMove', target: 'moneyMoved', actions: 'keepRebates' },
          { target: 'outcomeUnknown', actions: 'keepRebates' },
        ],
        onError: 'outcomeUnknown',
      },
    },
    // The list read again no longer owes the claimed rebate: the member is told so; nothing is sent again.
    moneyMoved: {
      tags: 'unanswered',
      on: { DISMISS: 'ready' },
    },
    // The list read again still owes it: the claim may or may not have gone through; only an explicit
    // RETRY sends it again (with the same idempotency key).
    outcomeUnknown: {
      tags: 'unanswered',
      on: { RETRY: { target: 'claiming', actions: 'resumeClaim' }, DISMISS: 'ready' },
    },
  },
});

/** What the rebate list shows: the rebates still owed, whether a claim is in flight, an unanswered claim. */
export const rebateView = (s: ReturnType<typeof rebateMachine.transition>) => ({
  rebates: s.context.rebates,
  busy: s.hasTag('busy'),
  unanswered: s.hasTag('unanswered'),
  moved: s.matches('moneyMoved'),
});
