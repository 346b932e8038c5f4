import { shallowEqual, useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameEntry } from '../../../contract/types';
import { useFlowStatus } from '../../../src/bindings/flowMarks';
import { useFlow } from '../../../src/bindings/useFlow';
import { Icon } from '../../../src/components/Icon';
import { LoadState, loadOf, StateCard } from '../../../src/components/LoadState';
import { perArea } from '../../../src/components/perArea';
import { gameLaunchLogic, gameListLogic } from '../flows/gameFlows';
import { launchEvent, startingGame } from '../machines/gameLaunch';
import { ALL_PROVIDERS, gameListView, visibleGames } from '../machines/gameList';
import { GameArt } from './GameArt';
import './content.css';
import './chipRow.css';
import './games.css';
import { ScreenTitle } from '../../../src/components/ScreenTitle';

/**
 * Tiles the page draws at load: the first screen's three or four rows of three, and a row to spare. The
 * rest is drawn, and its art asked for, as the member scrolls towards it.
 */
export const FIRST_SCREEN_TILES = 12;
/** Tiles added per step once the member scrolls: the grid grows, so thousands of games stay smooth. */
export const GAMES_PER_CHUNK = 48;

/** Slots: provider tabs, search and the game grid; a tap launches the game. */
function Games() {
  const { t } = useTranslation();
  const list = useFlow(gameListLogic);
  const state = useFlowStatus(list);
  const launcher = useFlow(gameLaunchLogic);
  const starting = useSelector(launcher, startingGame);
  const { games, providers, counts, provider, query } = useSelector(list, gameListView, shallowEqual);
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => visibleGames(games, provider, deferredQuery), [games, provider, deferredQuery]);

  const onLaunch = (game: GameEntry) => launcher.send(launchEvent(providers, game));

  return (
    <section className="page games" aria-labelledby="games-title" {...state.marks}>
      <ScreenTitle id="games-title">{t('route.games.title')}</ScreenTitle>
      <div className="field search-field">
        <label htmlFor="game-search">{t('games.search')}</label>
        <span className="search-box">
          <Icon name="search" size={18} />
          <input
            id="game-search"
            name="search"
            type="search"
            inputMode="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('games.searchHint')}
            value={query}
            onChange={(e) => list.send({ type: 'SEARCH', query: e.target.value })}
          />
        </span>
      </div>

      {state.hasTag('busy') && (
        <div className="game-grid" aria-hidden="true">
          {Array.from({ length: 9 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <span key={i} className="skeleton game-skeleton" />
          ))}
        </div>
      )}

      <LoadState
        look="card"
        {...loadOf(state, list)}
        message={t('games.unavailable')}
        text={t('home.unavailableText')}
      />

      {state.matches('ready') && (
        <>
          <div className="provider-tabs" role="tablist" aria-label={t('games.providers')}>
            {[{ providerId: ALL_PROVIDERS, providerName: t('games.allProviders') }, ...providers].map((p) => {
              const selected = p.providerId === provider;
              return (
                <button
                  key={p.providerId}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls="game-results"
                  className={`chip${selected ? ' is-selected' : ''}`}
                  onClick={() => list.send({ type: 'SELECT_PROVIDER', providerId: p.providerId })}
                >
                  {p.providerName}
                  <span className="chip-count">{counts[p.providerId] ?? 0}</span>
                </button>
              );
            })}
          </div>
          <div id="game-results" role="tabpanel" aria-labelledby="games-title">
            <p className="result-count" aria-live="polite">
              {t('games.count', { count: shown.length })}
            </p>
            {shown.length === 0 ? (
              <StateCard icon="search" title={t('games.none')} text={t('games.noneText')} />
            ) : (
              <GameGrid
                // A new filter starts again at the first chunk.
                key={`${provider}|${deferredQuery}`}
                games={shown}
                starting={starting}
                providerName={(id) => providers.find((p) => p.providerId === id)?.providerName ?? id}
                onLaunch={onLaunch}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}

function GameGrid({
  games,
  starting,
  providerName,
  onLaunch,
}: {
  games: GameEntry[];
  starting: string | undefined;
  providerName: (id: string) => string;
  onLaunch: (game: GameEntry) => void;
}) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(FIRST_SCREEN_TILES);
  const sentinel = useRef<HTMLLIElement>(null);
  const more = limit < games.length;
  const grown = limit > FIRST_SCREEN_TILES;

  useEffect(() => {
    const target = sentinel.current;
    if (!more || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLimit((l) => l + GAMES_PER_CHUNK);
      },
      // At load the grid's end sits just below the first screen: it grows once the member scrolls it into
      // view, not while the page loads. Afterwards each step comes 800 px ahead of a scrolling member.
      { rootMargin: grown ? '800px 0px' : '0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, grown]);

  return (
    <ul className="game-grid" data-total={games.length}>
      {games.slice(0, limit).map((game, index) => (
        <li key={game.gameCode}>
          <button
            type="button"
            className="game-tile"
            data-game={game.gameCode}
            aria-busy={starting === game.gameCode || undefined}
            onClick={() => onLaunch(game)}
          >
            <GameArt game={game} whenNear={index >= FIRST_SCREEN_TILES} />
            {game.tags?.includes('hot') && <span className="game-tag is-hot">{t('games.hot')}</span>}
            {!game.tags?.includes('hot') && game.tags?.includes('new') && (
              <span className="game-tag is-new">{t('games.new')}</span>
            )}
            <span className="game-name">{game.name}</span>
            <span className="game-provider">{providerName(game.provider)}</span>
          </button>
        </li>
      ))}
      {more && (
        <li ref={sentinel} className="grid-more">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setLimit((l) => l + GAMES_PER_CHUNK)}
          >
            {t('games.more')}
          </button>
        </li>
      )}
    </ul>
  );
}

export default perArea(Games);
