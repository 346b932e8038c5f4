import type { InspectionEvent } from 'xstate';

/**
 * Whether the QA state inspector is on, and the `inspect` option every app actor gets. It is on only where
 * the deployment's `config.json` allows it (`qaInspector`, contract §3: off in production, on in the demo)
 * and the page asks for it (`?qa=1`, kept for the tab; `?qa=0` turns it off). Only this switch is in the
 * first load: the recorder (`qaRecorder.ts`) loads with the inspector, and the events of the first moments
 * wait here for it (the last MAX_TRACE_EVENTS of them), and are dropped when the config says no.
 */
function sessionFlag(): boolean {
  try {
    if (new URLSearchParams(location.search).get('qa') === '0') sessionStorage.removeItem('qa');
    return sessionStorage.getItem('qa') === '1';
  } catch {
    return false;
  }
}

/** The most events a trace or the inspector keeps: the last ones. */
export const MAX_TRACE_EVENTS = 500;

/** The page asks for the inspector (before the config has said whether it may run). */
const asked =
  typeof location !== 'undefined' &&
  (new URLSearchParams(location.search).get('qa') === '1' || sessionFlag());

/** What the deployment's config said: null until it is read. */
let allowed: boolean | null = null;

/** Whether the inspector runs: asked for by the page, and allowed by the config. */
export const qaEnabled = () => asked && allowed === true;

/** The page the session began on (a trace replays from it), read before any navigation. */
export const qaStartPath = asked ? location.pathname + location.search : '';

let record: ((event: InspectionEvent) => void) | null = null;
const waiting: InspectionEvent[] = [];

/**
 * The config's word (`qaInspector`), given once it is read, before the app's actors start: without it the
 * inspector never runs, what waited is dropped and the tab forgets `?qa=1`.
 */
export function allowQa(byConfig: boolean): void {
  allowed = byConfig;
  if (!asked) return;
  if (!byConfig) {
    waiting.length = 0;
    try {
      sessionStorage.removeItem('qa');
    } catch {
      // nothing kept
    }
    return;
  }
  try {
    sessionStorage.setItem('qa', '1');
  } catch {
    // the inspector still works for this page
  }
}

/** The `inspect` option for an actor: undefined unless the page asks for the inspector. */
export const qaInspect = asked
  ? (event: InspectionEvent) => {
      if (allowed === false) return;
      if (record) record(event);
      else if (waiting.push(event) > MAX_TRACE_EVENTS) waiting.shift();
    }
  : undefined;

/** The recorder, once loaded (and allowed), takes the events so far and every later one. */
export function attachRecorder(recorder: (event: InspectionEvent) => void): void {
  if (!qaEnabled()) return;
  record = recorder;
  for (const event of waiting.splice(0)) recorder(event);
}
