import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { type TransferCall, transferMachine } from '../features/money/machines/transfer';
import { CLOSE_ANIMATION_MS, confirmDialogMachine } from '../machines/confirmDialog';
import { deviceChannelMachine, loginSiteOf } from '../machines/deviceChannel';
import { hostFailoverMachine } from '../machines/hostFailover';
import { navigationHistoryMachine } from '../machines/navigationHistory';
import { type Credentials, type SessionGrant, sessionMachine } from '../machines/session';
import { WALLET_SYSTEM_ID, type WalletSnapshot, walletMachine } from '../machines/wallet';
import { settle } from './support/calls';

/** What each machine does to the outside world, with its effects replaced by spies. */

const grant: SessionGrant = { sessionId: 's1', token: 't1', currId: 'VND', loginIpGeo: 'VN' };

function session(
  device: 'web' | 'app',
  hasSessionCookies: boolean,
  login: (args: { input: Credentials }) => Promise<SessionGrant> = async () => grant,
) {
  const spies = {
    storeSession: vi.fn(),
    clearSession: vi.fn(),
    leaveToLogin: vi.fn(),
    leaveToHome: vi.fn(),
    afterLogin: vi.fn(),
    goToRestrict: vi.fn(),
    logoutCalls: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      login: fromPromise(login),
      logout: fromPromise(async () => {
        spies.logoutCalls();
      }),
    },
    actions: {
      storeSession: (_, g) => spies.storeSession(g),
      clearSession: spies.clearSession,
      leaveToLogin: spies.leaveToLogin,
      leaveToHome: spies.leaveToHome,
      afterLogin: spies.afterLogin,
      goToRestrict: spies.goToRestrict,
    },
  });
  return { actor: createActor(machine, { input: { device, hasSessionCookies } }).start(), spies };
}

