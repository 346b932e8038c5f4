import { assign, fromPromise, raise, type SnapshotFrom, type StateValue, setup, stateIn } from 'xstate';
import type { RouletteInfo, SpinResult } from '../contract/rewardsReplies';

/**
 * The lucky-draw roulette (spec §4). Two regions side by side:
 * - `wheel`: idle → spinning (the spin call is in flight; the wheel steps every 500 ms) → stopping (after
 *   the result, two extra buffer rotations, then step by step onto the winning segment) → landed (a pause
 *   before the result) → result (popup, with a 2 s coin animation) → the info reloads → idle. A nonzero
 *   errorCode resets the wheel without a message. A visitor's spin asks them to log in (no cancel).
 * - `reload`: the page's info reloads 10 minutes after load; when a spin is in progress it waits for the
 *   wheel to come to rest.
 * Every timer is one of the machine's delays, so tests run them on a simulated clock.
 */

export const SPIN_STEP_MS = 500;
export const BUFFER_ROTATIONS = 2;
export const RESULT_DELAY_MS = 1000;
export const COIN_MS = 2000;
export const RELOAD_AFTER_MS = 600_000;

export type RouletteEvent =
  | { type: 'SPIN' }
  | { type: 'CLOSE_RESULT' }
  | { type: 'RETRY' }
  /** Raised by the reload region when the 10 minutes are up and the wheel is at rest. */
  | { type: 'RELOAD_INFO' };

export interface RouletteInput {
  loggedIn: boolean;
}

interface RouletteContext {
  loggedIn: boolean;
  info: RouletteInfo | null;
  /** Segment index under the pointer, counted without end (the view takes it modulo the segment count). */
  position: number;
  /** Steps still to go before the wheel rests on the winning segment. */
  stepsLeft: number;
  result: SpinResult | null;
}

/** Rewards in wheel order (spec: sorted by `rewardSort`). */
export const segmentsOf = (info: RouletteInfo | null) =>
  [...(info?.rewardList ?? [])].sort((a, b) => a.rewardSort - b.rewardSort);

/** Steps from `position` to the winning segment, after the buffer rotations. */
export function stepsToWin(position: number, info: RouletteInfo | null, rewardId: string): number {
  const segments = segmentsOf(info);
  const count = Math.max(1, segments.length);
  const target = Math.max(
    0,
    segments.findIndex((s) => s.id === rewardId),
  );
  const offset = (((target - position) % count) + count) % count;
  return BUFFER_ROTATIONS * count + offset;
}

