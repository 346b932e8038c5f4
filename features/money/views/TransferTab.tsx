import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_WALLET } from '../../../domain/moneyRules';
import { walletView } from '../../../machines/wallet';
import { useFlowView } from '../../../src/bindings/flowMarks';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { useFlow } from '../../../src/bindings/useFlow';
import { ListCard } from '../../../src/components/ListCard';
import { LoadState } from '../../../src/components/LoadState';
import { SelectField } from '../../../src/components/SelectField';
import { ServerButton } from '../../../src/components/ServerButton';
import { useFirstInvalidFocus } from '../../../src/components/useFirstInvalidFocus';
import { useMoney } from '../../../src/components/useMoney';
import { transferLogic, walletOf } from '../flows/moneyFlows';
import { transferView } from '../machines/transfer';
import { AmountField, FormError, PromotionSelect, SubmitButton, useAmountInput } from './FormParts';
import { MovedText } from './MovedText';
import { OutcomeUnknown } from './OutcomeUnknown';

/** The Transfer tab: a thin view of the transfer machine. */
export function TransferTab() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const wallet = useMemo(() => walletOf(runtime), [runtime]);
  const { providers, balances, promotions, failed } = useSelector(wallet, walletView, shallowEqual);
  const transfer = useFlow(transferLogic, { input: { fromProvider: MAIN_WALLET } });
  const [state, { fromProvider, toProvider, amount, promoteId, error, moved }] = useFlowView(
    transfer,
    transferView,
  );
  const { formRef, submitted, typed } = useFirstInvalidFocus();
  const amountInput = useAmountInput(amount, (value) => transfer.send({ type: 'AMOUNT_CHANGED', value }));
  const busy = state.hasTag('busy');
  const money = useMoney();
  const wallets = [{ providerId: MAIN_WALLET, providerName: t('wallet.main') }, ...providers];
  const nameOf = (id: string) => wallets.find((w) => w.providerId === id)?.providerName ?? id;
  const walletChoices = wallets.map((w) => ({
    value: w.providerId,
    label: w.providerName,
    detail: money.format(balances[w.providerId]),
  }));
  /** The wallet the money leaves (`from`) or goes to (`to`): any wallet, with its balance. */
  const walletField = (side: 'from' | 'to') => ({
    id: `transfer-${side}`,
    name: `${side}Provider`,
    label: t(`transfer.${side}`),
    value: side === 'from' ? fromProvider : toProvider,
    disabled: busy,
    choices: walletChoices,
    onPick: (id: string) =>
      transfer.send({ type: side === 'from' ? 'FROM_CHANGED' : 'TO_CHANGED', providerId: id }),
  });

  return (
    <div className="tab-panel" {...state.marks}>
      {state.hasTag('unanswered') ? (
        <OutcomeUnknown
          moved={state.matches('moneyMoved')}
          onRetry={() => transfer.send({ type: 'RETRY' })}
          onDismiss={() => transfer.send({ type: 'DISMISS' })}
        />
      ) : failed ? (
        // Balances unknown: no form to fill, so nothing can be sent against amounts nobody has seen.
        <LoadState
          failed
          announce={false}
          message={t('wallet.loadFailed')}
          onRetry={() => wallet.send({ type: 'RETRY' })}
        />
      ) : (
        <form ref={formRef} className="card" noValidate onInput={typed} onSubmit={(e) => e.preventDefault()}>
          <div className="field-row">
            <SelectField {...walletField('from')} />
            <SelectField {...walletField('to')} none={{ value: '', label: t('transfer.choose') }} />
          </div>
          <AmountField
            id="transfer-amount"
            field={amountInput.field}
            disabled={busy}
            error={error}
            describedBy={error ? 'transfer-error' : 'transfer-available'}
          >
            <small id="transfer-available" className="muted">
              {t('transfer.available', { name: nameOf(fromProvider) })} {money.format(balances[fromProvider])}
            </small>
          </AmountField>
          <PromotionSelect
            id="transfer-promotion"
            value={promoteId}
            disabled={busy}
            promotions={promotions}
            onChange={(id) => transfer.send({ type: 'PROMOTION_CHANGED', promoteId: id })}
          />
          <FormError id="transfer-error" error={error} />
          {state.hasTag('success') && (
            <div role="status">
              <p className="form-success">{t('wallet_Success')}</p>
              {moved && (
                <p className="form-moved">
                  <MovedText moved={moved} nameOf={nameOf} />
                </p>
              )}
            </div>
          )}
          <SubmitButton
            busy={busy}
            // A success being confirmed has cleared the form: the next keystroke starts the next transfer.
            disabled={state.hasTag('success')}
            onClick={() => {
              submitted();
              if (amountInput.check()) transfer.send({ type: 'SUBMIT' });
            }}
          >
            {t('transfer.submit')}
          </SubmitButton>
        </form>
      )}
      <ListCard id="allin-title" title={t('transfer.quickAllIn')}>
        <ul className="quick-list">
          {providers.map((p) => (
            <li key={p.providerId}>
              <span>{p.providerName}</span>
              <span className="wallet-amount">{money.format(balances[p.providerId])}</span>
              <ServerButton
                className="btn btn-ghost btn-small"
                busy={busy}
                title={t('transfer.allInTo', { name: p.providerName })}
                onClick={() => transfer.send({ type: 'ALL_IN', providerId: p.providerId })}
              >
                {/* The name read out starts with the visible label (WCAG 2.5.3), then says which wallet. */}
                {t('transfer.allIn')}
                <span className="visually-hidden"> {p.providerName}</span>
              </ServerButton>
            </li>
          ))}
        </ul>
      </ListCard>
    </div>
  );
}
