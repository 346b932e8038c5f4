import { Link, useSearch } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useFlowView } from '../../../src/bindings/flowMarks';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { useFlow } from '../../../src/bindings/useFlow';
import { FieldMessage } from '../../../src/components/FieldMessage';
import { Icon } from '../../../src/components/Icon';
import { ServerButton } from '../../../src/components/ServerButton';
import { TextField } from '../../../src/components/TextField';
import { useFirstInvalidFocus } from '../../../src/components/useFirstInvalidFocus';
import { useScreen } from '../../../src/components/useScreen';
import { hasSessionCookies } from '../../../src/platform/cookies';
import { loginLogic } from '../flows/accountFlows';
import { loginView } from '../machines/login';
import { PasswordField } from './PasswordField';
import { PrivateModeNotice } from './PrivateModeNotice';
import './account.css';
import { ScreenTitle } from '../../../src/components/ScreenTitle';

/**
 * The login page (`member/login`): a thin view of the login machine. The form, forgot password, a login
 * handed over from another site (`?loginKey=`), a session resumed, and in the apps the way to fingerprint
 * login.
 */
export default function LoginView() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { area } = useScreen();
  const inApp = useSelector(runtime.device, (s) => s.hasTag('app'));
  const loginKey = useSearch({ from: '/$area/member/login', select: (s) => s.loginKey });
  const login = useFlow(loginLogic, {
    input: { handoverKey: loginKey ?? null, hasSession: hasSessionCookies() },
  });
  const [state, { loginId, password, email, error, askingHandover, hasSession }] = useFlowView(
    login,
    loginView,
  );
  const busy = state.hasTag('busy');
  const { formRef, submitted, typed } = useFirstInvalidFocus();
  /** A field the form's message is about: empty when all are asked for, the password when too long. */
  const invalid = (value: string, name: 'loginId' | 'password' | 'email') =>
    (error === 'page_emptycheck' && value.trim() === '') ||
    (error === 'acct_password_tooLong' && name === 'password') ||
    (error === 'acct_email_format' && name === 'email');
  /** What each field of the forms has: id, name, value, state and the event its typing sends. */
  const field = (
    id: string,
    name: string,
    value: string,
    type: 'LOGIN_ID_CHANGED' | 'PASSWORD_CHANGED' | 'EMAIL_CHANGED',
  ) => ({
    id,
    name,
    value,
    disabled: busy,
    'aria-invalid': invalid(value, name as 'loginId' | 'password' | 'email') || undefined,
    'aria-describedby': invalid(value, name as 'loginId' | 'password' | 'email')
      ? id.startsWith('forgot')
        ? 'forgot-error'
        : 'login-error'
      : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => login.send({ type, value: e.target.value }),
  });
  /** The login id, in the login form and the forgot-password form. */
  const loginIdField = (id: string) => ({
    ...field(id, 'loginId', loginId, 'LOGIN_ID_CHANGED'),
    label: t('login.loginId'),
    autoComplete: 'username',
    autoCapitalize: 'none',
    spellCheck: false,
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    submitted();
    login.send({ type: 'SUBMIT' });
  };

  const body = () => {
    if (askingHandover)
      return (
        <div className="card handover-card">
          <h2 id="login-title" className="card-title">
            {t('login.handoverQuestion', { loginId })}
          </h2>
          <p className="card-lead">
            {t(hasSession ? 'login.handoverSwitch' : 'login.handoverLead', { loginId })}
          </p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-ghost" onClick={() => login.send({ type: 'CANCEL' })}>
              {t('login.handoverCancel')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => login.send({ type: 'CONFIRM' })}>
              {t('login.handoverContinue')}
            </button>
          </div>
        </div>
      );
    if (state.matches('handingOver') || state.matches('resuming') || state.matches('starting'))
      return (
        <div className="card busy-card" aria-busy="true">
          <ScreenTitle id="login-title">{t('login.title')}</ScreenTitle>
          <span className="spinner" aria-hidden="true" />
          <p>
            {state.matches('resuming')
              ? t('login.resuming')
              : loginId
                ? t('login.handingOverAs', { loginId })
                : t('login.handingOver')}
          </p>
        </div>
      );
    if (state.matches('done'))
      return (
        <div className="card busy-card">
          <ScreenTitle id="login-title">{t('login.title')}</ScreenTitle>
          <Icon name="check" size={36} />
          <p>{t('login.welcomeBack')}</p>
        </div>
      );
    if (state.matches('forgot'))
      return (
        <div className="card">
          <h2 id="login-title" className="card-title">
            {t('login.forgotTitle')}
          </h2>
          <p className="card-lead">{t('login.forgotLead')}</p>
          <form ref={formRef} noValidate onSubmit={submit} onInput={typed}>
            <TextField {...loginIdField('forgot-id')} />
            <TextField
              {...field('forgot-email', 'email', email, 'EMAIL_CHANGED')}
              label={t('login.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
            />
            <FieldMessage id="forgot-error" message={error} />
            <ServerButton type="submit" className="btn btn-primary btn-block" busy={busy}>
              {t('login.forgotSubmit')}
            </ServerButton>
          </form>
          <p className="card-foot">
            <button type="button" className="link-button" onClick={() => login.send({ type: 'BACK' })}>
              {t('login.backToLogin')}
            </button>
          </p>
        </div>
      );
    return (
      <div className="card">
        <h2 id="login-title" className="card-title">
          {t('login.title')}
        </h2>
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          onInput={typed}
          aria-describedby={error ? 'login-error' : undefined}
        >
          <TextField {...loginIdField('login-id')} required />
          <PasswordField
            {...field('login-password', 'password', password, 'PASSWORD_CHANGED')}
            label={t('login.password')}
            autoComplete="current-password"
            required
          />
          <div className="form-links">
            <button type="button" className="link-button" onClick={() => login.send({ type: 'FORGOT' })}>
              {t('login.forgot')}
            </button>
          </div>
          <FieldMessage id="login-error" message={error} />
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {t('login.submit')}
          </button>
        </form>
        {inApp && (
          <>
            <p className="or-line">{t('login.or')}</p>
            <Link to="/$area/fingerprint-login" params={{ area }} className="btn btn-ghost btn-block">
              <Icon name="fingerprint" size={20} /> {t('login.withFingerprint')}
            </Link>
          </>
        )}
        <p className="card-foot">
          {t('login.noAccount')}{' '}
          <Link to="/$area/JoinNow" params={{ area }} className="text-link">
            {t('login.joinNow')}
          </Link>
        </p>
      </div>
    );
  };

  return (
    <section className="page narrow" {...state.marks} aria-labelledby="login-title">
      <PrivateModeNotice />
      {body()}
    </section>
  );
}
