import { describe, expect, it } from 'vitest';
import { spawnChild } from 'xstate';
import { confirmDialogMachine } from '../machines/confirmDialog';
import { deviceChannelMachine } from '../machines/deviceChannel';
import { type HostFailoverInput, hostFailoverMachine } from '../machines/hostFailover';
import { navigationHistoryMachine } from '../machines/navigationHistory';
import { sessionMachine } from '../machines/session';
import { expectFullCoverage, expectRulesKept } from './support/fullCoverage';
import { checkRules, coverage, type StateRules, type Step } from './support/modelCoverage';
import { pending } from './support/stubs';

/**
 * Model-based tests: for each of the five app machines, the paths generated from the machine reach every
 * state node and fire every transition definition, and each shortest path replays on a live actor.
 */

/** Two mirrors, none in use yet; the last one in use; a page on a primary domain. */
const FAILOVER_INPUTS: HostFailoverInput[] = [
  { onPrimaryDomain: false, hostCount: 2, hostIndex: -1 },
  { onPrimaryDomain: false, hostCount: 2, hostIndex: 1 },
  { onPrimaryDomain: true, hostCount: 2, hostIndex: -1 },
];

const env = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile',
  host: 'm.example.com',
  standalone: false,
  androidUserAgentSuffix: 'AndroidApp',
  iosAppHost: 'ios.example.com',
};

describe('model-based coverage', () => {
  it('session: every state and transition, web and app, members and visitors', () => {
    const machine = sessionMachine.provide({
      actors: { login: pending(), logout: pending() },
      // The walk computes every path in one mock actor system, where the wallet's system id would be taken
      // by the first path that spawned it: here the wallet is spawned without one.
      actions: { openWallet: spawnChild('wallet', { id: 'wallet' }) },
    });
    const grant = { sessionId: 's1', token: 't1', currId: 'VND', loginIpGeo: 'VN' };
    const report = coverage(machine, {
      inputs: [
        { hasSessionCookies: false, device: 'web' },
        { hasSessionCookies: true, device: 'web' },
        { hasSessionCookies: true, device: 'app' },
      ],
      payloads: {
        LOGIN: [{ type: 'LOGIN', loginId: 'demo', password: 'demo1234' }],
        'xstate.done.actor.login': [{ type: 'xstate.done.actor.login', output: grant }],
        'xstate.error.actor.login': [
          { type: 'xstate.error.actor.login', error: new Error('acct_loginFail') },
        ],
        // Another tab: a member now, or none.
        CHANGED_ELSEWHERE: [
          { type: 'CHANGED_ELSEWHERE', loggedIn: true },
          { type: 'CHANGED_ELSEWHERE', loggedIn: false },
        ],
      },
      // The epoch counts other tabs' changes without end: past 2 it tells no new state apart.
      contextKey: (context: { epoch: number; pageEpoch: number }) => ({
        ...context,
        epoch: Math.min(context.epoch, 2),
        pageEpoch: Math.min(context.pageEpoch, 2),
      }),
    });
    expectFullCoverage(report);
  });

  it('deviceChannel: mobile web, Android app, iOS app (host and standalone)', () => {
    const report = coverage(deviceChannelMachine, {
      payloads: {
        ENVIRONMENT_READ: [
          { type: 'ENVIRONMENT_READ', ...env },
          { type: 'ENVIRONMENT_READ', ...env, userAgent: `${env.userAgent} AndroidApp` },
          { type: 'ENVIRONMENT_READ', ...env, host: 'ios.example.com' },
          { type: 'ENVIRONMENT_READ', ...env, standalone: true },
        ],
      },
    });
    expectFullCoverage(report);
  });

  it('hostFailover: mirrors left, none left, primary domain', () => {
    expectFullCoverage(coverage(hostFailoverMachine, { inputs: FAILOVER_INPUTS }));
  });

  it('confirmDialog: shown, detail, every way out, queue, quickpay route', () => {
    const open = (id: string) => ({ type: 'OPEN', id, message: 'wallet_Success', errorDetail: 'x' });
    const report = coverage(confirmDialogMachine, {
      payloads: {
        OPEN: [open('a'), open('b')],
        ROUTE_CHANGED: [
          { type: 'ROUTE_CHANGED', path: '/m/en-vn/home' },
          { type: 'ROUTE_CHANGED', path: '/m/en-vn/bank/quickpay' },
        ],
      },
      // The queue can grow without end; whether anything waits is what tells states apart.
      contextKey: (c: { queue: unknown[]; route: string; current: { id: string } | null }) => [
        c.queue.length > 0,
        c.route,
        c.current?.id,
      ],
    });
    expectFullCoverage(report);
  });

  it('navigationHistory: first URL, second URL, back, back with nothing before', () => {
    const report = coverage(navigationHistoryMachine, {
      payloads: {
        NAVIGATED: [
          { type: 'NAVIGATED', url: '/m/en-vn/home' },
          { type: 'NAVIGATED', url: '/m/en-vn/Promotion' },
          { type: 'NAVIGATED', url: '/m/en-vn/Games' },
        ],
      },
    });
    expectFullCoverage(report);
  });
});

