import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { Icon } from '../../../src/components/Icon';
import { LoadState } from '../../../src/components/LoadState';
import type { MemberInfoResponse } from '../contract/accountReplies';
import { memberInfoLogic } from '../flows/accountFlows';
import { usePageData } from './usePageData';
import './account.css';

/** My VIP (`account/myvip`): the level and the way to the next one, from `/api/getmemberinfo` (`myVip`). */
export default function MyVipView() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const page = usePageData<MemberInfoResponse>(() => memberInfoLogic(runtime));
  const vip = page.data?.myVip;
  const progress = vip ? Math.min(100, Math.max(0, Math.round(Number(vip.progress) || 0))) : 0;
  return (
    <section className="page" {...page.marks} aria-labelledby="vip-title">
      <LoadState {...page.load}>
        {vip && (
          <div className="card vip-card">
            <span className="vip-crown" aria-hidden="true">
              <Icon name="vip" size={36} />
            </span>
            {vip.level !== null && <p className="muted">{t('vip.level', { level: vip.level })}</p>}
            <h2 id="vip-title" className="vip-level">
              {vip.levelName || '—'}
            </h2>
            <div
              className="vip-progress"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              aria-label={t('vip.progressTo', { next: vip.nextLevelName || '—' })}
            >
              <span style={{ width: `${progress}%` }} />
            </div>
            <div className="vip-next">
              <span>{vip.levelName}</span>
              <span>{[`${progress}%`, vip.nextLevelName].filter(Boolean).join(' · ')}</span>
            </div>
          </div>
        )}
      </LoadState>
      <div className="card">
        <h3 className="card-subtitle flush">{t('vip.benefitsTitle')}</h3>
        <ul className="field-hint">
          <li>{t('vip.benefit1')}</li>
          <li>{t('vip.benefit2')}</li>
          <li>{t('vip.benefit3')}</li>
        </ul>
      </div>
    </section>
  );
}
