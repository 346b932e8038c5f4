import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { addBankMachine } from '../features/account/machines/addBank';
import { loginMachine } from '../features/account/machines/login';
import { transferMachine } from '../features/money/machines/transfer';
import { sessionMachine } from '../machines/session';
import { describeReplay, replayTrace } from '../scripts/replay/replayTrace';
import { silentActors } from '../src/qa/machineWalk';
import { createTraceRecorder, parseTrace, type QaTrace, traceStateName } from '../src/qa/trace';
import { pending } from './support/stubs';

/** a QA session becomes a test. The committed trace replays against the machines. */

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

  it('holds no secret or personal value, and still replays', () => {
    const recorder = createTraceRecorder({
      now: () => 0,
      startPath: '/m/en-vn/member/login?loginKey=9f8e7d6c5b4a&qa=1&redirect=/m/en-vn/account&ref=R1',
    });
    // A handover key in a machine's input.
    createActor(silentActors(loginMachine), {
      input: { handoverKey: '9f8e7d6c5b4a', hasSession: false },
      inspect: recorder.record,
    } as never).start();
    const bank = createActor(silentActors(addBankMachine), { inspect: recorder.record }).start();
    bank.send({
      type: 'xstate.done.actor.loadBankList',
      output: { bankList: [{ bankId: 'VCB', bankName: 'Vietcombank' }], provinceList: [], cityList: [] },
    } as never);
    for (const [field, value] of [
      ['bankId', 'VCB'],
      ['bankAddress', '1 Trang Tien'],
      ['bankAccNo', '0071000123456'],
    ] as const)
      bank.send({ type: 'FIELD_CHANGED', field, value });
    bank.send({ type: 'SUBMIT' });
    // Personal values found by their pattern in any text.
    const form = createActor(silentActors(loginMachine), {
      input: { handoverKey: null, hasSession: false },
      inspect: recorder.record,
    } as never).start();
    form.send({ type: 'LOGIN_ID_CHANGED', value: 'lan.nguyen@example.vn +84 912 345 678' });
    const text = JSON.stringify(parseTrace(JSON.stringify(recorder.trace())));
    for (const value of ['9f8e7d6c5b4a', 'loginKey', 'redirect', 'R1', '0071000123456', 'Trang Tien'])
      expect(text).not.toContain(value);
    for (const value of ['lan.nguyen@example.vn', '912 345 678']) expect(text).not.toContain(value);
    expect(recorder.trace().startPath).toBe('/m/en-vn/member/login?qa=1');
    // In shape: the rules of length and format replay the same.
    expect(text).toContain('"value":"0000000000000"');
    expect(text).toContain('"value":"0 xxxxx xxxx"');
    expect(text).toContain('xxx.xxxxxx@xxxxxxx.xx');
    expect(text).toContain('"handoverKey":"************"');
    const trace = parseTrace(text);
    expect(trace.actors.find((a) => a.machine === 'addBank')?.finalState).toEqual('reauthenticating.asking');
    expect(replayTrace(trace).ok).toBe(true);
  });
});
