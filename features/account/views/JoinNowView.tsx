import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { JoinField } from '../../../domain/validators';
import { useFlowView } from '../../../src/bindings/flowMarks';
import { useFlow } from '../../../src/bindings/useFlow';
import { FieldMessage } from '../../../src/components/FieldMessage';
import { Icon } from '../../../src/components/Icon';
import { LoadState } from '../../../src/components/LoadState';
import { ServerButton } from '../../../src/components/ServerButton';
import { TextField } from '../../../src/components/TextField';
import { useFirstInvalidFocus } from '../../../src/components/useFirstInvalidFocus';
import { useScreen } from '../../../src/components/useScreen';
import { registrationInput, registrationLogic } from '../flows/accountFlows';
import { registrationView } from '../machines/registration';
import { PasswordField } from './PasswordField';
import { PrivateModeNotice } from './PrivateModeNotice';
import './account.css';
import { SelectField } from '../../../src/components/SelectField';

/** The message that says a field's hint again: shown, it stands in the hint's place. */
const HINT_RULES: Partial<Record<JoinField, string>> = {
  loginId: 'acct_loginId_format',
  password: 'acct_password_format',
};

/** Registration (`JoinNow`): a thin view of the registration machine; each field shows its own message. */
export default function JoinNowView() {
  const { t } = useTranslation();
  const { area } = useScreen();
  const input = useMemo(() => registrationInput(area), [area]);
  const join = useFlow(registrationLogic, { input });
  const [state, { form, errors, formError, countryCodes, currId, referralId }] = useFlowView(
    join,
    registrationView,
  );
  const busy = state.hasTag('busy');
  const { formRef, submitted, typed } = useFirstInvalidFocus();
  const change = (field: JoinField) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    join.send({ type: 'FIELD_CHANGED', field, value: e.target.value });
  const invalid = (field: JoinField) => (errors[field] ? true : undefined);
  /** The field's message, and its hint unless the message says the hint's rule again (`hintRule`). */
  const describedBy = (field: JoinField, hint?: string) =>
    [
      errors[field] ? `join-${field}-error` : null,
      HINT_RULES[field] === errors[field] ? null : (hint ?? null),
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  /** What every field of the form has: id, name, value, state, message and change. */
  const fieldOf = (field: Exclude<JoinField, 'countryCode'>, hinted = false) => ({
    id: `join-${field}`,
    name: field,
    value: form[field],
    disabled: busy,
    'aria-invalid': invalid(field),
    'aria-describedby': describedBy(field, hinted ? `join-${field}-hint` : undefined),
    onChange: change(field),
    error: errors[field],
  });

  const idStatus = () => {
    if (state.matches({ loginId: 'checking' }))
      return (
        <p className="field-status is-pending" id="join-loginId-status" aria-live="polite">
          {t('join.checkingId')}
        </p>
      );
    if (state.matches({ loginId: 'available' }) && !errors.loginId)
      return (
        <p className="field-status is-ok" id="join-loginId-status" aria-live="polite">
          <Icon name="check" size={16} /> {t('join.idAvailable')}
        </p>
      );
    return null;
  };

  if (state.matches({ form: 'registered' }))
    return (
      <section className="page narrow" {...state.marks}>
        <div className="card busy-card" role="status">
          <Icon name="check" size={40} />
          <p>{t('join.welcome', { loginId: form.loginId.trim() })}</p>
        </div>
      </section>
    );

  return (
    <section className="page narrow" {...state.marks} aria-labelledby="join-title">
      <PrivateModeNotice />
      <div className="card">
        <h2 id="join-title" className="card-title">
          {t('join.title')}
        </h2>
        <p className="card-lead">{t('join.lead')}</p>
        {state.matches({ form: 'loadFailed' }) ? (
          <LoadState
            failed
            className="empty-card"
            message={t('join.loadFailed')}
            onRetry={() => join.send({ type: 'RETRY' })}
          />
        ) : (
          <form
            ref={formRef}
            noValidate
            onInput={typed}
            onSubmit={(e) => {
              e.preventDefault();
              submitted();
              join.send({ type: 'SUBMIT' });
            }}
          >
            <TextField
              {...fieldOf('loginId', true)}
              label={t('login.loginId')}
              hint={t('join.loginIdHint')}
              hintRule={HINT_RULES.loginId}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            >
              {idStatus()}
            </TextField>
            <PasswordField
              {...fieldOf('password', true)}
              label={t('login.password')}
              hint={t('join.passwordHint')}
              hintRule={HINT_RULES.password}
              autoComplete="new-password"
            />
            <TextField
              {...fieldOf('fullName', true)}
              label={t('join.fullName')}
              hint={t('join.fullNameHint')}
              autoComplete="name"
            />
            <TextField
              {...fieldOf('email')}
              label={t('login.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
            />
            <div className="phone-row">
              <SelectField
                id="join-countryCode"
                name="countryCode"
                label={t('join.countryCode')}
                value={form.countryCode}
                disabled={busy || countryCodes.length === 0}
                aria-invalid={invalid('countryCode')}
                aria-describedby={describedBy('countryCode')}
                // Before the list has loaded, the code the form holds is the only entry.
                none={
                  countryCodes.length === 0 ? { value: form.countryCode, label: form.countryCode } : undefined
                }
                choices={countryCodes.map((code) => ({ value: code, label: code }))}
                onPick={(value) => join.send({ type: 'FIELD_CHANGED', field: 'countryCode', value })}
              >
                <FieldMessage id="join-countryCode-error" message={errors.countryCode} />
              </SelectField>
              <TextField
                {...fieldOf('phone')}
                label={t('join.phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
              />
            </div>
            <p className="field-hint">
              {t('join.currency', { currency: currId })}
              {referralId ? ` · ${t('join.referredBy', { code: referralId })}` : ''}
            </p>
            <p className="field-hint">{t('join.terms')}</p>
            <FieldMessage id="join-form-error" message={formError} />
            <ServerButton type="submit" className="btn btn-primary btn-block" busy={busy}>
              {t('join.submit')}
            </ServerButton>
          </form>
        )}
        <p className="card-foot">
          {t('join.haveAccount')}{' '}
          <Link to="/$area/member/login" params={{ area }} className="text-link">
            {t('login.submit')}
          </Link>
        </p>
      </div>
    </section>
  );
}
