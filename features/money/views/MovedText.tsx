import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../src/components/useMoney';
import { lineText } from '../../../src/i18n';
import { type MoneyMoved, movedLines } from '../machines/moneyCall';

/** What a finished money move moved, from where to where, and the main wallet's new balance, in one line. */
export function MovedText({ moved, nameOf }: { moved: MoneyMoved; nameOf: (walletId: string) => string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lines = movedLines(moved, { nameOf, format: (amount) => money.format(amount) });
  return <span className="money-moved">{lines.map((line) => lineText(t, line)).join(' ')}</span>;
}
