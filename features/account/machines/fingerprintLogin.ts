import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { Availability, BiometricFailure, PromptOutcome } from '../../../domain/biometrics';
import type { Credentials } from '../../../machines/session';

export type { Availability, BiometricFailure, PromptOutcome };

/**
 * Fingerprint login (`fingerprint-login`, apps only). The app shell keeps the member's
 * login id and password in the device's secure storage behind the biometric check; after a successful
 * check it hands them over, and they go through the ordinary login (encrypted, with the app's login-site
 * value). Unavailable (no bridge, no sensor, not set up), prompting, verifying with the server, success,
 * failure (the check or the login failed), cancelled (the member closed the prompt).
 */

export type FingerprintEvent = { type: 'RETRY' };

interface FingerprintContext {
  kind: 'fingerprint' | 'face';
  /** A message key for failure and unavailable; null otherwise. */
  error: string | null;
  /** The sensor is locked after too many attempts: no retry from here. */
  lockedOut: boolean;
}

export const biometricMessage = (reason: BiometricFailure): string =>
  reason === 'lockout'
    ? 'fingerprint.lockedOut'
    : reason === 'notEnrolled'
      ? 'fingerprint.notEnrolled'
      : reason === 'unavailable'
        ? 'fingerprint.unavailable'
        : 'fingerprint.notRecognised';

const outcomeOf = (event: unknown) => (event as { output: PromptOutcome }).output;

export const fingerprintLoginMachine = setup({
  types: { context: {} as FingerprintContext, events: {} as FingerprintEvent },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    checkAvailability: fromPromise<Availability>(async () => ({ usable: false, kind: 'fingerprint' })),
    prompt: fromPromise<PromptOutcome, { kind: 'fingerprint' | 'face' }>(async () => ({ kind: 'cancelled' })),
    /** The ordinary login with the credentials the device released. */
    logIn: fromPromise<void, Credentials>(async () => {
      throw new Error('logIn not provided');
    }),
  },
  // Stryker restore all
  guards: {
    usable: (_, availability: Availability) => availability.usable,
    verified: (_, outcome: PromptOutcome) => outcome.kind === 'verified',
    cancelled: (_, outcome: PromptOutcome) => outcome.kind === 'cancelled',
    canRetry: ({ context }) => !context.lockedOut,
  },
}).createMachine({
  id: 'fingerprintLogin',
  context: { kind: 'fingerprint', error: null, lockedOut: false },
  initial: 'checking',
  states: {
    // Asks the app shell whether a sensor with a saved login is there.
    checking: {
      tags: 'busy',
      invoke: {
        id: 'checkAvailability',
        src: 'checkAvailability',
        onDone: [
          {
            guard: { type: 'usable', params: ({ event }) => event.output },
            target: 'prompting',
            actions: assign({ kind: ({ event }) => event.output.kind }),
          },
          { target: 'unavailable', actions: assign({ error: 'fingerprint.unavailable' }) },
        ],
        onError: { target: 'unavailable', actions: assign({ error: 'fingerprint.unavailable' }) },
      },
    },
    // No usable sensor or saved login: only the password login is offered.
    unavailable: {},
    // The native prompt is up; the web page waits for its answer.
    prompting: {
      entry: assign({ error: null }),
      invoke: {
        id: 'prompt',
        src: 'prompt',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: [
          { guard: { type: 'verified', params: ({ event }) => event.output }, target: 'verifying' },
          { guard: { type: 'cancelled', params: ({ event }) => event.output }, target: 'cancelled' },
          {
            target: 'failure',
            actions: assign(({ event }) => {
              const outcome = event.output;
              const reason = outcome.kind === 'failed' ? outcome.reason : 'failed';
              return { error: biometricMessage(reason), lockedOut: reason === 'lockout' };
            }),
          },
        ],
        onError: { target: 'failure', actions: assign({ error: 'fingerprint.notRecognised' }) },
      },
    },
    // The device released the login; the server checks it like a typed one.
    verifying: {
      tags: 'busy',
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ event }) => {
          const outcome = outcomeOf(event);
          if (outcome.kind !== 'verified') throw new Error('verifying entered without credentials');
          return { loginId: outcome.loginId, password: outcome.encryptedPassword, sealed: true as const };
        },
        onDone: 'success',
        onError: { target: 'failure', actions: assign({ error: 'fingerprint.loginFailed' }) },
      },
    },
    // Logged in: the session machine takes the member on.
    success: { type: 'final', tags: 'success' },
    // The check or the login failed: try again (unless locked out) or use the password.
    failure: {
      on: { RETRY: { guard: 'canRetry', target: 'prompting' } },
    },
    // The member closed the prompt: nothing happened, they may try again.
    cancelled: {
      on: { RETRY: 'prompting' },
    },
  },
});

/** What the fingerprint page shows: the biometric kind, the error and whether retries are locked out. */
export const fingerprintLoginView = (s: SnapshotFrom<typeof fingerprintLoginMachine>) => ({
  kind: s.context.kind,
  error: s.context.error,
  lockedOut: s.context.lockedOut,
});
