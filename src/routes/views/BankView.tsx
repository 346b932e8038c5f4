import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RebatePanel } from '../../components/RebatePanel';
import { useScreen } from '../../components/useScreen';
import { WalletPanel } from '../../components/WalletPanel';
import { DepositTab } from './bank/DepositTab';
import { HistoryTab } from './bank/HistoryTab';
import { TransferTab } from './bank/TransferTab';
import { WithdrawTab } from './bank/WithdrawTab';

const TABS = [
  { key: 'deposit', path: 'bank/deposit' },
  { key: 'withdraw', path: 'bank/withdraw' },
  { key: 'transfer', path: 'bank/transfer' },
  { key: 'history', path: 'bank/history' },
] as const;

/** The bank area (issue 3 item 1): the wallet panel and four tabs, each its own URL. */
export default function BankView() {
  const { t } = useTranslation();
  const { screen, area } = useScreen();
  const current = screen?.key ?? 'deposit';
  return (
    <section className="page bank" aria-labelledby="bank-title">
      <h2 id="bank-title" className="visually-hidden">
        {t(`route.${current}.title`)}
      </h2>
      <WalletPanel />
      <nav className="tabs" aria-label={t('bank.tabs')}>
        {TABS.map((tab) => (
          <Link
            key={tab.key}
            to={`/${area}/${tab.path}`}
            className={`tab${tab.key === current ? ' is-current' : ''}`}
            aria-current={tab.key === current ? 'page' : undefined}
          >
            {t(`route.${tab.key}.title`)}
          </Link>
        ))}
      </nav>
      {current === 'deposit' && <DepositTab mode="deposit" />}
      {current === 'withdraw' && <WithdrawTab />}
      {current === 'transfer' && <TransferTab />}
      {current === 'history' && <HistoryTab />}
      <RebatePanel />
    </section>
  );
}
