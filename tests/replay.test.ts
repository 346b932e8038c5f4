import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { addBankMachine } from '../features/account/machines/addBank';
import { loginMachine } from '../features/account/machines/login';
import { transferMachine } from '../features/money/machines/transfer';
import { sessionMachine } from '../machines/session';
import { describeReplay, replayTrace } from '../scripts/replay/replayTrace';
import { silentActors } from '../src/qa/machineWalk';
import { MAX_TRACE_EVENTS } from '../src/qa/qaSwitch';
import {
  createTraceRecorder,
  keptUrl,
  maskEvent,
  parseTrace,
  type QaTrace,
  SECRET_MASK,
  traceStateName,
} from '../src/qa/trace';
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
    // A fixed mask, whatever the secret's length; the login id in shape.
    expect(JSON.stringify(trace)).toContain(`"value":"${SECRET_MASK}"`);
    expect(JSON.stringify(trace)).toContain('{"type":"LOGIN_ID_CHANGED","value":"xxxx"}');
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
    expect(text).toContain(`"handoverKey":"${SECRET_MASK}"`);
    const trace = parseTrace(text);
    expect(trace.actors.find((a) => a.machine === 'addBank')?.finalState).toEqual('reauthenticating');
    expect(replayTrace(trace).ok).toBe(true);
  });

  it('keeps of every URL its path and only the qa parameter, in any field and any text', () => {
    expect(keptUrl('/m/en-vn/member/login?loginKey=9f8e&qa=1&redirect=/m/x#frag')).toBe(
      '/m/en-vn/member/login?qa=1',
    );
    expect(keptUrl('https://user:pw@games.example.net/launch?token=t0k&ref=R1')).toBe(
      'https://games.example.net/launch',
    );
    const masked = JSON.stringify(
      maskEvent({
        type: 'NAVIGATED',
        url: '/m/en-vn/home?ref=R1&loginKey=9f8e7d',
        output: {
          gameUrl: 'https://games.example.net/play?sid=abc&qa=1',
          note: 'see /m/x?redirect=/evil now',
        },
      } as { type: string }),
    );
    for (const hidden of ['ref=', 'R1', 'loginKey', '9f8e7d', 'sid=abc', 'redirect', '/evil', 'pw@'])
      expect(masked, hidden).not.toContain(hidden);
    expect(masked).toContain('"url":"/m/en-vn/home"');
    expect(masked).toContain('https://games.example.net/play?qa=1');
    expect(masked).toContain('see /m/x now');
  });

  it('masks secrets with one fixed mask, and login ids, provider account ids and IP addresses', () => {
    const masked = JSON.stringify(
      maskEvent({
        type: 'xstate.done.actor.load',
        output: {
          token: 'a',
          sessionId: 'a-much-longer-session-id',
          loginId: 'lan2024',
          acctId: 'SBO-778812',
          ip: '203.0.113.7',
          loginIpGeo: '198.51.100.23 (VN)',
          note: 'from 2001:db8::7 and 192.0.2.44',
        },
      } as { type: string }),
    );
    expect(masked).toContain(`"token":"${SECRET_MASK}"`);
    expect(masked).toContain(`"sessionId":"${SECRET_MASK}"`);
    for (const hidden of ['lan2024', '778812', '203.0.113.7', '198.51.100.23', '2001:db8::7', '192.0.2.44'])
      expect(masked, hidden).not.toContain(hidden);
    expect(masked).toContain('"loginId":"xxx0000"');
    expect(masked).toContain('"ip":"000.0.000.0"');
  });

  it(`keeps the last ${MAX_TRACE_EVENTS} events of a long session`, () => {
    const recorder = createTraceRecorder({ now: () => 0 });
    const transfer = createActor(silentActors(transferMachine), {
      input: { fromProvider: '-' },
      inspect: recorder.record,
    }).start();
    for (let i = 0; i < MAX_TRACE_EVENTS + 20; i++)
      transfer.send({ type: 'AMOUNT_CHANGED', value: String(i) });
    const events = recorder.trace().actors[0]?.events ?? [];
    expect(events).toHaveLength(MAX_TRACE_EVENTS);
    expect(events[0]?.event).toEqual({ type: 'AMOUNT_CHANGED', value: '20' });
    expect(events.at(-1)?.event).toEqual({ type: 'AMOUNT_CHANGED', value: String(MAX_TRACE_EVENTS + 19) });
  });
});
