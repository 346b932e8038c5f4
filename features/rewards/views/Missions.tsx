import { shallowEqual, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFlowMarks } from '../../../src/bindings/flowMarks';
import { useFlow } from '../../../src/bindings/useFlow';
import { ServerButton } from '../../../src/components/ServerButton';
import { rewardMissionsLogic } from '../flows/rewardFlows';
import { rewardMissionsView } from '../machines/rewardMissions';

/** The reward missions with their progress; a finished one is claimed once. */
export function Missions() {
  const { t } = useTranslation();
  const missions = useFlow(rewardMissionsLogic);
  const { missions: list, busy } = useSelector(missions, rewardMissionsView, shallowEqual);
  const marks = useFlowMarks(missions);
  return (
    <section className="card" aria-labelledby="missions-title" {...marks}>
      <h3 id="missions-title" className="card-subtitle flush">
        {t('lucky.missions')}
      </h3>
      <ul className="mission-list">
        {list.map((m) => (
          <li key={m.missionId}>
            <div>
              <strong>{m.title}</strong>
              {m.target > 0 && (
                <progress max={m.target} value={Math.min(m.progress, m.target)} aria-label={m.title} />
              )}
              <small className="muted">
                {[m.target > 0 ? `${m.progress}/${m.target}` : '', m.reward].filter(Boolean).join(' · ')}
              </small>
            </div>
            {m.claimed ? (
              <span className="status status-success">{t('lucky.claimed')}</span>
            ) : (
              <ServerButton
                className="btn btn-primary btn-small"
                disabled={!m.claimable}
                busy={busy}
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
