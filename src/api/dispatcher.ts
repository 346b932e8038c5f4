import type { ErrorData } from '../../contract/types';
import { type ErrorDetail, errorDetailOf, FALLBACK_MESSAGE, MEMBER_MISTAKES } from '../../domain/errorDetail';
import { formatAmount } from '../../domain/money';
import { rouletteMinimumText } from '../../domain/roulette';

/**
 * The one place that turns a call's outcome into behaviour (spec §8). Every call goes through
 * `dispatchOutcome`; screens and machines only ever see the data of a success or an `ApiError` carrying
 * the message key, so they can react to a key (clear an amount) without knowing any code.
 */

export interface AlertRequest {
  message: string;
  params?: (string | number)[];
  extraInfo?: string;
  errorDetail?: ErrorDetail;
}

/** The effects the dispatcher may cause; the app wires them to its machines, tests to spies. */
export interface ErrorEffects {
  /** Shows the global dialog; resolves when the member closes it. */
  alert(request: AlertRequest): Promise<unknown>;
  /** errorCode -1, and the end of the failover road. */
  goToMaintenance(): void;
  /**
   * A network failure: the host-failover machine decides (next mirror, or maintenance + alert); the
   * detail goes with the alert, should there be one.
   */
  networkFailed(detail: ErrorDetail): void;
  /**
   * Any answer came (an envelope, whatever its code) to a call sent at `sentAt` (`performance.now()`): the
   * server is reachable, so the host-failover machine leaves maintenance's `unreachable` (when the call left
   * after the failure) and the next network failure is decided afresh.
   */
  serverReached(sentAt?: number): void;
  /** errorCode 1 and 5: the session is over; clear it and leave. */
  endSession(): void;
  /** errorCode 4: clear the session and go to /restrict. */
  restrict(): void;
  /** com_service_unavaible: reload the page. */
  reload(): void;
  /** errorCode 10: open the app download URL. */
  openDownload(): void;
  /** The account currency, for the roulette minimum deposit. */
  currency(): string;
  /** The page language (`en-US`), for amounts in messages. */
  locale(): string;
  /** The visitor's IP detected at start (`/api/getip`, else the external lookup), '' before it is known. */
  visitorIp?(): string;
}

export type Outcome =
  | { kind: 'envelope'; errorCode: number; data: unknown }
  | { kind: 'network'; detail: string };

export { FALLBACK_MESSAGE };
export const NETWORK_FAIL_MESSAGE = 'acct_NetworkFail';
/** A success whose data does not have the shape its endpoint's schema says. */
export const BAD_REPLY_MESSAGE = 'com_badReply';

