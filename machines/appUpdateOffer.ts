import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

/**
 * The download-version check: in the apps, a newer app version is offered until the
 * member closes the offer, which is remembered for this visit. Reading that memory, the version check and
 * remembering are named effects, supplied by the app's wiring.
 */

export type AppOsType = 'android' | 'ios';

export interface AppUpdateOffer {
  version: string;
  url: string;
}

export interface AppUpdateOfferInput {
  /** The app the page runs in; null on the mobile web, where nothing is offered. */
  osType: AppOsType | null;
}

export type AppUpdateOfferEvent = { type: 'CLOSE' };

export const appUpdateOfferMachine = setup({
  types: {
    input: {} as AppUpdateOfferInput,
    context: {} as { osType: AppOsType | null; offer: AppUpdateOffer | null },
    events: {} as AppUpdateOfferEvent,
  },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    /** Whether the member closed the offer earlier in this visit. */
    readClosed: fromPromise<boolean>(async () => false),
    /** The newer version on offer for this app, or null. */
    checkVersion: fromPromise<AppUpdateOffer | null, { osType: AppOsType }>(async () => null),
  },
  actions: {
    /** Remembers for this visit that the offer was closed. */
    rememberClosed: () => {},
  },
  // Stryker restore all
  guards: {
    inApp: ({ context }) => context.osType !== null,
  },
}).createMachine({
  id: 'appUpdateOffer',
  context: ({ input }) => ({ osType: input.osType, offer: null }),
  initial: 'starting',
  states: {
    // In the apps the check starts; on the mobile web there is nothing to offer.
    starting: { always: [{ guard: 'inApp', target: 'readingClosed' }, { target: 'none' }] },
    // Was the offer closed earlier in this visit?
    readingClosed: {
      invoke: {
        id: 'readClosed',
        src: 'readClosed',
        onDone: [{ guard: ({ event }) => event.output, target: 'closed' }, { target: 'checking' }],
        onError: 'checking',
      },
    },
    // The download info and the served version are read.
    checking: {
      invoke: {
        id: 'checkVersion',
        src: 'checkVersion',
        input: ({ context }) => ({ osType: context.osType ?? 'android' }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'offered',
            actions: assign({ offer: ({ event }) => event.output }),
          },
          { target: 'none' },
        ],
        onError: 'none',
      },
    },
    // A newer version is offered until the member closes it.
    offered: { on: { CLOSE: { target: 'closed', actions: 'rememberClosed' } } },
    // Closed for this visit.
    closed: { type: 'final' },
    // Nothing to offer: the mobile web, an up-to-date app, or the check failed.
    none: { type: 'final' },
  },
});

/** The offer on screen, or null. */
export const offerShown = (s: SnapshotFrom<typeof appUpdateOfferMachine>) =>
  s.matches('offered') ? s.context.offer : null;