export const rouletteMachine = setup({
  types: {
    context: {} as RouletteContext,
    events: {} as RouletteEvent,
    input: {} as RouletteInput,
  },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    loadInfo: fromPromise<RouletteInfo>(async () => ({
      rewardList: [],
      spinCount: 0,
      rouletteIsSpin: false,
      winnerList: [],
      memberList: [],
    })),
    spin: fromPromise<SpinResult>(async () => ({ rewardId: '', reward: '', spinCount: 0 })),
  },
  // Stryker restore all
  actions: {
    /** The dialog with `acct_LoginFirst` and no cancel button. */
    askToLogIn: () => {},
    /** The wheel as read; no spin result is shown any more. */
    keepInfo: assign((_, info: RouletteInfo) => ({ info, result: null })),
    step: assign({ position: ({ context }) => context.position + 1 }),
    stepTowardsWin: assign({
      position: ({ context }) => context.position + 1,
      stepsLeft: ({ context }) => context.stepsLeft - 1,
    }),
  },
  guards: {
    isVisitor: ({ context }) => !context.loggedIn,
    canSpin: ({ context }) => !!context.info && context.info.rouletteIsSpin && context.info.spinCount > 0,
    moreThanOneStepLeft: ({ context }) => context.stepsLeft > 1,
    wheelAtRest: stateIn('#roulette.wheel.idle'),
  },
  delays: {
    spinStep: SPIN_STEP_MS,
    resultDelay: RESULT_DELAY_MS,
    coin: COIN_MS,
    reloadAfter: RELOAD_AFTER_MS,
  },
}).createMachine({
  id: 'roulette',
  type: 'parallel',
  context: ({ input }) => ({ loggedIn: input.loggedIn, info: null, position: 0, stepsLeft: 0, result: null }),
  states: {
    // The wheel and its spin, beside the reload countdown.
    wheel: {
      initial: 'loading',
      states: {
        // The rewards, spin count and winner lists are read.
        loading: {
          invoke: {
            id: 'loadInfo',
            src: 'loadInfo',
            onDone: { target: 'idle', actions: { type: 'keepInfo', params: ({ event }) => event.output } },
            onError: 'unavailable',
          },
        },
        // The read failed (the dispatcher has said why, if anything); the member may retry.
        unavailable: { on: { RETRY: 'loading' } },
        // At rest: a spin is possible when the member is logged in, has spins left and spinning is allowed.
        idle: {
          on: {
            RELOAD_INFO: 'loading',
            SPIN: [
              { guard: 'isVisitor', actions: 'askToLogIn' },
              { guard: 'canSpin', target: 'spinning' },
            ],
          },
        },
        // The spin call is in flight; the wheel keeps turning a segment every 500 ms.
        spinning: {
          tags: ['spinning', 'busy'],
          invoke: {
            id: 'spin',
            src: 'spin',
            onDone: {
              target: 'stopping',
              actions: assign({
                result: ({ event }) => event.output,
                stepsLeft: ({ context, event }) =>
                  stepsToWin(context.position, context.info, event.output.rewardId),
                info: ({ context, event }) =>
                  context.info ? { ...context.info, spinCount: event.output.spinCount } : context.info,
              }),
            },
            // Any nonzero errorCode: the wheel goes back to its start, silently (spec §8).
            onError: { target: 'idle', actions: assign({ position: 0, stepsLeft: 0, result: null }) },
          },
          initial: 'turning',
          states: {
            // One segment further every 500 ms.
            turning: { after: { spinStep: { target: 'turning', reenter: true, actions: 'step' } } },
          },
        },
        // The result is known: two buffer rotations, then segment by segment onto the winner.
        stopping: {
          tags: ['spinning', 'busy'],
          after: {
            spinStep: [
              { guard: 'moreThanOneStepLeft', target: 'stopping', reenter: true, actions: 'stepTowardsWin' },
              { target: 'landed', actions: 'stepTowardsWin' },
            ],
          },
        },
        // The wheel rests on the winning segment; the popup follows after a pause.
        landed: {
          tags: 'busy',
          after: { resultDelay: 'result' },
        },
        // The result popup; coins rain for 2 s.
        result: {
          tags: 'busy',
          initial: 'coins',
          states: {
            // Coins rain over the popup for 2 s.
            coins: { tags: 'coins', after: { coin: 'shown' } },
            // The popup stays until the member closes it.
            shown: {},
          },
          on: { CLOSE_RESULT: { target: 'loading', actions: assign({ result: null }) } },
        },
      },
    },
    // The info reloads 10 minutes after load, unless a spin is in progress.
    reload: {
      initial: 'waiting',
      states: {
        // Counting down the 10 minutes after load.
        waiting: { after: { reloadAfter: 'due' } },
        // Time is up: the info reloads as soon as the wheel is at rest; a spin in progress ends with a
        // reload of its own, which counts.
        due: {
          always: { guard: 'wheelAtRest', target: 'waiting', actions: raise({ type: 'RELOAD_INFO' }) },
          on: { CLOSE_RESULT: 'waiting' },
        },
      },
    },
  },
});

type RouletteSnapshot = SnapshotFrom<typeof rouletteMachine>;

/** The wheel region's state as the page shows it (`idle`, `spinning`, not `spinning.turning`). */
export const wheelStateOf = (value: StateValue) => {
  const wheel = (value as { wheel: StateValue }).wheel;
  return typeof wheel === 'string' ? wheel : Object.keys(wheel)[0];
};

/** What the lucky-draw page shows: the info, the wheel's position, the result and what may be pressed. */
export const rouletteView = (s: RouletteSnapshot) => ({
  info: s.context.info,
  position: s.context.position,
  result: s.matches({ wheel: 'result' }) ? s.context.result : null,
  spinning: s.hasTag('spinning'),
  coins: s.hasTag('coins'),
  /** A spin can start now (a member with spins left, the wheel at rest); a visitor's tap asks them to log in. */
  canSpin: s.can({ type: 'SPIN' }),
  loading: s.matches({ wheel: 'loading' }),
  unavailable: s.matches({ wheel: 'unavailable' }),
});
