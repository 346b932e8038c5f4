import { readSession } from './cookies';

/**
 * The session seen by every tab at once. The cookies are the truth (contract §2) and
 * every tab of the site shares them, so a login, logout or member change in one tab would otherwise go
 * unnoticed by the others until their next call, which would leave with the new member's token under the
 * old member's page. A tab that writes or clears the session cookies says so to the others (a
 * `BroadcastChannel`, else the `storage` event of a local-storage key); a tab told so, or that finds the
 * cookies changed before a call, reads them again and hands its session machine what it saw.
 *
 * The message carries no secret: only "look again". This tab's own writes are adopted at once.
 */

const CHANNEL = 'session';
const STORAGE_KEY = 'sessionChanged';

/** The session id this tab's pages were built for: null for a visitor (read when first asked, not at import). */
let adopted: string | null | undefined;
const adoptedSession = () => {
  if (adopted === undefined) adopted = currentSessionId();
  return adopted;
};
let channel: BroadcastChannel | null = null;

function currentSessionId(): string | null {
  return readSession()?.sessionId ?? null;
}

/** Whether the cookies still hold the session this tab adopted: a call may leave with them. */
export function sessionIsCurrent(): boolean {
  return currentSessionId() === adoptedSession();
}

/** This tab wrote or cleared the session cookies: it adopts them, and the other tabs are told. */
export function announceSessionChange(): void {
  adopted = currentSessionId();
  const message = { at: Date.now(), nonce: Math.random() };
  if (channel) {
    channel.postMessage(message);
    return;
  }
  try {
    // The `storage` event fires in the other tabs only, and only on a change: the value is always new.
    localStorage.setItem(STORAGE_KEY, JSON.stringify(message));
  } catch {
    // No storage (private mode): the other tabs find the change before their next call.
  }
}

/**
 * Calls `changed` with the session the cookies now hold (its id, null when logged out) whenever it
 * differs from the one adopted: told by another tab, or asked through `check` (before a call). Returns
 * `check`; the listener stays for the page's life.
 */
export function watchSession(changed: (sessionId: string | null) => void): () => void {
  adoptedSession();
  const check = () => {
    const now = currentSessionId();
    if (now === adoptedSession()) return;
    adopted = now;
    changed(now);
  };
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = check;
  }
  // Both: a tab of an older build, or a browser without the channel, still writes the key.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY) check();
  });
  return check;
}
