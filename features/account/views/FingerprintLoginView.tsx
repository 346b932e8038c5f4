import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFlowView } from '../../../src/bindings/flowMarks';
import { useFlow } from '../../../src/bindings/useFlow';
import { Icon } from '../../../src/components/Icon';
import { useScreen } from '../../../src/components/useScreen';
import { serverKey, type TextKey } from '../../../src/i18n/index';
import { fingerprintLogic } from '../flows/accountFlows';
import { fingerprintLoginView } from '../machines/fingerprintLogin';
import './account.css';

/** Fingerprint login (`fingerprint-login`, apps only): a thin view of the fingerprint-login machine. */
export default function FingerprintLoginView() {
  const { t } = useTranslation();
  const { area } = useScreen();
  const flow = useFlow((rt) => fingerprintLogic(rt, t('fingerprint.reason')), { deps: [t] });
  const [state, { kind, error, lockedOut }] = useFlowView(flow, fingerprintLoginView);
  const value = state.marks['data-state'];
  const face = kind === 'face';

  const text: Record<string, { title: TextKey; text: TextKey }> = {
    checking: { title: 'fingerprint.title', text: 'fingerprint.checking' },
    unavailable: {
      title: 'fingerprint.unavailableTitle',
      text: error ? serverKey(error) : 'fingerprint.unavailable',
    },
    prompting: {
      title: face ? 'fingerprint.titleFace' : 'fingerprint.title',
      text: face ? 'fingerprint.promptFace' : 'fingerprint.prompt',
    },
    verifying: { title: 'fingerprint.verifyingTitle', text: 'fingerprint.verifying' },
    success: { title: 'fingerprint.successTitle', text: 'login.welcomeBack' },
    failure: {
      title: 'fingerprint.failureTitle',
      text: error ? serverKey(error) : 'fingerprint.notRecognised',
    },
    cancelled: { title: 'fingerprint.cancelledTitle', text: 'fingerprint.cancelled' },
  };
  const shown = text[value] ?? text.checking!;

  return (
    <section className="page narrow" {...state.marks} aria-labelledby="fp-title">
      <div className={`card fingerprint-card is-${value}`} aria-busy={state.hasTag('busy') || undefined}>
        <span className="fingerprint-mark" aria-hidden="true">
          <Icon name={value === 'success' ? 'check' : 'fingerprint'} size={56} />
        </span>
        <h2 id="fp-title">{t(shown.title)}</h2>
        <p role={value === 'failure' ? 'alert' : 'status'}>{t(shown.text)}</p>
        <div className="fingerprint-actions">
          {(value === 'failure' || value === 'cancelled') && !lockedOut && (
            <button
              type="button"
              className="btn btn-primary btn-block"
              onClick={() => flow.send({ type: 'RETRY' })}
            >
              <Icon name="fingerprint" size={20} /> {t('fingerprint.retry')}
            </button>
          )}
          {value !== 'success' && value !== 'verifying' && (
            <Link to="/$area/member/login" params={{ area }} className="btn btn-ghost btn-block">
              {t('fingerprint.usePassword')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
