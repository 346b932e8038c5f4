/**
 * How anything a call can throw reads to the flows: the one adapter from an `ApiError` (or any other
 * thrown value) to a message key. The API client throws an `ApiError` with the server's `code` (null
 * when no answer came), the message `key` and its `format` values, after the dispatcher has shown the
 * key in the global dialog; a failure the client found itself may carry `shown: false`. It is read by
 * shape, so this stays a pure rule that any machine can use without importing the client.
 */
export interface Failure {
  /** The server's errorCode; null when no answer came (network, timeout): the outcome is unknown. */
  code: number | null;
  /** The message key: a textual `key`; null when the error carries none (a plain `Error`, a string). */
  key: string | null;
  /** Whatever the error's `key` holds, as text (a server may send a number); null without one. */
  said: string | null;
  /** The values the server put into its message (`{0}`, `{1}` …), e.g. the limits of an amount. */
  params: string[];
  /** Whether the global dialog has shown the key already (an `ApiError` has; unless it says otherwise). */
  shown: boolean;
}

/** The one reading of anything a call threw. */
export function readFailure(error: unknown): Failure {
  if (!error || typeof error !== 'object')
    return { code: null, key: null, said: null, params: [], shown: false };
  const { code, key, format, shown } = error as {
    code?: unknown;
    key?: unknown;
    format?: unknown;
    shown?: unknown;
  };
  const text = typeof key === 'string' ? key : null;
  return {
    code: typeof code === 'number' ? code : null,
    key: text,
    said: 'key' in error ? String(key) : null,
    params: Array.isArray(format) ? format.map(String) : [],
    shown: text !== null && ('shown' in error ? shown === true : true),
  };
}
