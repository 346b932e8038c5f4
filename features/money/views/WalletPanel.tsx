import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET } from '../../../domain/moneyRules';
import { walletView } from '../../../machines/wallet';
import { useFlowMarks } from '../../../src/bindings/flowMarks';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { useFlow } from '../../../src/bindings/useFlow';
import { Icon } from '../../../src/components/Icon';
import { LoadState } from '../../../src/components/LoadState';
import { ServerButton } from '../../../src/components/ServerButton';
import { useMoney } from '../../../src/components/useMoney';
import { allInLogic, walletOf } from '../flows/moneyFlows';
import { allInBusy, allInMovedView } from '../machines/allInToMain';
import { MovedText } from './MovedText';

/**
 * The wallet panel: the main balance, every provider wallet with its weekly
 * turnover, refresh one or all, and all in to the main wallet (instant rebates: `RebatePanel`).
 */
export function WalletPanel() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const wallet = useMemo(() => walletOf(runtime), [runtime]);
  const { balances, providers, refreshing, canRefresh, failed } = useSelector(
    wallet,
    walletView,
    shallowEqual,
  );
  const marks = useFlowMarks(wallet);
  const allIn = useFlow(allInLogic);
  const allInMarks = useFlowMarks(allIn);
  const allInIsBusy = useSelector(allIn, allInBusy);
  const allInMoved = useSelector(allIn, allInMovedView);
  const [open, setOpen] = useState(false);
  const money = useMoney();
  const nameOf = (id: string) =>
    id === MAIN_WALLET ? t('wallet.main') : (providers.find((p) => p.providerId === id)?.providerName ?? id);
  const spinning = (id: string) => refreshing === id || refreshing === 'all';

  return (
    <section className="wallet-panel" aria-label={t('wallet.title')} {...marks}>
      <div className="wallet-main">
        <div>
          <p className="wallet-label">{t('wallet.main')}</p>
          <p className="wallet-balance" data-testid="main-balance">
            {money.format(balances[MAIN_WALLET])} <span className="wallet-unit">{money.unit}</span>
          </p>
        </div>
        <button
          type="button"
          className={`icon-button on-dark${spinning(MAIN_WALLET) ? ' is-spinning' : ''}`}
          aria-label={t('wallet.refreshAll')}
          disabled={!canRefresh}
          onClick={() => wallet.send({ type: 'REFRESH_ALL' })}
        >
          <Icon name="refresh" />
        </button>
      </div>
      <div className="wallet-actions" {...allInMarks}>
        <ServerButton
          className="btn btn-primary btn-small"
          busy={allInIsBusy}
          // Balances nobody could read: nothing is moved until they are (Retry below reads them again).
          disabled={failed}
          onClick={() => allIn.send({ type: 'START' })}
        >
          <Icon name="transfer" size={16} /> {t('wallet.allInToMain')}
        </ServerButton>
        <button
          type="button"
          className="btn btn-ghost on-dark btn-small"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {t(open ? 'wallet.hideProviders' : 'wallet.showProviders')}
        </button>
      </div>
      <p className="wallet-moved" role="status">
        {allInMoved && <MovedText moved={allInMoved} nameOf={nameOf} />}
      </p>
      <LoadState
        look="inline"
        failed={failed}
        className="wallet-error"
        buttonClassName="link-button on-dark"
        message={t('wallet.loadFailed')}
        onRetry={() => wallet.send({ type: 'RETRY' })}
      />
      {open && (
        <ul className="wallet-list" aria-label={t('wallet.providers')}>
          {providers.map((p) => (
            <li key={p.providerId} data-provider={p.providerId}>
              <span className="wallet-name">
                {p.providerName}
                <small>
                  {t('wallet.weeklyTurnover')} {money.format(p.weeklyTurnover)}
                </small>
              </span>
              <span className="wallet-amount">{money.format(balances[p.providerId])}</span>
              <button
                type="button"
                className={`icon-button${spinning(p.providerId) ? ' is-spinning' : ''}`}
                aria-label={t('wallet.refreshOne', { name: p.providerName })}
                disabled={!canRefresh}
                onClick={() => wallet.send({ type: 'REFRESH', providerId: p.providerId })}
              >
                <Icon name="refresh" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
