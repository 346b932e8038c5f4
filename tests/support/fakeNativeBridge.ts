/**
 * A fake app shell for tests (item 6): installs `AndroidBridge.postMessage` on a
 * window's main frame and answers
 * through `__nativeBridgeReply` as the Android shell does. Self-contained (it uses nothing but its
 * arguments), so end-to-end tests can hand it to `page.addInitScript` and unit tests can call it on a
 * plain object. Every request is kept in `__fakeBridgeRequests`.
 */

export type FakeReply = { ok: true; value?: unknown } | { ok: false; error: string };

export interface FakeBridgeScript {
  availability: FakeReply;
  /** Answers to successive `biometricPrompt` requests; the last one repeats. */
  prompts: FakeReply[];
  /** Milliseconds before each answer (a real prompt takes a moment). */
  delayMs?: number;
}

interface FakeWindow {
  top?: unknown;
  self?: unknown;
  AndroidBridge?: { postMessage(json: string): void };
  __nativeBridgeReply?: (json: string) => void;
  __fakeBridgeRequests?: { id: string; action: string; [key: string]: unknown }[];
}

export function installFakeNativeBridge(script: FakeBridgeScript, target?: object): void {
  const w = (target ?? globalThis) as FakeWindow;
  // As the shells must (docs/decisions.md, "Native bridge"): the bridge is given to the main frame only,
  // never to a frame inside the app (games, live chat). A plain object in unit tests counts as a main frame.
  if (w.top !== w.self) return;
  const requests: NonNullable<FakeWindow['__fakeBridgeRequests']> = [];
  w.__fakeBridgeRequests = requests;
  let prompts = 0;
  w.AndroidBridge = {
    postMessage(json: string) {
      const request = JSON.parse(json) as { id: string; action: string };
      requests.push(request);
      let answer: FakeReply = { ok: true };
      if (request.action === 'biometricAvailability') answer = script.availability;
      if (request.action === 'biometricPrompt') {
        answer = script.prompts[Math.min(prompts, script.prompts.length - 1)] ?? {
          ok: false,
          error: 'failed',
        };
        prompts += 1;
      }
      const reply = JSON.stringify({ id: request.id, ...answer });
      setTimeout(() => w.__nativeBridgeReply?.(reply), script.delayMs ?? 5);
    },
  };
}
