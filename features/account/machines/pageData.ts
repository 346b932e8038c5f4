import { assign, setup } from 'xstate';
import { suppliedLater } from '../../../machines/loader';

/**
 * What an account page shows from the server (user info, my VIP, bank details, referral): read once when
 * the page opens, shown, read again on request without blanking what is on screen, and on a failure a
 * retry. The data is the `load` actor's answer, typed by the page's flow (`pageDataMachineOf<T>()`).
 */

export type PageDataEvent = { type: 'RETRY' } | { type: 'RELOAD' };

interface PageDataContext<T> {
  data: T | null;
}

/** The machine for a page whose data is a T; `pageDataMachine` is the untyped one drawn in the graphs. */
export function pageDataMachineOf<T>() {
  return setup({
    types: { context: {} as PageDataContext<T>, events: {} as PageDataEvent },
    actors: { load: suppliedLater<T>('load') },
    actions: {
      /** The answer is the page's data. */
      keepData: assign((_, data: T) => ({ data })),
    },
  }).createMachine({
    id: 'pageData',
    context: { data: null },
    initial: 'loading',
    states: {
      // The page's data is read.
      loading: {
        tags: 'busy',
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'ready', actions: { type: 'keepData', params: ({ event }) => event.output } },
          onError: 'failed',
        },
      },
      // The read failed (the dispatcher has said why, if anything); the member may retry.
      failed: { on: { RETRY: 'loading' } },
      // Read again after a change; the old data stays on screen, and a failure keeps it.
      reloading: {
        tags: 'busy',
        invoke: {
          id: 'load',
          src: 'load',
          onDone: { target: 'ready', actions: { type: 'keepData', params: ({ event }) => event.output } },
          onError: 'ready',
        },
      },
      // The data is on screen.
      ready: { on: { RELOAD: 'reloading' } },
    },
  });
}

export const pageDataMachine = pageDataMachineOf<unknown>();
