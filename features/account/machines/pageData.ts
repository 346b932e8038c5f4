import { setup } from 'xstate';
import { reloadStates, suppliedLater } from '../../../machines/loader';

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
  }).createMachine({
    id: 'pageData',
    context: { data: null },
    initial: 'loading',
    states: {
      ...reloadStates<PageDataContext<T>, PageDataEvent>()({
        src: 'load',
        failed: 'failed',
        ready: 'ready',
        keep: (data: T) => ({ data }),
      }),
      // The data is on screen.
      ready: { on: { RELOAD: 'reloading' } },
    },
  });
}

export const pageDataMachine = pageDataMachineOf<unknown>();
