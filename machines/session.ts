import { assign, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import type { Credentials } from '../domain/credentials';
import { readFailure } from '../domain/failure';
import { WALLET_SYSTEM_ID, walletMachine } from './wallet';

/**
 * The member's session. Logged in if and only if both the `sessionId` and the `token` cookie exist
 * (contract §2); the cookies are the truth and this machine mirrors them, so a reload resumes it.
 *
 * Effects are named here and supplied by the app (`src/app/`), or by tests through `provide()`:
 * - actors `login` and `logout` call the server (the account feature's, `features/account/flows/sessionFlows.ts`);
 * - actions `storeSession` and `clearSession` write and delete the cookies (`GRANTED` stores a session that
 *   a registration or a handed-over login obtained);
 * - actions `leaveToLogin`, `leaveToHome`, `afterLogin` and `goToRestrict` navigate;
 * - actor `wallet`: the member's wallets (machines/wallet.ts, its reads provided by the app), spawned when
 *   a member's session begins with the system id `WALLET_SYSTEM_ID` and stopped when it ends, so there is
 *   one wallet per member and the money flows read it by that id (`system.get`), nowhere else.
 *
 * Another tab of the site shares the cookies: its login, logout or member change reaches this machine as
 * `CHANGED_ELSEWHERE`. The session follows what the cookies now hold, without calling
 * or clearing anything, and `epoch` counts the members this tab has seen: the pages and the wallets built
 * for the last one start over (`loggedIn` is entered again: its wallet is stopped and a new one spawned).
 */

export type DeviceKind = 'web' | 'app';

export type { Credentials };

/** What a successful login hands back: the cookies to set and the account to remember. */
export interface SessionGrant {
  sessionId: string;
  token: string;
  currId: string;
  loginIpGeo: string;
}

export interface SessionInput {
  /** Both session cookies were present when the app started. */
  hasSessionCookies: boolean;
  /** Apps go back to the login screen after a logout; the web goes home (spec §4). */
  device: DeviceKind;
}

interface SessionContext {
  device: DeviceKind;
  loginId: string | null;
  /** The message key of the last failed login, shown under the form. */
  loginError: string | null;
  /** How many members this tab has seen: what was built for the last one (the wallets) starts over. */
  epoch: number;
  /**
   * How many times another tab changed the member: the page on screen starts over. A page of this tab that
   * changes the member (a confirmed handover) leaves by itself, and is not started again on its way out.
   */
  pageEpoch: number;
}

export type SessionEvent =
  | ({ type: 'LOGIN' } & Credentials)
  /** A session obtained without the login form: a registration, a login handed over from another site. */
  | { type: 'GRANTED'; loginId: string; grant: SessionGrant }
  /** The member taps logout: tell the server, then forget the session. */
  | { type: 'LOGOUT' }
  /** errorCode 1 and 5: the server has already ended the session, so nothing is sent. */
  | { type: 'SESSION_ENDED' }
  /** errorCode 4: the member may not use the site from here. */
  | { type: 'RESTRICTED' }
  /** Another tab logged in, logged out or changed the member: the cookies now hold a session, or none. */
  | { type: 'CHANGED_ELSEWHERE'; loggedIn: boolean };

/** Where a member lands once the session ends: the login screen in the apps, home on the web (spec §4). */
const leave = [
  { guard: 'isApp', target: '#session.loggedOut', actions: ['clearSession', 'leaveToLogin'] },
  { target: '#session.loggedOut', actions: ['clearSession', 'leaveToHome'] },
] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    login: fromPromise<SessionGrant, Credentials>(async () => {
      throw new Error('login actor not provided');
    }),
    logout: fromPromise<void, void>(async () => {}),
    wallet: walletMachine,
  },
  // Stryker restore all
  actions: {
    /** The member's wallets, one actor for the session, found by its system id. */
    openWallet: spawnChild('wallet', { id: 'wallet', systemId: WALLET_SYSTEM_ID }),
    /** The wallets go with the member whose they were. */
    dropWallet: stopChild('wallet'),
    storeSession: (_, _grant: SessionGrant) => {},
    clearSession: () => {},
    leaveToLogin: () => {},
    leaveToHome: () => {},
    afterLogin: () => {},
    goToRestrict: () => {},
    /** The member changed in another tab: a new epoch, the id unknown (as after a reload). */
    nextMember: assign({
      loginId: ({ event }) => (event.type === 'CHANGED_ELSEWHERE' && event.loggedIn ? '' : null),
      loginError: null,
      epoch: ({ context }) => context.epoch + 1,
      pageEpoch: ({ context }) => context.pageEpoch + 1,
    }),
  },
  guards: {
    startedWithSession: ({ context }) => context.loginId !== null,
    isApp: ({ context }) => context.device === 'app',
    loggedInElsewhere: ({ event }) => event.type === 'CHANGED_ELSEWHERE' && event.loggedIn,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    device: input.device,
    // The id is unknown after a reload; an empty string still marks "had a session".
    loginId: input.hasSessionCookies ? '' : null,
    loginError: null,
    epoch: 0,
    pageEpoch: 0,
  }),
  initial: 'resuming',
  on: {
    RESTRICTED: { target: '.loggedOut', actions: ['clearSession', 'goToRestrict'] },
  },
  states: {
    // Decides from the cookies read at start whether the member is already logged in.
    resuming: {
      always: [{ guard: 'startedWithSession', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    // A visitor: may browse, may log in.
    loggedOut: {
      tags: 'visitor',
      on: {
        LOGIN: {
          target: 'loggingIn',
          actions: assign({ loginId: ({ event }) => event.loginId, loginError: null }),
        },
        GRANTED: {
          target: 'loggedIn',
          actions: [
            assign({ loginId: ({ event }) => event.loginId ?? '', loginError: null }),
            { type: 'storeSession', params: ({ event }) => event.grant },
            'afterLogin',
          ],
        },
        // Another tab logged in: this one is that member's too, on the page it shows.
        CHANGED_ELSEWHERE: { guard: 'loggedInElsewhere', target: 'loggedIn', actions: 'nextMember' },
      },
    },
    // The login call is in flight; a second tap cannot send it again.
    loggingIn: {
      tags: ['visitor', 'busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          if (event.type !== 'LOGIN') throw new Error('loggingIn entered without LOGIN');
          return { loginId: event.loginId, password: event.password, ...(event.sealed && { sealed: true }) };
        },
        onDone: {
          target: 'loggedIn',
          actions: [{ type: 'storeSession', params: ({ event }) => event.output }, 'afterLogin'],
        },
        onError: {
          target: 'loggedOut',
          actions: assign({
            loginId: null,
            loginError: ({ event }) => readFailure(event.error).key ?? 'acct_loginFail',
          }),
        },
      },
    },
    // A member: the bearer token goes with every call; the member's wallets live as long as this state.
    loggedIn: {
      tags: 'member',
      entry: 'openWallet',
      exit: 'dropWallet',
      on: {
        LOGOUT: 'loggingOut',
        SESSION_ENDED: leave,
        // A handed-over login the member confirmed over this session: the new member replaces the old one
        // and what was built for the old one starts over.
        GRANTED: {
          target: 'loggedIn',
          reenter: true,
          actions: [
            assign({
              loginId: ({ event }) => event.loginId ?? '',
              loginError: null,
              epoch: ({ context }) => context.epoch + 1,
            }),
            { type: 'storeSession', params: ({ event }) => event.grant },
            'afterLogin',
          ],
        },
        // Another tab changed the member: a new one starts over here; none leaves the member pages.
        // The cookies are already what that tab made them: nothing is cleared or called.
        CHANGED_ELSEWHERE: [
          { guard: 'loggedInElsewhere', target: 'loggedIn', reenter: true, actions: 'nextMember' },
          { guard: 'isApp', target: 'loggedOut', actions: ['nextMember', 'leaveToLogin'] },
          { target: 'loggedOut', actions: ['nextMember', 'leaveToHome'] },
        ],
      },
    },
    // The logout call is in flight; the session is forgotten whatever the server answers.
    loggingOut: {
      tags: ['member', 'busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: leave,
        onError: leave,
      },
    },
  },
});
