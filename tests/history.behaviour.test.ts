import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { HistoryRecord, HistoryResponse } from '../features/money/contract/moneyReplies';
import { type HistoryQuery, historyMachine } from '../features/money/machines/history';
import { serverCall } from './support/calls';

/** The money history: what is asked of the server for each filter and page, and what the member sees. */

const record = (id: string): HistoryRecord => ({
  id,
  date: '2026-11-20',
  type: 'deposit',
  amount: '100',
  status: 'success',
});

function start() {
  const loadPage = serverCall<HistoryResponse, HistoryQuery>();
  const actor = createActor(historyMachine.provide({ actors: { loadPage: loadPage.logic } }), {
    input: { queryType: 'deposit', fromDate: '2026-10-01', toDate: '2026-11-22', status: 'all' },
  }).start();
  const view = () => actor.getSnapshot();
  return { actor, loadPage, view };
}

const firstQuery: HistoryQuery = {
  queryType: 'deposit',
  fromDate: '2026-10-01',
  toDate: '2026-11-22',
  status: 'all',
  page: 1,
};

describe('history', () => {
  it('reads the first page of the screen’s filter and shows its records and page count', async () => {
    const h = start();
    expect(h.view().hasTag('busy')).toBe(true);
    expect(h.view().context).toMatchObject({ records: [], totalPages: 0, page: 1 });
    expect(h.loadPage.inputs()).toEqual([firstQuery]);
    await h.loadPage.answer({ historyRecords: [record('1'), record('2')], totalPages: 3 });
    expect(h.view().value).toBe('loaded');
    expect(h.view().context).toMatchObject({ records: [record('1'), record('2')], totalPages: 3, page: 1 });
  });

  it('records with a page count of 0 still read as one page', async () => {
    const h = start();
    await h.loadPage.answer({ historyRecords: [record('1')], totalPages: 0 });
    expect(h.view().context.totalPages).toBe(1);
  });

  it('nothing matching shows the empty state, and forgets the last records', async () => {
    const h = start();
    await h.loadPage.answer({ historyRecords: [record('1')], totalPages: 2 });
    h.actor.send({ type: 'FILTER_CHANGED', status: 'failed' });
    await h.loadPage.answer({ historyRecords: [], totalPages: 5 });
    expect(h.view().value).toBe('empty');
    expect(h.view().context).toMatchObject({ records: [], totalPages: 0 });
  });

  it('an answer without records, or without data, shows the empty state', async () => {
    for (const answer of [{ totalPages: 2 }, undefined]) {
      const h = start();
      await h.loadPage.answer(answer as unknown as HistoryResponse);
      expect(h.view().value).toBe('empty');
    }
  });

  it('another page is read with the same filter', async () => {
    const h = start();
    await h.loadPage.answer({ historyRecords: [record('1')], totalPages: 3 });
    h.actor.send({ type: 'PAGE', page: 3 });
    expect(h.loadPage.inputs().at(-1)).toEqual({ ...firstQuery, page: 3 });
    await h.loadPage.answer({ historyRecords: [record('9')], totalPages: 3 });
    expect(h.view().context).toMatchObject({ page: 3, records: [record('9')] });
  });

  it('pages outside 1…last are not asked for', async () => {
    const h = start();
    await h.loadPage.answer({ historyRecords: [record('1')], totalPages: 3 });
    for (const page of [0, -1, 4]) h.actor.send({ type: 'PAGE', page });
    expect(h.loadPage.count()).toBe(1);
    expect(h.view().value).toBe('loaded');
    h.actor.send({ type: 'PAGE', page: 1 });
    expect(h.loadPage.inputs()).toEqual([firstQuery, firstQuery]);
  });

  it('a new filter starts again from page 1 and keeps the parts not changed', async () => {
    const h = start();
    await h.loadPage.answer({ historyRecords: [record('1')], totalPages: 3 });
    h.actor.send({ type: 'PAGE', page: 2 });
    await h.loadPage.answer({ historyRecords: [record('2')], totalPages: 3 });
    h.actor.send({ type: 'FILTER_CHANGED', queryType: 'withdraw', fromDate: '2026-11-01' });
    expect(h.loadPage.inputs().at(-1)).toEqual({
      queryType: 'withdraw',
      fromDate: '2026-11-01',
      toDate: '2026-11-22',
      status: 'all',
      page: 1,
    });
    expect(h.view().context.page).toBe(1);
  });

  it('a new filter while a page is loading asks again with the new filter', async () => {
    const h = start();
    h.actor.send({ type: 'FILTER_CHANGED', toDate: '2026-11-01', status: 'pending' });
    expect(h.loadPage.inputs()).toEqual([
      firstQuery,
      { ...firstQuery, toDate: '2026-11-01', status: 'pending' },
    ]);
  });

  it('a page that cannot be read can be retried', async () => {
    const h = start();
    await h.loadPage.fail(new Error('down'));
    expect(h.view().value).toBe('failed');
    h.actor.send({ type: 'PAGE', page: 1 });
    expect(h.loadPage.count()).toBe(1);
    h.actor.send({ type: 'RETRY' });
    expect(h.loadPage.inputs()).toEqual([firstQuery, firstQuery]);
  });
});
