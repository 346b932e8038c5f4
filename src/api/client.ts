import { type $Fetch, ofetch } from 'ofetch';
import { ApiError, dispatchOutcome, type ErrorEffects, type Outcome } from './dispatcher';

/** A call that was not sent: the member changed in another tab. */
export const SESSION_CHANGED = 'acct_sessionChanged';

import type {
  EndpointSpec,
  EndpointTable,
  RepliesLoader,
  ReplyModule,
  ReplyOf,
  RequestOf,
} from '../../contract/endpoint';
import type { kernelEndpoints } from '../../contract/endpoints';
import type { LoginSite } from '../../contract/types';

/**
 * The typed API client (contract §4). Every call is `POST {base}{path}` with a JSON body and the headers
 * `X-Device`, `X-Version`, `Authorization: Bearer` (when logged in) and, for the app's own relative API
 * only, `X-XSRF-TOKEN`; the calls that move money add `Idempotency-Key` (contract §8). Every outcome goes through the one dispatcher.
 */

export interface ClientContext {
  /** `config.apiBase`, or the mirror picked by the failover cookie. */
  base(): string;
  clientVersion: string;
  loginSite(): LoginSite;
  session(): { sessionId: string; token: string } | null;
  /**
   * Whether the session cookies changed under this tab (another tab logged in, out, or as someone else):
   * such a call is not sent, so none leaves with another member's token.
   */
  stale?(): boolean;
  xsrfToken(): string | undefined;
  /**
   * Settles once the anti-forgery cookie has been asked for at start: every call waits for it, so none
   * leaves with no (or the old) token while the new cookie is on its way (com_xsrf_invalid).
   */
  ready?: Promise<unknown>;
  /**
   * Gives the main thread back before a call is prepared (its cookies read, its request built, sent): a
   * call a tap starts is not prepared in the tap's own task, which would delay the tap's next paint.
   */
  pause?(): Promise<void>;
  effects: ErrorEffects;
  /** Lets tests and the demo run without a browser's origin. */
  fetchBase?: string;
}

/**
 * How one call is sent: `idempotencyKey` names the member's intent, the same again when it is re-sent;
 * `reauthToken` is the password check's token, sent as `X-Reauth-Token` by the calls that follow the check
 * (endpoints marked `reauth`; contract §9), never by another.
 */
export interface CallOptions {
  idempotencyKey?: string;
  reauthToken?: string | null;
}

/** The typed callers of a table of calls: `calls.transfer(body, options)` resolves with the checked reply. */
export type Calls<T extends EndpointTable> = {
  [K in keyof T & string]: (body: RequestOf<T[K]>, options?: CallOptions) => Promise<ReplyOf<T[K], K>>;
};

/**
 * The app's callers, one per call of the whole table the composition root joins (`src/app/endpoints.ts`),
 * by the call's name. The kernel's type names only its own calls; a feature sees its own through `callsOf`.
 */
export type Api = Calls<typeof kernelEndpoints>;

/**
 * A feature's typed callers: `const api = callsOf(runtime, moneyEndpoints)`, then `api.transfer(body,
 * options)`. The runtime's client made a caller for every call of the app (its table joins every feature's),
 * so these are the same callers, typed by the feature's own table.
 */
export const callsOf = <T extends EndpointTable>(runtime: { api: Api }, _table: T): Calls<T> =>
  runtime.api as unknown as Calls<T>;

/** True when the request goes to the page's own origin, the only place the anti-forgery token may go. */
export function isOwnApi(base: string): boolean {
  if (base === '') return true;
  if (!base.startsWith('/')) return false;
  // Resolved, not prefix-matched: `//host` and `/\host` are other sites to a browser.
  try {
    return new URL(`${base}/api/`, 'https://page.invalid').origin === 'https://page.invalid';
  } catch {
    return false;
  }
}

const isEnvelope = (value: unknown): value is { errorCode: number; data: unknown } =>
  !!value && typeof value === 'object' && typeof (value as { errorCode?: unknown }).errorCode === 'number';

export function headersFor(context: ClientContext): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Device': context.loginSite(),
    'X-Version': context.clientVersion,
  };
  const session = context.session();
  if (session) headers.Authorization = `Bearer ${session.token}`;
  const xsrf = context.xsrfToken();
  if (xsrf && isOwnApi(context.base())) headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}

/**
 * A new `Idempotency-Key` (contract §8): a random UUID. `crypto.randomUUID` is missing from WebViews of
 * iOS before 15.4 and Android System WebView before 92; the same 122 random bits come from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How long a call may take before it counts as unanswered (the failover then decides). */
export const CALL_TIMEOUT_MS = 20_000;

/** A reply's body as JSON, or undefined when it is not JSON (a proxy's HTML error page, an empty body). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What a reply's body says: the API's envelope, or no answer of the API at all (a proxy's page, nothing). */
const outcomeOf = (reply: unknown): Outcome =>
  isEnvelope(reply)
    ? { kind: 'envelope', errorCode: reply.errorCode, data: reply.data }
    : { kind: 'network', detail: 'no envelope' };

