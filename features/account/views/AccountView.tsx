import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { Icon, type IconName } from '../../../src/components/Icon';
import { LoadState } from '../../../src/components/LoadState';
import { useMoney } from '../../../src/components/useMoney';
import { useScreen } from '../../../src/components/useScreen';
import type { TextKey } from '../../../src/i18n/index';
import { type ScreenPath, screenTo } from '../../../src/routes/routeTable';
import { type AccountSummary, accountSummaryLogic } from '../flows/accountFlows';
import { LogoutButton } from './LogoutButton';
import { usePageData } from './usePageData';
import './account.css';
import { ScreenTitle } from '../../../src/components/ScreenTitle';

/** What the wallet card offers: deposit first, as the main action. */
const WALLET_ACTIONS = [
  { to: '/$area/bank/deposit', label: 'menu.deposit', look: 'btn-primary' },
  { to: '/$area/bank/withdraw', label: 'route.withdraw.title', look: 'btn-ghost on-dark' },
  { to: '/$area/bank/transfer', label: 'route.transfer.title', look: 'btn-ghost on-dark' },
] as const;

const MENU: { path: ScreenPath; key: TextKey; icon: IconName }[] = [
  { path: 'account/userinfo', key: 'route.userInfo.title', icon: 'account' },
  { path: 'account/myvip', key: 'route.myVip.title', icon: 'vip' },
  { path: 'account/referral', key: 'route.referral.title', icon: 'share' },
  { path: 'account/bankinfo', key: 'route.bankInfo.title', icon: 'bank' },
  { path: 'account/changepwd', key: 'route.changePwd.title', icon: 'lock' },
];

/** The account area: who is logged in, the main balance, the account menu (a nav) and logout. */
export default function AccountView() {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { area } = useScreen();
  const money = useMoney();
  const summary = usePageData<AccountSummary>(() => accountSummaryLogic(runtime));
  const info = summary.data?.info;

  return (
    <section className="page" aria-labelledby="account-title" {...summary.marks}>
      <ScreenTitle id="account-title">{t('route.account.title')}</ScreenTitle>
      <LoadState {...summary.load}>
        {info && (
          <div className="account-head">
            <div className="account-who">
              <span className="avatar" aria-hidden="true">
                {info.memInfo.loginId.slice(0, 1)}
              </span>
              <div>
                <p className="account-name">{info.memInfo.loginId || '—'}</p>
                {info.myVip.levelName && (
                  <p className="account-sub">
                    <span className="vip-badge">
                      <Icon name="vip" size={13} /> {info.myVip.levelName}
                    </span>
                  </p>
                )}
              </div>
            </div>
            <div className="account-balance">
              <div>
                <p className="wallet-label">{t('wallet.main')}</p>
                <p className="wallet-balance" data-testid="account-main-balance">
                  {money.format(summary.data?.mainBalance)} <span className="wallet-unit">{money.unit}</span>
                </p>
              </div>
              <button
                type="button"
                className={`icon-button on-dark${summary.state === 'reloading' ? ' is-spinning' : ''}`}
                aria-label={t('acct.refreshBalance')}
                disabled={summary.state === 'reloading'}
                onClick={summary.reload}
              >
                <Icon name="refresh" />
              </button>
            </div>
            <div className="wallet-actions">
              {WALLET_ACTIONS.map((action) => (
                <Link
                  key={action.to}
                  className={`btn ${action.look} btn-small`}
                  to={action.to}
                  params={{ area }}
                >
                  {t(action.label)}
                </Link>
              ))}
            </div>
          </div>
        )}
      </LoadState>
      <nav aria-label={t('account.menu')} className="card list-card">
        <ul className="menu-list">
          {MENU.map((item) => (
            <li key={item.path}>
              <Link to={screenTo(item.path)} params={{ area }}>
                <Icon name={item.icon} size={20} />
                <span>{t(item.key)}</span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
          ))}
          <li>
            <Link to="/$area/membersetting" params={{ area }}>
              <Icon name="settings" size={20} />
              <span>{t('route.memberSetting.title')}</span>
              <Icon name="chevron" size={18} />
            </Link>
          </li>
        </ul>
      </nav>
      <LogoutButton />
    </section>
  );
}
