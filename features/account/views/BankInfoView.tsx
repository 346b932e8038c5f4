import { useTranslation } from 'react-i18next';
import type { MemberBank } from '../../../contract/types';
import { BANK_ACC_NO_MAX } from '../../../domain/validators';
import { useFlowView } from '../../../src/bindings/flowMarks';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { useFlow } from '../../../src/bindings/useFlow';
import { FieldMessage } from '../../../src/components/FieldMessage';
import { Icon } from '../../../src/components/Icon';
import { TextField } from '../../../src/components/TextField';
import { addBankLogic, memberBanksLogic } from '../flows/accountFlows';
import type { AddBankField } from '../machines/addBank';
import { addBankView } from '../machines/addBank';
import { FormRead, ReauthForm } from './ReauthStep';
import { usePageData } from './usePageData';
import './account.css';
import { maskAccountNumber } from '../../../domain/masking';
import { LoadState } from '../../../src/components/LoadState';
import { SelectField } from '../../../src/components/SelectField';

/** Shows the last four digits only: the rest of an account number never needs to be on screen. */

/** Bank details (`account/bankinfo`): the member's banks and the add-bank form (add-bank machine). */
export default function BankInfoView() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const banks = usePageData<MemberBank[]>(() => memberBanksLogic(runtime));
  const addBank = useFlow((rt) => addBankLogic(rt, banks.reload), { deps: [banks.reload] });
  const [state, view] = useFlowView(addBank, addBankView);
  const { lists, cities, form, error, locked, formShown } = view;
  const pick = (field: AddBankField) => (value: string) =>
    addBank.send({ type: 'FIELD_CHANGED', field, value });
  const change = (field: AddBankField) => (e: React.ChangeEvent<HTMLInputElement>) =>
    pick(field)(e.target.value);
  /** A typed field of the form: id, name, value, state and change. */
  const textField = (id: string, field: 'bankAddress' | 'bankBranch') => ({
    id,
    name: field,
    autoComplete: 'off',
    value: form[field],
    disabled: locked,
    onChange: change(field),
  });
  /** A list of the form: id, name, value, state and pick. */
  const listField = (id: string, field: 'bankId' | 'provinceCode' | 'cityCode') => ({
    id,
    name: field,
    value: form[field],
    disabled: locked,
    onPick: pick(field),
  });
  const accNoLength = form.bankAccNo.trim().length;
  const describedBy = error ? 'bank-error' : undefined;

  return (
    <section className="page" aria-labelledby="banks-title">
      <h2 id="banks-title" className="section-title">
        {t('bankinfo.myBanks')}
      </h2>
      <div {...banks.marks}>
        <LoadState {...banks.load}>
          {banks.data && banks.data.length === 0 ? (
            <div className="card empty-card">
              <Icon name="bank" size={32} />
              <p>{t('bankinfo.none')}</p>
            </div>
          ) : (
            <ul className="bank-list" aria-label={t('bankinfo.myBanks')}>
              {(banks.data ?? []).map((bank) => (
                <li key={bank.memberBankId} className="bank-card">
                  <span className="bank-icon" aria-hidden="true">
                    <Icon name="bank" size={20} />
                  </span>
                  <div>
                    <p className="bank-name">{bank.bankName || '—'}</p>
                    {bank.bankAccNo && (
                      <p className="bank-number">
                        <span aria-hidden="true">{maskAccountNumber(bank.bankAccNo)}</span>
                        <span className="visually-hidden">
                          {t('bankinfo.endingIn', { digits: bank.bankAccNo.slice(-4) })}
                        </span>
                      </p>
                    )}
                    <p className="bank-meta">
                      {[bank.bankBranch, bank.bankAddress].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  {bank.verified && (
                    <span className="verified">
                      <Icon name="check" size={14} /> {t('bankinfo.verified')}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>

      <section className="card" {...state.marks} aria-labelledby="add-bank-title">
        <h2 id="add-bank-title" className="card-title">
          {t('bankinfo.addTitle')}
        </h2>
        <FormRead state={state} flow={addBank} />
        {state.matches('added') && (
          <p className="success-line" role="status">
            <Icon name="check" size={20} /> {t('acct_bankAccount_automaticVerified')}
          </p>
        )}
        {formShown && (
          <ReauthForm
            id="bank-reauth"
            flow={addBank}
            view={view}
            submit={
              <>
                <Icon name="plus" size={18} /> {t('bankinfo.submit')}
              </>
            }
          >
            <SelectField
              {...listField('bank-id', 'bankId')}
              label={t('bankinfo.bank')}
              none={{ value: '', label: t('bankinfo.chooseBank') }}
              choices={lists.bankList.map((b) => ({ value: b.bankId, label: b.bankName }))}
            />
            <div className="field">
              <div className="field-label-row">
                <label htmlFor="bank-accno">{t('bankinfo.accNo')}</label>
                <span
                  className={`char-count${accNoLength > BANK_ACC_NO_MAX ? ' is-over' : ''}`}
                  aria-hidden="true"
                >
                  {accNoLength}/{BANK_ACC_NO_MAX}
                </span>
              </div>
              <input
                id="bank-accno"
                name="bankAccNo"
                inputMode="numeric"
                autoComplete="off"
                value={form.bankAccNo}
                disabled={locked}
                aria-invalid={error === 'acct_bankAccNo_lengthError' ? true : undefined}
                aria-describedby={describedBy}
                onChange={change('bankAccNo')}
              />
            </div>
            <TextField
              {...textField('bank-address', 'bankAddress')}
              label={t('bankinfo.address')}
              aria-describedby={describedBy}
            />
            <TextField {...textField('bank-branch', 'bankBranch')} label={t('bankinfo.branch')} />
            <div className="field-row">
              <SelectField
                {...listField('bank-province', 'provinceCode')}
                label={t('bankinfo.province')}
                none={{ value: '0', label: t('bankinfo.notSpecified') }}
                choices={lists.provinceList.map((p) => ({ value: p.code, label: p.name }))}
              />
              <SelectField
                {...listField('bank-city', 'cityCode')}
                label={t('bankinfo.city')}
                disabled={locked || form.provinceCode === '0'}
                none={{ value: '0', label: t('bankinfo.notSpecified') }}
                choices={cities.map((c) => ({ value: c.code, label: c.name }))}
              />
            </div>
            <FieldMessage id="bank-error" message={error} />
          </ReauthForm>
        )}
      </section>
    </section>
  );
}
