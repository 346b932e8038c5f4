import { describe, expect, it } from 'vitest';
import { spawnChild } from 'xstate';
import { type SessionGrant, sessionMachine } from '../machines/session';
import { expectRulesKept } from './support/fullCoverage';
import { checkRules, runsOf, type StateRules, type Step, startsOf } from './support/modelCoverage';
import { done, error } from './support/stubs';

/**
 * The session held to its rules in every state (contract §2, spec §4): the login is sent once, as typed
 * (a typed password is never marked sealed), and its grant stored; the member's wallet lives exactly as
 * long as the member; a session that ends clears the cookies and leaves for the login screen in the apps,
 * home on the web; another tab's change is followed without clearing or calling anything.
 */

type M = typeof sessionMachine;
const GRANT: SessionGrant = { sessionId: 's1', token: 't1', currId: 'VND', loginIpGeo: 'VN' };
const HANDED: SessionGrant = { sessionId: 's2', token: 't2', currId: 'THB', loginIpGeo: 'TH' };
const options = {
  inputs: [
    { hasSessionCookies: false, device: 'web' },
    { hasSessionCookies: true, device: 'web' },
    { hasSessionCookies: false, device: 'app' },
    { hasSessionCookies: true, device: 'app' },
  ],
  payloads: {
    LOGIN: [
      { type: 'LOGIN', loginId: 'demo', password: 'demo1234' },
      { type: 'LOGIN', loginId: 'saved', password: 'c2VhbGVk', sealed: true },
    ],
    GRANTED: [{ type: 'GRANTED', loginId: 'newbie', grant: HANDED }],
    'xstate.done.actor.login': [done('login', GRANT)],
    'xstate.error.actor.login': [error('login', { code: 2, key: 'acct_password_wrong' }), error('login', {})],
    CHANGED_ELSEWHERE: [
      { type: 'CHANGED_ELSEWHERE', loggedIn: true },
      { type: 'CHANGED_ELSEWHERE', loggedIn: false },
    ],
  },
  contextKey: (c: {
    epoch: number;
    pageEpoch: number;
    loginId: string | null;
    loginError: string | null;
  }) => [Math.min(c.epoch, 2), Math.min(c.pageEpoch, 2), c.loginId, c.loginError],
};

const isApp = (step: Step<M>) => (step.input as { device: string }).device === 'app';
const names = (step: Step<M>) => step.ran.map((r) => r.type);
const epochs = (step: Step<M>) => [step.context.epoch, step.context.pageEpoch];
const before = (step: Step<M>) => [step.previous!.context.epoch, step.previous!.context.pageEpoch];
const walletOf = (state: Step<M>['state']) => (state.children as Record<string, unknown>).wallet;
const stopped = (actor: unknown) =>
  (actor as { getSnapshot: () => { status: string } }).getSnapshot().status === 'stopped';
const wasMember = (step: Step<M>) => !!step.previous && step.previous.hasTag('member');

