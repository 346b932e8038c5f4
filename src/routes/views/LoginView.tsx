import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../app/RuntimeContext';
import { Icon } from '../../components/Icon';
import { throttleTaps } from '../../components/throttle';
import { useScreen } from '../../components/useScreen';

/** The login page (`member/login`): a thin view of the session machine. */
export default function LoginView() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { area } = useScreen();
  const state = useSelector(runtime.session, (s) => s);
  const busy = state.hasTag('busy');
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const submit = useMemo(
    () =>
      throttleTaps((id: string, pwd: string) =>
        runtime.session.send({ type: 'LOGIN', loginId: id, password: pwd }),
      ),
    [runtime],
  );

  if (state.hasTag('member') && !busy) {
    return (
      <section className="page narrow" data-machine="session" data-state={String(state.value)}>
        <div className="card">
          <p>{t('login.already')}</p>
          <button
            type="button"
            className="btn btn-ghost btn-block"
            onClick={() => runtime.session.send({ type: 'LOGOUT' })}
          >
            <Icon name="logout" size={20} /> {t('account.logout')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section
      className="page narrow"
      data-machine="session"
      data-state={String(state.value)}
      aria-labelledby="login-title"
    >
      <div className="card">
        <h2 id="login-title" className="card-title">
          {t('login.title')}
        </h2>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy && loginId.trim() && password) submit(loginId, password);
          }}
        >
          <div className="field">
            <label htmlFor="login-id">{t('login.loginId')}</label>
            <input
              id="login-id"
              name="loginId"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={loginId}
              onChange={(e) => setLoginId(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">{t('login.password')}</label>
            <div className="input-with-button">
              <input
                id="login-password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
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
          </div>
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={busy || !loginId.trim() || !password}
          >
            {t('login.submit')}
          </button>
        </form>
        <p className="card-foot">
          {t('login.noAccount')}{' '}
          <Link to={`/${area}/JoinNow`} className="text-link">
            {t('login.joinNow')}
          </Link>
        </p>
      </div>
    </section>
  );
}
