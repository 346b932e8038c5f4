import { useTranslation } from 'react-i18next';
import { DepositTab } from './DepositTab';

/** Quickpay (`bank/quickpay`): an amount, then the QR in the global dialog; closing it goes back. */
export default function QuickpayView() {
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="quickpay-title">
      <h2 id="quickpay-title" className="page-title">
        {t('route.quickpay.title')}
      </h2>
      <p className="page-lead">{t('route.quickpay.description')}</p>
      <DepositTab mode="quickpay" />
    </section>
  );
}
