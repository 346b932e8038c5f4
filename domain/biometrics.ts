/** What the native biometric check can answer, shared by the platform adapter (which reads the bridge)
 * and the fingerprintLogin machine. */

export type BiometricFailure = 'failed' | 'lockout' | 'notEnrolled' | 'unavailable' | 'timeout' | 'malformed';

/** What the native prompt ends with, as the adapter reads it. */
export type PromptOutcome =
  | { kind: 'verified'; loginId: string; encryptedPassword: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: BiometricFailure };

export interface Availability {
  /** A sensor, set up with a saved login, behind a bridge that answers. */
  usable: boolean;
  kind: 'fingerprint' | 'face';
}
