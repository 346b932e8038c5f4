import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { readFailure } from '../../../domain/failure';
import { checkForgotForm, checkLoginForm } from '../../../domain/validators';
import type { Credentials, SessionGrant } from '../../../machines/session';

/**
 * The login page (`member/login`). Three ways in:
 * - the form: login id (trimmed here, once) and password, handed to the session machine, whose login the
 *   account feature makes (`flows/sessionFlows.ts`: it encrypts the password and sends the login site);
 * - a login handed over from another site (`?loginKey=`): `/api/getloginfrom` names the member, the
 *   member is asked "Continue as {loginId}?" (contract §8: a link must not swap anyone into another
 *   account unasked), and only then `/api/fromlogin` grants the session; cancelling keeps a session the
 *   browser holds and otherwise opens the form. The key leaves the address at once (`forgetHandoverKey`:
 *   no history entry, reload or shared link keeps it), and a declined one is revoked (`revokeHandover`,
 *   `/api/revokeloginkey`, contract §9), so it can be redeemed by no one after Cancel;
 * - a session the browser still holds: `/api/sessionlogin` confirms it and `/api/getlogininfo` refreshes
 *   the account info, then the member goes on.
 * And one way out of a forgotten password: `/api/forgotpassword` with login id and email.
 *
 * Effects are named here and supplied by `features/account/flows/accountFlows.ts`. A failure whose message the central
 * dispatcher already showed (a server answer) is not repeated under the form; one it did not show (the
 * password could not be encrypted) is.
 */

export interface LoginInput {
  /** A one-time key from another site (`?loginKey=`), already checked to be a plain token; else null. */
  handoverKey: string | null;
  /** Both session cookies were there when the page opened. */
  hasSession: boolean;
}

/** How a failed call reads here: its message key, and whether the dialog already showed it. */
export interface LoginFailure {
  key: string;
  shown: boolean;
}

export type LoginEvent =
  | { type: 'LOGIN_ID_CHANGED'; value: string }
  | { type: 'PASSWORD_CHANGED'; value: string }
  | { type: 'EMAIL_CHANGED'; value: string }
  | { type: 'SUBMIT' }
  /** Opens the forgot-password form. */
  | { type: 'FORGOT' }
  /** Back from the forgot-password form to the login form. */
  | { type: 'BACK' }
  /** The member answers "Continue as {loginId}?" of a handed-over login. */
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

interface LoginContext {
  loginId: string;
  password: string;
  email: string;
  /** A message key shown under the form; null when there is nothing to say. */
  error: string | null;
  handoverKey: string | null;
  hasSession: boolean;
}

/** The one reading of a failure (`readFailure`); without a key, an unshown `acct_loginFail`. */
export const failureKey = (error: unknown): LoginFailure => {
  const { key, shown } = readFailure(error);
  return key === null ? { key: 'acct_loginFail', shown: false } : { key, shown };
};

/** The message to keep under the form after a failure: only one the dialog did not show. */
const unshown = (error: unknown) => {
  const failure = failureKey(error);
  return failure.shown ? null : failure.key;
};

