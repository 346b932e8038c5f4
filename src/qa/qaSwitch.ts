import type { InspectionEvent } from 'xstate';

/**
 * Whether the QA state inspector is on (`?qa=1`, kept for the tab; `?qa=0` turns it off), and the
 * `inspect` option every app actor gets. Only this switch is in the first load: the recorder
 * (`qaRecorder.ts`) loads with the inspector, and the events of the first moments wait here for it.
 */
function sessionFlag(): boolean {
  try {
    if (new URLSearchParams(location.search).get('qa') === '0') sessionStorage.removeItem('qa');
    return sessionStorage.getItem('qa') === '1';
  } catch {
    return false;
  }
}

export const qaEnabled =
  typeof location !== 'undefined' &&
  (new URLSearchParams(location.search).get('qa') === '1' || sessionFlag());

if (qaEnabled) {
  try {
    sessionStorage.setItem('qa', '1');
  } catch {
    // the inspector still works for this page
  }
}

/** The page the session began on (a trace replays from it), read before any navigation. */
export const qaStartPath = qaEnabled ? location.pathname + location.search : '';

let record: ((event: InspectionEvent) => void) | null = null;
const waiting: InspectionEvent[] = [];

/** The `inspect` option for an actor: undefined unless the inspector is on. */
export const qaInspect = qaEnabled
  ? (event: InspectionEvent) => {
      if (record) record(event);
      else waiting.push(event);
    }
  : undefined;

/** The recorder, once loaded, takes the events so far and every later one. */
export function attachRecorder(recorder: (event: InspectionEvent) => void): void {
  record = recorder;
  for (const event of waiting.splice(0)) recorder(event);
}
