import { fromCallback, fromPromise, setup } from 'xstate';

/**
 * The service worker's life on the page (spec §7, §9). It is registered once the app has
 * been stable for 30 seconds: no screen change for 30 s, so it never competes with the first screens for
 * the network. Then it watches for a new version; when one is installed and waiting, the member is told
 * and chooses when to reload onto it.
 */

export const STABLE_MS = 30_000;

export type AppUpdateEvent =
  /** A screen change: the app is busy again, the 30 s start over. */
  | { type: 'ACTIVITY' }
  /** A new version is installed and waiting (sent by the watcher). */
  | { type: 'UPDATE_READY' }
  | { type: 'RELOAD' }
  | { type: 'DISMISS' };

export const appUpdateMachine = setup({
  types: {
    events: {} as AppUpdateEvent,
  },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    /** Sends ACTIVITY on every screen change. */
    watchActivity: fromCallback<AppUpdateEvent>(() => () => {}),
    register: fromPromise<void>(async () => {}),
    /** Watches the registration and sends UPDATE_READY when a new version waits. */
    watchForUpdates: fromCallback<AppUpdateEvent>(() => () => {}),
  },
  // Stryker restore all
  actions: {
    /** Lets the waiting version take over; the page reloads when it has. */
    activateUpdate: () => {},
  },
  delays: { stable: STABLE_MS },
}).createMachine({
  id: 'appUpdate',
  initial: 'settling',
  states: {
    // The app has not been stable for 30 s yet.
    settling: {
      invoke: { id: 'watchActivity', src: 'watchActivity' },
      after: { stable: 'registering' },
      on: { ACTIVITY: { target: 'settling', reenter: true } },
    },
    // The service worker is registered (it precaches the app shell and static files as it installs).
    registering: {
      invoke: { id: 'register', src: 'register', onDone: 'watching', onError: 'unsupported' },
    },
    // Registered; a new version may arrive at any time.
    watching: {
      invoke: { id: 'watchForUpdates', src: 'watchForUpdates' },
      on: { UPDATE_READY: 'updateReady' },
    },
    // A new version is ready: the member is told and may reload now or later.
    updateReady: {
      invoke: { id: 'watchForUpdates', src: 'watchForUpdates' },
      on: { RELOAD: 'reloading', DISMISS: 'watching' },
    },
    // The new version takes over and the page reloads onto it.
    reloading: {
      entry: 'activateUpdate',
    },
    // No service worker here (an old browser, private mode, plain http): the app works without one.
    unsupported: {
      type: 'final',
    },
  },
});
