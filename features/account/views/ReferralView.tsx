import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowView } from '../../../src/bindings/flowMarks';
import { useFlow } from '../../../src/bindings/useFlow';
import { Icon, type IconName } from '../../../src/components/Icon';
import { LoadState, loadOf } from '../../../src/components/LoadState';
import { referralLogic, type ShareTargetId } from '../flows/referralFlows';
import { opensInApp, referralView } from '../machines/referral';
import { QrModal } from './QrModal';
import './account.css';

const MARK: Record<ShareTargetId, IconName> = {
  email: 'mail',
  facebook: 'facebook',
  line: 'chat',
  whatsapp: 'whatsapp',
  telegram: 'telegram',
};

/**
 * My referral (`account/referral`): a thin view of the referral machine: the member's link with `ref`,
 * the five share targets, a QR-code modal, copy-link, and the native share sheet where the browser has one.
 */
export default function ReferralView() {
  const { t } = useTranslation();
  const flow = useFlow(referralLogic, {
    input: {
      shareText: t('referral.shareText'),
      shareSubject: t('referral.shareSubject'),
      shareTitle: t('app.brand'),
    },
  });
  const [state, { page, targets, qr }] = useFlowView(flow, referralView);
  const link = page?.link ?? '';
  const closeQr = useCallback(() => flow.send({ type: 'CLOSE_QR' }), [flow]);

  const openTarget = (e: React.MouseEvent<HTMLAnchorElement>, href: string) => {
    // In the apps a web share page opens in the in-app browser; mail links are left to the system.
    if (!opensInApp(page, href)) return;
    e.preventDefault();
    flow.send({ type: 'OPEN_TARGET', href });
  };

  return (
    <section className="page" {...state.marks} aria-labelledby="referral-title">
      <LoadState {...loadOf(state, flow)} skeleton="card skeleton-card" message={t('acct.loadFailed')}>
        {page && (
          <>
            <div className="card referral-card">
              <h2 id="referral-title" className="card-title">
                {t('referral.title')}
              </h2>
              <p className="card-lead">{t('referral.lead')}</p>
              <p className="muted">{t('referral.code')}</p>
              <p className="referral-code" data-testid="referral-code">
                {page.code}
              </p>
              <div className="link-box">
                <label htmlFor="referral-link" className="visually-hidden">
                  {t('referral.link')}
                </label>
                <input
                  id="referral-link"
                  name="referralLink"
                  readOnly
                  value={link}
                  onFocus={(e) => e.target.select()}
                />
                <button type="button" className="btn btn-primary" onClick={() => flow.send({ type: 'COPY' })}>
                  <Icon name="copy" size={18} /> {t('referral.copy')}
                </button>
              </div>
            </div>
            <div className="card">
              <h3 className="card-subtitle flush">{t('referral.shareTo')}</h3>
              <ul className="share-grid">
                {targets.map((target) => (
                  <li key={target.id}>
                    <a
                      className={`share-item share-${target.id}`}
                      href={target.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-share={target.id}
                      onClick={(e) => openTarget(e, target.href)}
                    >
                      <span className={`share-mark swatch-${target.id}`} aria-hidden="true">
                        <Icon name={MARK[target.id]} size={22} />
                      </span>
                      {t(`referral.target.${target.id}`)}
                    </a>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    className="share-item share-qr"
                    onClick={() => flow.send({ type: 'OPEN_QR' })}
                  >
                    <span className="share-mark swatch-qr" aria-hidden="true">
                      <Icon name="qr" size={20} />
                    </span>
                    {t('referral.qr')}
                  </button>
                </li>
              </ul>
              {page.nativeShare && (
                <button
                  type="button"
                  className="btn btn-ghost btn-block share-native-button"
                  style={{ marginTop: 12 }}
                  onClick={() => flow.send({ type: 'SHARE' })}
                >
                  <Icon name="share" size={18} /> {t('referral.more')}
                </button>
              )}
            </div>
            {page.affiliateLink && (
              <div className="card" data-testid="affiliate">
                <h3 className="card-subtitle flush">{t('referral.affiliateTitle')}</h3>
                <p className="field-hint">{t('referral.affiliateLead')}</p>
                <a
                  className="btn btn-ghost btn-block"
                  href={page.affiliateLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={(e) => openTarget(e, page.affiliateLink ?? '')}
                >
                  <Icon name="share" size={18} /> {t('referral.affiliateOpen')}
                </a>
              </div>
            )}
            <div className="stats-row">
              <div className="stat">
                <p className="muted">{t('referral.friends')}</p>
                <p className="stat-value" data-testid="referral-count">
                  {page.count}
                </p>
              </div>
              <div className="stat">
                <p className="muted">{t('referral.howTitle')}</p>
                <p className="field-hint">{t('referral.how')}</p>
              </div>
            </div>
          </>
        )}
      </LoadState>
      {qr && <QrModal image={qr} link={link} onClose={closeQr} />}
    </section>
  );
}
