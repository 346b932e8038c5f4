import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventObject,
  fromPromise,
  type MachineContext,
} from 'xstate';
import { readFailure } from '../../../domain/failure';

/**
 * Re-authentication before a sensitive change (contract §8): adding a bank account and
 * changing a provider password first ask for the member's own login password, checked by
 * `/api/checkpassword`. The machines that use it (`addBank`, `changePassword`) have a state
 * `reauthenticating` (`asking`, then `checking`, tagged `busy`) between their form and their call: a
 * confirmed password leads to the call, a refused one stays with its message key and sends nothing else,
 * `CANCEL` goes back to the form with its values kept.
 *
 * A server that checks the step itself (contract §9) answers the check with a re-authentication token:
 * single use, bound to the session and to the next sensitive call. It is kept here (`reauth.token`) and
 * given to that call (`X-Reauth-Token`, `reauthTokenOf`); a server that answers without one is served as
 * before. The password is forgotten once confirmed, the token once the call has answered (the call state's
 * exit: `NO_REAUTH`).
 */
export type ReauthEvent =
  | { type: 'REAUTH_PWD_CHANGED'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** A form that asks the step: its submit, "Try again" on its failed read, and the step's own events. */
export type ReauthFormEvent = { type: 'SUBMIT' } | { type: 'RETRY' } | ReauthEvent;

export interface Reauth {
  /** The member's login password as typed; encrypted by the actor before it leaves. */
  password: string;
  /** The refusal's message key, shown under the field. */
  error: string | null;
  /** The values of the refusal's message (`{0}`: the minutes until more tries are allowed). */
  params: string[];
  /** The server's re-authentication token for the next sensitive call (contract §9); null: none given. */
  token: string | null;
}

export const NO_REAUTH: Reauth = { password: '', error: null, params: [], token: null };

/** What the check answers: the server's token, or null from a server that gives none. */
export interface ReauthGrant {
  reauthToken: string | null;
}

/**
 * The `checkPassword` actor a machine names in `setup()` (a placeholder, replaced through `provide()`):
 * encrypts the member's login password and checks it (`/api/checkpassword`), answering the server's token.
 */
// Stryker disable next-line all: a placeholder
export const checkPassword = fromPromise<ReauthGrant, { password: string }>(async () => ({
  reauthToken: null,
}));

/** A refused check: the password is typed again, under the server's key (or why nothing answered). */
export const refusedReauth = (error: unknown): Reauth => {
  const { key, params } = readFailure(error);
  return { ...NO_REAUTH, error: key ?? 'acct_NetworkFail', params };
};

/** An empty password is not sent. */
export const REAUTH_REQUIRED = 'acct_password_require';

/**
 * The `reauthenticating` state of a machine whose context holds `reauth` and whose setup names the actor
 * `checkPassword`: typed for that machine (`reauthStates<Context, Event>()(id, …)`).
 * `back` is where CANCEL returns (the form, values kept), `next` where a confirmed password leads.
 */
export function reauthStates<
  TContext extends MachineContext & { reauth: Reauth },
  TEvent extends EventObject,
>() {
  const setReauth = <E extends EventObject>(reauth: (event: E) => Reauth) =>
    assign<TContext, E, undefined, TEvent, never>(
      ({ event }) => ({ reauth: reauth(event) }) as Partial<TContext>,
    );
  return <const Back extends string, const Next extends string>(back: Back, next: Next) =>
    ({
      initial: 'asking',
      entry: setReauth(() => NO_REAUTH),
      states: {
        // The password is typed; nothing is being sent.
        asking: {
          on: {
            CANCEL: back,
            REAUTH_PWD_CHANGED: {
              actions: setReauth((event) => ({
                ...NO_REAUTH,
                password: (event as unknown as Extract<ReauthEvent, { type: 'REAUTH_PWD_CHANGED' }>).value,
              })),
            },
            CONFIRM: [
              {
                guard: ({ context }: { context: TContext }) => context.reauth.password !== '',
                target: 'checking',
              },
              { actions: setReauth(() => ({ ...NO_REAUTH, error: REAUTH_REQUIRED })) },
            ],
          },
        },
        // `/api/checkpassword` is in flight (no second confirm, no cancel); a refusal sends nothing else.
        checking: {
          tags: 'busy',
          invoke: {
            id: 'checkPassword',
            src: 'checkPassword',
            input: ({ context }: { context: TContext }) => ({ password: context.reauth.password }),
            // Confirmed: the password is forgotten, the token (if any) goes with the call.
            onDone: {
              target: next,
              actions: setReauth<DoneActorEvent<ReauthGrant | undefined>>((event) => ({
                ...NO_REAUTH,
                token: event.output?.reauthToken ?? null,
              })),
            },
            onError: {
              target: 'asking',
              actions: setReauth<ErrorActorEvent>((event) => refusedReauth(event.error)),
            },
          },
        },
      },
    }) as const;
}

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
