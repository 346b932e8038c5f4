import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { Icon } from '../../../src/components/Icon';

/** "Log out", at the foot of the account and member-setting pages: the session ends. */
export function LogoutButton() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  return (
    <button
      type="button"
      className="btn btn-ghost btn-block"
      onClick={() => runtime.session.send({ type: 'LOGOUT' })}
    >
      <Icon name="logout" size={20} /> {t('account.logout')}
    </button>
  );
}
