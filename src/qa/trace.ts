import type { InspectionEvent } from 'xstate';
import { stateName } from '../../domain/stateName';
import { MAX_TRACE_EVENTS } from './qaSwitch';

/**
 * A QA session as a test: the trace file the inspector exports, and the one thing that
 * builds it from what the app's actors report (`inspect`). `npm run replay <trace>` replays a trace
 * against the machines (and with `--ui` in Chromium, through the UI model suite's tables) and says whether
 * each actor ended in the same state, or where it diverged.
 *
 * The format is the contract between the QA inspector (which records and exports) and the replay (which
 * reads): JSON, `version: 1`. Nothing secret or personal is recorded: secrets (passwords,
 * tokens, the handover key) become one fixed mask, whatever their length; personal values (login ids,
 * provider account ids, IP addresses, bank account and card numbers, emails, phones, names, addresses) keep
 * only their shape (letters `x`, digits `0`, so every rule of length and format replays the same), by the
 * field's name and, in any text, by the value's own pattern (an email, an IP address, a number of eight
 * digits or more); every URL keeps its path and, of its query, only `qa`. A session keeps its last
 * MAX_TRACE_EVENTS events.
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

/** Field names whose values are secrets: never recorded, not even in shape. */
export const SECRET_FIELD =
  /pass(word)?|pwd|token|sessionid|sid$|secret|otp|fingerprint|loginkey|handoverkey|reauth|cardno|cvv/i;
/** Field names whose values are personal: recorded in shape only. */
export const PERSONAL_FIELD =
  /email|phone|mobile|accno|accountno|fullname|address|birth|loginid|userid|username|acctid|accountid|^ip$|loginip|clientip/i;

/** What a secret becomes, whatever its length (a length would tell something of it). */
export const SECRET_MASK = '********';

/** A value's shape: letters `x`, digits `0`, the rest as it is (`a.b@c.vn` → `x.x@x.xx`). */
export const shapeOf = (text: string) => text.replace(/\p{L}/gu, 'x').replace(/\p{N}/gu, '0');

/**
 * Personal values recognised by their own pattern in any text: emails, IPv4 and IPv6 addresses, and numbers
 * of eight digits or more.
 */
const PERSONAL_VALUE =
  /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}\b|\b(?:[0-9a-f]{1,4}:)+:(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*)?|::(?:[0-9a-f]{1,4}:)*[0-9a-f]{1,4}\b|\+?\d(?: ?\d){7,}/gi;

/** A URL in a text: an absolute http(s) one, or a path with a query or a fragment. */
const URL_IN_TEXT = /https?:\/\/[^\s"'<>]+|(?<![\w/])\/[^\s"'<>?#]*[?#][^\s"'<>]*/gi;

/**
 * A URL as a trace keeps it (the start page's, a navigation's, one in any text): its origin (without user
 * or password) and path, and of its query only `qa` (a handover key, a redirect, a campaign's values are no
 * business of a trace); no fragment.
 */
export function keptUrl(text: string): string {
  const absolute = /^https?:\/\//i.test(text);
  let url: URL;
  try {
    url = new URL(text, 'http://trace.invalid');
  } catch {
    return text.replace(/[?#].*$/, '');
  }
  const qa = url.searchParams.get('qa');
  const query = qa === null ? '' : `?${new URLSearchParams({ qa })}`;
  return `${absolute ? url.origin : ''}${url.pathname}${query}`;
}

/** A text with its URLs kept as `keptUrl` says, and the personal values in it reduced to their shape. */
export const maskPersonalValues = (text: string) =>
  text.replace(URL_IN_TEXT, keptUrl).replace(PERSONAL_VALUE, shapeOf);

/** A field's text as it may be recorded: a secret as the fixed mask, a personal value in shape. */
export function maskField(name: string, text: string): string {
  if (SECRET_FIELD.test(name)) return text === '' ? '' : SECRET_MASK;
  return PERSONAL_FIELD.test(name) ? shapeOf(maskPersonalValues(text)) : maskPersonalValues(text);
}

/** A copy with secrets and personal values masked (personal values in shape, so a rule replays the same). */
export function maskSecrets(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return maskField(key, value);
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, key));
  if (value && typeof value === 'object') {
    // An error keeps its fields (code, key, format: what the machines read) and its message.
    const fields = Object.entries(value).map(([k, v]) => [k, maskSecrets(v, k)]);
    return Object.fromEntries(value instanceof Error ? [['message', value.message], ...fields] : fields);
  }
  return value;
}

/**
 * The field an event's texts belong to: a password's own event (`PASSWORD_CHANGED`) or the field it names
 * (`FIELD_CHANGED` with `field: 'bankAccNo'`); '' for none.
 */
export function fieldOfEvent(event: Record<string, unknown>): string {
  if (/pass|pwd|otp/i.test(event.type as string)) return 'password';
  if (/login_?id/i.test(event.type as string)) return 'loginId';
  const named = [event.field, event.name].find((n): n is string => typeof n === 'string');
  return named ?? '';
}

/** An event masked: the texts of an event about a secret or personal field are that field's. */
export function maskEvent(event: { type: string }): TraceEvent['event'] {
  const masked = maskSecrets(event) as TraceEvent['event'];
  const field = fieldOfEvent(event as Record<string, unknown>);
  if (!SECRET_FIELD.test(field) && !PERSONAL_FIELD.test(field)) return masked;
  return Object.fromEntries(
    Object.entries(masked).map(([k, v]) => [
      k,
      k !== 'type' && k !== 'field' && k !== 'name' && typeof v === 'string' ? maskField(field, v) : v,
    ]),
  ) as TraceEvent['event'];
}

/** A state value as `data-state` shows it (`domain/stateName.ts`, as the views' marks read it). */
export const traceStateName = stateName;

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
  /** The actor of each kept event, oldest first: the oldest event goes when there are too many. */
  const kept: TraceActor[] = [];
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
        kept.push(entry);
        if (kept.length > MAX_TRACE_EVENTS) kept.shift()?.events.shift();
      }
      if (snapshot.status !== 'stopped') entry.finalState = state;
    },
    trace(): QaTrace {
      return {
        version: 1,
        recordedAt: new Date(started).toISOString(),
        ...(options.startPath ? { startPath: keptUrl(options.startPath) } : {}),
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
