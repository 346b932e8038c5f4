import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accountCurrency,
  copyText,
  qrImageOf,
  type ReferralData,
  referralLogic,
} from '../../app/accountFlows';
import { useRuntime } from '../../app/RuntimeContext';
import { referralLink, type ShareTargetId, shareTargets } from '../../app/referral';
import { Icon, type IconName } from '../../components/Icon';
import { LoadState } from '../../components/LoadState';
import { useScreen } from '../../components/useScreen';
import { QrModal } from './account/QrModal';
import { usePageData } from './account/usePageData';
import './account/account.css';

const MARK: Record<ShareTargetId, IconName> = {
  email: 'mail',
  facebook: 'facebook',
  line: 'chat',
  whatsapp: 'whatsapp',
  telegram: 'telegram',
};

/**
 * My referral (`account/referral`): the member's link (share domain per currency in the apps, this origin
 * on the web) with `ref`, the five share targets, a QR-code modal, copy-link, and the native share sheet
 * where the browser has one.
 */
export default function ReferralView() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { area } = useScreen();
  const inApp = useSelector(runtime.device, (s) => s.hasTag('app'));
  const page = usePageData<ReferralData>(() => referralLogic(runtime));
  const [qr, setQr] = useState<string | null>(null);
  const closeQr = useCallback(() => setQr(null), []);

  const data = page.data;
  const code = data?.info.myReferral.referralCode ?? '';
  const link = data
    ? referralLink({
        inApp,
        currency: accountCurrency(area),
        share: data.share,
        pageOrigin: location.origin,
        area,
        referralCode: code,
      })
    : '';
  const text = t('referral.shareText');
  const targets = link ? shareTargets(link, text, t('referral.shareSubject')) : [];
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    if (await copyText(link)) void runtime.ask({ message: 'acct_ReferralCopyToFriends', icon: 'check' });
  };
  const openTarget = (e: React.MouseEvent<HTMLAnchorElement>, href: string) => {
    // In the apps a web share page opens in the in-app browser; mail links are left to the system.
    if (runtime.bridge.available && href.startsWith('https:')) {
      e.preventDefault();
      void runtime.bridge.call({ action: 'openInAppBrowser', url: href });
    }
  };

  return (
    <section
      className="page"
      data-machine="pageData"
      data-state={page.state}
      aria-labelledby="referral-title"
    >
      <LoadState {...page.load}>
        {data && (
          <>
            <div className="card referral-card">
              <h2 id="referral-title" className="card-title">
                {t('referral.title')}
              </h2>
              <p className="card-lead">{t('referral.lead')}</p>
              <p className="muted">{t('referral.code')}</p>
              <p className="referral-code" data-testid="referral-code">
                {code}
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
                <button type="button" className="btn btn-primary" onClick={() => void copy()}>
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
                      <span className="share-mark" aria-hidden="true">
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
                    onClick={() => void qrImageOf(link).then(setQr)}
                  >
                    <span className="share-mark" aria-hidden="true">
                      <Icon name="qr" size={20} />
                    </span>
                    {t('referral.qr')}
                  </button>
                </li>
              </ul>
              {canShareNatively && (
                <button
                  type="button"
                  className="btn btn-ghost btn-block share-native-button"
                  style={{ marginTop: 12 }}
                  onClick={() =>
                    void navigator.share({ title: t('app.brand'), text, url: link }).catch(() => undefined)
                  }
                >
                  <Icon name="share" size={18} /> {t('referral.more')}
                </button>
              )}
            </div>
            <div className="stats-row">
              <div className="stat">
                <p className="muted">{t('referral.friends')}</p>
                <p className="stat-value" data-testid="referral-count">
                  {data.info.myReferral.referralCount}
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
