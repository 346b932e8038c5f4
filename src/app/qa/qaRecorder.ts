import type { InspectionEvent } from 'xstate';

/**
 * The built-in QA view's memory (`?qa=1`): for each running actor, its current state and its last events.
 * Nothing leaves the page; the Stately inspector is not used because it posts every event out.
 */

export interface ActorTrace {
  id: string;
  state: string;
  events: string[];
}

const LAST_EVENTS = 6;

const enabled =
  typeof location !== 'undefined' &&
  (new URLSearchParams(location.search).get('qa') === '1' || sessionStorageFlag());

function sessionStorageFlag(): boolean {
  try {
    if (new URLSearchParams(location.search).get('qa') === '0') sessionStorage.removeItem('qa');
    return sessionStorage.getItem('qa') === '1';
  } catch {
    return false;
  }
}

const traces = new Map<string, ActorTrace>();
const listeners = new Set<() => void>();
let version = 0;

const stateText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value).replace(/["{}]/g, '').replace(/:/g, '.');

export const qaRecorder = {
  enabled,
  record(event: InspectionEvent) {
    const actor = event.actorRef;
    if ((actor as { _parent?: unknown })._parent) return; // only the app's long-lived actors
    const machineId = (actor as { logic?: { id?: string } }).logic?.id;
    const trace = traces.get(actor.sessionId) ?? { id: machineId ?? actor.sessionId, state: '', events: [] };
    if (event.type === '@xstate.event') {
      trace.events = [event.event.type, ...trace.events].slice(0, LAST_EVENTS);
    }
    if (event.type === '@xstate.snapshot') {
      const snapshot = event.snapshot as { value?: unknown; status?: string };
      // A screen's actor stops when the screen goes: the overlay lists running actors only.
      if (snapshot.status === 'stopped') {
        traces.delete(actor.sessionId);
        version++;
        for (const listener of listeners) listener();
        return;
      }
      if ('value' in snapshot) trace.state = stateText(snapshot.value);
    }
    traces.set(actor.sessionId, trace);
    version++;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
  traces: () => [...traces.values()],
  /** The `inspect` option for an actor, when the overlay is on. */
  get inspect(): ((event: InspectionEvent) => void) | undefined {
    return enabled ? (event: InspectionEvent) => qaRecorder.record(event) : undefined;
  },
};

if (enabled) {
  try {
    sessionStorage.setItem('qa', '1');
  } catch {
    // the overlay still works for this page
  }
}
