import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { SafeHtml } from '../../../domain/safeHtml';
import { loadStatesAtHandThenRead } from '../../../machines/loader';

/**
 * The promotions page (spec §2 screen 4, §4, §5): category tabs from `menuMods`, where a tab whose group
 * has no promotion is dropped, except the all tab (group 0); cards that toggle between collapsed and
 * expanded. The content arrives already sanitized (the flows run it through the one DOMPurify set-up).
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
  /** Sanitized HTML. */
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
  return { tabs, cards: page.cards, selected, expanded: [] as string[] };
}

interface PromotionsContext extends PromotionPage {
  selected: string;
  expanded: string[];
}

export const promotionsMachine = setup({
  types: {
    context: {} as PromotionsContext,
    events: {} as PromotionsEvent,
  },
  actors: {
    loadPromotions: fromPromise<PromotionPage>(async () => ({ tabs: [], cards: [] })),
  },
  // Supplied by the flows: a pre-rendered page's copy of the promotions, when it carries one.
  actions: { keepAnswerAtHand: () => undefined },
  guards: {
    answerAtHand: () => false,
    tabShown: ({ context, event }) =>
      event.type === 'SELECT_TAB' && context.tabs.some((t) => t.groupId === event.groupId),
  },
}).createMachine({
  id: 'promotions',
  context: { tabs: [], cards: [], selected: ALL_GROUP, expanded: [] },
  initial: 'loading',
  states: {
    // The promotions of the area are read and sanitized; on a failure, a retry.
    ...loadStatesAtHandThenRead<PromotionsContext, PromotionsEvent>()({
      src: 'loadPromotions',
      failed: 'failed',
      ready: 'ready',
      keep: keptPage,
      // A page's copy (the area's static promotions) shows at once; the server's answer follows.
    }),
    // Tabs and cards are shown; each card toggles between collapsed and expanded.
    ready: {
      on: {
        SELECT_TAB: { guard: 'tabShown', actions: assign({ selected: ({ event }) => event.groupId }) },
        TOGGLE: {
          actions: assign({
            expanded: ({ context, event }) =>
              context.expanded.includes(event.id)
                ? context.expanded.filter((id) => id !== event.id)
                : [...context.expanded, event.id],
          }),
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
  choosable: s.can({ type: 'TOGGLE', id: '' }),
  tabs: s.context.tabs,
  cards: s.context.cards,
  selected: s.context.selected,
  expanded: s.context.expanded,
});
