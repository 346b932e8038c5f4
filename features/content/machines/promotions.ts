import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { SafeHtml } from '../../../domain/safeHtml';

/**
 * The promotions page (spec §2 screen 4, §4, §5): category tabs from `menuMods`, where a tab whose group
 * has no promotion is dropped, except the all tab (group 0); cards that toggle between collapsed and
 * expanded. A card's details (the server's HTML) are sanitized the first time it is opened (the flows run
 * them through the one DOMPurify set-up), never at load: most visits open none.
 */

/** The all tab: every promotion. */
export const ALL_GROUP = '0';

export interface PromotionTab {
  groupId: string;
  /** A message key, or the name itself when the server sends plain text. */
  resourceName: string;
}

export interface PromotionCard {
  id: string;
  groupIds: string[];
  imgPath: string;
  title: string;
  /** The details as the server sent them: HTML never shown as it is, sanitized when the card is first opened. */
  content: string;
}

/** A card's details made safe to show. */
export interface PromotionDetails {
  id: string;
  safeContent: SafeHtml;
}

export interface PromotionPage {
  tabs: PromotionTab[];
  cards: PromotionCard[];
}

export type PromotionsEvent =
  | { type: 'SELECT_TAB'; groupId: string }
  | { type: 'TOGGLE'; id: string }
  | { type: 'RETRY' };

/** `"0, 2,3"` → `['0', '2', '3']`. */
export const groupIdsOf = (list: string) =>
  list
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);

/** Spec §5: tabs whose group has no promotion are dropped, except the all tab (group 0). */
export function visibleTabs(tabs: readonly PromotionTab[], cards: readonly PromotionCard[]): PromotionTab[] {
  const seen = new Set<string>();
  return tabs.filter((tab) => {
    if (seen.has(tab.groupId)) return false;
    seen.add(tab.groupId);
    return tab.groupId === ALL_GROUP || cards.some((c) => c.groupIds.includes(tab.groupId));
  });
}

/** The cards of a tab; the all tab has every card. */
export const cardsOf = (groupId: string, cards: readonly PromotionCard[]) =>
  groupId === ALL_GROUP ? [...cards] : cards.filter((c) => c.groupIds.includes(groupId));

/** The page as the machine keeps it: the tabs that have promotions, the one selected, nothing expanded. */
export function keptPage(page: PromotionPage) {
  const tabs = visibleTabs(page.tabs, page.cards);
  // Without an all tab from the server, the first tab left is the one shown.
  const selected = tabs.some((t) => t.groupId === ALL_GROUP) ? ALL_GROUP : (tabs[0]?.groupId ?? ALL_GROUP);
  return { tabs, cards: page.cards, selected, expanded: [] as string[], details: {} };
}

interface PromotionsContext extends PromotionPage {
  selected: string;
  expanded: string[];
  /** The opened cards' details, sanitized, by card id. */
  details: Record<string, SafeHtml>;
}

/** A card's details made safe, once it has been opened; undefined before. */
export const detailsOf = (details: Readonly<Record<string, SafeHtml>>, id: string): SafeHtml | undefined =>
  Object.hasOwn(details, id) ? details[id] : undefined;

/** A card of the page that a TOGGLE opens for the first time: its details are not sanitized yet. */
const firstOpened = (context: PromotionsContext, id: string) =>
  context.cards.some((card) => card.id === id) &&
  !context.expanded.includes(id) &&
  !Object.hasOwn(context.details, id);

