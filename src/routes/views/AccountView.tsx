import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../app/RuntimeContext';
import { Icon, type IconName } from '../../components/Icon';
import { useScreen } from '../../components/useScreen';

const MENU: { path: string; key: string; icon: IconName }[] = [
  { path: 'account/userinfo', key: 'route.userInfo.title', icon: 'account' },
  { path: 'account/myvip', key: 'route.myVip.title', icon: 'vip' },
  { path: 'account/referral', key: 'route.referral.title', icon: 'share' },
  { path: 'account/bankinfo', key: 'route.bankInfo.title', icon: 'bank' },
  { path: 'account/changepwd', key: 'route.changePwd.title', icon: 'lock' },
];

/** The account area: the account menu (a nav) and logout. */
export default function AccountView() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { area } = useScreen();
  return (
    <section className="page" aria-labelledby="account-title">
      <h2 id="account-title" className="visually-hidden">
        {t('route.account.title')}
      </h2>
      <nav aria-label={t('account.menu')} className="card list-card">
        <ul className="menu-list">
          {MENU.map((item) => (
            <li key={item.path}>
              <Link to={`/${area}/${item.path}`}>
                <Icon name={item.icon} size={20} />
                <span>{t(item.key)}</span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
          ))}
          <li>
            <Link to={`/${area}/membersetting`}>
              <Icon name="settings" size={20} />
              <span>{t('route.memberSetting.title')}</span>
              <Icon name="chevron" size={18} />
            </Link>
          </li>
        </ul>
      </nav>
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
