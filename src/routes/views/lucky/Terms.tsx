import { areaOrDefault } from '../../../domain/areas';
import { formatAmount } from '../../../domain/money';
import { rouletteMinimumText } from '../../../domain/roulette';
import { useTranslation } from '../../../i18n/react';
import { accountCurrency } from '../../../platform/storage';

/** The terms and conditions, with the minimum deposit in the account currency (else the area's). */
export function Terms({ area }: { area: string }) {
  const { t } = useTranslation();
  const { language } = areaOrDefault(area);
  const currency = accountCurrency(area);
  const minText = rouletteMinimumText(currency, (amount) => formatAmount(amount, language));
  return (
    <details className="card terms">
      <summary>{t('lucky.terms')}</summary>
      <ol>
        <li>{t('lucky.term1', { amount: minText })}</li>
        <li>{t('lucky.term2')}</li>
        <li>{t('lucky.term3')}</li>
      </ol>
    </details>
  );
}
