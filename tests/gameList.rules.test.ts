import { describe, expect, it } from 'vitest';
import type { GameEntry, ProviderInfo } from '../contract/types';
import {
  ALL_PROVIDERS,
  gameListMachine,
  gameListView,
  keptCatalogue,
} from '../features/content/machines/gameList';
import { expectRulesKept } from './support/fullCoverage';
import { type StateRules, type Step, startsOf } from './support/modelCoverage';
import { checkRulesWithPageCopy } from './support/rulesAcross';
import { done } from './support/stubs';

/**
 * The slots list held to its rules in every state, read from the server or from a pre-rendered page's
 * copy: busy and the catalogue read while loading; a retry after a failure; the tabs of providers that
 * have games; only a listed tab is chosen; the search (at most 60 characters) works in every state.
 */

type M = typeof gameListMachine;
const game = (gameCode: string, provider: string, name: string): GameEntry => ({
  gameCode,
  provider,
  name,
  art: 'a',
});
const provider = (providerId: string): ProviderInfo => ({
  providerId,
  providerName: providerId,
  launch: 'cmd',
});
const CATALOGUE = {
  games: [game('PT-1', 'PT', 'Golden Riches'), game('SBO-1', 'SBO', 'Phượng Hoàng')],
  providers: [provider('PT'), provider('SBO'), provider('EVO')],
};
const COPY = { games: [game('PT-1', 'PT', 'Golden Riches')], providers: [provider('PT')] };
const LONG = 'x'.repeat(70);
const options = {
  payloads: {
    'xstate.done.actor.loadCatalogue': [done('loadCatalogue', CATALOGUE)],
    SELECT_PROVIDER: ['PT', 'EVO', ALL_PROVIDERS].map((providerId) => ({
      type: 'SELECT_PROVIDER',
      providerId,
    })),
    SEARCH: [
      { type: 'SEARCH', query: 'gold' },
      { type: 'SEARCH', query: LONG },
    ],
  },
};
const view = (step: Step<M>) => gameListView(step.state);

/** The search box works in every state: at most 60 characters kept, nothing read for it. */
function searched(step: Step<M>) {
  if (step.event.type !== 'SEARCH') return false;
  const { query } = step.event as unknown as { query: string };
  expect(view(step).query, 'the search, at most 60 characters').toBe(query.slice(0, 60));
  expect(step.started).toEqual([]);
  return true;
}

const rules: StateRules<M> = {
  loading: (step) => {
    if (step.state.matches('loading')) {
      expect(step.state.hasTag('busy')).toBe(true);
      if (searched(step)) return;
      expect(startsOf([step], 'loadCatalogue'), 'the catalogue read').toHaveLength(1);
      expect(view(step).games).toEqual([]);
    } else {
      // Passed through: the pre-rendered page carried the catalogue.
      expect(view(step), 'the copy shown at once').toMatchObject(keptCatalogue(COPY));
      expect(step.state.children.loadCatalogue, 'no read left running').toBeUndefined();
    }
  },
  failed: (step) => {
    if (searched(step)) return;
    expect(step.event.type).toBe('xstate.error.actor.loadCatalogue');
    expect(step.state.can({ type: 'RETRY' }), '"Try again" offered').toBe(true);
    expect(step.state.hasTag('busy')).toBe(false);
  },
  ready: (step) => {
    const { event, previous } = step;
    expect(step.state.hasTag('busy')).toBe(false);
    if (searched(step)) return;
    if (event.type === 'xstate.done.actor.loadCatalogue') {
      expect(view(step), 'the tabs of providers that have games, with their counts').toMatchObject({
        games: CATALOGUE.games,
        providers: [provider('PT'), provider('SBO')],
        counts: { all: 2, PT: 1, SBO: 1 },
      });
    } else if (event.type === 'SELECT_PROVIDER') {
      const { providerId } = event as unknown as { providerId: string };
      const listed =
        providerId === ALL_PROVIDERS || view(step).providers.some((p) => p.providerId === providerId);
      expect(view(step).provider, 'only a listed tab is chosen').toBe(
        listed ? providerId : previous!.context.provider,
      );
    } else {
      expect(event.type).toBe('xstate.init');
      expect(view(step)).toMatchObject(keptCatalogue(COPY));
    }
  },
};

describe('game list: each state against its rules', () => {
  it('every state of every generated path keeps its rule, with and without a page copy', () => {
    expectRulesKept(checkRulesWithPageCopy(gameListMachine, () => keptCatalogue(COPY), rules, options));
  });
});