export class ApiError extends Error {
  constructor(
    /** The server's errorCode, or null for a network failure. */
    readonly code: number | null,
    /** The message key the member saw (or would have seen). */
    readonly key: string,
    readonly format: string[] = [],
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

const errorData = (data: unknown): ErrorData => (data && typeof data === 'object' ? (data as ErrorData) : {});

/** The message key and parameters of an error envelope: the format variant when present. */
export function messageOf(data: unknown): { key: string; params: string[] } {
  const { resorceCode, resorceCodeFormat } = errorData(data);
  if (
    resorceCodeFormat &&
    typeof resorceCodeFormat.key === 'string' &&
    resorceCodeFormat.key &&
    Array.isArray(resorceCodeFormat.format)
  ) {
    // An object with no usable toString must not turn a refusal into a crash.
    const text = (f: unknown) => (typeof f === 'object' && f !== null ? '' : String(f));
    return { key: resorceCodeFormat.key, params: resorceCodeFormat.format.map(text) };
  }
  const first = Array.isArray(resorceCode) ? resorceCode.find((k) => typeof k === 'string' && k) : undefined;
  return { key: first ?? '', params: [] };
}

export interface DispatchOptions {
  /** Business errors are not shown (a failed spin resets the wheel silently). */
  silent?: boolean;
  /**
   * A money call: a network failure leaves its outcome unknown, so the failover waits. The machine reads
   * the balances again at once; when that read gets no answer either, the failover (or maintenance)
   * follows from it. Sending the member to maintenance first would hide whether their money moved.
   */
  money?: boolean;
  /**
   * Checks a success's data (its part's reply schemas): the value the caller gets, or the first mismatch as a line for
   * support staff. Without it the data passes unchecked (tests that answer by hand).
   */
  decode?: (data: unknown) => { ok: true; value: unknown } | { ok: false; detail: string };
  /** When the call left (`performance.now()`): an answer to a call older than a failure proves nothing new. */
  sentAt?: number;
  /** The path called and the app version, for the error detail a member can copy to support. */
  call?: string;
  version?: string;
}

/** Returns the data of a success; otherwise causes the catalogued effect and throws an ApiError. */
export function dispatchOutcome<T>(
  outcome: Outcome,
  effects: ErrorEffects,
  options: DispatchOptions = {},
): T {
  // Every failure a member may report to support carries what support needs to find it.
  const detail = (errorCode: number | null) =>
    errorDetailOf(options.call ?? '', errorCode, new Date(), options.version ?? '');
  if (outcome.kind === 'network') {
    if (!options.money) effects.networkFailed(detail(null));
    throw new ApiError(null, NETWORK_FAIL_MESSAGE, [outcome.detail]);
  }
  effects.serverReached(options.sentAt);
  const { errorCode, data } = outcome;
  if (errorCode === 0) return decoded<T>(data, effects, options, detail(0));

  const { key, params } = messageOf(data);
  const shown = key || FALLBACK_MESSAGE;
  const errorDetail = MEMBER_MISTAKES.has(key) ? undefined : detail(errorCode);
  const show = (request: AlertRequest) =>
    options.silent ? Promise.resolve() : effects.alert({ ...request, errorDetail });

  switch (errorCode) {
    case -1:
      effects.goToMaintenance();
      // Said over the maintenance page too, so the member has the detail to report.
      void show({ message: shown, params });
      break;
    case 1:
      effects.endSession();
      break;
    case 2:
      void show({ message: shown, params });
      break;
    case 3:
      errorCode3(key, params, effects, (request) => effects.alert({ ...request, errorDetail }), show);
      break;
    case 4:
      effects.restrict();
      break;
    case 5: {
      const blocked = key === 'acct_ip_blocked';
      const shownParams = blocked ? withIp(params, effects) : params;
      void effects
        .alert({
          message: blocked ? key : FALLBACK_MESSAGE,
          params: shownParams,
          extraInfo: shownParams[0],
          errorDetail,
        })
        .then(() => effects.endSession());
      break;
    }
    case 10:
      void effects.alert({ message: shown, params }).then(() => effects.openDownload());
      break;
    default:
      void show({ message: shown, params });
  }
  throw new ApiError(errorCode, shown, params);
}

/**
 * A success checked against its schema. A reply that does not match is one failure: the dialog says so,
 * with the endpoint and the first mismatch in its detail. After a money call the server said the money
 * moved but not how it stands: like a call with no answer (code null), the flow reads the balances again
 * and says what it finds, no dialog first.
 */
function decoded<T>(data: unknown, effects: ErrorEffects, options: DispatchOptions, detail: ErrorDetail): T {
  if (!options.decode) return data as T;
  const result = options.decode(data);
  if (result.ok) return result.value as T;
  if (!options.money && !options.silent) {
    void effects.alert({ message: BAD_REPLY_MESSAGE, errorDetail: { ...detail, mismatch: result.detail } });
  }
  throw new ApiError(options.money ? null : 0, BAD_REPLY_MESSAGE, [result.detail]);
}

/** The blocked IP as the server gives it, else the visitor's own as detected at start (spec §2 screen 6). */
const withIp = (params: string[], effects: ErrorEffects) =>
  params[0] ? params : [effects.visitorIp?.() ?? '', ...params.slice(1)];

/** errorCode 3: alerts whose extra line or follow-up depends on the key (spec §8). */
function errorCode3(
  key: string,
  params: string[],
  effects: ErrorEffects,
  /** Shown even for a silent call: these keys have a follow-up the member must see. */
  alert: (request: AlertRequest) => Promise<unknown>,
  show: (request: AlertRequest) => Promise<unknown>,
): void {
  switch (key) {
    // The promotion already in use is named under the message.
    case 'transfer_mainPromote_notSupportProvider':
    case 'transfer_providerPromote_alreadyExist':
      void show({ message: key, params, extraInfo: params[0] });
      return;
    // The time from which the member may try again.
    case 'wallet_mutiClick_notAllowed':
      void show({ message: key, params, extraInfo: params[0] });
      return;
    // The minimum as the lucky-draw terms give it: in the account's unit, and in full where that differs.
    case 'reward_roulette_noDeposit': {
      const locale = effects.locale();
      const amount = rouletteMinimumText(effects.currency(), (tenths) => formatAmount(tenths, locale));
      void alert({ message: key, params: [amount] });
      return;
    }
    case 'acct_ip_blocked': {
      const shown = withIp(params, effects);
      void alert({ message: key, params: shown, extraInfo: shown[0] }).then(() => effects.endSession());
      return;
    }
    case 'com_service_unavaible':
      void alert({ message: key, params }).then(() => effects.reload());
      return;
    default:
      void show({ message: key || FALLBACK_MESSAGE, params });
  }
}