describe('confirmDialog: each state against spec §2 screen 1 and §4', () => {
  type M = typeof confirmDialogMachine;
  /** Spec §2: "Closing it on the quickpay route also navigates back" — the quickpay route, no other. */
  const QUICKPAY = '/m/en-vn/bank/quickpay';
  const OTHER_ROUTES = ['/m/en-vn/home', '/m/en-vn/bank/deposit'];
  const ANSWERS: Record<string, string> = { CONFIRM: 'ok', CANCEL: 'cancel', CLICK_OUTSIDE: 'dismissed' };
  const requestOf = (event: { type: string }) => {
    const { type: _type, ...request } = event as { type: string; id: string };
    return request;
  };
  const navigatedBack = (step: Step<M>) => step.ran.filter((r) => r.type === 'navigateBack').length;
  /** Nothing but a way out answers the asker or navigates. */
  const quiet = (step: Step<M>) => {
    expect(step.emitted, 'no answer given').toEqual([]);
    expect(navigatedBack(step), 'no navigation').toBe(0);
  };
  const rules: StateRules<M> = {
    hidden: (step) => {
      quiet(step);
      expect(step.context.current).toBeNull();
      expect(step.context.queue).toEqual([]);
    },
    shown: (step) => {
      const { event, context, previous } = step;
      if (previous?.matches('hidden')) {
        expect(event.type).toBe('OPEN');
        expect(context.current, 'the request shows as asked').toEqual(requestOf(event));
      }
      if (previous?.matches('closed')) {
        // The next queued request shows once the previous one has animated out.
        expect(context.current).toEqual(previous.context.queue[0]);
        expect(context.queue).toEqual(previous.context.queue.slice(1));
      }
      if (previous?.matches('shown') && event.type === 'OPEN') {
        // A request that arrives meanwhile waits its turn; the one on screen stays.
        expect(context.current).toEqual(previous.context.current);
        expect(context.queue.at(-1)).toEqual(requestOf(event));
      }
      quiet(step);
    },
    'shown.detailCollapsed': (step) => {
      if (step.event.type === 'TOGGLE_DETAIL')
        expect(step.previous?.matches({ shown: 'detailExpanded' })).toBe(true);
      // Otherwise the dialog has just opened (folded) or stayed folded: an open detail never folds by itself.
      else
        expect(
          step.previous?.matches({ shown: 'detailExpanded' }) ?? false,
          'the detail folds only when the member asks',
        ).toBe(false);
    },
    'shown.detailExpanded': (step) => {
      if (!step.previous?.matches({ shown: 'detailExpanded' }))
        expect(step.event.type, 'the detail opens only when the member asks').toBe('TOGGLE_DETAIL');
    },
    closed: (step) => {
      const { event, previous, context } = step;
      if (previous?.matches('shown')) {
        const answer = ANSWERS[event.type];
        expect(answer, `${event.type} closes the dialog`).toBeDefined();
        // The asker waiting on this id is told how it ended, once.
        expect(step.emitted).toEqual([{ type: 'dialog.closed', id: previous.context.current?.id, answer }]);
        const onQuickpay = context.route === QUICKPAY;
        expect(navigatedBack(step), `navigate back on ${context.route || '(no route)'}`).toBe(
          onQuickpay ? 1 : 0,
        );
      } else quiet(step);
    },
  };
  const open = (id: string) => ({ type: 'OPEN', id, message: 'wallet_Success', errorDetail: 'x' });
  const options = {
    // Each way out (CONFIRM, CANCEL, CLICK_OUTSIDE) from each state reached, on each route.
    everyTransition: true,
    payloads: {
      OPEN: [open('a'), open('b')],
      ROUTE_CHANGED: [QUICKPAY, ...OTHER_ROUTES].map((path) => ({ type: 'ROUTE_CHANGED', path })),
    },
    contextKey: (c: { queue: unknown[]; route: string; current: { id: string } | null }) => [
      c.queue.length > 0,
      c.route,
      c.current?.id,
    ],
  };

  it('a table that leaves a state out does not compile', () => {
    const { closed: _left, ...withoutClosed } = rules;
    // @ts-expect-error `closed` has no rule
    const incomplete: StateRules<M> = withoutClosed;
    expect(checkRules(confirmDialogMachine, incomplete, options).withoutRule).toEqual(['closed']);
  });

  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(confirmDialogMachine, rules, options));
  });

  it('mutation: navigateBack on every route is reported', () => {
    const mutant = confirmDialogMachine.provide({ guards: { onQuickpayRoute: () => true } });
    const violations = checkRules(mutant, rules, options).violations.join('\n');
    expect(violations).toMatch(/closed after .*ROUTE_CHANGED.*CONFIRM: navigate back on \/m\/en-vn\/home/);
    expect(violations).toMatch(/closed after OPEN → CANCEL: navigate back on \(no route\)/);
  });

  it('mutation: a dialog that never navigates back is reported', () => {
    const mutant = confirmDialogMachine.provide({ guards: { onQuickpayRoute: () => false } });
    expect(checkRules(mutant, rules, options).violations.join('\n')).toMatch(
      /navigate back on \/m\/en-vn\/bank\/quickpay/,
    );
  });
});

