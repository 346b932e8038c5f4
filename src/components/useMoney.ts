import { useTranslation } from 'react-i18next';
import type { Amount } from '../../contract/types';
import { areaOrDefault } from '../../domain/areas';
import { formatAmount, unitOf } from '../../domain/money';
import { accountCurrency } from '../platform/storage';
import { useScreen } from './useScreen';

/** Formats amounts in the page language and names the account's unit (`K VND` for thousand units). */
export function useMoney() {
  const { i18n } = useTranslation();
  const { area } = useScreen();
  const currency = accountCurrency(area);
  const locale = areaOrDefault(area).language;
  return {
    currency,
    /** The language amounts are written in (`en-US`, `vi-VN`): the area's, else the page's. */
    locale: locale || i18n.language,
    unit: unitOf(currency),
    format: (amount: Amount | undefined) => formatAmount(amount, locale || i18n.language),
  };
}
