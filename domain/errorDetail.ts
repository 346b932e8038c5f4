/**
 * What a member can copy to support about a failed call: the call, its errorCode (none
 * when no answer came), when, and the app version. Built from these four only, so no token, password or
 * request body can ever reach the clipboard.
 */
export interface ErrorDetail {
  /** The API path, without query or fragment. */
  call: string;
  /** The server's errorCode; null when the call got no answer. */
  errorCode: number | null;
  /** ISO 8601, UTC. */
  time: string;
  version: string;
  /** A reply that did not fit its schema: where and how, for support staff (never the reply itself). */
  mismatch?: string;
  /** A message key the app has no text for (contract §10): shown here only, the member reads the fallback. */
  key?: string;
}

/** The message of a failure without a key, and of a server's key the app has no text for (spec §8). */
export const FALLBACK_MESSAGE = 'page_Maintenance1';

/**
 * Refusals of what the member typed (a wrong password): the member mends them in the form, and support has
 * nothing to find, so they come without a detail.
 */
export const MEMBER_MISTAKES: ReadonlySet<string> = new Set(['acct_loginFail', 'acct_password_wrong']);

export function errorDetailOf(
  call: string,
  errorCode: number | null,
  at: Date,
  version: string,
): ErrorDetail {
  return { call: call.split(/[?#]/)[0] ?? '', errorCode, time: at.toISOString(), version };
}

/** `2026-11-23T13:08:21.123Z` → `2026-11-23 13:08:21 UTC`: readable, and the same for the member and support. */
export const detailTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

export interface ErrorDetailLabels {
  call: string;
  code: string;
  time: string;
  version: string;
  /** Stands for the errorCode of a call that got no answer. */
  noAnswer: string;
  /** Labels the first mismatch of a reply that did not fit its schema. */
  mismatch: string;
  /** Labels a message key the app has no text for. */
  key: string;
}

/**
 * The detail as label–value rows, in the order shown and copied. A dialog with no failed call under it
 * (an unknown key in a message a flow shows) has only its key.
 */
export function errorDetailRows(detail: Partial<ErrorDetail>, labels: ErrorDetailLabels): [string, string][] {
  const rows: [string, string][] =
    detail.time === undefined
      ? []
      : [
          [labels.call, detail.call ?? ''],
          [labels.code, detail.errorCode == null ? labels.noAnswer : String(detail.errorCode)],
          [labels.time, detailTime(detail.time)],
          [labels.version, detail.version ?? ''],
        ];
  if (detail.mismatch) rows.push([labels.mismatch, detail.mismatch]);
  if (detail.key) rows.push([labels.key, detail.key]);
  return rows;
}

/** The copied text: one `label: value` line per row, as the dialog shows them. */
export const errorDetailText = (rows: [string, string][]) =>
  rows.map(([label, value]) => `${label}: ${value}`).join('\n');
