import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositMode } from '../../../../machines/deposit';
import { depositLogic, walletOf } from '../../../app/moneyFlows';
import { useRuntime } from '../../../app/RuntimeContext';
import { useFlow } from '../../../app/useFlow';
import { LoadState } from '../../../components/LoadState';
import { ServerButton } from '../../../components/ServerButton';
import { useScreen } from '../../../components/useScreen';
import { positional } from '../../../i18n';
import { OutcomeUnknown } from './OutcomeUnknown';
import { useMoney } from './useMoney';

/** The Deposit tab and the quickpay screen: thin views of the deposit machine in its two modes. */
export function DepositTab({ mode }: { mode: DepositMode }) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { area } = useScreen();
  const deposit = useFlow(
    useMemo(() => depositLogic(runtime), [runtime]),
    { input: { mode } },
  );
  const state = useSelector(deposit, (s) => s);
  const promotions = useSelector(walletOf(runtime), (s) => s.context.promotions);
  const { methods, methodId, amount, promoteId, error, errorParams } = state.context;
  const busy = state.hasTag('busy');
  // While the success is confirmed the machine takes no edits: the form shows it is locked.
  const locked = busy || state.hasTag('success');
  const money = useMoney();
  const method = methods.find((m) => m.methodId === methodId);

  if (state.matches('loading'))
    return (
      <div
        className="tab-panel card skeleton-card"
        aria-busy="true"
        data-machine="deposit"
        data-state="loading"
      />
    );
  return (
    <div
      className="tab-panel"
      data-machine="deposit"
      data-state={JSON.stringify(state.value).replace(/["{}]/g, '')}
    >
      <LoadState
        failed={state.matches('loadFailed')}
        message={t('wallet.loadFailed')}
        onRetry={() => deposit.send({ type: 'RETRY' })}
      />
      {state.matches('outcomeUnknown') && (
        <OutcomeUnknown
          onRetry={() => deposit.send({ type: 'RETRY' })}
          onDismiss={() => deposit.send({ type: 'DISMISS' })}
        />
      )}
      {!state.matches('loadFailed') && !state.matches('outcomeUnknown') && (
        <form className="card" noValidate onSubmit={(e) => e.preventDefault()}>
          <fieldset className="method-list" disabled={locked}>
            <legend>{t('deposit.method')}</legend>
            {methods.map((m) => (
              <label key={m.methodId} className={`method${m.methodId === methodId ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name="methodId"
                  value={m.methodId}
                  checked={m.methodId === methodId}
                  onChange={() => deposit.send({ type: 'METHOD_CHANGED', methodId: m.methodId })}
                />
                <span>{m.methodName}</span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor="deposit-amount">
              {t('transfer.amount')} ({money.unit})
            </label>
            <input
              id="deposit-amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              disabled={locked}
              aria-invalid={error ? true : undefined}
              aria-describedby="deposit-limits"
              onChange={(e) => deposit.send({ type: 'AMOUNT_CHANGED', value: e.target.value })}
            />
            {method && (
              <small id="deposit-limits" className="muted">
                {t('wallet.limits', {
                  min: money.format(method.minAmount),
                  max: money.format(method.maxAmount),
                })}
              </small>
            )}
          </div>
          {mode === 'deposit' && (
            <div className="field">
              <label htmlFor="deposit-promotion">{t('transfer.promotion')}</label>
              <select
                id="deposit-promotion"
                name="promoteId"
                value={promoteId}
                disabled={locked}
                onChange={(e) => deposit.send({ type: 'PROMOTION_CHANGED', promoteId: e.target.value })}
              >
                <option value="">{t('transfer.noPromotion')}</option>
                {promotions.map((p) => (
                  <option key={p.promoteId} value={p.promoteId}>
                    {p.promoteTitle}
                  </option>
                ))}
              </select>
            </div>
          )}
          {error && (
            <p className="form-error" role="alert">
              {t(error, positional(errorParams))}
            </p>
          )}
          <ServerButton
            type="button"
            className="btn btn-primary btn-block"
            busy={busy}
            onClick={() => deposit.send({ type: 'SUBMIT' })}
          >
            {t(mode === 'quickpay' ? 'quickpay.submit' : 'deposit.submit')}
          </ServerButton>
          {mode === 'deposit' && (
            <p className="card-foot">
              <Link className="text-link" to={`/${area}/bank/quickpay`}>
                {t('deposit.quickpayLink')}
              </Link>
            </p>
          )}
        </form>
      )}
    </div>
  );
}