const rules: StateRules<M> = {
  resuming: (step) => {
    const resumed = (step.input as { hasSessionCookies: boolean }).hasSessionCookies;
    expect(step.state.matches('resuming'), 'decided at once').toBe(false);
    expect(step.state.matches(resumed ? 'loggedIn' : 'loggedOut'), 'the cookies decide').toBe(true);
    expect(names(step), 'nothing stored or cleared on a reload').not.toContain('storeSession');
    expect(names(step)).not.toContain('clearSession');
  },
  loggedOut: (step) => {
    const { event, context } = step;
    expect(step.state.hasTag('visitor')).toBe(true);
    expect(step.state.hasTag('member')).toBe(false);
    expect(startsOf([step], 'login'), 'no login sent').toEqual([]);
    expect(names(step)).not.toContain('storeSession');
    // The member's wallet goes with the member.
    expect(walletOf(step.state), 'no wallet without a member').toBeUndefined();
    if (step.previous?.matches('loggedIn'))
      expect(stopped(walletOf(step.previous)), 'the wallet stopped').toBe(true);
    if (event.type === 'xstate.error.actor.login') {
      const key = (event as unknown as { error: { key?: string } }).error.key;
      expect(context.loginError, 'the server says why, or the generic message').toBe(key ?? 'acct_loginFail');
      expect(context.loginId).toBeNull();
      expect(names(step)).toEqual([]);
    } else if (event.type === 'CHANGED_ELSEWHERE') {
      expect(names(step), 'another tab logged out: nothing cleared, the member pages left').toEqual([
        isApp(step) ? 'leaveToLogin' : 'leaveToHome',
      ]);
      expect(epochs(step), 'pages and wallets start over').toEqual(before(step).map((n) => n + 1));
      expect(context.loginId).toBeNull();
    } else if (event.type === 'RESTRICTED') {
      expect(names(step)).toEqual(['clearSession', 'goToRestrict']);
    } else if (wasMember(step)) {
      expect(['SESSION_ENDED', 'xstate.done.actor.logout', 'xstate.error.actor.logout']).toContain(
        event.type,
      );
      expect(names(step), 'cookies cleared, then away').toEqual([
        'clearSession',
        isApp(step) ? 'leaveToLogin' : 'leaveToHome',
      ]);
    } else expect(names(step)).toEqual([]);
  },
  loggingIn: (step) => {
    const { event, context } = step;
    expect(step.state.hasTag('busy')).toBe(true);
    expect(step.state.hasTag('visitor')).toBe(true);
    expect(step.state.can({ type: 'LOGIN', loginId: 'x', password: 'y' }), 'no second login').toBe(false);
    if (event.type === 'RESTRICTED' || event.type === 'CHANGED_ELSEWHERE')
      return expect(step.started).toEqual([]);
    expect(event.type).toBe('LOGIN');
    const { loginId, password, sealed } = event as unknown as {
      loginId: string;
      password: string;
      sealed?: boolean;
    };
    // A typed password is sent to be encrypted; only a login the app shell saved is already sealed.
    expect(
      startsOf([step], 'login').map((s) => s.input),
      'one login, as typed',
    ).toEqual([sealed ? { loginId, password, sealed: true } : { loginId, password }]);
    expect([context.loginId, context.loginError]).toEqual([loginId, null]);
  },
  loggedIn: (step) => {
    const { event, context, previous } = step;
    expect(step.state.hasTag('member')).toBe(true);
    expect(step.state.hasTag('visitor')).toBe(false);
    expect(names(step), 'nothing cleared for a member').not.toContain('clearSession');
    // Entered (again): a wallet for this member, the last member's stopped first.
    const entered =
      !previous?.matches('loggedIn') || event.type === 'GRANTED' || event.type === 'CHANGED_ELSEWHERE';
    expect(startsOf([step], 'wallet'), 'a wallet opened for the member who arrives').toHaveLength(
      entered ? 1 : 0,
    );
    expect(walletOf(step.state), 'the wallet lives as long as the member').toBeDefined();
    if (previous?.matches('loggedIn') && entered) {
      expect(walletOf(step.state), 'a new member, a new wallet').not.toBe(walletOf(previous!));
      expect(stopped(walletOf(previous!)), "the last member's wallet stopped").toBe(true);
    }
    if (!previous) return expect(context.loginId, 'the id unknown after a reload').toBe('');
    if (event.type === 'xstate.done.actor.login' || event.type === 'GRANTED') {
      const grant = event.type === 'GRANTED' ? HANDED : GRANT;
      expect(
        runsOf([step], 'storeSession').map((r) => r.params),
        'the grant stored',
      ).toEqual([grant]);
      expect(names(step)).toContain('afterLogin');
      if (event.type === 'GRANTED') {
        expect(context.loginId).toBe('newbie');
        expect(context.epoch, 'a new member over this one starts over').toBe(
          previous.context.epoch + (wasMember(step) ? 1 : 0),
        );
      } else expect(context.loginId).toBe(previous.context.loginId);
    } else {
      expect(event).toEqual({ type: 'CHANGED_ELSEWHERE', loggedIn: true });
      expect(names(step), 'another tab logged in: nothing stored, called or cleared').not.toContain(
        'storeSession',
      );
      expect(step.started.filter((s) => s.src !== 'wallet')).toEqual([]);
      expect(epochs(step)).toEqual(before(step).map((n) => n + 1));
      expect(context.loginId).toBe('');
    }
  },
  loggingOut: (step) => {
    expect(step.state.hasTag('busy')).toBe(true);
    expect(step.state.hasTag('member')).toBe(true);
    expect(step.event.type).toBe('LOGOUT');
    expect(startsOf([step], 'logout'), 'the server told').toHaveLength(1);
    expect(names(step), 'forgotten only once the server answered').not.toContain('clearSession');
    expect(walletOf(step.state), 'the wallet goes as the member logs out').toBeUndefined();
    expect(stopped(walletOf(step.previous!))).toBe(true);
  },
};

describe('session: each state against its rules', () => {
  it('every state of every generated path keeps its rule', () => {
    // The paths are computed in one mock actor system, where the wallet's system id would be taken by the
    // first path that spawned it: here the wallet is spawned without one.
    const machine = sessionMachine.provide({
      actions: { openWallet: spawnChild('wallet', { id: 'wallet' }) },
    });
    expectRulesKept(checkRules(machine, rules, { ...options, everyTransition: true }));
  });
});
