import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { segmentsOf } from '../../../machines/roulette';
import type { RouletteReward, RouletteWin } from '../../api/types';
import { useRuntime } from '../../app/RuntimeContext';
import { redEnvelopeLogic, rewardMissionsLogic, rouletteLogic } from '../../app/rewardFlows';
import { useFlow } from '../../app/useFlow';
import { Carousel } from '../../components/Carousel';
import { LoadState } from '../../components/LoadState';
import { ServerButton } from '../../components/ServerButton';
import { useScreen } from '../../components/useScreen';
import { areaOrDefault } from '../../domain/areas';
import { formatAmount } from '../../domain/money';
import { rouletteMinimumText } from '../../domain/roulette';
import { readAccountInfo } from '../../platform/storage';

const COLORS = { bonus: ['#f5b72a', '#ffd978'], points: ['#2867d8', '#5b8cf0'] } as const;

/** The wheel, drawn from the rewards; only transform changes per frame. */
function Wheel({
  segments,
  position,
  spinning,
}: {
  segments: RouletteReward[];
  position: number;
  spinning: boolean;
}) {
  const n = segments.length;
  const angle = 360 / n;
  const rad = (deg: number) => ((deg - 90) * Math.PI) / 180;
  return (
    <div className="wheel-frame">
      <div className="wheel-pointer" aria-hidden="true" />
      <svg
        className={`wheel${spinning ? ' is-spinning' : ''}`}
        viewBox="-100 -100 200 200"
        style={{ transform: `rotate(${-(position * angle) - angle / 2}deg)` }}
        aria-hidden="true"
      >
        {segments.map((s, i) => {
          const a0 = i * angle;
          const a1 = a0 + angle;
          const large = angle > 180 ? 1 : 0;
          const [x0, y0, x1, y1] = [
            Math.cos(rad(a0)) * 96,
            Math.sin(rad(a0)) * 96,
            Math.cos(rad(a1)) * 96,
            Math.sin(rad(a1)) * 96,
          ];
          const mid = a0 + angle / 2;
          const fill = COLORS[s.type][i % 2] ?? '#ccc';
          return (
            <g key={s.id} data-reward={s.id}>
              <path
                d={`M0 0 L${x0} ${y0} A96 96 0 ${large} 1 ${x1} ${y1} Z`}
                fill={fill}
                stroke="#fff"
                strokeWidth="1.5"
              />
              <text
                transform={`rotate(${mid}) translate(0 -62) rotate(0)`}
                textAnchor="middle"
                fontSize="9"
                fontWeight="700"
                fill={s.type === 'bonus' ? '#2a1d00' : '#fff'}
              >
                {s.reward.length > 12 ? `${s.reward.slice(0, 11)}…` : s.reward}
              </text>
            </g>
          );
        })}
        <circle r="18" fill="#0c1a3a" stroke="#f5b72a" strokeWidth="3" />
      </svg>
    </div>
  );
}

function WinList({ wins, empty }: { wins: RouletteWin[]; empty: string }) {
  if (wins.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="win-list">
      {wins.map((w, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: winner entries have no id
        <li key={i}>
          <span>{w.user}</span>
          <span className={`reward-tag is-${w.type}`}>{w.reward}</span>
          <small className="muted">
            {new Date(w.date).toLocaleDateString(document.documentElement.lang)}
          </small>
        </li>
      ))}
    </ul>
  );
}

