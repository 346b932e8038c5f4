import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { offerShown } from '../../machines/appUpdateOffer';
import { loginSiteOf } from '../../machines/deviceChannel';
import { useFlowMarks, useFlowStatus } from '../bindings/flowMarks';
import { useRuntime } from '../bindings/RuntimeContext';
import { useFlow } from '../bindings/useFlow';
import { appUpdateLogic, appUpdateOfferLogic } from '../flows/appUpdateFlows';
import { CloseButton, Icon } from './Icon';
import './appUpdate.css';

/**
 * The service worker's place on the page: it registers once the app has been stable for
 * 30 seconds (every screen change starts the 30 s over: see `appUpdateFlows`), and says so when a new
 * version is ready.
 */
export default function AppUpdate() {
  const { t } = useTranslation();
  const actor = useFlow(appUpdateLogic);
  const state = useFlowStatus(actor);
  // Until there is something to say, only the flow's state is on the page (for QA and tests: settling,
  // registering, watching), hidden from everyone.
  if (!state.matches('updateReady') && !state.matches('reloading')) return <div hidden {...state.marks} />;
  return (
    <div className="update-toast" role="status" {...state.marks}>
      <Icon name="refresh" size={20} />
      <span>{t('sw.updateReady')}</span>
      <button
        type="button"
        className="btn btn-primary btn-small"
        disabled={state.matches('reloading')}
        onClick={() => actor.send({ type: 'RELOAD' })}
      >
        {t('sw.reload')}
      </button>
      <CloseButton label={t('sw.later')} size={18} onClick={() => actor.send({ type: 'DISMISS' })} />
    </div>
  );
}

/** The download-version check: in the apps, a newer app version is offered until closed
 * for this visit (a thin view of the appUpdateOffer machine). */
export function AppUpdateOfferBanner() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const site = useSelector(runtime.device, (s) => loginSiteOf(String(s.value)));
  const osType = site === 'apk' ? 'android' : site === 'ipa' ? 'ios' : null;
  const flow = useFlow(appUpdateOfferLogic, { input: { osType } });
  const offer = useSelector(flow, offerShown);
  const marks = useFlowMarks(flow);

  if (!offer) return null;
  return (
    <aside className="download-banner" aria-label={t('download.updateLabel')} {...marks}>
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
      <CloseButton label={t('download.later')} size={18} onClick={() => flow.send({ type: 'CLOSE' })} />
    </aside>
  );
}
