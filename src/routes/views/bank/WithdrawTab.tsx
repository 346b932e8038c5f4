import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withdrawLogic } from '../../../app/moneyFlows';
import { useRuntime } from '../../../app/RuntimeContext';
import { useFlow } from '../../../app/useFlow';
import { LoadState } from '../../../components/LoadState';
import { ServerButton } from '../../../components/ServerButton';
import { useScreen } from '../../../components/useScreen';
import { maskAccountNumber } from '../../../domain/masking';
import { positional } from '../../../i18n';
import { OutcomeUnknown } from './OutcomeUnknown';
import { useMoney } from './useMoney';

/** The Withdraw tab: a thin view of the withdraw machine. */
export function WithdrawTab() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { area } = useScreen();
  const withdraw = useFlow(useMemo(() => withdrawLogic(runtime), [runtime]));
  const state = useSelector(withdraw, (s) => s);
  const { info, amount, memberBankId, error, errorParams } = state.context;
  const busy = state.hasTag('busy');
  // While the success is confirmed the machine takes no edits: the form shows it is locked.
  const locked = busy || state.hasTag('success');
  const money = useMoney();

  if (state.matches('loading'))
    return (
      <div
        className="tab-panel card skeleton-card"
        aria-busy="true"
        data-machine="withdraw"
        data-state="loading"
      />
    );
  return (
    <div className="tab-panel" data-machine="withdraw" data-state={String(state.value)}>
      {state.matches('noBank') && (
        <div className="card empty-card">
          <p>{t('withdraw.noBank')}</p>
          <Link className="btn btn-primary" to={`/${area}/account/bankinfo`}>
            {t('withdraw.addBank')}
          </Link>
        </div>
      )}
      <LoadState
        failed={state.matches('loadFailed')}
        message={t('wallet.loadFailed')}
        onRetry={() => withdraw.send({ type: 'RETRY' })}
      />
      {state.matches('outcomeUnknown') && (
        <OutcomeUnknown
          onRetry={() => withdraw.send({ type: 'RETRY' })}
          onDismiss={() => withdraw.send({ type: 'DISMISS' })}
        />
      )}
      {(state.matches('editing') || state.matches('submitting') || state.matches('succeeded')) && info && (
        <form className="card" noValidate onSubmit={(e) => e.preventDefault()}>
          <div className="field">
            <label htmlFor="withdraw-bank">{t('withdraw.bank')}</label>
            <select
              id="withdraw-bank"
              name="memberBankId"
              value={memberBankId}
              disabled={locked}
              onChange={(e) => withdraw.send({ type: 'BANK_CHANGED', memberBankId: e.target.value })}
            >
              {info.memberBankList.map((b) => (
                <option key={b.memberBankId} value={b.memberBankId}>
                  {b.bankName} · {maskAccountNumber(b.bankAccNo)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="withdraw-amount">
              {t('transfer.amount')} ({money.unit})
            </label>
            <input
              id="withdraw-amount"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              disabled={locked}
              aria-invalid={error ? true : undefined}
              aria-describedby="withdraw-limits"
              onChange={(e) => withdraw.send({ type: 'AMOUNT_CHANGED', value: e.target.value })}
            />
            <small id="withdraw-limits" className="muted">
              {t('wallet.limits', { min: money.format(info.minAmount), max: money.format(info.maxAmount) })}
            </small>
          </div>
          {error && (
            <p className="form-error" role="alert">
              {t(error, positional(errorParams))}
            </p>
          )}
          {state.matches('succeeded') && (
            <p className="form-success" role="status">
              {t('withdraw.processing')}
            </p>
          )}
          <ServerButton
            type="button"
            className="btn btn-primary btn-block"
            busy={busy}
            onClick={() => withdraw.send({ type: 'SUBMIT' })}
          >
            {t('withdraw.submit')}
          </ServerButton>
        </form>
      )}
    </div>
  );
}
