import { shallowEqual, useSelector } from '@xstate/react';
import { rouletteView, segmentsOf, wheelStateOf } from '../../../machines/roulette';
import { useFlowMarks } from '../../app/flowMarks';
import { rouletteLogic } from '../../app/flows/rewardFlows';
import { useRuntime } from '../../app/RuntimeContext';
import { useFlow } from '../../app/useFlow';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LoadState } from '../../components/LoadState';
import { useScreen } from '../../components/useScreen';
import { useTranslation } from '../../i18n/react';
import { Envelope } from './lucky/Envelope';
import { Missions } from './lucky/Missions';
import { ResultDialog } from './lucky/ResultDialog';
import { Rewards } from './lucky/Rewards';
import { Terms } from './lucky/Terms';
import { Wheel } from './lucky/Wheel';
import { WinnerLists } from './lucky/WinnerLists';

/** The lucky-draw page (spec §2 screen 5, issue 6): wheel, rewards, winners, terms, missions, envelope. */
export default function LuckyDrawView() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { area } = useScreen();
  const member = useSelector(runtime.session, (s) => s.hasTag('member'));
  const roulette = useFlow(rouletteLogic, { input: { loggedIn: member } });
  const { info, position, result, spinning, coins, canSpin, loading, unavailable } = useSelector(
    roulette,
    rouletteView,
    shallowEqual,
  );
  const marks = useFlowMarks(roulette, wheelStateOf);
  const segments = segmentsOf(info);
  // A member's button is greyed whenever the machine would not start a spin; a visitor's asks them to log in.
  const greyed = member && !canSpin;

  return (
    <section className="page lucky" aria-labelledby="lucky-title" {...marks}>
      <h2 id="lucky-title" className="page-title">
        {t('route.luckyDraw.title')}
      </h2>
      <LoadState
        loading={loading}
        skeleton="card skeleton-card"
        failed={unavailable}
        message={t('lucky.unavailable')}
        onRetry={() => roulette.send({ type: 'RETRY' })}
      />
      {info && segments.length > 1 && (
        <div className="card wheel-card">
          <Wheel segments={segments} position={position} spinning={spinning} />
          <p className="spins-left" aria-live="polite">
            {member ? t('lucky.spinsLeft', { count: info.spinCount }) : t('lucky.loginToSpin')}
          </p>
          <button
            type="button"
            className="btn btn-primary btn-block spin-button"
            aria-disabled={greyed || undefined}
            data-greyed={greyed || undefined}
            onClick={() => !greyed && roulette.send({ type: 'SPIN' })}
          >
            {t(spinning ? 'lucky.spinning' : 'lucky.spin')}
          </button>
          <p className="legend">
            <span className="reward-tag is-bonus">{t('lucky.bonus')}</span>
            <span className="reward-tag is-points">{t('lucky.points')}</span>
          </p>
        </div>
      )}
      {/* The lists beside the wheel fail on their own: the wheel stays. */}
      <ErrorBoundary name="The lucky draw lists">
        {info && segments.length > 0 && <Rewards segments={segments} />}
        {info && <WinnerLists info={info} />}
      </ErrorBoundary>
      <ErrorBoundary name="The missions">{member && <Missions />}</ErrorBoundary>
      <ErrorBoundary name="The red envelope">{member && <Envelope />}</ErrorBoundary>
      {/* Drawn with the info, not under the loading skeleton: otherwise it jumps down when the wheel arrives. */}
      {(info || unavailable) && <Terms area={area} />}
      {result && (
        <ResultDialog result={result} coins={coins} onClose={() => roulette.send({ type: 'CLOSE_RESULT' })} />
      )}
    </section>
  );
}
