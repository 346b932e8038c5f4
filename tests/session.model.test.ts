import { describe, it } from 'vitest';
import { spawnChild } from 'xstate';
import { sessionMachine } from '../machines/session';
import { expectFullCoverage } from './support/fullCoverage';
import { coverage } from './support/modelCoverage';
import { pending } from './support/stubs';

/**
 * The session walked: the paths generated from the machine reach every state and take every arrow of its
 * committed graph, and each shortest path replays on a live actor (what each step does is in
 * tests/machines.behaviour.test.ts, "session").
 */
describe('session: model-based coverage', () => {
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
});
