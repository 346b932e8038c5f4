import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET_ID } from '../../machines/wallet';
import { allInLogic, walletOf } from '../app/moneyFlows';
import { useRuntime } from '../app/RuntimeContext';
import { useFlow } from '../app/useFlow';
import { useMoney } from '../routes/views/bank/useMoney';
import { Icon } from './Icon';
import { LoadState } from './LoadState';
import { ServerButton } from './ServerButton';

/**
 * The wallet panel (issue 3 items 2, 4, 8): the main balance, every provider wallet with its weekly
 * turnover, refresh one or all, and all in to the main wallet (instant rebates: `RebatePanel`).
 */
export function WalletPanel() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const wallet = useMemo(() => walletOf(runtime), [runtime]);
  const state = useSelector(wallet, (s) => s);
  const allIn = useFlow(useMemo(() => allInLogic(runtime), [runtime]));
  const allInState = useSelector(allIn, (s) => s);
  const [open, setOpen] = useState(false);
  const money = useMoney();
  const { balances, providers, refreshing } = state.context;
  const spinning = (id: string) => state.hasTag('spinning') && (refreshing === id || refreshing === 'all');
  const canRefresh = state.matches('ready');

  return (
    <section
      className="wallet-panel"
      aria-label={t('wallet.title')}
      data-machine="wallet"
      data-state={String(state.value)}
    >
      <div className="wallet-main">
        <div>
          <p className="wallet-label">{t('wallet.main')}</p>
          <p className="wallet-balance" data-testid="main-balance">
            {money.format(balances[MAIN_WALLET_ID])} <span className="wallet-unit">{money.unit}</span>
          </p>
        </div>
        <button
          type="button"
          className={`icon-button on-dark${spinning(MAIN_WALLET_ID) ? ' is-spinning' : ''}`}
          aria-label={t('wallet.refreshAll')}
          disabled={!canRefresh}
          onClick={() => wallet.send({ type: 'REFRESH_ALL' })}
        >
          <Icon name="refresh" />
        </button>
      </div>
      <div className="wallet-actions" data-machine="allInToMain" data-state={String(allInState.value)}>
        <ServerButton
          className="btn btn-primary btn-small"
          busy={allInState.hasTag('busy') || !allInState.matches('idle')}
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
      <LoadState
        look="inline"
        failed={state.matches('failed')}
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
