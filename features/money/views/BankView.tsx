import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../../src/components/ErrorBoundary';
import { ScreenTitle } from '../../../src/components/ScreenTitle';
import { useScreen } from '../../../src/components/useScreen';
import { BANK_TABS, screenTo } from '../../../src/routes/routeTable';
import { DepositTab } from './DepositTab';
import { HistoryTab } from './HistoryTab';
import { RebatePanel } from './RebatePanel';
import { TransferTab } from './TransferTab';
import { WalletPanel } from './WalletPanel';
import { WithdrawTab } from './WithdrawTab';

/**
 * The bank area: the layout route of the bank tabs, with the wallet panel and a tab per
 * bank screen of the route table, each its own URL; the router renders the tab's screen in the outlet.
 */
export default function BankView() {
  const { t } = useTranslation();
  const { screen, area } = useScreen();
  const current = screen?.key ?? 'deposit';
  return (
    <section className="page bank" aria-labelledby="bank-title">
      <ScreenTitle id="bank-title">{t(`route.${current}.title`)}</ScreenTitle>
      <ErrorBoundary name="The wallet panel">
        <WalletPanel />
      </ErrorBoundary>
      <nav className="tabs" aria-label={t('bank.tabs')}>
        {BANK_TABS.map((tab) => (
          <Link
            key={tab.key}
            to={screenTo(tab.path)}
            params={{ area }}
            className={`tab${tab.key === current ? ' is-current' : ''}`}
            aria-current={tab.key === current ? 'page' : undefined}
          >
            {t(`route.${tab.key}.title`)}
          </Link>
        ))}
      </nav>
      <Outlet />
      <ErrorBoundary name="The rebate list">
        <RebatePanel />
      </ErrorBoundary>
    </section>
  );
}

/** The tabs' screens, by the names the router's view map loads. */
export const Deposit = () => <DepositTab mode="deposit" />;
export { HistoryTab as History, TransferTab as Transfer, WithdrawTab as Withdraw };
