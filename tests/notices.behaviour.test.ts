import { describe, expect, it } from 'vitest';
import type { Notice } from '../contract/types';
import type { SafeHtml } from '../domain/safeHtml';
import { noticesMachine } from '../machines/notices';
import { failedReadRetried, serverCall, started } from './support/calls';

/** The operator's notices: the list, one opened at a time, its HTML sanitized before it is shown. */

const notice = (id: string, content = `<p>${id}</p>`): Notice => ({
  id,
  title: id,
  content,
  date: '2026-01-01',
});

function start() {
  const load = serverCall<Notice[]>();
  const prepare = serverCall<SafeHtml, { content: string }>();
  const { actor, ctx, state } = started(
    noticesMachine.provide({ actors: { loadNotices: load.logic, prepare: prepare.logic } }),
  );
  return { actor, load, prepare, ctx, state };
}

async function listed() {
  const t = start();
  await t.load.answer([notice('N1'), notice('N2')]);
  return t;
}

describe('the list', () => {
  it('is read while busy and kept', async () => {
    const t = start();
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await t.load.answer([notice('N1')]);
    expect(t.state()).toBe('list');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(t.ctx()).toEqual({ notices: [notice('N1')], openId: null, html: '' });
  });

  it('nothing to announce is empty', async () => {
    const t = start();
    await t.load.answer([]);
    expect(t.state()).toBe('empty');
    t.actor.send({ type: 'OPEN', id: 'N1' });
    expect(t.prepare.count()).toBe(0);
  });

  it('a failed read offers a retry that reads again', async () => {
    const t = start();
    await failedReadRetried(t.load, t.actor, 'failed');
    await t.load.answer([notice('N1')]);
    expect(t.state()).toBe('list');
  });
});

describe('opening a notice', () => {
  it("sanitizes that notice's content, then shows the sanitized HTML", async () => {
    const { actor, ctx, state, prepare } = await listed();
    actor.send({ type: 'OPEN', id: 'N2' });
    expect(state()).toBe('opening');
    expect(ctx().openId).toBe('N2');
    expect(prepare.inputs()).toEqual([{ content: '<p>N2</p>' }]);
    await prepare.answer('<p>clean</p>');
    expect(state()).toBe('reading');
    expect(ctx().html).toBe('<p>clean</p>');
  });

  it('an unknown id opens nothing', async () => {
    const { actor, state, prepare } = await listed();
    actor.send({ type: 'OPEN', id: 'N9' });
    expect(state()).toBe('list');
    expect(prepare.count()).toBe(0);
  });

  it('a notice that cannot be sanitized is not shown', async () => {
    const { actor, ctx, state, prepare } = await listed();
    actor.send({ type: 'OPEN', id: 'N1' });
    await prepare.fail(new Error('purify failed'));
    expect(state()).toBe('list');
    expect(ctx().openId).toBeNull();
    expect(ctx().html).toBe('');
  });

  it('closing clears the notice; another can be opened straight from one that is open', async () => {
    const { actor, ctx, state, prepare } = await listed();
    actor.send({ type: 'OPEN', id: 'N1' });
    await prepare.answer('<p>one</p>');
    actor.send({ type: 'OPEN', id: 'N9' });
    expect(state()).toBe('reading');
    expect(ctx().html).toBe('<p>one</p>');
    actor.send({ type: 'OPEN', id: 'N2' });
    expect(state()).toBe('opening');
    expect(ctx()).toMatchObject({ openId: 'N2', html: '' });
    expect(prepare.inputs().at(-1)).toEqual({ content: '<p>N2</p>' });
    await prepare.answer('<p>two</p>');
    actor.send({ type: 'CLOSE' });
    expect(state()).toBe('list');
    expect(ctx()).toMatchObject({ openId: null, html: '' });
  });
});
