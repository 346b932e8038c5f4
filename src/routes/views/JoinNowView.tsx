import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registrationInput, registrationLogic } from '../../app/accountFlows';
import { useRuntime } from '../../app/RuntimeContext';
import { useFlow } from '../../app/useFlow';
import { Icon } from '../../components/Icon';
import { LoadState } from '../../components/LoadState';
import { ServerButton } from '../../components/ServerButton';
import { useScreen } from '../../components/useScreen';
import type { JoinField } from '../../domain/validators';
import { FieldMessage } from './account/FieldMessage';
import { PrivateModeNotice } from './account/PrivateModeNotice';
import { stateName } from './account/stateName';
import './account/account.css';

/** Registration (`JoinNow`): a thin view of the registration machine; each field shows its own message. */
export default function JoinNowView() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { area } = useScreen();
  const input = useMemo(() => registrationInput(area), [area]);
  const join = useFlow(
    useMemo(() => registrationLogic(runtime), [runtime]),
    { input },
  );
  const state = useSelector(join, (s) => s);
  const { form, errors, formError, countryCodes, currId, referralId } = state.context;
  const busy = state.hasTag('busy');
  const [showPassword, setShowPassword] = useState(false);
  const change = (field: JoinField) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    join.send({ type: 'FIELD_CHANGED', field, value: e.target.value });
  const invalid = (field: JoinField) => (errors[field] ? true : undefined);
  const describedBy = (field: JoinField, hint?: string) =>
    [errors[field] ? `join-${field}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;

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
      <section className="page narrow" data-machine="registration" data-state={stateName(state.value)}>
        <div className="card busy-card" role="status">
          <Icon name="check" size={40} />
          <p>{t('join.welcome', { loginId: form.loginId.trim() })}</p>
        </div>
      </section>
    );

  return (
    <section
      className="page narrow"
      data-machine="registration"
      data-state={stateName(state.value)}
      aria-labelledby="join-title"
    >
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
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              join.send({ type: 'SUBMIT' });
            }}
          >
            <div className="field">
              <label htmlFor="join-loginId">{t('login.loginId')}</label>
              <input
                id="join-loginId"
                name="loginId"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={form.loginId}
                disabled={busy}
                aria-invalid={invalid('loginId')}
                aria-describedby={describedBy('loginId', 'join-loginId-hint')}
                onChange={change('loginId')}
              />
              <FieldMessage id="join-loginId-error" message={errors.loginId} />
              {idStatus()}
              <p className="field-hint" id="join-loginId-hint">
                {t('join.loginIdHint')}
              </p>
            </div>
            <div className="field">
              <label htmlFor="join-password">{t('login.password')}</label>
              <div className="input-with-button">
                <input
                  id="join-password"
                  name="password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="new-password"
                  value={form.password}
                  disabled={busy}
                  aria-invalid={invalid('password')}
                  aria-describedby={describedBy('password', 'join-password-hint')}
                  onChange={change('password')}
                />
                <button
                  type="button"
                  className="link-button"
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((v) => !v)}
                >
                  {t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
                </button>
              </div>
              <FieldMessage id="join-password-error" message={errors.password} />
              <p className="field-hint" id="join-password-hint">
                {t('join.passwordHint')}
              </p>
            </div>
            <div className="field">
              <label htmlFor="join-fullName">{t('join.fullName')}</label>
              <input
                id="join-fullName"
                name="fullName"
                autoComplete="name"
                value={form.fullName}
                disabled={busy}
                aria-invalid={invalid('fullName')}
                aria-describedby={describedBy('fullName', 'join-fullName-hint')}
                onChange={change('fullName')}
              />
              <FieldMessage id="join-fullName-error" message={errors.fullName} />
              <p className="field-hint" id="join-fullName-hint">
                {t('join.fullNameHint')}
              </p>
            </div>
            <div className="field">
              <label htmlFor="join-email">{t('login.email')}</label>
              <input
                id="join-email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={form.email}
                disabled={busy}
                aria-invalid={invalid('email')}
                aria-describedby={describedBy('email')}
                onChange={change('email')}
              />
              <FieldMessage id="join-email-error" message={errors.email} />
            </div>
            <div className="phone-row">
              <div className="field">
                <label htmlFor="join-countryCode">{t('join.countryCode')}</label>
                <select
                  id="join-countryCode"
                  name="countryCode"
                  value={form.countryCode}
                  disabled={busy || countryCodes.length === 0}
                  aria-invalid={invalid('countryCode')}
                  aria-describedby={describedBy('countryCode')}
                  onChange={change('countryCode')}
                >
                  {countryCodes.length === 0 && <option value={form.countryCode}>{form.countryCode}</option>}
                  {countryCodes.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
                <FieldMessage id="join-countryCode-error" message={errors.countryCode} />
              </div>
              <div className="field">
                <label htmlFor="join-phone">{t('join.phone')}</label>
                <input
                  id="join-phone"
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  value={form.phone}
                  disabled={busy}
                  aria-invalid={invalid('phone')}
                  aria-describedby={describedBy('phone')}
                  onChange={change('phone')}
                />
                <FieldMessage id="join-phone-error" message={errors.phone} />
              </div>
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
          <Link to={`/${area}/member/login`} className="text-link">
            {t('login.submit')}
          </Link>
        </p>
      </div>
    </section>
  );
}
