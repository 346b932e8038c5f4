import { useTranslation } from 'react-i18next';
import { Icon } from '../../../src/components/Icon';
import { LoadState } from '../../../src/components/LoadState';
import type { TextKey } from '../../../src/i18n/index';

/**
 * Shown after a money call got no answer: balances were read again; when they show the money moved
 * (`moved`), the member is told so and nothing can be resent; otherwise only an explicit retry resends.
 */
export function OutcomeUnknown({
  moved,
  onRetry,
  onDismiss,
  texts = { unknown: 'wallet.unknownText', moved: 'wallet.movedText' },
}: {
  moved: boolean;
  onRetry: () => void;
  onDismiss: () => void;
  /** The explanation's keys, when what was read again is not the balances above (the rebate's list). */
  texts?: { unknown: TextKey; moved: TextKey };
}) {
  const { t } = useTranslation();
  return (
    <div className="card outcome-unknown" role="alert">
      <Icon name={moved ? 'check' : 'info'} size={32} />
      <h3>{t(moved ? 'wallet.movedTitle' : 'wallet.unknownTitle')}</h3>
      <p>{t(moved ? texts.moved : texts.unknown)}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onDismiss}>
          {t('wallet.unknownDismiss')}
        </button>
        {!moved && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('wallet.unknownRetry')}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * A tab that reads its limits first and then makes one money call (deposit, withdraw): the read that
 * failed, with its retry, and the notice of a call that got no answer.
 */
export function CallNotices({
  state,
  flow,
}: {
  state: {
    matches: (value: 'loadFailed' | 'moneyMoved') => boolean;
    hasTag: (tag: 'unanswered') => boolean;
  };
  flow: { send: (event: { type: 'RETRY' } | { type: 'DISMISS' }) => void };
}) {
  const { t } = useTranslation();
  return (
    <>
      <LoadState
        failed={state.matches('loadFailed')}
        message={t('wallet.loadFailed')}
        onRetry={() => flow.send({ type: 'RETRY' })}
      />
      {state.hasTag('unanswered') && (
        <OutcomeUnknown
          moved={state.matches('moneyMoved')}
          onRetry={() => flow.send({ type: 'RETRY' })}
          onDismiss={() => flow.send({ type: 'DISMISS' })}
        />
      )}
    </>
  );
}
