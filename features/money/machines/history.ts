import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { HistoryRecord, HistoryResponse } from '../../../contract/types';
import { loadStates } from '../../../machines/loader';

/**
 * The money history: deposits, withdrawals, transfers or rebates, by date range and
 * status, a page at a time, with loading, empty and error states.
 */

export type HistoryType = 'deposit' | 'withdraw' | 'transfer' | 'rebate';
export type HistoryStatus = 'all' | 'success' | 'pending' | 'failed';

export interface HistoryQuery {
  queryType: HistoryType;
  fromDate: string;
  toDate: string;
  status: HistoryStatus;
  page: number;
}

export type HistoryEvent =
  | ({ type: 'FILTER_CHANGED' } & Partial<Omit<HistoryQuery, 'page'>>)
  | { type: 'PAGE'; page: number }
  | { type: 'RETRY' };

interface HistoryContext extends HistoryQuery {
  records: HistoryRecord[];
  totalPages: number;
}

export const historyMachine = setup({
  types: {
    context: {} as HistoryContext,
    events: {} as HistoryEvent,
    input: {} as Omit<HistoryQuery, 'page'>,
  },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    loadPage: fromPromise<HistoryResponse, HistoryQuery>(async () => ({ historyRecords: [], totalPages: 0 })),
  },
  // Stryker restore all
  guards: {
    pageInRange: ({ context, event }) =>
      event.type === 'PAGE' && event.page >= 1 && event.page <= context.totalPages,
  },
}).createMachine({
  id: 'history',
  context: ({ input }) => ({ ...input, page: 1, records: [], totalPages: 0 }),
  initial: 'loading',
  on: {
    // A new filter starts again from its first page.
    FILTER_CHANGED: {
      target: '.loading',
      reenter: true,
      actions: assign(({ context, event }) => {
        const { type: _type, ...filter } = event;
        return { ...context, ...filter, page: 1 };
      }),
    },
  },
  states: {
    // A page of records is being read; on a failure, a retry.
    ...loadStates<HistoryContext, HistoryEvent>()({
      src: 'loadPage',
      failed: 'failed',
      input: ({ context }: { context: HistoryContext }): HistoryQuery => ({
        queryType: context.queryType,
        fromDate: context.fromDate,
        toDate: context.toDate,
        status: context.status,
        page: context.page,
      }),
      ready: 'loaded',
      keep: (answer: HistoryResponse) => ({
        records: answer.historyRecords,
        totalPages: Math.max(1, answer.totalPages),
      }),
      empty: {
        when: (answer) => (answer?.historyRecords ?? []).length === 0,
        target: 'empty',
        keep: { records: [], totalPages: 0 },
      },
    }),
    // Records shown; other pages can be read.
    loaded: {
      on: {
        PAGE: {
          guard: 'pageInRange',
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
    },
    // Nothing matches the filter.
    empty: {},
  },
});

/** What the history tab shows: the query and the page of records. */
export const historyView = (s: SnapshotFrom<typeof historyMachine>) => ({
  queryType: s.context.queryType,
  fromDate: s.context.fromDate,
  toDate: s.context.toDate,
  status: s.context.status,
  records: s.context.records,
  page: s.context.page,
  totalPages: s.context.totalPages,
});
