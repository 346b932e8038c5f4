import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFlow } from '../../../src/bindings/useFlow';
import { LoadState, StateCard } from '../../../src/components/LoadState';
import { useScreen } from '../../../src/components/useScreen';
import { gamePageLogic } from '../flows/frameFlows';
import { FramedPage } from './FramedPage';
import './content.css';
import './frames.css';
import { ScreenTitle } from '../../../src/components/ScreenTitle';

/**
 * The game page: the game of `gurl` in a full-height frame. A `gurl` that is not an
 * http(s) URL of this site or of `config.json` `gameOrigins` shows an error and loads nothing.
 */
export default function GameView() {
  const gurl = useSearch({ from: '/$area/Games/game', select: (s) => s.gurl ?? '' });
  return <GamePage key={gurl} gurl={gurl} />;
}

function GamePage({ gurl }: { gurl: string }) {
  const { t } = useTranslation();
  const { area } = useScreen();
  const frame = useFlow((rt) => gamePageLogic(rt, gurl), { deps: [gurl] });
  const back = (
    <Link className="btn btn-primary" to="/$area/Games" params={{ area }}>
      {t('game.backToGames')}
    </Link>
  );
  return (
    <section className="page game-page" aria-labelledby="game-title">
      <ScreenTitle id="game-title">{t('route.game.title')}</ScreenTitle>
      <FramedPage
        actor={frame}
        cover
        title={t('route.game.title')}
        loadingText={t('game.loading')}
        refused={
          <StateCard icon="lock" title={t('game.refused')} text={t('game.refusedText')} role="alert">
            {back}
          </StateCard>
        }
        failed={
          <LoadState
            look="card"
            failed
            announce={false}
            message={t('game.failed')}
            onRetry={() => frame.send({ type: 'RETRY' })}
            extra={back}
          />
        }
      />
    </section>
  );
}
