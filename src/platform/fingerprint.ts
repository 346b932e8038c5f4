import type { Availability, BiometricFailure, PromptOutcome } from '../../domain/biometrics';
import type { NativeBridge } from './nativeBridge';

/**
 * The typed adapter over the native bridge for fingerprint login. What the app shells
 * must answer (README "Fingerprint login"):
 * - `biometricAvailability` → `{ ok: true, value: { available: boolean, enrolled: boolean, kind?:
 *   'fingerprint' | 'face' } }`: a sensor exists (`available`) and the member turned fingerprint login on
 *   in the app, so a login is saved behind it (`enrolled`);
 * - `biometricPrompt { reason }` → after a successful check `{ ok: true, value: { loginId,
 *   encryptedPassword } }`: the login the app saved in the device's secure storage, its password already
 *   encrypted (RSA-OAEP/SHA-256, base64) under the operator's `passwordPublicKey` when the member turned
 *   fingerprint login on. The plain password never reaches the page; a reply that carries
 *   one (`password`) is refused. Otherwise `{ ok: false, error }` with `cancelled`, `failed`, `lockout` or
 *   `notEnrolled`.
 * Everything the bridge answers is untrusted and checked here; anything else reads as a failure.
 */

/** An RSA ciphertext of a 2048- to 8192-bit key, base64: 344 to 1368 characters. */
const SEALED = /^[A-Za-z0-9+/]{342,1366}={0,2}$/;
const FAILURES: readonly BiometricFailure[] = ['failed', 'lockout', 'notEnrolled', 'unavailable', 'timeout'];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export interface FingerprintAdapter {
  availability(): Promise<Availability>;
  prompt(reason: string): Promise<PromptOutcome>;
}

export function fingerprintAdapter(bridge: NativeBridge): FingerprintAdapter {
  return {
    async availability() {
      if (!bridge.available) return { usable: false, kind: 'fingerprint' };
      const reply = await bridge.call({ action: 'biometricAvailability' });
      const value = reply.ok && isRecord(reply.value) ? reply.value : {};
      return {
        usable: value.available === true && value.enrolled === true,
        kind: value.kind === 'face' ? 'face' : 'fingerprint',
      };
    },
    async prompt(reason) {
      if (!bridge.available) return { kind: 'failed', reason: 'unavailable' };
      const reply = await bridge.call({ action: 'biometricPrompt', reason });
      if (!reply.ok) {
        if (reply.error === 'cancelled') return { kind: 'cancelled' };
        const known = FAILURES.find((f) => f === reply.error);
        return { kind: 'failed', reason: known ?? 'failed' };
      }
      const value = isRecord(reply.value) ? reply.value : {};
      const { loginId, encryptedPassword } = value;
      if (
        'password' in value ||
        typeof loginId !== 'string' ||
        typeof encryptedPassword !== 'string' ||
        !/^[A-Za-z0-9_.-]{1,32}$/.test(loginId) ||
        !SEALED.test(encryptedPassword)
      )
        return { kind: 'failed', reason: 'malformed' };
      return { kind: 'verified', loginId, encryptedPassword };
    },
  };
}