describe('session', () => {
  it('resumes from the cookies: both present is a member', () => {
    expect(session('web', true).actor.getSnapshot().hasTag('member')).toBe(true);
    expect(session('web', false).actor.getSnapshot().hasTag('visitor')).toBe(true);
  });

  it('a resumed session does not know the login id; a visitor has none', () => {
    expect(session('web', true).actor.getSnapshot().context.loginId).toBe('');
    expect(session('web', false).actor.getSnapshot().context.loginId).toBeNull();
  });

  it('a login stores the grant and leaves the login page; a second LOGIN while busy is ignored', async () => {
    const login = vi.fn(async (_: { input: Credentials }) => grant);
    const { actor, spies } = session('web', false, login);
    actor.send({ type: 'LOGIN', loginId: 'demo', password: 'x' });
    actor.send({ type: 'LOGIN', loginId: 'other', password: 'y' });
    expect(actor.getSnapshot().context.loginId).toBe('demo');
    await settle();
    expect(login).toHaveBeenCalledTimes(1);
    expect(login.mock.calls[0]?.[0].input).toEqual({ loginId: 'demo', password: 'x' });
    expect(spies.storeSession).toHaveBeenCalledWith(grant);
    expect(spies.afterLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('loggedIn');
  });

  it('a failed login stays logged out with the key', async () => {
    const { actor, spies } = session('web', false, async () => {
      throw new Error('acct_loginFail');
    });
    actor.send({ type: 'LOGIN', loginId: 'demo', password: 'bad' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.loginError).toBe('acct_loginFail');
    expect(actor.getSnapshot().context.loginId).toBeNull();
    expect(spies.storeSession).not.toHaveBeenCalled();
  });

  it('a login refused without a message key reads as a failed login, and a new try clears it', async () => {
    const { actor } = session('web', false, () => Promise.reject({ code: 3 }));
    actor.send({ type: 'LOGIN', loginId: 'demo', password: 'bad' });
    await settle();
    expect(actor.getSnapshot().context.loginError).toBe('acct_loginFail');
    actor.send({ type: 'LOGIN', loginId: 'demo', password: 'bad' });
    expect(actor.getSnapshot().context.loginError).toBeNull();
  });

  it('logout tells the server, clears both cookies and goes home on the web', async () => {
    const { actor, spies } = session('web', true);
    actor.send({ type: 'LOGOUT' });
    await settle();
    expect(spies.logoutCalls).toHaveBeenCalledTimes(1);
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
    expect(spies.leaveToHome).toHaveBeenCalledTimes(1);
    expect(spies.leaveToLogin).not.toHaveBeenCalled();
  });

  it('in the apps a logout lands on the login page', async () => {
    const { actor, spies } = session('app', true);
    actor.send({ type: 'LOGOUT' });
    await settle();
    expect(spies.leaveToLogin).toHaveBeenCalledTimes(1);
    expect(spies.leaveToHome).not.toHaveBeenCalled();
  });

  it('a session ended by the server (codes 1, 5) is cleared without a call', () => {
    const { actor, spies } = session('web', true);
    actor.send({ type: 'SESSION_ENDED' });
    expect(spies.logoutCalls).not.toHaveBeenCalled();
    expect(spies.clearSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it('errorCode 4 clears the session and goes to restrict, member or not', () => {
    for (const cookies of [true, false]) {
      const { actor, spies } = session('web', cookies);
      actor.send({ type: 'RESTRICTED' });
      expect(spies.clearSession).toHaveBeenCalledTimes(1);
      expect(spies.goToRestrict).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().value).toBe('loggedOut');
    }
  });
});

describe("session: the member's wallets", () => {
  const walletIn = (actor: ReturnType<typeof session>['actor']) => actor.system.get(WALLET_SYSTEM_ID);

  it('a member has one wallet actor, found by its system id; a visitor has none', async () => {
    expect(walletIn(session('web', false).actor)).toBeUndefined();
    const { actor } = session('web', true);
    const wallet = walletIn(actor);
    expect(wallet?.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().children.wallet).toBe(wallet);
    // A login spawns it too.
    const visitor = session('web', false).actor;
    visitor.send({ type: 'LOGIN', loginId: 'demo', password: 'x' });
    await settle();
    expect(visitor.getSnapshot().hasTag('member')).toBe(true);
    expect(walletIn(visitor)?.getSnapshot().status).toBe('active');
  });

  it('the wallets go with the member: a logout or errorCode 1 stops them, a new member gets new ones', async () => {
    const { actor } = session('web', true);
    const first = walletIn(actor);
    actor.send({ type: 'CHANGED_ELSEWHERE', loggedIn: true });
    const second = walletIn(actor);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(first?.getSnapshot().status).toBe('stopped');
    actor.send({ type: 'SESSION_ENDED' });
    expect(walletIn(actor)).toBeUndefined();
    expect(second?.getSnapshot().status).toBe('stopped');
    const other = session('web', true).actor;
    other.send({ type: 'LOGOUT' });
    await settle();
    expect(other.getSnapshot().value).toBe('loggedOut');
    expect(walletIn(other)).toBeUndefined();
  });
});

describe('session: a handed-over login', () => {
  const grant = (sessionId: string): SessionGrant => ({
    sessionId,
    token: `t-${sessionId}`,
    currId: 'VND',
    loginIpGeo: 'VN',
  });

  it('a visitor becomes the member the other site named', () => {
    const { actor, spies } = session('web', false);
    actor.send({ type: 'GRANTED', loginId: 'alice', grant: grant('s1') });
    expect(actor.getSnapshot().hasTag('member')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ loginId: 'alice', epoch: 0 });
    expect(spies.storeSession).toHaveBeenCalledWith(grant('s1'));
    expect(spies.afterLogin).toHaveBeenCalledTimes(1);
  });

  it('confirmed over an open session: the new member replaces the old one, whose pages start over', () => {
    const { actor, spies } = session('web', true);
    actor.send({ type: 'GRANTED', loginId: 'bob', grant: grant('s2') });
    expect(actor.getSnapshot().value).toBe('loggedIn');
    // The wallets start over; the login page on screen is not started again, it leaves by itself.
    expect(actor.getSnapshot().context).toMatchObject({ loginId: 'bob', epoch: 1, pageEpoch: 0 });
    expect(spies.storeSession).toHaveBeenCalledWith(grant('s2'));
    expect(spies.afterLogin).toHaveBeenCalledTimes(1);
    expect(spies.clearSession).not.toHaveBeenCalled();
  });
});

describe('session: what the login call is given', () => {
  it('a password the member typed is sent to be encrypted: the call is not told it is sealed', async () => {
    const login = vi.fn(async (_: { input: Credentials }) => grant);
    const { actor } = session('web', false, login);
    actor.send({ type: 'LOGIN', loginId: 'demo', password: 'typed' });
    await settle();
    expect(login.mock.calls[0]?.[0].input).toStrictEqual({ loginId: 'demo', password: 'typed' });
    expect(login.mock.calls[0]?.[0].input).not.toHaveProperty('sealed');
  });

  it('a login the app shell already sealed is sent as it is, marked sealed, so it is not encrypted twice', async () => {
    const login = vi.fn(async (_: { input: Credentials }) => grant);
    const { actor } = session('app', false, login);
    actor.send({ type: 'LOGIN', loginId: 'demo', password: 'c2VhbGVk', sealed: true });
    await settle();
    expect(login.mock.calls[0]?.[0].input).toStrictEqual({
      loginId: 'demo',
      password: 'c2VhbGVk',
      sealed: true,
    });
  });

  it('a session granted without a login id still reads as "had a session" (an empty id, never none)', () => {
    const granted = { type: 'GRANTED', grant, loginId: undefined } as never;
    const visitor = session('web', false).actor;
    visitor.send(granted);
    expect(visitor.getSnapshot().context.loginId).toBe('');
    const member = session('web', false).actor;
    member.send({ type: 'GRANTED', loginId: 'alice', grant });
    member.send(granted);
    expect(member.getSnapshot().context.loginId).toBe('');
  });
});

describe('session: another tab', () => {
  const elsewhere = (loggedIn: boolean) => ({ type: 'CHANGED_ELSEWHERE', loggedIn }) as const;

  it('a logout there leaves the member pages here, without a call or clearing anything', () => {
    for (const [device, leave] of [
      ['web', 'leaveToHome'],
      ['app', 'leaveToLogin'],
    ] as const) {
      const { actor, spies } = session(device, true);
      actor.send(elsewhere(false));
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(actor.getSnapshot().context).toMatchObject({ loginId: null, epoch: 1 });
      expect(spies[leave]).toHaveBeenCalledTimes(1);
      expect(spies.logoutCalls).not.toHaveBeenCalled();
      expect(spies.clearSession).not.toHaveBeenCalled();
    }
  });

  it('another member there: still a member here, a new epoch, the id unknown', () => {
    const { actor, spies } = session('web', true);
    actor.send(elsewhere(true));
    actor.send(elsewhere(true));
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context).toMatchObject({ loginId: '', epoch: 2, pageEpoch: 2 });
    expect(spies.storeSession).not.toHaveBeenCalled();
    expect(spies.afterLogin).not.toHaveBeenCalled();
  });

  it('a login there makes this visitor a member, on the page it shows', () => {
    const { actor, spies } = session('web', false);
    actor.send(elsewhere(false));
    expect(actor.getSnapshot().context.epoch).toBe(0);
    actor.send(elsewhere(true));
    expect(actor.getSnapshot().hasTag('member')).toBe(true);
    expect(actor.getSnapshot().context.epoch).toBe(1);
    expect(spies.afterLogin).not.toHaveBeenCalled();
  });
});

describe('deviceChannel', () => {
  const base = {
    userAgent: 'Mozilla/5.0 Mobile',
    host: 'm.example.com',
    standalone: false,
    androidUserAgentSuffix: 'AndroidApp',
    iosAppHost: 'ios.example.com',
  };
  const channel = (reading: Partial<typeof base>) => {
    const actor = createActor(deviceChannelMachine).start();
    actor.send({ type: 'ENVIRONMENT_READ', ...base, ...reading });
    return String(actor.getSnapshot().value);
  };
  it('tells the three channels apart and gives their login-site value', () => {
    expect(channel({})).toBe('mobileWeb');
    expect(channel({ userAgent: 'Mozilla/5.0 Mobile AndroidApp' })).toBe('androidApp');
    expect(channel({ userAgent: 'Mozilla/5.0 AndroidApp Mobile' })).toBe('mobileWeb');
    expect(channel({ host: 'IOS.example.com' })).toBe('iosApp');
    expect(channel({ standalone: true })).toBe('iosApp');
    expect(channel({ iosAppHost: '', host: '' })).toBe('mobileWeb');
    expect(channel({ androidUserAgentSuffix: '' })).toBe('mobileWeb');
    expect(channel({ userAgent: 'Mozilla/5.0 Mobile AndroidApp  ' })).toBe('androidApp');
    expect(['mobileWeb', 'androidApp', 'iosApp'].map(loginSiteOf)).toEqual(['mobile', 'apk', 'ipa']);
  });
});

describe('hostFailover', () => {
  const run = (input: { onPrimaryDomain: boolean; hostCount: number; hostIndex: number }) => {
    const spies = { rememberHost: vi.fn(), reload: vi.fn(), goToMaintenance: vi.fn() };
    const machine = hostFailoverMachine.provide({
      actions: {
        rememberHost: (_, i) => spies.rememberHost(i),
        reload: spies.reload,
        goToMaintenance: spies.goToMaintenance,
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'NETWORK_FAILED' });
    return { actor, spies };
  };
  it('off the primary domains, the next mirror is remembered and the page reloads', () => {
    const { spies } = run({ onPrimaryDomain: false, hostCount: 3, hostIndex: 0 });
    expect(spies.rememberHost).toHaveBeenCalledWith(1);
    expect(spies.reload).toHaveBeenCalledTimes(1);
    expect(spies.goToMaintenance).not.toHaveBeenCalled();
  });
  it('the first failure without a mirror in use tries mirror 0', () => {
    expect(
      run({ onPrimaryDomain: false, hostCount: 1, hostIndex: -1 }).spies.rememberHost,
    ).toHaveBeenCalledWith(0);
  });
  it('the app leaves maintenance when the server answers again', () => {
    const { actor, spies } = run({ onPrimaryDomain: true, hostCount: 0, hostIndex: -1 });
    expect(actor.getSnapshot().value).toBe('unreachable');
    actor.send({ type: 'SERVER_REACHED' });
    expect(actor.getSnapshot().value).toBe('online');
    // Back online, the next failure is decided afresh: maintenance once more, not a stuck page.
    actor.send({ type: 'NETWORK_FAILED' });
    expect(actor.getSnapshot().value).toBe('unreachable');
    expect(spies.goToMaintenance).toHaveBeenCalledTimes(2);
  });
  it('after the last mirror, and on a primary domain, it is maintenance', () => {
    for (const input of [
      { onPrimaryDomain: false, hostCount: 2, hostIndex: 1 },
      { onPrimaryDomain: true, hostCount: 2, hostIndex: -1 },
      { onPrimaryDomain: false, hostCount: 0, hostIndex: -1 },
    ]) {
      const { spies } = run(input);
      expect(spies.goToMaintenance).toHaveBeenCalledTimes(1);
      expect(spies.reload).not.toHaveBeenCalled();
    }
  });
});

describe('confirmDialog', () => {
  const start = () => {
    const navigateBack = vi.fn();
    const clock = new SimulatedClock();
    const actor = createActor(confirmDialogMachine.provide({ actions: { navigateBack } }), { clock }).start();
    const answers: string[] = [];
    actor.on('dialog.closed', (e) => answers.push(`${e.id}:${e.answer}`));
    return { actor, clock, navigateBack, answers };
  };
  it('answers each request by id, queues a second one and shows it after the first closes', () => {
    const { actor, clock, answers } = start();
    actor.send({ type: 'OPEN', id: 'a', message: 'm1', showCancel: true });
    actor.send({ type: 'OPEN', id: 'b', message: 'm2' });
    expect(actor.getSnapshot().context.current?.id).toBe('a');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('closed');
    clock.increment(CLOSE_ANIMATION_MS);
    expect(actor.getSnapshot().context.current?.id).toBe('b');
    actor.send({ type: 'CLICK_OUTSIDE' });
    clock.increment(CLOSE_ANIMATION_MS);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(answers).toEqual(['a:cancel', 'b:dismissed']);
  });
  it('closing on the quickpay route navigates back; elsewhere it does not', () => {
    const { actor, navigateBack } = start();
    actor.send({ type: 'ROUTE_CHANGED', path: '/m/en-vn/home' });
    actor.send({ type: 'OPEN', id: 'a', message: 'm' });
    actor.send({ type: 'CONFIRM' });
    expect(navigateBack).not.toHaveBeenCalled();
    const second = start();
    second.actor.send({ type: 'ROUTE_CHANGED', path: '/m/en-vn/bank/quickpay' });
    second.actor.send({ type: 'OPEN', id: 'q', message: 'm', qrImage: 'data:image/png;base64,AA' });
    second.actor.send({ type: 'CLICK_OUTSIDE' });
    expect(second.navigateBack).toHaveBeenCalledTimes(1);
  });
  it('only the quickpay route itself navigates back when the dialog closes', () => {
    for (const [path, back] of [
      ['/m/en-vn/bank/quickpay/', 1],
      ['/m/en-vn/BANK/QuickPay', 1],
      ['/m/en-vn/bank/quickpay/history', 0],
      ['/m/en-vn/bank/quickpayment', 0],
      ['/m/en-vn/bank/deposit', 0],
    ] as const) {
      const { actor, navigateBack } = start();
      actor.send({ type: 'ROUTE_CHANGED', path });
      actor.send({ type: 'OPEN', id: 'q', message: 'quickpay_scan' });
      actor.send({ type: 'CONFIRM' });
      expect(navigateBack, path).toHaveBeenCalledTimes(back);
    }
  });

  it('shows the request as asked, and requests made while closing wait their turn in order', () => {
    const { actor, clock, answers } = start();
    const first = {
      id: 'a',
      message: 'wallet_Success',
      icon: 'check' as const,
      params: [1, 'x'],
      title: 't',
    };
    actor.send({ type: 'OPEN', ...first });
    expect(actor.getSnapshot().context.current).toEqual(first);
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'OPEN', id: 'b', message: 'm2' });
    actor.send({ type: 'OPEN', id: 'c', message: 'm3' });
    clock.increment(CLOSE_ANIMATION_MS - 1);
    expect(actor.getSnapshot().value).toBe('closed');
    clock.increment(1);
    expect(actor.getSnapshot().context.current).toEqual({ id: 'b', message: 'm2' });
    actor.send({ type: 'CANCEL' });
    clock.increment(CLOSE_ANIMATION_MS);
    expect(actor.getSnapshot().context.current?.id).toBe('c');
    expect(actor.getSnapshot().context.queue).toEqual([]);
    actor.send({ type: 'CONFIRM' });
    clock.increment(CLOSE_ANIMATION_MS);
    expect(actor.getSnapshot().context.current).toBeNull();
    expect(answers).toEqual(['a:ok', 'b:cancel', 'c:ok']);
  });

  it('the error detail folds and unfolds', () => {
    const { actor } = start();
    actor.send({
      type: 'OPEN',
      id: 'a',
      message: 'm',
      errorDetail: { call: '/api/getip', errorCode: 7, time: '2026-01-01T00:00:00.000Z', version: '1.19.1' },
    });
    actor.send({ type: 'TOGGLE_DETAIL' });
    expect(actor.getSnapshot().matches({ shown: 'detailExpanded' })).toBe(true);
    actor.send({ type: 'TOGGLE_DETAIL' });
    expect(actor.getSnapshot().matches({ shown: 'detailCollapsed' })).toBe(true);
  });
});

describe('navigationHistory', () => {
  const start = () => {
    const navigateTo = vi.fn();
    const goHome = vi.fn();
    const actor = createActor(
      navigationHistoryMachine.provide({ actions: { navigateTo: (_, url) => navigateTo(url), goHome } }),
    ).start();
    return { actor, navigateTo, goHome };
  };
  it('keeps only the last two URLs and goes back to the older one', () => {
    const { actor, navigateTo } = start();
    for (const url of ['/a', '/b', '/c']) actor.send({ type: 'NAVIGATED', url });
    expect(actor.getSnapshot().context.urls).toEqual(['/b', '/c']);
    actor.send({ type: 'BACK' });
    expect(navigateTo).toHaveBeenCalledWith('/b');
    actor.send({ type: 'NAVIGATED', url: '/b' });
    expect(actor.getSnapshot().context.urls).toEqual(['/b']);
  });
  it('back with nothing before goes home; a repeated URL is not a new entry', () => {
    const { actor, goHome } = start();
    actor.send({ type: 'NAVIGATED', url: '/a' });
    actor.send({ type: 'NAVIGATED', url: '/a' });
    expect(actor.getSnapshot().value).toBe('noPrevious');
    actor.send({ type: 'BACK' });
    expect(goHome).toHaveBeenCalledTimes(1);
  });
});

describe('wallet', () => {
  it('keeps what the wallets call answers: providers, balances and the promotions offered', async () => {
    const storeMainBalance = vi.fn();
    const promotions = [{ promoteId: 'WELCOME100', promoteTitle: 'Welcome bonus 100%' }];
    const actor = createActor(
      walletMachine.provide({
        actors: {
          loadWallets: fromPromise<WalletSnapshot>(async () => ({
            providers: [{ providerId: 'SBO', providerName: 'SBO Sports', weeklyTurnover: '0' }],
            balances: { '-': '12.5', SBO: '3' },
            promotions,
          })),
        },
        actions: { storeMainBalance: (_, balance) => storeMainBalance(balance) },
      }),
    ).start();
    // Nothing is read until a screen shows the wallets.
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(storeMainBalance).not.toHaveBeenCalled();
    actor.send({ type: 'LOAD' });
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.promotions).toEqual(promotions);
    expect(context.balances).toEqual({ '-': '12.5', SBO: '3' });
    expect(storeMainBalance).toHaveBeenCalledWith('12.5');
  });
});

describe('transfer', () => {
  it('the next transfer can be typed while the last success is still shown', async () => {
    const actor = createActor(
      transferMachine.provide({
        actors: {
          transfer: fromPromise<unknown, TransferCall>(async () => null),
        },
      }),
      { input: { fromProvider: '-', toProvider: 'SBO' } },
    ).start();
    actor.send({ type: 'BALANCES', balances: { '-': '100' } });
    actor.send({ type: 'AMOUNT_CHANGED', value: '10' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    expect(actor.getSnapshot().context.amount).toBe('');
    actor.send({ type: 'AMOUNT_CHANGED', value: '7,5' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.amount).toBe('7,5');
  });
});