/** The declined key, revoked before the context forgets it. */
const revokeHandover = {
  type: 'revokeHandover',
  params: ({ context }: { context: LoginContext }) => ({ key: context.handoverKey ?? '' }),
} as const;

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    /** Logs in through the session machine; resolves once the member is logged in. */
    logIn: fromPromise<void, Credentials>(async () => {
      throw new Error('logIn not provided');
    }),
    /** `/api/getloginfrom`: whose login the key hands over. */
    identifyHandover: fromPromise<{ loginId: string }, { key: string }>(async () => {
      throw new Error('identifyHandover not provided');
    }),
    /** `/api/fromlogin`: the session for the key. */
    grantHandover: fromPromise<SessionGrant, { key: string }>(async () => {
      throw new Error('grantHandover not provided');
    }),
    /** `/api/sessionlogin` then `/api/getlogininfo`, storing what they answer. */
    resumeSession: fromPromise<void, void>(async () => {
      throw new Error('resumeSession not provided');
    }),
    /** `/api/forgotpassword`. */
    requestReset: fromPromise<void, { loginId: string; email: string }>(async () => {
      throw new Error('requestReset not provided');
    }),
  },
  // Stryker restore all
  actions: {
    /** Hands a granted session to the session machine, which stores it and leaves the login page. */
    grantSession: (_, _params: { loginId: string; grant: SessionGrant }) => {},
    /** A resumed session: on to the redirect or home. */
    continueToApp: () => {},
    /** `acct_Passowrd_ResetSuccess` in the dialog. */
    announceReset: () => {},
    /** The handover key leaves the address bar and the history entry (a replace navigation). */
    forgetHandoverKey: () => {},
    /** `/api/revokeloginkey`: a declined handover's key can no longer be redeemed. */
    revokeHandover: (_, _params: { key: string }) => {},
  },
  guards: {
    hasHandover: ({ context }) => context.handoverKey !== null,
    hasSession: ({ context }) => context.hasSession,
    loginComplete: ({ context }) => checkLoginForm(context) === null,
    forgotComplete: ({ context }) => checkForgotForm(context) === null,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    loginId: '',
    password: '',
    email: '',
    error: null,
    handoverKey: input.handoverKey,
    hasSession: input.hasSession,
  }),
  initial: 'starting',
  states: {
    // Picks the way in from what the page was opened with.
    starting: {
      always: [
        { guard: 'hasHandover', target: 'handingOver' },
        { guard: 'hasSession', target: 'resuming' },
        { target: 'editing' },
      ],
    },
    // Another site handed the member over: first whose login it is, then the session itself. The key
    // leaves the address as the page opens.
    handingOver: {
      entry: 'forgetHandoverKey',
      initial: 'identifying',
      states: {
        // `/api/getloginfrom` names the member, so the page can say whose login continues.
        identifying: {
          tags: 'busy',
          invoke: {
            id: 'identifyHandover',
            src: 'identifyHandover',
            input: ({ context }) => ({ key: context.handoverKey ?? '' }),
            onDone: {
              target: 'confirming',
              actions: assign({ loginId: ({ event }) => event.output.loginId }),
            },
            onError: {
              target: '#login.editing',
              actions: assign({ error: ({ event }) => unshown(event.error), handoverKey: null }),
            },
          },
        },
        // "Continue as {loginId}?": nothing is granted until the member says so.
        confirming: {
          on: {
            CONFIRM: 'granting',
            // Declined: the key is revoked, so it is good for no one after this.
            CANCEL: [
              // A session already open stays, and the member goes on with it.
              {
                guard: 'hasSession',
                target: '#login.resuming',
                actions: [revokeHandover, assign({ handoverKey: null, loginId: '' })],
              },
              {
                target: '#login.editing',
                actions: [revokeHandover, assign({ handoverKey: null, loginId: '' })],
              },
            ],
          },
        },
        // `/api/fromlogin` grants the session; the key is used up either way.
        granting: {
          tags: 'busy',
          invoke: {
            id: 'grantHandover',
            src: 'grantHandover',
            input: ({ context }) => ({ key: context.handoverKey ?? '' }),
            onDone: {
              target: '#login.done',
              actions: {
                type: 'grantSession',
                params: ({ context, event }) => ({ loginId: context.loginId, grant: event.output }),
              },
            },
            onError: {
              target: '#login.editing',
              actions: assign({ error: ({ event }) => unshown(event.error), handoverKey: null }),
            },
          },
        },
      },
    },
    // The browser still holds a session: the server confirms it before the member goes on.
    resuming: {
      tags: 'busy',
      invoke: {
        id: 'resumeSession',
        src: 'resumeSession',
        onDone: { target: 'done', actions: 'continueToApp' },
        onError: { target: 'editing', actions: assign({ hasSession: false }) },
      },
    },
    // The login form: nothing is being sent.
    editing: {
      on: {
        LOGIN_ID_CHANGED: { actions: assign({ loginId: ({ event }) => event.value, error: null }) },
        PASSWORD_CHANGED: { actions: assign({ password: ({ event }) => event.value, error: null }) },
        SUBMIT: [
          { guard: 'loginComplete', target: 'loggingIn' },
          { actions: assign({ error: ({ context }) => checkLoginForm(context) }) },
        ],
        FORGOT: { target: 'forgot', actions: assign({ error: null }) },
      },
    },
    // The session machine is logging in; the form takes no second submit.
    loggingIn: {
      tags: 'busy',
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => ({ loginId: context.loginId.trim(), password: context.password }),
        onDone: 'done',
        onError: {
          target: 'editing',
          actions: assign({ password: '', error: ({ event }) => unshown(event.error) }),
        },
      },
    },
    // Forgot password: login id and email, then the server mails a new password.
    forgot: {
      initial: 'filling',
      states: {
        // The member fills in login id and email.
        filling: {
          on: {
            LOGIN_ID_CHANGED: { actions: assign({ loginId: ({ event }) => event.value, error: null }) },
            EMAIL_CHANGED: { actions: assign({ email: ({ event }) => event.value, error: null }) },
            SUBMIT: [
              { guard: 'forgotComplete', target: 'sending' },
              { actions: assign({ error: ({ context }) => checkForgotForm(context) }) },
            ],
            BACK: { target: '#login.editing', actions: assign({ error: null }) },
          },
        },
        // `/api/forgotpassword` is in flight.
        sending: {
          tags: 'busy',
          invoke: {
            id: 'requestReset',
            src: 'requestReset',
            input: ({ context }) => ({ loginId: context.loginId.trim(), email: context.email.trim() }),
            onDone: {
              target: '#login.editing',
              actions: [assign({ email: '', password: '' }), 'announceReset'],
            },
            onError: { target: 'filling', actions: assign({ error: ({ event }) => unshown(event.error) }) },
          },
        },
      },
    },
    // Logged in: the session machine takes the member on.
    done: { type: 'final', tags: 'success' },
  },
});

/** What the login page shows: its fields and its error. */
export const loginView = (s: SnapshotFrom<typeof loginMachine>) => ({
  /** Whether the handed-over login waits for the member's yes, and whether a session is open meanwhile. */
  askingHandover: s.matches({ handingOver: 'confirming' }),
  hasSession: s.context.hasSession,
  loginId: s.context.loginId,
  password: s.context.password,
  email: s.context.email,
  error: s.context.error,
});
