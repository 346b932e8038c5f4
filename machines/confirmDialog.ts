import { assertEvent, assign, emit, type SnapshotFrom, setup } from 'xstate';
import type { ErrorDetail } from '../domain/errorDetail';

/**
 * The global confirm dialog (spec §2 screen 1, §4: hidden, shown, closed). Anything may ask for it: the
 * error dispatcher, a wallet flow, a page. Requests that arrive while one is showing wait in a queue, so
 * no message is lost. Each request has an id; when it closes the machine emits `dialog.closed` with the
 * answer, and the asker that is waiting on that id goes on.
 */

export type DialogIcon = 'info' | 'check';
export type DialogAnswer = 'ok' | 'cancel' | 'dismissed';

/** A value of a text: as written, or the text of another key (a wallet's name). */
export type TextValue = string | { key: string };

/** A sentence to translate: its key and its `{name}` values. */
export interface TextLine {
  key: string;
  values: Record<string, TextValue>;
}

export interface DialogRequest {
  id: string;
  /** A message key, translated by the view; `params` fill `{0}`, `{1}`, … */
  message: string;
  params?: (string | number)[];
  title?: string;
  icon?: DialogIcon;
  /** A second line under the message (a used promotion, a time, an IP). */
  extraInfo?: string;
  /** Sentences under the message, translated by the view (what a money move moved). */
  lines?: TextLine[];
  /** A data: URL of a QR image (quickpay). */
  qrImage?: string;
  /** What support needs about a failed call, shown only when the member expands it. */
  errorDetail?: ErrorDetail;
  showCancel?: boolean;
  /** The confirm button reads OK, Continue, or Log in (when confirming takes a visitor to log in). */
  confirmLabel?: 'ok' | 'continue' | 'logIn';
}

export type ConfirmDialogEvent =
  | ({ type: 'OPEN' } & DialogRequest)
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'CLICK_OUTSIDE' }
  | { type: 'TOGGLE_DETAIL' }
  /** The router reports every route change, so closing on quickpay can navigate back. */
  | { type: 'ROUTE_CHANGED'; path: string };

export type ConfirmDialogEmitted = { type: 'dialog.closed'; id: string; answer: DialogAnswer };

interface ConfirmDialogContext {
  current: DialogRequest | null;
  queue: DialogRequest[];
  route: string;
}

const request = (event: ConfirmDialogEvent): DialogRequest => {
  if (event.type !== 'OPEN') throw new Error(`not a dialog request: ${event.type}`);
  const { type: _type, ...rest } = event;
  return rest;
};

export const CLOSE_ANIMATION_MS = 180;

export const confirmDialogMachine = setup({
  types: {
    context: {} as ConfirmDialogContext,
    events: {} as ConfirmDialogEvent,
    emitted: {} as ConfirmDialogEmitted,
  },
  actions: {
    /** Tells the asker waiting on this request's id how it ended. */
    answer: emit(({ context }, params: { answer: DialogAnswer }) => ({
      type: 'dialog.closed' as const,
      id: context.current?.id ?? '',
      answer: params.answer,
    })),
    show: assign({ current: ({ event }) => request(event) }),
    enqueue: assign({ queue: ({ context, event }) => [...context.queue, request(event)] }),
    showNextQueued: assign({
      current: ({ context }) => context.queue[0] ?? null,
      queue: ({ context }) => context.queue.slice(1),
    }),
    forget: assign({ current: null }),
    trackRoute: assign({
      route: ({ event }) => {
        assertEvent(event, 'ROUTE_CHANGED');
        return event.path;
      },
    }),
    /** Closing the quickpay QR returns to the screen before it (spec §2 screen 1). */
    navigateBack: () => {},
  },
  guards: {
    onQuickpayRoute: ({ context }) => /\/bank\/quickpay\/?$/i.test(context.route),
    hasQueued: ({ context }) => context.queue.length > 0,
  },
  delays: { closeAnimation: CLOSE_ANIMATION_MS },
}).createMachine({
  id: 'confirmDialog',
  context: { current: null, queue: [], route: '' },
  initial: 'hidden',
  on: { ROUTE_CHANGED: { actions: 'trackRoute' } },
  states: {
    // Nothing on screen.
    hidden: {
      on: { OPEN: { target: 'shown', actions: 'show' } },
    },
    // The dialog is up; it takes the member's answer. A new request waits its turn.
    shown: {
      initial: 'detailCollapsed',
      on: {
        OPEN: { actions: 'enqueue' },
        // Each way out tells the asker; on the quickpay route it also navigates back.
        CONFIRM: [
          {
            guard: 'onQuickpayRoute',
            target: 'closed',
            actions: [{ type: 'answer', params: { answer: 'ok' } }, 'navigateBack'],
          },
          { target: 'closed', actions: { type: 'answer', params: { answer: 'ok' } } },
        ],
        CANCEL: [
          {
            guard: 'onQuickpayRoute',
            target: 'closed',
            actions: [{ type: 'answer', params: { answer: 'cancel' } }, 'navigateBack'],
          },
          { target: 'closed', actions: { type: 'answer', params: { answer: 'cancel' } } },
        ],
        CLICK_OUTSIDE: [
          {
            guard: 'onQuickpayRoute',
            target: 'closed',
            actions: [{ type: 'answer', params: { answer: 'dismissed' } }, 'navigateBack'],
          },
          { target: 'closed', actions: { type: 'answer', params: { answer: 'dismissed' } } },
        ],
      },
      states: {
        // The error detail, if any, is folded away.
        detailCollapsed: { on: { TOGGLE_DETAIL: 'detailExpanded' } },
        // The member opened the error detail.
        detailExpanded: { on: { TOGGLE_DETAIL: 'detailCollapsed' } },
      },
    },
    // The answer is given and the dialog animates out; then the next queued request, if any, shows.
    closed: {
      on: { OPEN: { actions: 'enqueue' } },
      after: {
        closeAnimation: [
          { guard: 'hasQueued', target: 'shown', actions: 'showNextQueued' },
          { target: 'hidden', actions: 'forget' },
        ],
      },
    },
  },
});

/** What the dialog's view shows: the current dialog, whether it is shown, and whether its detail is open. */
export const confirmDialogView = (s: SnapshotFrom<typeof confirmDialogMachine>) => ({
  current: s.context.current,
  shown: s.matches('shown'),
  detailOpen: s.matches({ shown: 'detailExpanded' }),
});
