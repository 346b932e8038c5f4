import { assign, fromPromise, setup } from 'xstate';
import type { Amount, RebateInfoResponse } from '../src/api/types';
import { loadStates } from './loader';

/** Instant rebate (issue 3 item 8): what each provider owes the member, claimed into the main wallet. */

export type RebateEvent = { type: 'CLAIM'; providerId: string } | { type: 'RETRY' };

interface RebateContext {
  rebates: RebateInfoResponse['rebateList'];
  claiming: string | null;
}

export const rebateMachine = setup({
  types: { context: {} as RebateContext, events: {} as RebateEvent },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    loadRebates: fromPromise<RebateInfoResponse>(async () => ({ rebateList: [] })),
    claim: fromPromise<{ balance: Amount }, { providerId: string }>(async () => ({ balance: '0' })),
  },
  // Stryker restore all
  actions: {
    storeMainBalance: (_, _balance: Amount) => {},
    announceSuccess: () => {},
  },
}).createMachine({
  id: 'rebate',
  context: { rebates: [], claiming: null },
  initial: 'loading',
  states: {
    // What each provider owes is read; on a failure, a retry.
    ...loadStates<RebateContext, RebateEvent>()({
      src: 'loadRebates',
      failed: 'failed',
      ready: 'ready',
      keep: (answer: RebateInfoResponse) => ({ rebates: answer.rebateList }),
      tags: [],
    }),
    // Rebates shown; one can be claimed at a time.
    ready: {
      on: { CLAIM: { target: 'claiming', actions: assign({ claiming: ({ event }) => event.providerId }) } },
    },
    // A claim is in flight; no second claim can start.
    claiming: {
      tags: 'busy',
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => ({ providerId: context.claiming ?? '' }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'storeMainBalance', params: ({ event }) => event.output.balance },
            'announceSuccess',
          ],
        },
        // Known or unknown outcome alike, the list is read again so it shows what is still owed.
        onError: 'loading',
      },
      exit: assign({ claiming: null }),
    },
  },
});

/** What the rebate list shows: the rebates still owed, and whether a claim is in flight. */
export const rebateView = (s: ReturnType<typeof rebateMachine.transition>) => ({
  rebates: s.context.rebates,
  busy: s.hasTag('busy'),
});
