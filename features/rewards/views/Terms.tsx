import { useTranslation } from 'react-i18next';
import { areaOrDefault } from '../../../domain/areas';
import { formatAmount } from '../../../domain/money';
import { rouletteMinimumText } from '../../../domain/roulette';
import { useHydrated } from '../../../src/components/useHydrated';
import { accountCurrency } from '../../../src/platform/storage';

/**
 * The terms and conditions, with the minimum deposit in the account currency (else the area's). Static, so
 * on the pre-rendered page: there, and while the browser hydrates it, in the area's currency (the build
 * knows no account; a visitor's browser may still hold a past member's), the account's after.
 */
export function Terms({ area }: { area: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { language, currency: areaCurrency } = areaOrDefault(area);
  const currency = hydrated ? accountCurrency(area) : areaCurrency;
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
