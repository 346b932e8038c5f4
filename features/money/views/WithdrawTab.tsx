import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { savedBankLabel } from '../../../domain/masking';
import { useFlowView } from '../../../src/bindings/flowMarks';
import { useFlow } from '../../../src/bindings/useFlow';
import { SelectField } from '../../../src/components/SelectField';
import { useFirstInvalidFocus } from '../../../src/components/useFirstInvalidFocus';
import { useScreen } from '../../../src/components/useScreen';
import { withdrawLogic } from '../flows/moneyFlows';
import { withdrawView } from '../machines/withdraw';
import { AmountField, AmountLimits, FormError, SubmitButton, useAmountInput } from './FormParts';
import { CallNotices } from './OutcomeUnknown';

/** The Withdraw tab: a thin view of the withdraw machine. */
export function WithdrawTab() {
  const { t } = useTranslation();
  const { area } = useScreen();
  const withdraw = useFlow(withdrawLogic);
  const [state, { info, amount, memberBankId, error, errorParams }] = useFlowView(withdraw, withdrawView);
  const { formRef, submitted, typed } = useFirstInvalidFocus();
  const amountInput = useAmountInput(amount, (value) => withdraw.send({ type: 'AMOUNT_CHANGED', value }));
  const busy = state.hasTag('busy');
  // The form takes edits and a submit only while editing: in flight, re-reading balances after no answer
  // and while a success is confirmed, it shows it is locked.
  const locked = !state.matches('editing');

  if (state.matches('loading'))
    return <div className="tab-panel card skeleton-card" aria-busy="true" {...state.marks} />;
  return (
    <div className="tab-panel" {...state.marks}>
      {state.matches('noBank') && (
        <div className="card empty-card">
          <p>{t('withdraw.noBank')}</p>
          <Link className="btn btn-primary" to="/$area/account/bankinfo" params={{ area }}>
            {t('withdraw.addBank')}
          </Link>
        </div>
      )}
      <CallNotices state={state} flow={withdraw} />
      {(state.matches('editing') ||
        state.matches('submitting') ||
        state.matches('rereading') ||
        state.matches('succeeded')) &&
        info && (
          <form
            ref={formRef}
            className="card"
            noValidate
            onInput={typed}
            onSubmit={(e) => e.preventDefault()}
          >
            <SelectField
              id="withdraw-bank"
              name="memberBankId"
              label={t('withdraw.bank')}
              value={memberBankId}
              disabled={locked}
              choices={info.memberBankList.map((b) => ({
                value: b.memberBankId,
                label: savedBankLabel(b),
              }))}
              onPick={(id) => withdraw.send({ type: 'BANK_CHANGED', memberBankId: id })}
            />
            <AmountField
              id="withdraw-amount"
              field={amountInput.field}
              disabled={locked}
              error={error}
              describedBy="withdraw-limits"
            >
              <AmountLimits id="withdraw-limits" min={info.minAmount} max={info.maxAmount} />
            </AmountField>
            <FormError error={error} params={errorParams} />
            {state.matches('succeeded') && (
              <p className="form-success" role="status">
                {t('withdraw.processing')}
              </p>
            )}
            <SubmitButton
              busy={busy}
              disabled={locked}
              onClick={() => {
                submitted();
                if (amountInput.check()) withdraw.send({ type: 'SUBMIT' });
              }}
            >
              {t('withdraw.submit')}
            </SubmitButton>
          </form>
        )}
    </div>
  );
}
