import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFlowView } from '../../../src/bindings/flowMarks';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { useFlow } from '../../../src/bindings/useFlow';
import { useFirstInvalidFocus } from '../../../src/components/useFirstInvalidFocus';
import { useScreen } from '../../../src/components/useScreen';
import { depositLogic, walletOf } from '../flows/moneyFlows';
import type { DepositMode } from '../machines/deposit';
import { depositView } from '../machines/deposit';
import {
  AmountField,
  AmountLimits,
  FormError,
  PromotionSelect,
  SubmitButton,
  useAmountInput,
} from './FormParts';
import { CallNotices } from './OutcomeUnknown';

/** The Deposit tab and the quickpay screen: thin views of the deposit machine in its two modes. */
export function DepositTab({ mode }: { mode: DepositMode }) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { area } = useScreen();
  const deposit = useFlow(depositLogic, { input: { mode } });
  const [state, { methods, methodId, amount, promoteId, error, errorParams }] = useFlowView(
    deposit,
    depositView,
  );
  const { formRef, submitted, typed } = useFirstInvalidFocus();
  const amountInput = useAmountInput(amount, (value) => deposit.send({ type: 'AMOUNT_CHANGED', value }));
  const promotions = useSelector(walletOf(runtime), (s) => s.context.promotions);
  const busy = state.hasTag('busy');
  // The form takes edits and a submit only while editing: in flight, under the QR dialog, re-reading
  // balances and while a success is confirmed, it shows it is locked.
  const locked = !state.matches('editing');
  const method = methods.find((m) => m.methodId === methodId);

  if (state.matches('loading'))
    return <div className="tab-panel card skeleton-card" aria-busy="true" {...state.marks} />;
  return (
    <div className="tab-panel" {...state.marks}>
      <CallNotices state={state} flow={deposit} />
      {!state.matches('loadFailed') && !state.hasTag('unanswered') && (
        <form ref={formRef} className="card" noValidate onInput={typed} onSubmit={(e) => e.preventDefault()}>
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
          <AmountField
            id="deposit-amount"
            field={amountInput.field}
            disabled={locked}
            error={error}
            describedBy="deposit-limits"
          >
            {method && <AmountLimits id="deposit-limits" min={method.minAmount} max={method.maxAmount} />}
          </AmountField>
          {mode === 'deposit' && (
            <PromotionSelect
              id="deposit-promotion"
              value={promoteId}
              disabled={locked}
              promotions={promotions}
              onChange={(id) => deposit.send({ type: 'PROMOTION_CHANGED', promoteId: id })}
            />
          )}
          <FormError error={error} params={errorParams} />
          <SubmitButton
            busy={busy}
            disabled={locked}
            onClick={() => {
              submitted();
              if (amountInput.check()) deposit.send({ type: 'SUBMIT' });
            }}
          >
            {t(mode === 'quickpay' ? 'quickpay.submit' : 'deposit.submit')}
          </SubmitButton>
          {mode === 'deposit' && (
            <p className="card-foot">
              <Link className="text-link" to="/$area/bank/quickpay" params={{ area }}>
                {t('deposit.quickpayLink')}
              </Link>
            </p>
          )}
        </form>
      )}
    </div>
  );
}