/** The lucky-draw page (spec §2 screen 5, issue 6): wheel, rewards, winners, terms, missions, envelope. */
export default function LuckyDrawView() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { area } = useScreen();
  const member = useSelector(runtime.session, (s) => s.hasTag('member'));
  const roulette = useFlow(
    useMemo(() => rouletteLogic(runtime), [runtime]),
    { input: { loggedIn: member } },
  );
  const state = useSelector(roulette, (s) => s);
  const [list, setList] = useState<'winners' | 'mine'>('winners');
  const { info, position, result } = state.context;
  const segments = segmentsOf(info);
  const wheel = (state.value as { wheel: unknown }).wheel;
  const wheelState = typeof wheel === 'string' ? wheel : Object.keys(wheel as object)[0];
  const canSpin = !!info && info.rouletteIsSpin && info.spinCount > 0;
  const greyed = member && (!canSpin || state.hasTag('busy'));
  const currency = readAccountInfo()?.currId || areaOrDefault(area).currency;
  const locale = areaOrDefault(area).language;
  const minText = rouletteMinimumText(currency, (amount) => formatAmount(amount, locale));

  return (
    <section
      className="page lucky"
      aria-labelledby="lucky-title"
      data-machine="roulette"
      data-state={wheelState}
    >
      <h2 id="lucky-title" className="page-title">
        {t('route.luckyDraw.title')}
      </h2>
      <LoadState
        loading={state.matches({ wheel: 'loading' })}
        skeleton="card skeleton-card"
        failed={state.matches({ wheel: 'unavailable' })}
        message={t('lucky.unavailable')}
        onRetry={() => roulette.send({ type: 'RETRY' })}
      />
      {info && segments.length > 1 && (
        <div className="card wheel-card">
          <Wheel segments={segments} position={position} spinning={state.hasTag('spinning')} />
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
            {t(state.hasTag('spinning') ? 'lucky.spinning' : 'lucky.spin')}
          </button>
          <p className="legend">
            <span className="reward-tag is-bonus">{t('lucky.bonus')}</span>
            <span className="reward-tag is-points">{t('lucky.points')}</span>
          </p>
        </div>
      )}
      {info && segments.length > 0 && (
        <Carousel
          items={segments}
          label={t('lucky.rewards')}
          render={(s) => (
            <div className={`reward-card is-${s.type}`}>
              <strong>{s.reward}</strong>
              <small>{t(s.type === 'bonus' ? 'lucky.bonus' : 'lucky.points')}</small>
            </div>
          )}
        />
      )}
      {info && (
        <div className="card">
          <div className="chip-row" role="tablist" aria-label={t('lucky.lists')}>
            <button
              type="button"
              role="tab"
              aria-selected={list === 'winners'}
              className={`chip${list === 'winners' ? ' is-selected' : ''}`}
              onClick={() => setList('winners')}
            >
              {t('lucky.winners')}
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={list === 'mine'}
              className={`chip${list === 'mine' ? ' is-selected' : ''}`}
              onClick={() => setList('mine')}
            >
              {t('lucky.mine')}
            </button>
          </div>
          <div role="tabpanel">
            <WinList
              wins={list === 'winners' ? info.winnerList : info.memberList}
              empty={t('lucky.noWins')}
            />
          </div>
        </div>
      )}
      {member && <Missions />}
      {member && <Envelope />}
      {/* Drawn with the info, not under the loading skeleton: otherwise it jumps down when the wheel arrives. */}
      {(info || state.matches({ wheel: 'unavailable' })) && (
        <details className="card terms">
          <summary>{t('lucky.terms')}</summary>
          <ol>
            <li>{t('lucky.term1', { amount: minText })}</li>
            <li>{t('lucky.term2')}</li>
            <li>{t('lucky.term3')}</li>
          </ol>
        </details>
      )}
      {state.matches({ wheel: 'result' }) && result && (
        <div className="dialog-backdrop">
          <div
            className="dialog result-dialog"
            role="dialog"
            aria-modal="true"
            aria-labelledby="result-title"
          >
            {state.hasTag('coins') && (
              <div className="coins" aria-hidden="true">
                {Array.from({ length: 12 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: decorative coins
                  <i key={i} style={{ left: `${(i * 8.3) % 100}%`, animationDelay: `${(i % 4) * 0.18}s` }} />
                ))}
              </div>
            )}
            <h2 id="result-title" className="dialog-title">
              {t('lucky.youWon')}
            </h2>
            <p className="result-reward">{result.reward}</p>
            <p className="muted">{t('lucky.spinsLeft', { count: result.spinCount })}</p>
            <div className="dialog-actions">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => roulette.send({ type: 'CLOSE_RESULT' })}
              >
                {t('dialog.ok')}
              </button>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

function Missions() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const missions = useFlow(useMemo(() => rewardMissionsLogic(runtime), [runtime]));
  const state = useSelector(missions, (s) => s);
  return (
    <section
      className="card"
      aria-labelledby="missions-title"
      data-machine="rewardMissions"
      data-state={String(state.value)}
    >
      <h3 id="missions-title" className="card-subtitle flush">
        {t('lucky.missions')}
      </h3>
      <ul className="mission-list">
        {state.context.missions.map((m) => (
          <li key={m.missionId}>
            <div>
              <strong>{m.title}</strong>
              <progress max={m.target} value={Math.min(m.progress, m.target)} aria-label={m.title} />
              <small className="muted">
                {m.progress}/{m.target} · {m.reward}
              </small>
            </div>
            {m.claimed ? (
              <span className="status status-success">{t('lucky.claimed')}</span>
            ) : (
              <ServerButton
                className="btn btn-primary btn-small"
                disabled={!m.claimable}
                busy={state.hasTag('busy')}
                onClick={() => missions.send({ type: 'CLAIM', missionId: m.missionId })}
              >
                {t('wallet.claim')}
              </ServerButton>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Envelope() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const envelope = useFlow(useMemo(() => redEnvelopeLogic(runtime), [runtime]));
  const state = useSelector(envelope, (s) => s);
  if (state.matches('none') || state.matches('loading')) return null;
  const open = !state.matches('waiting');
  return (
    <section
      className="card envelope-card"
      aria-labelledby="envelope-title"
      data-machine="redEnvelope"
      data-state={String(state.value)}
    >
      <h3 id="envelope-title" className="card-subtitle flush">
        {t('lucky.envelope')}
      </h3>
      <button
        type="button"
        className={`envelope${open ? ' is-open' : ''}`}
        disabled={open}
        onClick={() => envelope.send({ type: 'OPEN' })}
        aria-label={t('lucky.openEnvelope')}
      >
        <span className="envelope-flap" aria-hidden="true" />
        <span className="envelope-seal" aria-hidden="true">
          福
        </span>
      </button>
      {state.matches('opened') && (
        <p className="envelope-amount" role="status">
          {t('lucky.envelopeWon', { amount: String(state.context.amount ?? '') })}
        </p>
      )}
    </section>
  );
}
