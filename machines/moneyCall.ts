/**
 * How a failed money call reads to the machines: the API client throws an error with the message `key`
 * and the server's `code`, which is null when no answer came (network failure, timeout): then nobody
 * knows whether the money moved, and the balances must be read again before anything else.
 */
export interface CallFailure {
  code: number | null;
  key: string;
  /** The values the server put into its message (`{0}`, `{1}` …), e.g. the limits of an amount. */
  params: string[];
}

export const failureOf = (error: unknown): CallFailure => {
  if (!error || typeof error !== 'object' || !('key' in error))
    return { code: null, key: 'acct_NetworkFail', params: [] };
  const { code, key, format } = error as { code?: number | null; key: unknown; format?: unknown };
  return {
    code: code ?? null,
    key: String(key),
    params: Array.isArray(format) ? format.map(String) : [],
  };
};

/** Guard helper: the event's error left the outcome unknown. */
export const outcomeUnknown = ({ event }: { event: unknown }) =>
  failureOf((event as { error?: unknown }).error).code === null;

/** Guard helper: the server refused because the balance is too low. */
export const insufficient = ({ event }: { event: unknown }) =>
  failureOf((event as { error?: unknown }).error).key === 'wallet_amount_inSufficient';
