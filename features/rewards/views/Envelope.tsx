import { shallowEqual, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFlowMarks } from '../../../src/bindings/flowMarks';
import { useFlow } from '../../../src/bindings/useFlow';
import { redEnvelopeLogic } from '../flows/rewardFlows';
import { redEnvelopeView } from '../machines/redEnvelope';

/** The red envelope: shown when the member has one; opened once, then the amount it held. */
export function Envelope() {
  const { t } = useTranslation();
  const envelope = useFlow(redEnvelopeLogic);
  const { shown, canOpen, opened, amount } = useSelector(envelope, redEnvelopeView, shallowEqual);
  const marks = useFlowMarks(envelope);
  if (!shown) return null;
  return (
    <section className="card envelope-card" aria-labelledby="envelope-title" {...marks}>
      <h3 id="envelope-title" className="card-subtitle flush">
        {t('lucky.envelope')}
      </h3>
      <button
        type="button"
        className={`envelope${canOpen ? '' : ' is-open'}`}
        disabled={!canOpen}
        onClick={() => envelope.send({ type: 'OPEN' })}
        aria-label={t('lucky.openEnvelope')}
      >
        <span className="envelope-flap" aria-hidden="true" />
        <span className="envelope-seal" aria-hidden="true">
          福
        </span>
      </button>
      {opened && (
        <p className="envelope-amount" role="status">
          {t('lucky.envelopeWon', { amount: String(amount ?? '') })}
        </p>
      )}
    </section>
  );
}
