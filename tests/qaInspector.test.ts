import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { confirmDialogMachine } from '../machines/confirmDialog';
import { MASK, maskedPayload } from '../src/qa/maskPayload';
import { layoutMachine } from '../src/qa/stateGraphLayout';
import { allStateNodes } from './support/modelCoverage';

describe('QA inspector: the timeline masks secrets', () => {
  it('masks password, pwd, token, key and card number fields at any depth', () => {
    const text = maskedPayload({
      type: 'LOGIN',
      loginId: 'demo',
      password: 'demo1234',
      output: { sessionId: 's1', token: 'tok-secret', nested: { newPwd: 'n3w', cardNo: '4111111111111111' } },
      idempotencyKey: 'uuid-1',
    } as { type: string });
    for (const secret of ['demo1234', 'tok-secret', 'n3w', '4111111111111111', 'uuid-1'])
      expect(text).not.toContain(secret);
    // The login id in shape only.
    expect(text).toContain('"loginId":"xxxx"');
    // The session id too (what a trace masks, the timeline masks).
    expect(text.split(MASK)).toHaveLength(7);
  });

  it('masks the value of an event that names a secret field', () => {
    expect(maskedPayload({ type: 'PASSWORD_CHANGED', value: 'demo1234' } as { type: string })).toBe(
      `{"value":"${MASK}"}`,
    );
    expect(maskedPayload({ type: 'NEW_PWD_CHANGED', value: 'n3w' } as { type: string })).not.toContain('n3w');
    const field = maskedPayload({ type: 'FIELD_CHANGED', field: 'password', value: 'secret123' } as {
      type: string;
    });
    expect(field).not.toContain('secret123');
    // A secret is one fixed mask whatever its length; a login id is shown in shape.
    expect(maskedPayload({ type: 'FIELD_CHANGED', field: 'password', value: 'x' } as { type: string })).toBe(
      maskedPayload({ type: 'FIELD_CHANGED', field: 'password', value: 'a-much-longer-one' } as {
        type: string;
      }),
    );
    const login = maskedPayload({ type: 'FIELD_CHANGED', field: 'loginId', value: 'demo' } as {
      type: string;
    });
    expect(login).not.toContain('demo');
    expect(login).toContain('xxxx');
  });

  it('shows personal values in shape only, by the field and by their pattern', () => {
    const cases: [Record<string, unknown> & { type: string }, string, string][] = [
      [
        { type: 'FIELD_CHANGED', field: 'bankAccNo', value: '0071000123456' },
        '0071000123456',
        '0000000000000',
      ],
      [{ type: 'FIELD_CHANGED', field: 'fullName', value: 'Le Van A' }, 'Le Van A', 'xx xxx x'],
      [{ type: 'x', output: { memInfo: { email: 'a.b@c.vn', phone: '+84 912 345 678' } } }, '912', '+00 000'],
      [{ type: 'x', error: { key: 'k', format: ['call 0912345678 now'] } }, '0912345678', 'call 0000000000'],
      [{ type: 'x', output: { handoverKey: 'K-123' } }, 'K-123', MASK],
    ];
    for (const [event, hidden, shape] of cases) {
      const text = maskedPayload(event);
      expect(text, hidden).not.toContain(hidden);
      expect(text, hidden).toContain(shape);
    }
  });

  it('shows errors, cuts long lists and deep objects, and says nothing for a bare event', () => {
    expect(maskedPayload({ type: 'RETRY' })).toBe('');
    expect(maskedPayload({ type: 'xstate.init', input: undefined } as { type: string })).toBe('');
    expect(maskedPayload({ type: 'x', error: new Error('acct_NetworkFail') } as { type: string })).toContain(
      'acct_NetworkFail',
    );
    const long = maskedPayload({ type: 'x', list: Array.from({ length: 50 }, (_, i) => i) } as {
      type: string;
    });
    expect(long).toContain('42 more');
    const circular: Record<string, unknown> = { a: 1 };
    circular.self = circular;
    expect(maskedPayload({ type: 'x', circular } as { type: string })).toContain('(circular)');
  });
});

describe('QA inspector: the live graph', () => {
  it('lays out every state of a machine, and the snapshot names the ones to highlight', () => {
    const layout = layoutMachine(confirmDialogMachine);
    const drawn = new Set([...layout.nodes.map((n) => n.id), ...layout.frames.map((f) => f.id)]);
    for (const node of allStateNodes(confirmDialogMachine)) expect(drawn).toContain(node.id);
    const actor = createActor(confirmDialogMachine).start();
    actor.send({ type: 'OPEN', id: 'a', message: 'm' });
    const active = (actor.getSnapshot() as unknown as { _nodes: { id: string }[] })._nodes.map((n) => n.id);
    expect(active).toEqual(
      expect.arrayContaining(['confirmDialog.shown', 'confirmDialog.shown.detailCollapsed']),
    );
    for (const id of active.filter((id) => id !== 'confirmDialog')) expect(drawn).toContain(id);
  });
});

describe('QA inspector: it lists the actors that run, and only while they run', () => {
  const listed = async () => {
    const { qaRecorder } = await import('../src/qa/qaRecorder');
    return { qaRecorder, ids: () => qaRecorder.traces().map((trace) => trace.key) };
  };

  it('does not list an actor a screen made for a render React threw away (never started)', async () => {
    const { qaRecorder, ids } = await listed();
    const thrownAway = createActor(confirmDialogMachine, { inspect: qaRecorder.record });
    const running = createActor(confirmDialogMachine, { inspect: qaRecorder.record }).start();
    expect(ids()).toContain(running.sessionId);
    expect(ids()).not.toContain(thrownAway.sessionId);
    running.stop();
  });

  it('drops a screen’s actor when it stops, even if an event reaches it afterwards', async () => {
    const { qaRecorder, ids } = await listed();
    const screen = createActor(confirmDialogMachine, { inspect: qaRecorder.record }).start();
    expect(ids()).toContain(screen.sessionId);
    screen.stop();
    expect(ids()).not.toContain(screen.sessionId);
    screen.send({ type: 'CANCEL' } as never);
    expect(ids()).not.toContain(screen.sessionId);
  });
});
