import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { HistoryRecord, HistoryResponse } from '../contract/moneyReplies';

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
  actions: {
    /** A new filter, from its first page. */
    applyFilter: assign(({ context, event }) => {
      if (event.type !== 'FILTER_CHANGED') return context;
      const { type: _type, ...filter } = event;
      return { ...context, ...filter, page: 1 };
    }),
    turnPage: assign({
      page: ({ event }) => {
        assertEvent(event, 'PAGE');
        return event.page;
      },
    }),
    keepPage: assign(({ event }) => {
      const answer = (event as { output?: HistoryResponse }).output;
      return { records: answer?.historyRecords ?? [], totalPages: Math.max(1, answer?.totalPages ?? 0) };
    }),
    showNothing: assign({ records: [], totalPages: 0 }),
  },
  guards: {
    pageInRange: ({ context, event }) =>
      event.type === 'PAGE' && event.page >= 1 && event.page <= context.totalPages,
    // (Read defensively: an answer of another shape has no records either.)
    noRecords: ({ event }) =>
      ((event as { output?: HistoryResponse }).output?.historyRecords ?? []).length === 0,
  },
}).createMachine({
  id: 'history',
  context: ({ input }) => ({ ...input, page: 1, records: [], totalPages: 0 }),
  initial: 'loading',
  on: {
    // A new filter starts again from its first page.
    FILTER_CHANGED: { target: '.loading', reenter: true, actions: 'applyFilter' },
  },
  states: {
    // A page of records is being read.
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({
          queryType: context.queryType,
          fromDate: context.fromDate,
          toDate: context.toDate,
          status: context.status,
          page: context.page,
        }),
        onDone: [
          { guard: 'noRecords', target: 'empty', actions: 'showNothing' },
          { target: 'loaded', actions: 'keepPage' },
        ],
        onError: 'failed',
      },
    },
    // The read failed (the dispatcher has said why, if anything); the member may retry.
    failed: {
      on: { RETRY: 'loading' },
    },
    // Records shown; other pages can be read.
    loaded: {
      on: { PAGE: { guard: 'pageInRange', target: 'loading', actions: 'turnPage' } },
    },
    // Nothing matches the filter.
    empty: {},
  },
});

/** What the history tab shows: the query and the page of records. */
export const historyView = ({ context }: SnapshotFrom<typeof historyMachine>) => {
  const { queryType, fromDate, toDate, status, records, page, totalPages } = context;
  return { queryType, fromDate, toDate, status, records, page, totalPages };
};
