import type { InspectionEvent } from 'xstate';

/**
 * A QA session as a test (issue 16 item 4): the trace file the inspector exports, and the one thing that
 * builds it from what the app's actors report (`inspect`). `npm run replay <trace>` replays a trace
 * against the machines (and with `--ui` in Chromium, through the UI model suite's tables) and says whether
 * each actor ended in the same state, or where it diverged.
 *
 * The format is the contract between the QA inspector (which records and exports) and the replay (which
 * reads): JSON, `version: 1`. Passwords and tokens are masked when recorded.
 */

export interface QaTrace {
  version: 1;
  /** ISO time the recording started. */
  recordedAt: string;
  /** The page the session started on (path and query, no origin). */
  startPath?: string;
  /** The app's long-lived actors, in the order they started. */
  actors: TraceActor[];
}

export interface TraceActor {
  /** The machine's id (`transfer`, `login` …): the replay looks it up among the machines. */
  machine: string;
  /** The actor's input when it started, if any. */
  input?: unknown;
  /** Every event the actor received, in order, with the state it was in afterwards. */
  events: TraceEvent[];
  /** The state when the recording ended (or the actor stopped), as `data-state` shows it. */
  finalState: string;
}

export interface TraceEvent {
  /**
   * The event as the machine received it, payload included. The demo backend's answers are here:
   * `xstate.done.actor.{id}` carries the call's `output`, `xstate.error.actor.{id}` its `error`
   * (`{ code, key, params }`, or `code: null` when no answer came).
   */
  event: { type: string; [key: string]: unknown };
  /** The state after the event, as `data-state` shows it. */
  state: string;
  /** Milliseconds since the recording started. */
  at?: number;
}

/** Field names whose values never leave the page as they are. */
const SECRET = /pass(word)?|pwd|token|sessionid|sid$|secret|otp|fingerprint/i;

/** A copy with secrets masked (same length, so a length rule replays the same). */
export function maskSecrets(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return SECRET.test(key) ? '*'.repeat(value.length) : value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, key));
  if (value && typeof value === 'object') {
    // An error keeps its fields (code, key, format: what the machines read) and its message.
    const fields = Object.entries(value).map(([k, v]) => [k, maskSecrets(v, k)]);
    return Object.fromEntries(value instanceof Error ? [['message', value.message], ...fields] : fields);
  }
  return value;
}

/** An event masked: a password's own event (`PASSWORD_CHANGED`) masks every text it carries. */
export function maskEvent(event: { type: string }): TraceEvent['event'] {
  const masked = maskSecrets(event) as TraceEvent['event'];
  if (!/pass|pwd|otp/i.test(event.type)) return masked;
  return Object.fromEntries(
    Object.entries(masked).map(([k, v]) => [
      k,
      k !== 'type' && typeof v === 'string' ? '*'.repeat(v.length) : v,
    ]),
  ) as TraceEvent['event'];
}

/** A state value as `data-state` shows it (the same reading as the views' `flowMarks`). */
export function traceStateName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) =>
      traceStateName(child)
        .split(' ')
        .map((part) => `${key}.${part}`)
        .join(' '),
    )
    .join(' ');
}

/**
 * The actors QA follows: the app's and the screens' (root actors), and the long-lived ones an actor spawns
 * with a system id (the member's wallet, which the session spawns); not the calls a flow invokes.
 */
export const followedByQa = (actor: unknown): boolean => {
  // (An actor is announced before its system id is set: its options hold it from the start.)
  const { _parent, options } = actor as { _parent?: unknown; options?: { systemId?: string } };
  return !_parent || options?.systemId !== undefined;
};

/**
 * Records a session: give `record` to the actors' `inspect` (the QA recorder can call it for each
 * inspection event it sees); `trace()` answers the file to export. Only the actors QA follows are recorded.
 */
export function createTraceRecorder(options: { now?: () => number; startPath?: string } = {}) {
  const now = options.now ?? (() => Date.now());
  const started = now();
  const actors = new Map<string, TraceActor>();
  return {
    record(event: InspectionEvent) {
      const actor = event.actorRef as { sessionId: string; logic?: { id?: string } };
      if (!followedByQa(actor)) return;
      const machine = actor.logic?.id;
      if (!machine) return;
      let entry = actors.get(actor.sessionId);
      if (event.type === '@xstate.actor') {
        const input = (event.actorRef as { options?: { input?: unknown } }).options?.input;
        entry = { machine, events: [], finalState: '' };
        if (input !== undefined) entry.input = maskSecrets(input);
        actors.set(actor.sessionId, entry);
        return;
      }
      if (!entry || event.type !== '@xstate.snapshot') return;
      const snapshot = event.snapshot as { value?: unknown; status?: string };
      if (!('value' in snapshot)) return;
      const state = traceStateName(snapshot.value);
      // The snapshot after each event the actor took (its start is not an event of the session).
      if (!event.event.type.startsWith('xstate.init') && snapshot.status !== 'stopped') {
        const received = maskEvent(event.event);
        entry.events.push({ event: received, state, at: now() - started });
      }
      if (snapshot.status !== 'stopped') entry.finalState = state;
    },
    trace(): QaTrace {
      return {
        version: 1,
        recordedAt: new Date(started).toISOString(),
        ...(options.startPath ? { startPath: options.startPath } : {}),
        // An actor made but never started (a render React threw away) took no part in the session.
        actors: [...actors.values()].filter((a) => a.finalState !== '' || a.events.length > 0),
      };
    },
  };
}

/** Reads a trace file; throws with the reason when it is not one. */
export function parseTrace(json: string): QaTrace {
  const trace = JSON.parse(json) as Partial<QaTrace>;
  if (trace.version !== 1) throw new Error('not a QA trace (version 1)');
  if (!Array.isArray(trace.actors)) throw new Error('a trace lists its actors');
  for (const [i, actor] of trace.actors.entries()) {
    if (typeof actor?.machine !== 'string') throw new Error(`actor ${i}: no machine id`);
    if (!Array.isArray(actor.events)) throw new Error(`actor ${i}: no events`);
    if (typeof actor.finalState !== 'string') throw new Error(`actor ${i}: no final state`);
    for (const [j, step] of actor.events.entries()) {
      if (typeof step?.event?.type !== 'string' || typeof step.state !== 'string')
        throw new Error(`actor ${i} event ${j}: needs event.type and state`);
    }
  }
  return trace as QaTrace;
}
