import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { useFlow } from '../../../src/bindings/useFlow';
import { LoadState } from '../../../src/components/LoadState';
import { useScreen } from '../../../src/components/useScreen';
import { type SportsScreen, sportsFrameLogic } from '../flows/frameFlows';
import { FramedPage } from './FramedPage';
import './content.css';
import './frames.css';
import { ScreenTitle } from '../../../src/components/ScreenTitle';

const SCREEN_OF_KEY: Record<string, SportsScreen> = {
  sportbook: 'Sportbook',
  esport: 'Esport',
  vsport: 'Vsport',
};

/**
 * Sports, e-sports and virtual sports: the book's URL from `/api/getgameurl`, framed under
 * the header. A login or logout is a new book URL (the session id goes only with a member).
 */
export default function SportsFrameView() {
  const { area, screen } = useScreen();
  const runtime = useRuntime();
  const member = useSelector(runtime.session, (s) => s.hasTag('member'));
  const book = SCREEN_OF_KEY[screen?.key ?? ''] ?? 'Sportbook';
  return <Book key={`${area}|${book}|${member}`} book={book} />;
}

function Book({ book }: { book: SportsScreen }) {
  const { t } = useTranslation();
  const { screen } = useScreen();
  const frame = useFlow((rt) => sportsFrameLogic(rt, book), { deps: [book] });
  const title = t(`route.${screen?.key ?? 'sportbook'}.title`);
  return (
    <section className="page sports-page" aria-labelledby="book-title">
      <ScreenTitle id="book-title">{title}</ScreenTitle>
      <FramedPage
        actor={frame}
        title={title}
        loadingText={t('sports.loading')}
        refused={
          <LoadState
            look="card"
            failed
            icon="lock"
            message={t('sports.refused')}
            text={t('sports.refusedText')}
            onRetry={() => frame.send({ type: 'RETRY' })}
          />
        }
        failed={
          <LoadState
            look="card"
            failed
            message={t('sports.failed')}
            text={t('sports.failedText')}
            onRetry={() => frame.send({ type: 'RETRY' })}
          />
        }
      />
    </section>
  );
}
