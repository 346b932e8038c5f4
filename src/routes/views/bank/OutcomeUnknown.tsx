import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';

/** Shown after a money call got no answer: balances were read again; only an explicit retry resends. */
export function OutcomeUnknown({ onRetry, onDismiss }: { onRetry: () => void; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="card outcome-unknown" role="alert">
      <Icon name="info" size={32} />
      <h3>{t('wallet.unknownTitle')}</h3>
      <p>{t('wallet.unknownText')}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onDismiss}>
          {t('wallet.unknownDismiss')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('wallet.unknownRetry')}
        </button>
      </div>
    </div>
  );
}
