import { fromCallback, fromPromise } from 'xstate';
import { appUpdateMachine } from '../../machines/appUpdate';
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
