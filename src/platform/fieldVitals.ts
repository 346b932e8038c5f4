/**
 * Field vitals: LCP, INP and CLS as members' phones see them, measured by `web-vitals`
 * and sent with `navigator.sendBeacon` to config.json's `vitalsUrl` when the page is hidden (the member
 * leaves, switches apps or closes the tab): one beacon per hide with what is new since the last one.
 * This module and the library are loaded after the page is idle (src/main.tsx), never with the first
 * screen; the observers read buffered entries, so the first paint is still measured.
 */
import { onCLS, onINP, onLCP } from 'web-vitals';
import { buildVitalsPayload, type VitalSample, type VitalsContext } from '../../domain/vitals';
import { RUNNING_BUILD } from './minBuild';
import { runningBuild } from './serviceWorker';

export interface FieldVitalsOptions {
  url: string;
  /** The page and channel at the time of sending; the build is read here. */
  context: () => Pick<VitalsContext, 'pathname' | 'channel'>;
  knownRoute?: (route: string) => string | null;
}

export function startFieldVitals({ url, context, knownRoute }: FieldVitalsOptions): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const pending = new Map<string, VitalSample>();
  const add = (metric: VitalSample) => pending.set(metric.name, metric);
  onLCP(add);
  onINP(add);
  onCLS(add);
  const flush = () => {
    if (pending.size === 0) return;
    const payload = buildVitalsPayload(
      { ...context(), build: runningBuild(), version: RUNNING_BUILD },
      [...pending.values()],
      knownRoute,
    );
    pending.clear();
    // A string goes as text/plain: a cross-origin collector needs no preflight, which a beacon cannot make.
    navigator.sendBeacon(url, JSON.stringify(payload));
  };
  // Added after the library's own listeners (registered by the calls above), so its final values for this
  // hide are in `pending` when these run.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
