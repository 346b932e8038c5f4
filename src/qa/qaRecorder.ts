import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { attachRecorder, qaEnabled, qaStartPath } from './qaSwitch';
import { createTraceRecorder, followedByQa, maskEvent, type QaTrace } from './trace';

/**
 * The QA state inspector's memory (`?qa=1`): for each running actor, its machine, its current and
 * previous active states, its last events, and one timeline of every event with its payload. Nothing
 * leaves the page; the Stately inspector is not used because it posts every event out. The inspector's
 * view (graphs, masking of secrets) is loaded only in QA mode; this part stays small.
 */

export interface ActorTrace {
  /** The machine's id (several actors may run one machine). */
  id: string;
  /** The actor's own id, unique in the page. */
  key: string;
  machine: AnyStateMachine | undefined;
  state: string;
  /** The ids of the active state nodes. */
  active: string[];
  /** The last transition that changed them: what was left, what was entered, by which event. */
  last: { left: string[]; entered: string[]; event: string; seq: number } | null;
  events: string[];
}

/** One event as the timeline shows it: masked as a trace masks it (the view masks what it shows again). */
export interface TimelineEntry {
  seq: number;
  at: number;
  actor: string;
  event: { type: string };
}

const LAST_EVENTS = 6;
const TIMELINE = 60;

const traces = new Map<string, ActorTrace>();
/**
 * The actors that have run (a first snapshot is sent when an actor starts): React may create a screen's
 * actor for a render it throws away and never start it, and such an actor is not listed.
 */
const started = new Set<string>();
/** The actors that have stopped: an event sent to one later is still announced, and must not list it again. */
const stopped = new Set<string>();
let timeline: TimelineEntry[] = [];
const listeners = new Set<() => void>();
let version = 0;

const stateText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value).replace(/["{}]/g, '').replace(/:/g, '.');

const changed = () => {
  version++;
  for (const listener of listeners) listener();
};

export const qaRecorder = {
  enabled: qaEnabled,
  record(event: InspectionEvent) {
    const actor = event.actorRef;
    if (!followedByQa(actor)) return; // only the app's and the screens' actors, not their calls
    if (stopped.has(actor.sessionId)) return;
    const machine = (actor as { logic?: AnyStateMachine }).logic;
    const trace = traces.get(actor.sessionId) ?? {
      id: machine?.id ?? actor.sessionId,
      key: actor.sessionId,
      machine,
      state: '',
      active: [],
      last: null,
      events: [],
    };
    if (event.type === '@xstate.event') {
      trace.events = [event.event.type, ...trace.events].slice(0, LAST_EVENTS);
      timeline = [
        { seq: version, at: Date.now(), actor: trace.id, event: maskEvent(event.event) },
        ...timeline.slice(0, TIMELINE - 1),
      ];
    }
    if (event.type === '@xstate.snapshot') {
      const snapshot = event.snapshot as { value?: unknown; status?: string; _nodes?: { id: string }[] };
      // A screen's actor stops when the screen goes: the inspector lists running actors only.
      if (snapshot.status === 'stopped') {
        traces.delete(actor.sessionId);
        started.delete(actor.sessionId);
        stopped.add(actor.sessionId);
        changed();
        return;
      }
      started.add(actor.sessionId);
      if ('value' in snapshot) trace.state = stateText(snapshot.value);
      const active = (snapshot._nodes ?? []).map((n) => n.id);
      const entered = active.filter((id) => !trace.active.includes(id));
      if (entered.length && trace.active.length)
        trace.last = {
          left: trace.active.filter((id) => !active.includes(id)),
          entered,
          event: event.event.type,
          seq: version,
        };
      trace.active = active;
    }
    traces.set(actor.sessionId, trace);
    changed();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  version: () => version,
  /** The session so far as a trace file (`npm run replay` takes it), secrets masked. */
  exportTrace: (): QaTrace => session.trace(),
  traces: () => [...traces.values()].filter((trace) => started.has(trace.key)),
  timeline: () => timeline,
};

/** The session as a trace, from the page the inspector was loaded on. */
const session = createTraceRecorder({ startPath: qaStartPath || undefined });

// Loaded with the inspector: the events recorded since start-up arrive now, the later ones as they come.
attachRecorder((event) => {
  qaRecorder.record(event);
  session.record(event);
});
