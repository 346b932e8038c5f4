import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFlowMarks } from '../../../src/bindings/flowMarks';
import { useFlow } from '../../../src/bindings/useFlow';
import { Icon } from '../../../src/components/Icon';
import type { HomeLists } from '../flows/contentFlows';
import { gameLaunchLogic } from '../flows/gameFlows';
import { launchEvent, startingGame } from '../machines/gameLaunch';
import { GameArt } from './GameArt';
import { SectionHead } from './SectionHead';

/** The home page's rank game list (below the first screen): a tap launches the game, as on the slots page. */
export default function RankGames({ lists }: { lists: HomeLists }) {
  const { t } = useTranslation();
  const launcher = useFlow(gameLaunchLogic);
  const starting = useSelector(launcher, startingGame);
  const marks = useFlowMarks(launcher);
  const providerName = (id: string) => lists.providers.find((p) => p.providerId === id)?.providerName ?? id;
  return (
    <section aria-labelledby="rank-title" className="home-section" {...marks}>
      <SectionHead id="rank-title" title={t('home.rankGames')} to="/$area/Games" more={t('home.allGames')} />
      <ol className="card rank-list">
        {lists.rankGames.map((game) => (
          <li key={game.gameCode}>
            <button
              type="button"
              className="rank-row"
              aria-busy={starting === game.gameCode || undefined}
              onClick={() => launcher.send(launchEvent(lists.providers, game))}
            >
              <span className={`rank-badge rank-${Math.min(game.rank, 4)}`}>{game.rank}</span>
              <GameArt game={game} whenNear />
              <span className="rank-name">
                <strong>{game.name}</strong>
                <small>{providerName(game.provider)}</small>
              </span>
              <span className="rank-play">
                <Icon name="play" size={16} /> {t('games.play')}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
