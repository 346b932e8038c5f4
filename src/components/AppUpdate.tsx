import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginSiteOf } from '../../machines/deviceChannel';
import { appUpdateLogic } from '../app/appUpdateFlows';
import type { AppUpdateOffer } from '../app/appVersionCheck';
import { useRuntime } from '../app/RuntimeContext';
import { useFlow } from '../app/useFlow';
import { Icon } from './Icon';
import './appUpdate.css';

/**
 * The service worker's place on the page (issue 5 item 11): it registers once the app has been stable for
 * 30 seconds (every screen change starts the 30 s over: see `appUpdateFlows`), and says so when a new
 * version is ready.
 */
export default function AppUpdate() {
  const { t } = useTranslation();
  const actor = useFlow(appUpdateLogic);
  const state = useSelector(actor, (s) => String(s.value));
  // Until there is something to say, only the flow's state is on the page (for QA and tests: settling,
  // registering, watching), hidden from everyone.
  if (state !== 'updateReady' && state !== 'reloading')
    return <div hidden data-machine="appUpdate" data-state={state} />;
  return (
    <div className="update-toast" role="status" data-machine="appUpdate" data-state={state}>
      <Icon name="refresh" size={20} />
      <span>{t('sw.updateReady')}</span>
      <button
        type="button"
        className="btn btn-primary btn-small"
        disabled={state === 'reloading'}
        onClick={() => actor.send({ type: 'RELOAD' })}
      >
        {t('sw.reload')}
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('sw.later')}
        onClick={() => actor.send({ type: 'DISMISS' })}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

/** The download-version check (issue 5 item 10): in the apps, a newer app version is offered until closed
 * for this visit. */
export function AppUpdateOfferBanner() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const site = useSelector(runtime.device, (s) => loginSiteOf(String(s.value)));
  const [offer, setOffer] = useState<AppUpdateOffer | null>(null);
  const [closed, setClosed] = useState(() => {
    try {
      return sessionStorage.getItem('appUpdateClosed') === '1';
    } catch {
      return false;
    }
  });

  useEffect(() => {
    const osType = site === 'apk' ? 'android' : site === 'ipa' ? 'ios' : null;
    if (!osType || closed) return;
    let live = true;
    void import('../app/appVersionCheck')
      .then((check) => check.checkAppVersion(osType, runtime.config))
      .then((found) => live && setOffer(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [site, closed, runtime.config]);

  if (!offer || closed) return null;
  return (
    <aside className="download-banner" aria-label={t('download.updateLabel')}>
      <span className="brand-mark small" aria-hidden="true">
        L
      </span>
      <p>
        <strong>{t('download.updateTitle')}</strong>
        <span>{t('download.updateText', { version: offer.version })}</span>
      </p>
      <a className="btn btn-primary btn-small" href={offer.url} rel="noopener noreferrer">
        <Icon name="download" size={16} /> {t('download.update')}
      </a>
      <button
        type="button"
        className="icon-button"
        aria-label={t('download.later')}
        onClick={() => {
          try {
            sessionStorage.setItem('appUpdateClosed', '1');
          } catch {
            // private mode: closed for this page only
          }
          setClosed(true);
        }}
      >
        <Icon name="close" size={18} />
      </button>
    </aside>
  );
}
