import { assign, setup } from 'xstate';

/**
 * What happens when the API cannot be reached (spec §4): on a page served from one of the operator's
 * primary domains the member goes to maintenance; anywhere else (an app shell, a mirror) the next mirror
 * of `config.json` `hosts` is tried by writing its index into the `hostIndex` cookie and reloading.
 * Each mirror is tried once per browser session (the cookie lives for the session); after the last one
 * the member goes to maintenance, so a dead network never loops through reloads.
 */

export interface HostFailoverInput {
  /** The page's host is one of `primaryDomains`. */
  onPrimaryDomain: boolean;
  /** How many mirrors `config.json` lists. */
  hostCount: number;
  /** The `hostIndex` cookie, or -1 when no mirror is in use yet. */
  hostIndex: number;
}

export type HostFailoverEvent = { type: 'NETWORK_FAILED' } | { type: 'SERVER_REACHED' };

interface HostFailoverContext extends HostFailoverInput {}

export const hostFailoverMachine = setup({
  types: {
    context: {} as HostFailoverContext,
    events: {} as HostFailoverEvent,
    input: {} as HostFailoverInput,
  },
  actions: {
    nextHost: assign({ hostIndex: ({ context }) => context.hostIndex + 1 }),
    /** Writes the `hostIndex` cookie. */
    rememberHost: (_, _index: number) => {},
    reload: () => {},
    /** Maintenance page plus the 'acct_NetworkFail' alert (spec §8). */
    goToMaintenance: () => {},
  },
  guards: {
    mirrorLeft: ({ context }) => !context.onPrimaryDomain && context.hostIndex + 1 < context.hostCount,
  },
}).createMachine({
  id: 'hostFailover',
  context: ({ input }) => ({ ...input }),
  initial: 'online',
  states: {
    // Calls go to the current host; the first network failure decides what to do.
    online: {
      on: {
        NETWORK_FAILED: [
          {
            guard: 'mirrorLeft',
            target: 'switchingHost',
            actions: ['nextHost', { type: 'rememberHost', params: ({ context }) => context.hostIndex }],
          },
          { target: 'unreachable', actions: 'goToMaintenance' },
        ],
      },
    },
    // The next mirror is remembered and the page reloads onto it; later failures are the reload's.
    switchingHost: {
      entry: 'reload',
    },
    // No host left to try: maintenance is showing; a later success (the member retried) comes back.
    unreachable: {
      on: { SERVER_REACHED: 'online' },
    },
  },
});
