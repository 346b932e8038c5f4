import { describe, expect, it } from 'vitest';
import { confirmDialogMachine } from '../machines/confirmDialog';
import { deviceChannelMachine } from '../machines/deviceChannel';
import { hostFailoverMachine } from '../machines/hostFailover';
import { navigationHistoryMachine } from '../machines/navigationHistory';
import { sessionMachine } from '../machines/session';
import { type CoverageReport, coverage } from './support/modelCoverage';
import { pending } from './support/stubs';

/**
 * Model-based tests: for each of the five app machines, the paths generated from the machine reach every
 * state node and fire every transition definition, and each shortest path replays on a live actor.
 */

function expectFullCoverage(report: CoverageReport) {
  expect(report.missingStates, 'states never reached').toEqual([]);
  expect(report.missingTransitions, 'transitions never taken').toEqual([]);
  expect(report.replayMismatches, 'paths that replay differently').toEqual([]);
  expect(report.pathCount).toBeGreaterThan(0);
}

const env = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile',
  host: 'm.example.com',
  standalone: false,
  androidUserAgentSuffix: 'AndroidApp',
  iosAppHost: 'ios.example.com',
};

describe('model-based coverage', () => {
  it('session: every state and transition, web and app, members and visitors', () => {
    const machine = sessionMachine.provide({ actors: { login: pending(), logout: pending() } });
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
        // Another tab (issue 13 item 5): a member now, or none.
        CHANGED_ELSEWHERE: [
          { type: 'CHANGED_ELSEWHERE', loggedIn: true },
          { type: 'CHANGED_ELSEWHERE', loggedIn: false },
        ],
      },
      // The epoch counts other tabs' changes without end: past 2 it tells no new state apart.
      contextKey: (context: { epoch: number }) => ({ ...context, epoch: Math.min(context.epoch, 2) }),
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
    const report = coverage(hostFailoverMachine, {
      inputs: [
        { onPrimaryDomain: false, hostCount: 2, hostIndex: -1 },
        { onPrimaryDomain: false, hostCount: 2, hostIndex: 1 },
        { onPrimaryDomain: true, hostCount: 2, hostIndex: -1 },
      ],
    });
    expectFullCoverage(report);
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
