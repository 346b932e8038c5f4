import Cookies from 'js-cookie';
import { CAMPAIGN_VALUE } from '../../domain/validators';
import { afterIdle } from './idle';

/**
 * Every cookie the app reads or writes (contract §2), with its lifetime. Values read from cookies are
 * untrusted: each reader checks its value before use.
 */

export const COOKIE = {
  sessionId: 'sessionId',
  token: 'token',
  area: 'area',
  language: 'language',
  referralId: 'referralId',
  trackingTag: 'trackingTag',
  downloadBannerClosed: 'downloadBannerClosed',
  hostIndex: 'hostIndex',
  xsrf: 'XSRF-TOKEN',
} as const;

/** Lifetimes in days; `undefined` is a session cookie. */
export const COOKIE_DAYS = {
  area: 365,
  language: 365,
  referralId: 7,
  trackingTag: 30,
  downloadBannerClosed: 7,
} as const;

/**
 * The contract's attributes of every cookie the app writes (§2): `path=/`, `SameSite=Lax`, `Secure` when
 * the page is on https. js-cookie encodes a value as a cookie may hold it, so a server's base64 token
 * reads back unchanged, and reads percent-encoded or quoted values back as written.
 */
const jar = () =>
  Cookies.withAttributes({
    path: '/',
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });

/**
 * The page's cookies as this run of script found them. Reading `document.cookie` asks the browser's network
 * process each time, a fraction of a millisecond on a slow phone, and every call read it four times
 * (session, token, anti-forgery token, the other tabs' check): one read serves a run of script, until its
 * microtasks, or a write, or the next task. Nothing else changes the cookies in between: a response's
 * cookies come with a task of their own.
 */
let cookiesNow: Readonly<Record<string, string | undefined>> | null = null;
function cookiesOfThisRun(): Readonly<Record<string, string | undefined>> {
  if (cookiesNow === null) {
    cookiesNow = Cookies.get() ?? {};
    queueMicrotask(() => {
      cookiesNow = null;
    });
  }
  return cookiesNow;
}

/** Writes a cookie for `days` (a session cookie without), with the contract's attributes. */
export function writeCookie(name: string, value: string, days?: number): void {
  cookiesNow = null;
  jar().set(name, value, days ? { expires: days } : {});
}

/** The remembered choices whose lifetime this page has renewed (or written afresh). */
const renewed = new Set<string>();

/**
 * A choice kept for `days` from the last visit (the area, the language): written at once when it changes;
 * an unchanged one has its lifetime renewed once per page, when the page is idle. Each write is a
 * synchronous call to the browser's cookie store (5 ms at a time on a slow phone), and the arrival on a
 * screen is the task that shows it.
 */
export function rememberCookie(name: string, value: string, days: number): void {
  if (readCookie(name) !== value) {
    writeCookie(name, value, days);
    renewed.add(name);
    return;
  }
  if (renewed.has(name)) return;
  renewed.add(name);
  afterIdle(() => {
    // Changed meanwhile: that write was fresh.
    if (readCookie(name) === value) writeCookie(name, value, days);
  });
}

/** A cookie's value as written; undefined when absent (and always where no document exists: a worker, node). */
export const readCookie = (name: string): string | undefined => cookiesOfThisRun()[name];

/**
 * Settles once the cookie `name` reads differently from `before` in this document, or after `timeoutMs`.
 *
 * WebKit (Safari, the iOS app's WKWebView, WebKitGTK) may resolve a `fetch` before `document.cookie` shows
 * the cookie its response set: the page's copy of the cookie jar is updated by a separate message from the
 * network process. Chromium updates it first. A call made in between reads no (or the old) anti-forgery
 * token for its header while the new cookie travels with it, and the server refuses the mismatch
 * (com_xsrf_invalid). A server that sets the same value again costs the timeout once, at start.
 */
export function cookieChanged(name: string, before: string | undefined, timeoutMs = 500): Promise<void> {
  return new Promise((resolve) => {
    const began = Date.now();
    const check = () => {
      const now = readCookie(name);
      if ((now !== undefined && now !== before) || Date.now() - began >= timeoutMs) resolve();
      else setTimeout(check, 10);
    };
    check();
  });
}

export function deleteCookie(name: string): void {
  cookiesNow = null;
  jar().remove(name);
}

/** A session or bearer value as the server issues them: URL-safe token characters only. */
export const SESSION_VALUE = /^[A-Za-z0-9._~+/=-]{1,512}$/;

/** Logged in if and only if both the session cookie and the token cookie exist (spec §4). */
export function hasSessionCookies(): boolean {
  return readSession() !== null;
}

/** The session cookies, when both are there and well-formed. */
export function readSession(): { sessionId: string; token: string } | null {
  const sessionId = readCookie(COOKIE.sessionId);
  const token = readCookie(COOKIE.token);
  return sessionId && token && SESSION_VALUE.test(sessionId) && SESSION_VALUE.test(token)
    ? { sessionId, token }
    : null;
}

export function writeSession(sessionId: string, token: string): void {
  writeCookie(COOKIE.sessionId, sessionId);
  writeCookie(COOKIE.token, token);
}

export function clearSession(): void {
  deleteCookie(COOKIE.sessionId);
  deleteCookie(COOKIE.token);
}

/** Stores `ref` and `tag` as the root route validated them; each is checked again before it is written. */
export function rememberCampaignValues({ ref, tag }: { ref?: string | null; tag?: string | null }): void {
  if (ref && CAMPAIGN_VALUE.test(ref)) writeCookie(COOKIE.referralId, ref, COOKIE_DAYS.referralId);
  if (tag && CAMPAIGN_VALUE.test(tag)) writeCookie(COOKIE.trackingTag, tag, COOKIE_DAYS.trackingTag);
}

export function readHostIndex(): number {
  const raw = readCookie(COOKIE.hostIndex);
  return raw && /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
}
