import { assign, fromPromise, setup } from 'xstate';
import type { AllInCheckResponse } from '../../../contract/types';
import * as moneyCall from './moneyCall';

/**
 * All in to the main wallet (spec §4): check first, then one of four branches.
 * - extra and first promotions: confirm giving up, then the unfinished-promotion notice (nothing moves:
 *   the first promotion's turnover still binds the money);
 * - only extra: confirm giving up, then transfer all;
 * - only first: transfer all, then the unfinished-promotion notice;
 * - none: transfer all.
 * "Transfer all" is one `/api/allintransfer` (allinTo 'M') per provider, side by side; a failure is
 * reported by the dispatcher and the others still run. The main wallet is refreshed once, after all of
 * them have finished, failures included: the money call's `rereading` (features/money/machines/moneyCall.ts), with the
 * actor `rereadBalances`. No single call's outcome is left unknown to offer again: a provider that did not
 * answer is one whose balance the re-read shows.
 */

export interface AllInResult {
  moved: string[];
  failed: string[];
}

export type AllInEvent = { type: 'START' };

interface AllInContext {
  check: AllInCheckResponse | null;
  result: AllInResult | null;
}

const hasKeys = (list: string | undefined) => !!list && list.split(',').some((k) => k.trim() !== '');

/** Guards run before the transition's actions: on the check's own answer, read it from the event. */
const checkOf = ({ context, event }: { context: AllInContext; event: { type: string } }) =>
  event.type === 'xstate.done.actor.check'
    ? (event as unknown as { output: AllInCheckResponse }).output
    : context.check;

export const allInToMainMachine = setup({
  types: { context: {} as AllInContext, events: {} as AllInEvent },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    check: fromPromise<AllInCheckResponse>(async () => ({
      extraPromotion: '',
      firstPromotion: '',
      providers: [],
    })),
    /** Asks the member to give up the extra promotion; resolves true when they agree. */
    confirmGiveUp: fromPromise<boolean, { promotions: string }>(async () => false),
    /** Shows the unfinished-promotion notice; resolves when it is closed. */
    noticeUnfinished: fromPromise<void, { promotions: string }>(async () => undefined),
    /** One all-in call per provider, all settled. */
    transferAll: fromPromise<AllInResult, { providers: string[] }>(async () => ({ moved: [], failed: [] })),
    /** Re-reads and stores the main balance (and the others). */
    rereadBalances: fromPromise<void>(async () => undefined),
  },
  // Stryker restore all
  actions: {
    keepCheck: assign({ check: ({ event }) => (event as unknown as { output: AllInCheckResponse }).output }),
  },
  guards: {
    agreedWithFirstPending: ({ context, event }) =>
      (event as { output?: unknown }).output === true && hasKeys(context.check?.firstPromotion),
    bothPromotions: (args) =>
      hasKeys(checkOf(args)?.extraPromotion) && hasKeys(checkOf(args)?.firstPromotion),
    onlyExtra: (args) => hasKeys(checkOf(args)?.extraPromotion),
    onlyFirst: (args) => hasKeys(checkOf(args)?.firstPromotion),
    agreed: ({ event }) => (event as { output?: unknown }).output === true,
  },
}).createMachine({
  id: 'allInToMain',
  context: { check: null, result: null },
  initial: 'idle',
  states: {
    // Waiting for the member's tap on "all in to main wallet".
    idle: {
      on: { START: { target: 'checking', actions: assign({ check: null, result: null }) } },
    },
    // Which promotions bind the provider balances decides the branch.
    checking: {
      tags: 'busy',
      invoke: {
        id: 'check',
        src: 'check',
        onDone: [
          { guard: 'bothPromotions', target: 'confirmingGiveUp', actions: 'keepCheck' },
          { guard: 'onlyExtra', target: 'confirmingGiveUp', actions: 'keepCheck' },
          { guard: 'onlyFirst', target: 'transferring', actions: 'keepCheck' },
          { target: 'transferring', actions: 'keepCheck' },
        ],
        onError: 'idle',
      },
    },
    // The member must agree to give up the extra promotion before anything else happens.
    confirmingGiveUp: {
      invoke: {
        id: 'confirmGiveUp',
        src: 'confirmGiveUp',
        input: ({ context }) => ({ promotions: context.check?.extraPromotion ?? '' }),
        onDone: [
          { guard: 'agreedWithFirstPending', target: 'noticingUnfinished' },
          { guard: 'agreed', target: 'transferring' },
          { target: 'idle' },
        ],
        onError: 'idle',
      },
    },
    // Every provider's balance moves to the main wallet, side by side.
    transferring: {
      tags: 'busy',
      invoke: {
        id: 'transferAll',
        src: 'transferAll',
        input: ({ context }) => ({ providers: context.check?.providers ?? [] }),
        onDone: { target: 'rereading', actions: assign({ result: ({ event }) => event.output }) },
        onError: 'rereading',
      },
    },
    // Once, after all providers have finished, whatever each answered.
    rereading: moneyCall.rereading({
      onDone: [{ guard: 'onlyFirst', target: 'noticingUnfinished' }, { target: 'idle' }],
      onError: [{ guard: 'onlyFirst', target: 'noticingUnfinished' }, { target: 'idle' }],
    }),
    // The first-deposit promotion is unfinished: the member is told why money stays.
    noticingUnfinished: {
      invoke: {
        id: 'noticeUnfinished',
        src: 'noticeUnfinished',
        input: ({ context }) => ({ promotions: context.check?.firstPromotion ?? '' }),
        onDone: 'idle',
        onError: 'idle',
      },
    },
  },
});

/** Whether the all-in button is busy: a check or transfer is under way, or a question is open. */
export const allInBusy = (s: ReturnType<typeof allInToMainMachine.transition>) =>
  s.hasTag('busy') || !s.matches('idle');
