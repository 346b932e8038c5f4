import { shallowEqual, useSelector } from '@xstate/react';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowMarks } from '../../../src/bindings/flowMarks';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { useFlow } from '../../../src/bindings/useFlow';
import { ErrorBoundary } from '../../../src/components/ErrorBoundary';
import { LoadState } from '../../../src/components/LoadState';
import { ScreenTitle } from '../../../src/components/ScreenTitle';
import { useScreen } from '../../../src/components/useScreen';
import { rouletteLogic } from '../flows/rewardFlows';
import { rouletteView, segmentsOf, wheelStateOf } from '../machines/roulette';
import { Envelope } from './Envelope';
import { Missions } from './Missions';
import { ResultDialog } from './ResultDialog';
import { Rewards } from './Rewards';
import { Terms } from './Terms';
import { Wheel } from './Wheel';
import { WinnerLists } from './WinnerLists';

/** The lucky-draw page (spec §2 screen 5): wheel, rewards, winners, terms, missions, envelope. */
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
  // The same array while the rewards are: the memoized reward list and lists skip the spin's every step.
  const segments = useMemo(() => segmentsOf(info), [info]);
  // The lists below the wheel take the answer in a render of their own, a moment later, that React does in
  // slices: the wheel and the state mark are drawn with the answer, the lists just after.
  const listed = useDeferredValue(info);
  const listedSegments = useMemo(() => segmentsOf(listed), [listed]);
  // A member's button is greyed whenever the machine would not start a spin; a visitor's asks them to log in.
  const greyed = member && !canSpin;
  // Until the first info arrives the wheel's frame stands where the wheel will be (the pre-rendered page
  // shows it too); then the wheel, only with more than one reward (spec), else nothing in its place.
  const framed = loading && !info;
  const wheelShown = framed || (!!info && segments.length > 1);
  const spinsLine = member
    ? info
      ? t('lucky.spinsLeft', { count: info.spinCount })
      : '\u00a0'
    : t('lucky.loginToSpin');

  return (
    <section className="page lucky" aria-labelledby="lucky-title" {...marks}>
      <ScreenTitle id="lucky-title">{t('route.luckyDraw.title')}</ScreenTitle>
      <LoadState
        failed={unavailable}
        message={t('lucky.unavailable')}
        onRetry={() => roulette.send({ type: 'RETRY' })}
      />
      {wheelShown && (
        // The same nodes in the frame and the wheel: the rewards fill in, nothing moves or is drawn anew.
        <div className="card wheel-card" aria-busy={loading || undefined}>
          <Wheel segments={segments} position={position} spinning={spinning} />
          <p className="spins-left" aria-live="polite">
            {spinsLine}
          </p>
          <button
            type="button"
            className="btn btn-primary btn-block spin-button"
            disabled={framed || undefined}
            aria-busy={framed || undefined}
            aria-disabled={(!framed && greyed) || undefined}
            data-greyed={(!framed && greyed) || undefined}
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
      {/* Static, so drawn at once, and above the lists: nothing moves it when the lists arrive. */}
      <Terms area={area} />
      {/* The lists beside the wheel fail on their own: the wheel stays. */}
      <ErrorBoundary name="The lucky draw lists">
        {listed && listedSegments.length > 0 && <Rewards segments={listedSegments} />}
        {listed && <WinnerLists info={listed} />}
      </ErrorBoundary>
      <ErrorBoundary name="The missions">{member && <Missions />}</ErrorBoundary>
      <ErrorBoundary name="The red envelope">{member && <Envelope />}</ErrorBoundary>
      {result && (
        <ResultDialog result={result} coins={coins} onClose={() => roulette.send({ type: 'CLOSE_RESULT' })} />
      )}
    </section>
  );
}
