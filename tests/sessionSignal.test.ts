// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://play.example.com/m/en-vn/home" }
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Two tabs: the cookies are shared, so a tab that writes or clears them tells the others,
 * over a BroadcastChannel or, without one, the `storage` event; a tab told so, or that finds them changed
 * before a call, hands what it saw to its session.
 */

const SESSION = { sessionId: 'S1', token: 'T1' };

async function fresh() {
  vi.resetModules();
  const cookies = await import('../src/platform/cookies');
  const signal = await import('../src/platform/sessionSignal');
  return { ...cookies, ...signal };
}

afterEach(async () => {
  (await import('../src/platform/cookies')).clearSession();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the session seen by every tab', () => {
  it('adopts the cookies it starts with; a change it did not make is stale until seen', async () => {
    const s = await fresh();
    const changed = vi.fn();
    const check = s.watchSession(changed);
    expect(s.sessionIsCurrent()).toBe(true);
    // Another tab logs in: the cookies change under this one.
    s.writeSession(SESSION.sessionId, SESSION.token);
    expect(s.sessionIsCurrent()).toBe(false);
    check();
    expect(changed).toHaveBeenCalledWith('S1');
    expect(s.sessionIsCurrent()).toBe(true);
    // Seen once: looking again tells nothing new.
    check();
    expect(changed).toHaveBeenCalledTimes(1);
    // Then logs out there.
    s.clearSession();
    check();
    expect(changed).toHaveBeenLastCalledWith(null);
  });

  it("this tab's own writes are adopted and announced, not reported back to it", async () => {
    const posted: unknown[] = [];
    class Channel {
      onmessage: (() => void) | null = null;
      postMessage(message: unknown) {
        posted.push(message);
      }
    }
    vi.stubGlobal('BroadcastChannel', Channel);
    const s = await fresh();
    const changed = vi.fn();
    s.watchSession(changed);
    s.writeSession(SESSION.sessionId, SESSION.token);
    s.announceSessionChange();
    expect(s.sessionIsCurrent()).toBe(true);
    expect(posted).toHaveLength(1);
    expect(JSON.stringify(posted[0])).not.toContain('T1');
    expect(changed).not.toHaveBeenCalled();
  });

  it('without BroadcastChannel: the storage key tells the others, and its event is heard', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const s = await fresh();
    const changed = vi.fn();
    s.watchSession(changed);
    s.writeSession(SESSION.sessionId, SESSION.token);
    // What another tab's announcement looks like here: the storage event of the key.
    window.dispatchEvent(new StorageEvent('storage', { key: 'sessionChanged', newValue: '{}' }));
    expect(changed).toHaveBeenCalledWith('S1');
    // This tab's own announcement writes the key (other tabs get the event), with no secret in it.
    s.clearSession();
    s.announceSessionChange();
    expect(localStorage.getItem('sessionChanged')).not.toContain('T1');
    expect(localStorage.getItem('sessionChanged')).not.toBeNull();
  });
});
