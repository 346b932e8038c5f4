import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { readFailure } from '../../../domain/failure';

/**
 * Re-authentication before a sensitive change (contract §8): adding a bank account and
 * changing a provider password first ask for the member's own login password, checked by
 * `/api/checkpassword`. The machines that use it (`addBank`, `changePassword`) invoke this machine in their
 * state `reauthenticating`, between their form and their call: a confirmed password leads to the call, a
 * refused one stays with its message key and sends nothing else, `CANCEL` goes back to the form with its
 * values kept. The form's view sends the step's events to this machine (the parent's `children.reauth`).
 *
 * A server that checks the step itself (contract §9) answers the check with a re-authentication token:
 * single use, bound to the session and to the next sensitive call. This machine's output hands it to the
 * parent, which gives it to that call (`X-Reauth-Token`) and forgets it once the call has answered; a
 * server that answers without one is served as before. The password never leaves this machine.
 */
export type ReauthEvent =
  | { type: 'REAUTH_PWD_CHANGED'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** The events of a form that asks the step, besides its fields: its submit, and "Try again" on its read. */
export type ReauthFormEvent = { type: 'SUBMIT' } | { type: 'RETRY' };

export interface Reauth {
  /** The member's login password as typed; encrypted by the actor before it leaves. */
  password: string;
  /** The refusal's message key, shown under the field. */
  error: string | null;
  /** The values of the refusal's message (`{0}`: the minutes until more tries are allowed). */
  params: string[];
}

export const NO_REAUTH: Reauth = { password: '', error: null, params: [] };

/** What the check answers: the server's token, or null from a server that gives none. */
export interface ReauthGrant {
  reauthToken: string | null;
}

/** How the step ended: confirmed (with the server's token, if any), or cancelled by the member. */
export type ReauthOutcome = ReauthGrant | 'cancelled';

/** A refused check: the password is typed again, under the server's key (or why nothing answered). */
export const refusedReauth = (error: unknown): Reauth => {
  const { key, params } = readFailure(error);
  return { ...NO_REAUTH, error: key ?? 'acct_NetworkFail', params };
};

/** An empty password is not sent. */
export const REAUTH_REQUIRED = 'acct_password_require';

interface ReauthContext extends Reauth {
  /** The server's re-authentication token, once the password is confirmed. */
  token: string | null;
  cancelled: boolean;
}

export const reauthMachine = setup({
  types: { context: {} as ReauthContext, events: {} as ReauthEvent, output: {} as ReauthOutcome },
  actors: {
    /**
     * Encrypts the member's login password and checks it (`/api/checkpassword`), answering the server's
     * token; a placeholder, replaced through `provide()`.
     */
    // Stryker disable next-line all: a placeholder
    checkPassword: fromPromise<ReauthGrant, { password: string }>(async () => ({ reauthToken: null })),
  },
  actions: {
    typePassword: assign((_, password: string) => ({ ...NO_REAUTH, password })),
    requirePassword: assign({ ...NO_REAUTH, error: REAUTH_REQUIRED }),
    /** The password is typed again, under the server's key (or why nothing answered). */
    refuse: assign((_, refusal: Reauth) => refusal),
    /** Confirmed: the password is forgotten, the token (if any) goes with the call. */
    keepToken: assign((_, grant: ReauthGrant | undefined) => ({
      ...NO_REAUTH,
      token: grant?.reauthToken ?? null,
    })),
    cancel: assign({ cancelled: true }),
  },
  guards: {
    passwordTyped: ({ context }) => context.password !== '',
  },
}).createMachine({
  id: 'reauth',
  context: { ...NO_REAUTH, token: null, cancelled: false },
  initial: 'asking',
  states: {
    // The password is typed; nothing is being sent.
    asking: {
      on: {
        CANCEL: { target: 'cancelled', actions: 'cancel' },
        REAUTH_PWD_CHANGED: { actions: { type: 'typePassword', params: ({ event }) => event.value } },
        CONFIRM: [{ guard: 'passwordTyped', target: 'checking' }, { actions: 'requirePassword' }],
      },
    },
    // `/api/checkpassword` is in flight (no second confirm, no cancel); a refusal sends nothing else.
    checking: {
      tags: 'busy',
      invoke: {
        id: 'checkPassword',
        src: 'checkPassword',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'confirmed', actions: { type: 'keepToken', params: ({ event }) => event.output } },
        onError: {
          target: 'asking',
          actions: { type: 'refuse', params: ({ event }) => refusedReauth(event.error) },
        },
      },
    },
    // Confirmed: the parent goes on to its call with the token.
    confirmed: { type: 'final' },
    // Cancelled: the parent goes back to its form, nothing sent.
    cancelled: { type: 'final' },
  },
  output: ({ context }) => (context.cancelled ? 'cancelled' : { reauthToken: context.token }),
});

/** What the step shows: the password typed, the refusal, and whether the check is in flight. */
export const reauthView = (s: SnapshotFrom<typeof reauthMachine>) => ({
  password: s.context.password,
  error: s.context.error,
  params: s.context.params,
  checking: s.hasTag('busy'),
});

/** The guard a form names on the step's outcome (`params`: the step's output): the member cancelled. */
export const reauthCancelled = (_: unknown, outcome: ReauthOutcome) => outcome === 'cancelled';
/** The token the step's outcome gives the form's call: none when cancelled or not given. */
export const reauthTokenOf = (outcome: ReauthOutcome) =>
  outcome === 'cancelled' ? null : outcome.reauthToken;

/**
 * What a form with the re-authentication step may do, for its view model: `busy` (a call in flight),
 * `reauthenticating` (the password is asked for), `locked` (the form's values stay as they are meanwhile)
 * and `formShown` (the form is on screen: one of `formStates`).
 */
export const reauthFlags = (
  s: { matches: (state: never) => boolean; hasTag: (tag: never) => boolean },
  formStates: readonly string[],
) => {
  const matches = (state: string) => (s.matches as (state: string) => boolean).call(s, state);
  const busy = (s.hasTag as (tag: string) => boolean).call(s, 'busy');
  const reauthenticating = matches('reauthenticating');
  return {
    busy,
    reauthenticating,
    locked: busy || reauthenticating,
    formShown: formStates.some((state) => matches(state)),
  };
};