/**
 * The one ofetch instance of a client: every API call is a POST of JSON to the failover's current
 * host, with the contract's headers set as it leaves (`onRequest`). No call is resent by the client
 * (`retry: 0`): a money call is sent again only by the member ("Send again", with the same idempotency
 * key), and a read that got no answer is the host failover's to decide. An HTTP error status is no failure
 * of its own (`ignoreResponseError`): the body decides, an envelope being the server's answer whatever the
 * status and anything else no answer of the API.
 */
export function createApiFetch(context: ClientContext): $Fetch {
  return ofetch.create({
    method: 'POST',
    credentials: 'same-origin',
    timeout: CALL_TIMEOUT_MS,
    retry: 0,
    ignoreResponseError: true,
    parseResponse: parseJson,
    onRequest({ options }) {
      options.baseURL = `${context.fetchBase ?? ''}${context.base()}`;
      for (const [name, value] of Object.entries(headersFor(context))) options.headers.set(name, value);
    },
  });
}

/**
 * `GET {apiBase}/api/antiforgery` (contract §4), once at start: whether the server answered it (its cookie
 * then holds the token). Through ofetch like every API call; not resent, the first POST waits for it.
 */
export async function requestAntiforgery(apiBase: string): Promise<boolean> {
  try {
    const response = await ofetch.raw(`${apiBase}/api/antiforgery`, {
      method: 'GET',
      credentials: 'same-origin',
      timeout: CALL_TIMEOUT_MS,
      retry: 0,
      ignoreResponseError: true,
      responseType: 'text',
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Sends one call and reduces whatever happens to an Outcome: an envelope, or a network failure. The call
 * waits for the start-up's anti-forgery cookie (`ready`), then for its own task (`pause`).
 */
export async function send(
  context: ClientContext,
  path: string,
  /** The body, or what makes it when the call leaves (a body that reads the session cookie). */
  body: unknown,
  extraHeaders: Record<string, string> = {},
  apiFetch: $Fetch = createApiFetch(context),
): Promise<Outcome> {
  await context.ready?.catch(() => undefined);
  await context.pause?.();
  if (context.stale?.()) throw new ApiError(null, SESSION_CHANGED);
  try {
    const response = await apiFetch.raw(path, {
      body: (typeof body === 'function' ? body() : body) as Record<string, unknown>,
      headers: extraHeaders,
    });
    return outcomeOf(response._data);
  } catch (error) {
    // ofetch wraps what fetch threw (a dead network, the timeout): the member's detail names the cause.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return {
      kind: 'network',
      detail: cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause),
    };
  }
}

/**
 * The reply schemas load by part with the part's first call, alongside its request, never with the first
 * screen: Valibot and forty schemas would cost the home page's budget, and a visitor's home needs none of
 * the wallet's. Each endpoint names its part's module (`replies`); null when the chunk failed (a later call
 * loads it again).
 */
const checksLoading = new Map<RepliesLoader, Promise<ReplyModule | null>>();
function replyChecks(load: RepliesLoader): Promise<ReplyModule | null> {
  let loading = checksLoading.get(load);
  if (!loading) {
    loading = load().then(
      (module) => module.default,
      () => {
        checksLoading.delete(load);
        return null;
      },
    );
    checksLoading.set(load, loading);
  }
  return loading;
}

/** The callers of every call of `table` (the app's whole table, from the composition root). */
export function createApi<T extends EndpointTable>(context: ClientContext, table: T): Calls<T> {
  const apiFetch = createApiFetch(context);
  const api = {} as Record<
    string,
    (body: Record<string, unknown> | undefined, options?: CallOptions) => Promise<unknown>
  >;
  for (const name of Object.keys(table)) {
    const spec = table[name] as EndpointSpec;
    api[name] = async (body: Record<string, unknown> | undefined, options: CallOptions = {}) => {
      // Read when the call is sent, in its own task: not in the one that asked for it.
      const payload = spec.sid ? () => ({ ...body, sid: context.session()?.sessionId ?? '' }) : (body ?? {});
      // An intent sent once (a claim, a spin) is its own intent: a new key.
      const key: Record<string, string> = spec.idempotent
        ? { 'Idempotency-Key': options.idempotencyKey || newIdempotencyKey() }
        : {};
      if (spec.reauth && options.reauthToken) key['X-Reauth-Token'] = options.reauthToken;
      const sentAt = performance.now();
      const [outcome, checks] = await Promise.all([
        send(context, spec.path, payload, key, apiFetch),
        replyChecks(spec.replies),
      ]);
      // Without its checks a reply cannot be trusted: as if no answer had come (a later call loads them again).
      const usable: Outcome = checks ? outcome : { kind: 'network', detail: 'reply checks could not load' };
      const answer = dispatchOutcome(usable, context.effects, {
        silent: spec.silent,
        money: spec.money,
        decode: checks ? (data) => checks.decode(name, spec.path, data) : undefined,
        call: spec.path,
        version: context.clientVersion,
        sentAt,
      });
      return answer;
    };
  }
  return api as unknown as Calls<T>;
}
