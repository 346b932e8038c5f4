import { describe, expect, it } from 'vitest';
import { historyMachine, historyView } from '../features/money/machines/history';
import { expectRulesKept } from './support/fullCoverage';
import { checkRules, type StateRules, type Step, startsOf } from './support/modelCoverage';
import { done } from './support/stubs';

/**
 * The money history held to its rules in every state: a page is read with the filter shown; a new filter
 * reads its first page; only pages that exist are read; an empty answer says nothing matches.
 */

type M = typeof historyMachine;
const QUERY = { queryType: 'deposit', fromDate: '2026-10-01', toDate: '2026-11-22', status: 'all' } as const;
const RECORDS = [{ id: '1' }];
const options = {
  inputs: [QUERY],
  payloads: {
    'xstate.done.actor.loadPage': [
      done('loadPage', { historyRecords: RECORDS, totalPages: 3 }),
      done('loadPage', { historyRecords: [], totalPages: 0 }),
    ],
    FILTER_CHANGED: [{ type: 'FILTER_CHANGED', queryType: 'withdraw', status: 'pending' }],
    PAGE: [0, 2, 9].map((page) => ({ type: 'PAGE', page })),
  },
  contextKey: (c: { page: number; queryType: string; totalPages: number }) => [
    c.page,
    c.queryType,
    c.totalPages,
  ],
};
const view = (step: Step<M>) => historyView(step.state);

const rules: StateRules<M> = {
  loading: (step) => {
    const { event, previous, context } = step;
    expect(step.state.hasTag('busy')).toBe(true);
    const { records: _r, totalPages: _t, ...query } = context;
    expect(
      startsOf([step], 'loadPage').map((s) => s.input),
      'the page asked for, with the filter',
    ).toEqual([query]);
    if (!previous) expect(query).toEqual({ ...QUERY, page: 1 });
    if (event.type === 'FILTER_CHANGED')
      expect(query, 'a new filter from its first page').toEqual({
        ...QUERY,
        queryType: 'withdraw',
        status: 'pending',
        page: 1,
      });
    if (event.type === 'PAGE') {
      const { page } = event as unknown as { page: number };
      expect(page, 'only a page that exists').toBeGreaterThanOrEqual(1);
      expect(page).toBeLessThanOrEqual(previous!.context.totalPages);
      expect(context.page).toBe(page);
    }
  },
  failed: (step) => {
    expect(step.event.type).toBe('xstate.error.actor.loadPage');
    expect(step.state.can({ type: 'RETRY' }), '"Try again" offered').toBe(true);
    expect(step.state.hasTag('busy')).toBe(false);
  },
  loaded: (step) => {
    const { event, previous } = step;
    expect(step.started, 'nothing read').toEqual([]);
    if (event.type === 'PAGE') {
      expect(view(step), 'a page out of range changes nothing').toEqual(historyView(previous!));
      const { page } = event as unknown as { page: number };
      expect(page < 1 || page > previous!.context.totalPages).toBe(true);
    } else {
      expect(event.type).toBe('xstate.done.actor.loadPage');
      expect(view(step), 'the records as read').toMatchObject({ records: RECORDS, totalPages: 3 });
    }
  },
  empty: (step) => {
    expect(step.event.type).toBe('xstate.done.actor.loadPage');
    expect(view(step), 'nothing matches').toMatchObject({ records: [], totalPages: 0 });
    expect(step.state.can({ type: 'PAGE', page: 1 }), 'no pages').toBe(false);
  },
};

describe('history: each state against its rules', () => {
  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(historyMachine, rules, { ...options, everyTransition: true }));
  });
});
