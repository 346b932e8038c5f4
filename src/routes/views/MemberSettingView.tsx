import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../app/RuntimeContext';
import { Icon } from '../../components/Icon';
import { LanguageSelect } from '../../components/LanguageSelect';

/** Member settings: language and area, app version, logout. */
export default function MemberSettingView() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  return (
    <section className="page" aria-labelledby="setting-title">
      <h2 id="setting-title" className="visually-hidden">
        {t('route.memberSetting.title')}
      </h2>
      <div className="card">
        <LanguageSelect id="setting-language" />
        <p className="muted">
          {t('setting.version')} {runtime.config.clientVersion}
        </p>
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-block"
        onClick={() => runtime.session.send({ type: 'LOGOUT' })}
      >
        <Icon name="logout" size={20} /> {t('account.logout')}
      </button>
    </section>
  );
}
