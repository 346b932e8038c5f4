import type { Runtime } from '../flows/runtime';
import { startFieldVitals as start } from '../platform/fieldVitals';
import { SCREENS } from '../routes/routeTable';

/**
 * Field vitals for this page, started after idle by src/main.tsx when config.json has a
 * `vitalsUrl`: the route is named as the route table spells it, the channel is the `X-Device` value.
 */
export function startFieldVitals(runtime: Runtime): void {
  start({
    url: runtime.config.vitalsUrl,
    context: () => ({
      pathname: location.pathname,
      channel: runtime.loginSite(),
    }),
    knownRoute: (route) => SCREENS.find((s) => s.path.toLowerCase() === route.toLowerCase())?.path ?? null,
  });
}
