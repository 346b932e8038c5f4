import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loginMachine } from '../machines/login';
import { sessionMachine } from '../machines/session';
import { transferMachine } from '../machines/transfer';
import { describeReplay, replayTrace } from '../scripts/replay/replayTrace';
import { silentActors } from '../src/qa/machineWalk';
import { createTraceRecorder, parseTrace, type QaTrace, traceStateName } from '../src/qa/trace';
import { pending } from './support/stubs';

/** Issue 16 item 4: a QA session becomes a test. The committed trace replays against the machines. */

const committed = () =>
  parseTrace(readFileSync(new URL('./traces/transfer.trace.json', import.meta.url), 'utf8'));

describe('QA trace replay', () => {
  it('the committed transfer session ends in the same states', () => {
    const result = replayTrace(committed());
    expect(describeReplay(result)).not.toContain('✘');
    expect(result.ok).toBe(true);
    expect(result.actors.map((a) => [a.machine, a.actual])).toEqual([
      ['transfer', 'editing'],
      ['allInToMain', 'idle'],
    ]);
  });

  it('says where a session diverged', () => {
    const trace: QaTrace = committed();
    // The session claims the unanswered call went straight back to the form.
    trace.actors[0]!.events[4]!.state = 'editing';
    const result = replayTrace(trace);
    expect(result.ok).toBe(false);
    expect(result.actors[0]!.divergence).toEqual({
      step: 4,
      event: 'xstate.error.actor.transfer',
      expected: 'editing',
      actual: 'rereading',
    });
    expect(describeReplay(result)).toContain('diverged at event 5 (xstate.error.actor.transfer)');
  });

  it('names a machine it does not know', () => {
    const trace = committed();
    trace.actors[1]!.machine = 'nope';
    expect(describeReplay(replayTrace(trace))).toContain('no machine with the id "nope"');
  });

  it('rejects a file that is not a trace', () => {
    expect(() => parseTrace('{"version":2}')).toThrow(/version 1/);
    expect(() =>
      parseTrace('{"version":1,"actors":[{"machine":"x","events":[{}],"finalState":""}]}'),
    ).toThrow(/event 0/);
  });

  it('the recorder follows the member’s wallet the session spawns (system id), not a flow’s calls', () => {
    const recorder = createTraceRecorder({ now: () => 0 });
    // (Its calls stood in for; the wallet is the machine's own.)
    const session = createActor(sessionMachine.provide({ actors: { login: pending(), logout: pending() } }), {
      input: { hasSessionCookies: true, device: 'web' },
      inspect: recorder.record,
    }).start();
    session.system.get('wallet')?.send({ type: 'LOAD' });
    const transfer = createActor(silentActors(transferMachine), {
      input: { fromProvider: '-' },
      inspect: recorder.record,
    }).start();
    transfer.send({ type: 'ALL_IN', providerId: 'SBO' });
    const trace = recorder.trace();
    expect(trace.actors.map((a) => [a.machine, a.finalState])).toEqual([
      ['session', 'loggedIn'],
      ['wallet', 'loading'],
      ['transfer', 'allIn'],
    ]);
    expect(trace.actors[1]?.events.map((e) => e.event.type)).toEqual(['LOAD']);
  });

  it('the recorder writes what the replay reads, with passwords masked', () => {
    const recorder = createTraceRecorder({ now: () => 0 });
    const transfer = createActor(silentActors(transferMachine), {
      input: { fromProvider: '-' },
      inspect: recorder.record,
    }).start();
    transfer.send({ type: 'TO_CHANGED', providerId: 'SBO' });
    transfer.send({ type: 'AMOUNT_CHANGED', value: '25' });
    transfer.send({ type: 'BALANCES', balances: { '-': '100' } });
    transfer.send({ type: 'SUBMIT' });
    const login = createActor(silentActors(loginMachine), {
      input: { hasSession: false },
      inspect: recorder.record,
    } as never).start() as unknown as ReturnType<typeof createActor<typeof loginMachine>>;
    login.send({ type: 'LOGIN_ID_CHANGED', value: 'demo' });
    login.send({ type: 'PASSWORD_CHANGED', value: 'secret123' });
    const trace = parseTrace(JSON.stringify(recorder.trace()));
    expect(trace.actors.map((a) => [a.machine, a.finalState])).toEqual([
      ['transfer', 'submitting'],
      ['login', traceStateName(login.getSnapshot().value)],
    ]);
    expect(JSON.stringify(trace)).not.toContain('secret123');
    expect(JSON.stringify(trace)).toContain('"value":"*********"');
    expect(replayTrace(trace).ok).toBe(true);
  });
});
