import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { Notice } from '../contract/types';
import type { SafeHtml } from '../domain/safeHtml';

/**
 * The operator's notices: `/api/getnotices` as a list (member settings) or a scrolling
 * line (home), and one notice opened at a time. Notice HTML is server content: the `prepare` actor
 * sanitizes it (the one DOMPurify configuration, loaded only now) before it is shown.
 */

export type NoticesEvent = { type: 'OPEN'; id: string } | { type: 'CLOSE' } | { type: 'RETRY' };

interface NoticesContext {
  notices: Notice[];
  openId: string | null;
  /** The open notice's content, sanitized. */
  html: SafeHtml;
}

export const noticesMachine = setup({
  types: { context: {} as NoticesContext, events: {} as NoticesEvent },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    loadNotices: fromPromise<Notice[]>(async () => []),
    /** Sanitizes the notice's HTML. */
    prepare: fromPromise<SafeHtml, { content: string }>(async () => ''),
  },
  // Stryker restore all
  actions: {
    /** The notices as read. */
    keepNotices: assign((_, notices: Notice[]) => ({ notices })),
  },
  guards: {
    /** Nothing to announce. */
    noNotices: (_, notices: Notice[]) => notices.length === 0,
    known: ({ context, event }) => event.type === 'OPEN' && context.notices.some((n) => n.id === event.id),
  },
}).createMachine({
  id: 'notices',
  context: { notices: [], openId: null, html: '' },
  initial: 'loading',
  states: {
    // The notices of the page language are read.
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadNotices',
        src: 'loadNotices',
        onDone: [
          { guard: { type: 'noNotices', params: ({ event }) => event.output }, target: 'empty' },
          { target: 'list', actions: { type: 'keepNotices', params: ({ event }) => event.output } },
        ],
        onError: 'failed',
      },
    },
    // The read failed (the dispatcher has said why, if anything); the member may retry.
    failed: { on: { RETRY: 'loading' } },
    // There is nothing to announce.
    empty: {},
    // The titles are shown; one can be opened.
    list: {
      on: {
        OPEN: { guard: 'known', target: 'opening', actions: assign({ openId: ({ event }) => event.id }) },
      },
    },
    // The notice's HTML is sanitized before it is shown.
    opening: {
      invoke: {
        id: 'prepare',
        src: 'prepare',
        input: ({ context }) => ({
          content: context.notices.find((n) => n.id === context.openId)?.content ?? '',
        }),
        onDone: { target: 'reading', actions: assign({ html: ({ event }) => event.output }) },
        onError: { target: 'list', actions: assign({ openId: null }) },
      },
    },
    // One notice is open.
    reading: {
      on: {
        CLOSE: { target: 'list', actions: assign({ openId: null, html: '' }) },
        OPEN: {
          guard: 'known',
          target: 'opening',
          actions: assign({ openId: ({ event }) => event.id, html: '' }),
        },
      },
    },
  },
});

/** What the notices list shows: the notices, the one open (while it is being read) and its HTML. */
export const noticesView = (s: SnapshotFrom<typeof noticesMachine>) => ({
  notices: s.context.notices,
  openId: s.context.openId,
  html: s.context.html,
  reading: s.matches('reading'),
});