export const promotionsMachine = setup({
  types: {
    context: {} as PromotionsContext,
    events: {} as PromotionsEvent,
  },
  actors: {
    loadPromotions: fromPromise<PromotionPage>(async () => ({ tabs: [], cards: [] })),
    sanitizeDetails: fromPromise<PromotionDetails, { id: string; html: string }>(async ({ input }) => ({
      id: input.id,
      safeContent: '',
    })),
  },
  actions: {
    // Supplied by the flows: a pre-rendered page's copy of the promotions, when it carries one.
    keepAnswerAtHand: () => undefined,
    /** The page as read: the tabs that have promotions, the one selected, nothing expanded. */
    keepPage: assign((_, page: PromotionPage) => keptPage(page)),
    toggle: assign({
      expanded: ({ context, event }) => {
        assertEvent(event, 'TOGGLE');
        return context.expanded.includes(event.id)
          ? context.expanded.filter((id) => id !== event.id)
          : [...context.expanded, event.id];
      },
    }),
    closeWithoutDetails: assign({
      expanded: ({ context }) => context.expanded.filter((id) => Object.hasOwn(context.details, id)),
    }),
    keepDetails: assign({
      details: ({ context }, made: PromotionDetails) => ({ ...context.details, [made.id]: made.safeContent }),
    }),
  },
  guards: {
    answerAtHand: () => false,
    tabShown: ({ context, event }) =>
      event.type === 'SELECT_TAB' && context.tabs.some((t) => t.groupId === event.groupId),
    firstOpened: ({ context, event }) => event.type === 'TOGGLE' && firstOpened(context, event.id),
  },
}).createMachine({
  id: 'promotions',
  context: { tabs: [], cards: [], selected: ALL_GROUP, expanded: [], details: {} },
  initial: 'loading',
  states: {
    // The promotions of the area are read; a page's copy shows at once, the answer follows.
    loading: {
      tags: 'busy',
      always: { guard: 'answerAtHand', target: 'refreshing', actions: 'keepAnswerAtHand' },
      invoke: {
        id: 'loadPromotions',
        src: 'loadPromotions',
        onDone: { target: 'ready', actions: { type: 'keepPage', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    // The page's copy is shown while the server's answer is read; a failure keeps the copy.
    refreshing: {
      tags: 'refreshing',
      invoke: {
        id: 'loadPromotions',
        src: 'loadPromotions',
        onDone: { target: 'ready', actions: { type: 'keepPage', params: ({ event }) => event.output } },
        onError: 'ready',
      },
    },
    // The read failed (the dispatcher has said why, if anything); the member may retry.
    failed: { on: { RETRY: 'loading' } },
    // Tabs and cards are shown; a tab is chosen, a card opened or closed.
    ready: {
      initial: 'browsing',
      on: {
        SELECT_TAB: { guard: 'tabShown', actions: assign({ selected: ({ event }) => event.groupId }) },
      },
      states: {
        // Each card toggles between collapsed and expanded.
        browsing: {
          on: {
            TOGGLE: [
              { guard: 'firstOpened', target: 'openingDetails', actions: 'toggle' },
              { actions: 'toggle' },
            ],
          },
        },
        // A card opened for the first time: its details are sanitized before they show (a few milliseconds).
        openingDetails: {
          invoke: {
            id: 'sanitizeDetails',
            src: 'sanitizeDetails',
            input: ({ context, event }) => {
              assertEvent(event, 'TOGGLE');
              return { id: event.id, html: context.cards.find((c) => c.id === event.id)?.content ?? '' };
            },
            onDone: {
              target: 'browsing',
              actions: { type: 'keepDetails', params: ({ event }) => event.output },
            },
            // The sanitizer's code did not load (offline): the card closes again; a tap tries again.
            onError: { target: 'browsing', actions: 'closeWithoutDetails' },
          },
        },
      },
    },
  },
});

/**
 * What the promotions page shows: the tabs, the cards, the tab selected and the cards expanded. The cards
 * are on screen once read, or while a pre-rendered page's copy is refreshed.
 */
export const promotionsView = (s: SnapshotFrom<typeof promotionsMachine>) => ({
  shown: s.matches('ready') || s.hasTag('refreshing'),
  /** Tabs and details answer only once the server's promotions are in. */
  choosable: s.matches('ready'),
  tabs: s.context.tabs,
  cards: s.context.cards,
  selected: s.context.selected,
  expanded: s.context.expanded,
  details: s.context.details,
});
