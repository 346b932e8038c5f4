import { assign, fromPromise, setup } from 'xstate';
import type { Amount } from '../../../domain/money';
import { MAIN_WALLET } from '../../../domain/moneyRules';
import type { AllInCheckResponse } from '../contract/moneyReplies';
import { type MoneyMoved, withBalance } from './moneyCall';

/**
 * All in to the main wallet (spec §4): check first, then one of four branches.
 * - extra and first promotions: confirm giving up, then the unfinished-promotion notice (nothing moves:
 *   the first promotion's turnover still binds the money);
 * - only extra: confirm giving up, then transfer all;
 * - only first: transfer all, then the unfinished-promotion notice;
 * - none: transfer all.
 * "Transfer all" is one `/api/allintransfer` (allinTo 'M') per provider, side by side; a failure is
 * reported by the dispatcher and the others still run. The main wallet is refreshed once, after all of
 * them have finished, failures included (`rereading`, the actor `rereadBalances`); then the member reads
 * beside the button what moved, or that nothing was there to move (`moved`). No single call's outcome is left unknown to offer again: a provider that did not
 * answer is one whose balance the re-read shows.
 */

/** What the calls did: the providers whose balance moved, those that failed, and how much moved in all. */
export interface AllInResult {
  moved: string[];
  failed: string[];
  amount: Amount;
}

export type AllInEvent = { type: 'START' };

interface AllInContext {
  check: AllInCheckResponse | null;
  result: AllInResult | null;
  /** What the last all in moved (or that nothing was there to move), said beside the button. */
  moved: MoneyMoved | null;
}

/**
 * What an all in moved into the main wallet, with the main balance read again (when it was): nothing to
 * say when every call failed (the dispatcher has said why) or no result came.
 */
export function allInMoved(result: AllInResult | null, balance: Amount | undefined): MoneyMoved | null {
  if (!result || (result.moved.length === 0 && result.failed.length > 0)) return null;
  return withBalance(
    { kind: 'allInToMain', amount: result.moved.length === 0 ? '0' : result.amount, to: MAIN_WALLET },
    balance,
  );
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
    transferAll: fromPromise<AllInResult, { providers: string[] }>(async () => ({
      moved: [],
      failed: [],
      amount: '0',
    })),
    /** Re-reads and stores the main balance (and the others); resolves with the main balance. */
    rereadBalances: fromPromise<Amount | undefined>(async () => undefined),
  },
  // Stryker restore all
  actions: {
    keepCheck: assign({ check: ({ event }) => (event as unknown as { output: AllInCheckResponse }).output }),
    forgetLast: assign({ check: null, result: null, moved: null }),
    keepResult: assign({ result: ({ event }) => (event as { output?: AllInResult }).output ?? null }),
    keepMoved: assign({
      moved: ({ context, event }) => allInMoved(context.result, (event as { output?: Amount }).output),
    }),
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
  context: { check: null, result: null, moved: null },
  initial: 'idle',
  states: {
    // Waiting for the member's tap on "all in to main wallet".
    idle: {
      on: { START: { target: 'checking', actions: 'forgetLast' } },
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
        onDone: { target: 'rereading', actions: 'keepResult' },
        onError: 'rereading',
      },
    },
    // The balances are read again once, after all providers have finished, whatever each answered.
    rereading: {
      tags: 'busy',
      invoke: {
        id: 'rereadBalances',
        src: 'rereadBalances',
        onDone: [
          { guard: 'onlyFirst', target: 'noticingUnfinished', actions: 'keepMoved' },
          { target: 'idle', actions: 'keepMoved' },
        ],
        onError: [
          { guard: 'onlyFirst', target: 'noticingUnfinished', actions: 'keepMoved' },
          { target: 'idle', actions: 'keepMoved' },
        ],
      },
    },
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

/** What the last all in moved, said beside the button once it is over (nothing while it runs). */
export const allInMovedView = (s: ReturnType<typeof allInToMainMachine.transition>) =>
  s.matches('idle') ? s.context.moved : null;
