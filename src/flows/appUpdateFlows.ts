import { fromCallback, fromPromise } from 'xstate';
import { appUpdateMachine } from '../../machines/appUpdate';
import { appUpdateOfferMachine } from '../../machines/appUpdateOffer';
import type { Runtime } from './runtime';

/**
 * The service worker's effects. Its code (`platform/serviceWorker`) loads only when the 30 seconds are up,
 * so it costs the first screen nothing.
 */
const worker = () => import('../platform/serviceWorker');

export function appUpdateLogic(runtime: Runtime) {
  return appUpdateMachine.provide({
    actors: {
      // A screen change is the navigation history's newest URL changing.
      watchActivity: fromCallback(({ sendBack }) => {
        let last = runtime.history.getSnapshot().context.urls.at(-1);
        const subscription = runtime.history.subscribe((snapshot) => {
          const url = snapshot.context.urls.at(-1);
          if (url !== last) sendBack({ type: 'ACTIVITY' });
          last = url;
        });
        return () => subscription.unsubscribe();
      }),
      register: fromPromise(async () =>
        (await worker()).registerServiceWorker(runtime.navigator.currentArea()),
      ),
      watchForUpdates: fromCallback(({ sendBack }) => {
        let stop: (() => void) | null = null;
        let stopped = false;
        void worker().then((sw) => {
          if (!stopped) stop = sw.watchForUpdates(() => sendBack({ type: 'UPDATE_READY' }));
        });
        return () => {
          stopped = true;
          stop?.();
        };
      }),
    },
    actions: { activateUpdate: () => void worker().then((sw) => sw.activateUpdate()) },
  });
}

/** Where closing the app-update offer is remembered for this visit. */
const OFFER_CLOSED_KEY = 'appUpdateClosed';

/** The app-update offer's effects: session storage, and the version check (loaded only in the apps). */
export function appUpdateOfferLogic(runtime: Runtime) {
  return appUpdateOfferMachine.provide({
    actors: {
      readClosed: fromPromise(async () => {
        try {
          return sessionStorage.getItem(OFFER_CLOSED_KEY) === '1';
        } catch {
          return false;
        }
      }),
      checkVersion: fromPromise(async ({ input }) =>
        (await import('./appVersionCheck')).checkAppVersion(input.osType, runtime.config),
      ),
    },
    actions: {
      rememberClosed: () => {
        try {
          sessionStorage.setItem(OFFER_CLOSED_KEY, '1');
        } catch {
          // private mode: closed for this page only
        }
      },
    },
  });
}
