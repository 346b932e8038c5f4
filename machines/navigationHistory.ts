import { assign, setup } from 'xstate';

/**
 * The last two URLs the member saw (spec §4), so the floating menu's back button can return to the
 * previous screen, and go home when there is none (a deep link, a fresh app start).
 */

export type NavigationHistoryEvent = { type: 'NAVIGATED'; url: string } | { type: 'BACK' };

interface NavigationHistoryContext {
  /** Oldest first; never more than two. */
  urls: string[];
}

export const HISTORY_LENGTH = 2;

export const navigationHistoryMachine = setup({
  types: {
    context: {} as NavigationHistoryContext,
    events: {} as NavigationHistoryEvent,
  },
  actions: {
    record: assign({
      urls: ({ context, event }) => {
        if (event.type !== 'NAVIGATED') return context.urls;
        if (context.urls.at(-1) === event.url) return context.urls;
        return [...context.urls, event.url].slice(-HISTORY_LENGTH);
      },
    }),
    /** Drops the current URL: the previous one becomes current once the router arrives there. */
    forgetCurrent: assign({ urls: ({ context }) => context.urls.slice(0, -1) }),
    navigateTo: (_, _url: string) => {},
    goHome: () => {},
  },
  guards: {
    addsSecondUrl: ({ context, event }) =>
      event.type === 'NAVIGATED' && context.urls.length === 1 && context.urls[0] !== event.url,
  },
}).createMachine({
  id: 'navigationHistory',
  context: { urls: [] },
  initial: 'noPrevious',
  states: {
    // Zero or one URL: back has nowhere to return to, so it goes home.
    noPrevious: {
      on: {
        NAVIGATED: [
          { guard: 'addsSecondUrl', target: 'hasPrevious', actions: 'record' },
          { actions: 'record' },
        ],
        BACK: { actions: 'goHome' },
      },
    },
    // Two URLs: back returns to the older one.
    hasPrevious: {
      on: {
        NAVIGATED: { actions: 'record' },
        BACK: {
          target: 'noPrevious',
          actions: [{ type: 'navigateTo', params: ({ context }) => context.urls[0] ?? '' }, 'forgetCurrent'],
        },
      },
    },
  },
});