describe('hostFailover: each state against spec §4 and contract §2 (hostIndex)', () => {
  type M = typeof hostFailoverMachine;
  const input = (step: Step<M>) => step.input as HostFailoverInput;
  const ranOf = (step: Step<M>, type: string) => step.ran.filter((r) => r.type === type);
  /** Nothing is reloaded, remembered or shown by this step. */
  const quiet = (step: Step<M>) =>
    expect(
      step.ran.map((r) => r.type),
      'nothing done',
    ).toEqual([]);
  const rules: StateRules<M> = {
    // Calls go to the current host: at start, and again once a call was answered after maintenance.
    online: (step) => {
      quiet(step);
      if (step.previous)
        expect(step.event.type, 'only an answered call brings it back').toBe('SERVER_REACHED');
      expect(step.context.hostIndex, 'the host in use stays').toBe(input(step).hostIndex);
    },
    // A mirror is left and the page is not on a primary domain: the next one is remembered, then reloaded.
    switchingHost: (step) => {
      const { onPrimaryDomain, hostCount, hostIndex } = input(step);
      expect(step.event.type).toBe('NETWORK_FAILED');
      expect(onPrimaryDomain, 'no failover on a primary domain').toBe(false);
      expect(step.context.hostIndex, 'the next mirror').toBe(hostIndex + 1);
      expect(step.context.hostIndex, 'a mirror config.json lists').toBeLessThan(hostCount);
      expect(
        ranOf(step, 'rememberHost').map((r) => r.params),
        'its index in the cookie',
      ).toEqual([hostIndex + 1]);
      expect(ranOf(step, 'reload'), 'then the page reloads onto it').toHaveLength(1);
      expect(ranOf(step, 'goToMaintenance')).toEqual([]);
    },
    // Nothing left to try (a primary domain, or the last mirror): maintenance with its alert, no reload.
    unreachable: (step) => {
      const { onPrimaryDomain, hostCount, hostIndex } = input(step);
      expect(onPrimaryDomain || hostIndex + 1 >= hostCount, 'only with no mirror left').toBe(true);
      if (step.event.type === 'NETWORK_FAILED')
        expect(
          step.ran.map((r) => r.type),
          'maintenance, once',
        ).toEqual(['goToMaintenance']);
      else quiet(step);
      expect(step.context.hostIndex).toBe(hostIndex);
    },
  };
  const options = { inputs: FAILOVER_INPUTS, everyTransition: true };

  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(hostFailoverMachine, rules, options));
  });

  it('mutation: a failover on a primary domain is reported', () => {
    const mutant = hostFailoverMachine.provide({
      guards: { mirrorLeft: ({ context }) => context.hostIndex + 1 < context.hostCount },
    });
    expect(checkRules(mutant, rules, options).violations.join('\n')).toMatch(
      /switchingHost after NETWORK_FAILED: no failover on a primary domain/,
    );
  });

  it('mutation: maintenance while a mirror is left is reported', () => {
    const mutant = hostFailoverMachine.provide({ guards: { mirrorLeft: () => false } });
    expect(checkRules(mutant, rules, options).violations.join('\n')).toMatch(
      /unreachable after NETWORK_FAILED: only with no mirror left/,
    );
  });
});
