import { parseOrigin } from '../../domain/origins';

/**
 * The typed adapter over the app shells' native bridge. The Android shell injects `window.AndroidBridge`
 * (a `postMessage(json)` method); the iOS shell `window.webkit.messageHandlers.appBridge`. Answers come
 * back through `window.__nativeBridgeReply(json)`. The web has no bridge: `available` is false and every
 * call resolves without effect, so callers fall back to browser behaviour.
 *
 * The bridge is used only from the top-level page of an app origin: in a frame (a
 * shell that injects the bridge into every frame, a game page framing ours) or on an origin that is not
 * https (http only on loopback, `domain/origins.ts`) it counts as absent. The shells check the same on
 * their side (docs/decisions.md, "Native bridge"): this side alone cannot stop a page that is not ours.
 */

export type BridgeRequest =
  | { action: 'openInAppBrowser'; url: string }
  | { action: 'biometricAvailability' }
  | { action: 'biometricPrompt'; reason: string };

export interface BridgeReply {
  id: string;
  ok: boolean;
  value?: unknown;
  error?: string;
}

export interface NativeBridge {
  available: boolean;
  call(request: BridgeRequest): Promise<BridgeReply>;
}

interface BridgeWindow {
  top?: unknown;
  self?: unknown;
  location?: { origin?: string };
  AndroidBridge?: { postMessage(json: string): void };
  webkit?: { messageHandlers?: { appBridge?: { postMessage(message: unknown): void } } };
  __nativeBridgeReply?: (json: string) => void;
}

/** The page may speak to the shell: it is the top-level page (not a frame) of an app origin. */
export function mayUseBridge(target: BridgeWindow): boolean {
  return !!target.self && target.top === target.self && parseOrigin(target.location?.origin) !== null;
}

const unavailable: NativeBridge = {
  available: false,
  call: () => Promise.resolve({ id: '', ok: false, error: 'unavailable' }),
};

export function createNativeBridge(target: BridgeWindow = window as unknown as BridgeWindow): NativeBridge {
  if (!mayUseBridge(target)) return unavailable;
  const post =
    target.AndroidBridge?.postMessage.bind(target.AndroidBridge) ??
    (target.webkit?.messageHandlers?.appBridge
      ? (json: string) => target.webkit?.messageHandlers?.appBridge?.postMessage(json)
      : undefined);
  const waiting = new Map<string, (reply: BridgeReply) => void>();
  let counter = 0;
  target.__nativeBridgeReply = (json: string) => {
    try {
      const reply = JSON.parse(json) as BridgeReply;
      waiting.get(reply.id)?.(reply);
      waiting.delete(reply.id);
    } catch {
      // A malformed reply is ignored; the caller's timeout ends its wait.
    }
  };
  return {
    available: !!post,
    call(request) {
      if (!post) return Promise.resolve({ id: '', ok: false, error: 'unavailable' });
      const id = `b${++counter}`;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        post(JSON.stringify({ id, ...request }));
        setTimeout(() => {
          if (waiting.delete(id)) resolve({ id, ok: false, error: 'timeout' });
        }, 60_000);
      });
    },
  };
}
