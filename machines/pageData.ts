import { assign, fromPromise, setup } from 'xstate';

/**
 * What an account page shows from the server (user info, my VIP, bank details, referral): read once when
 * the page opens, shown, read again on request without blanking what is on screen, and on a failure a
 * retry. The data is the `load` actor's answer; the page's flow types it.
 */

export type PageDataEvent = { type: 'RETRY' } | { type: 'RELOAD' };

interface PageDataContext {
  data: unknown;
}

export const pageDataMachine = setup({
  types: { context: {} as PageDataContext, events: {} as PageDataEvent },
  actors: {
    load: fromPromise<unknown>(async () => null),
  },
}).createMachine({
  id: 'pageData',
  context: { data: null },
  initial: 'loading',
  states: {
    // The first read: nothing to show yet.
    loading: {
      tags: 'busy',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    // The data is on screen.
    ready: { on: { RELOAD: 'reloading' } },
    // Read again (after a change); the old data stays on screen meanwhile.
    reloading: {
      tags: 'busy',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: 'ready',
      },
    },
    // The first read failed; the member may retry.
    failed: { on: { RETRY: 'loading' } },
  },
});
