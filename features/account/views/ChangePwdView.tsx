import { useTranslation } from 'react-i18next';
import { useFlowView } from '../../../src/bindings/flowMarks';
import { useFlow } from '../../../src/bindings/useFlow';
import { FieldMessage } from '../../../src/components/FieldMessage';
import { Icon } from '../../../src/components/Icon';
import { TextField } from '../../../src/components/TextField';
import { serverKey } from '../../../src/i18n/index';
import { changePasswordLogic } from '../flows/accountFlows';
import { changePasswordView } from '../machines/changePassword';
import { FormRead, ReauthForm } from './ReauthStep';
import './account.css';
import { SelectField } from '../../../src/components/SelectField';

/** Change password (`account/changepwd`): a thin view of the change-password machine. */
export default function ChangePwdView() {
  const { t } = useTranslation();
  const flow = useFlow(changePasswordLogic);
  const [state, view] = useFlowView(flow, changePasswordView);
  const { providers, providerId, newPwd, confirmPwd, error, changedProviderId, locked, formShown } = view;
  const provider = providers.find((p) => p.providerId === providerId);
  const changed = state.matches('changed')
    ? providers.find((p) => p.providerId === changedProviderId)
    : undefined;
  /** A new password field: id, name, value, state and the event its typing sends. */
  const passwordField = (
    id: string,
    name: string,
    value: string,
    type: 'NEW_PWD_CHANGED' | 'CONFIRM_PWD_CHANGED',
  ) => ({
    id,
    name,
    type: 'password',
    autoComplete: 'new-password',
    value,
    disabled: locked,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => flow.send({ type, value: e.target.value }),
  });
  const describedBy =
    [error ? 'pwd-error' : null, provider ? 'pwd-rule' : null].filter(Boolean).join(' ') || undefined;

  return (
    <section className="page narrow" {...state.marks} aria-labelledby="pwd-title">
      <div className="card">
        <h2 id="pwd-title" className="card-title">
          {t('pwd.title')}
        </h2>
        <p className="card-lead">{t('pwd.lead')}</p>
        <FormRead state={state} flow={flow} />
        {state.matches('noProviders') && <p className="empty-card">{t('pwd.noProviders')}</p>}
        {formShown && (
          <ReauthForm id="pwd-reauth" flow={flow} view={view} submit={t('pwd.submit')}>
            <SelectField
              id="pwd-provider"
              name="providerId"
              label={t('pwd.provider')}
              value={providerId}
              disabled={locked}
              choices={providers.map((p) => ({ value: p.providerId, label: p.providerName }))}
              onPick={(id) => flow.send({ type: 'PROVIDER_CHANGED', providerId: id })}
            />
            {provider && (
              <p className="provider-account">
                <span>{t('pwd.accountId')}</span>
                <strong data-testid="provider-acct-id">{provider.acctId}</strong>
              </p>
            )}
            {changed && (
              <p className="success-line" role="status">
                <Icon name="check" size={20} />
                <span>{t('pwd.changed', { provider: changed.providerName, acctId: changed.acctId })}</span>
              </p>
            )}
            <TextField
              {...passwordField('pwd-new', 'newPwd', newPwd, 'NEW_PWD_CHANGED')}
              label={t('pwd.newPwd')}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            >
              {provider && (
                <p className="field-hint" id="pwd-rule">
                  {t(serverKey(provider.pwdFormatError))}
                </p>
              )}
            </TextField>
            <TextField
              {...passwordField('pwd-confirm', 'confirmPwd', confirmPwd, 'CONFIRM_PWD_CHANGED')}
              label={t('pwd.confirmPwd')}
              aria-invalid={error === 'acct_password_notMatch' ? true : undefined}
              aria-describedby={error ? 'pwd-error' : undefined}
            />
            <FieldMessage id="pwd-error" message={error} />
          </ReauthForm>
        )}
      </div>
    </section>
  );
}
