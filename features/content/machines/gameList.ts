import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { GameEntry, ProviderInfo } from '../../../contract/types';

/**
 * The slots list: the games and providers of the area, filtered by a provider tab and a
 * search. Filtering is plain data work, done here so the view only renders.
 */

/** The tab that shows every provider. */
export const ALL_PROVIDERS = 'all';

export type GameListEvent =
  | { type: 'SELECT_PROVIDER'; providerId: string }
  | { type: 'SEARCH'; query: string }
  | { type: 'RETRY' };

export interface GameCatalogue {
  games: GameEntry[];
  providers: ProviderInfo[];
}

interface GameListContext extends GameCatalogue {
  provider: string;
  query: string;
  /** How many games each tab holds (`gamesPerTab`). */
  counts: Record<string, number>;
}

/** Lower case without accents, so "phượng" finds "Phuong" and "ĐỎ" finds "do". */
export const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .trim();

/** The games a provider tab and a search leave; every word of the search must appear in name or provider. */
export function visibleGames(games: readonly GameEntry[], provider: string, query: string): GameEntry[] {
  const words = searchKey(query).split(/\s+/).filter(Boolean);
  return games.filter(
    (g) =>
      (provider === ALL_PROVIDERS || g.provider === provider) &&
      words.every((w) => searchKey(`${g.name} ${g.provider}`).includes(w)),
  );
}

/** Providers that have at least one game, in the order of the provider info. */
export function providerTabs(catalogue: GameCatalogue): ProviderInfo[] {
  const withGames = new Set(catalogue.games.map((g) => g.provider));
  return catalogue.providers.filter((p) => withGames.has(p.providerId));
}

/** How many games each provider's tab holds, and the all tab every game. */
export function gamesPerTab(games: readonly GameEntry[]): Record<string, number> {
  const counts: Record<string, number> = { [ALL_PROVIDERS]: games.length };
  for (const g of games) counts[g.provider] = (counts[g.provider] ?? 0) + 1;
  return counts;
}

/** The catalogue as the machine keeps it: the games, the tabs of providers that have games, their counts. */
export const keptCatalogue = (catalogue: GameCatalogue) => ({
  games: catalogue.games,
  providers: providerTabs(catalogue),
  counts: gamesPerTab(catalogue.games),
});

export const gameListMachine = setup({
  types: {
    context: {} as GameListContext,
    events: {} as GameListEvent,
  },
  actors: {
    loadCatalogue: fromPromise<GameCatalogue>(async () => ({ games: [], providers: [] })),
  },
  actions: {
    // Supplied by the flows: the pre-rendered page's copy of the catalogue, when it carries one.
    keepAnswerAtHand: () => undefined,
    /** The catalogue as read: the games, the tabs of providers that have games, their counts. */
    keepCatalogue: assign((_, catalogue: GameCatalogue) => keptCatalogue(catalogue)),
  },
  guards: {
    answerAtHand: () => false,
    knownProvider: ({ context, event }) =>
      event.type === 'SELECT_PROVIDER' &&
      (event.providerId === ALL_PROVIDERS ||
        context.providers.some((p) => p.providerId === event.providerId)),
  },
}).createMachine({
  id: 'gameList',
  context: { games: [], providers: [], provider: ALL_PROVIDERS, query: '', counts: {} },
  initial: 'loading',
  on: {
    // The search box works while the list loads too; it filters what arrives.
    SEARCH: { actions: assign({ query: ({ event }) => event.query.slice(0, 60) }) },
  },
  states: {
    // The game list and provider info of the area are read, unless the pre-rendered page carries them.
    loading: {
      tags: 'busy',
      always: { guard: 'answerAtHand', target: 'ready', actions: 'keepAnswerAtHand' },
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        onDone: { target: 'ready', actions: { type: 'keepCatalogue', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    // The read failed (the dispatcher has said why, if anything); the member may retry.
    failed: { on: { RETRY: 'loading' } },
    // The grid shows the games of the chosen tab that match the search.
    ready: {
      on: {
        SELECT_PROVIDER: {
          guard: 'knownProvider',
          actions: assign({ provider: ({ event }) => event.providerId }),
        },
      },
    },
  },
});

/** What the slots page shows: the games, the provider tabs with their counts, the tab selected and the search. */
export const gameListView = (s: SnapshotFrom<typeof gameListMachine>) => ({
  games: s.context.games,
  providers: s.context.providers,
  counts: s.context.counts,
  provider: s.context.provider,
  query: s.context.query,
});
