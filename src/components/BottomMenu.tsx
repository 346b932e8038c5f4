import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../i18n';
import { type ScreenPath, screenTo } from '../routes/routeTable';
import { Icon, type IconName } from './Icon';
import { AfterHydration } from './useHydrated';
import { useScreen } from './useScreen';

const ITEMS: { path: ScreenPath; key: TextKey; icon: IconName; match: RegExp }[] = [
  { path: 'home', key: 'menu.home', icon: 'home', match: /^home$/ },
  { path: 'bank/deposit', key: 'menu.deposit', icon: 'deposit', match: /^bank\// },
  { path: 'account', key: 'menu.account', icon: 'account', match: /^account/ },
  { path: 'Promotion', key: 'menu.promotion', icon: 'promotion', match: /^Promotion$/ },
];

/**
 * The bottom menu (spec §2): Home, Deposit, Account, Promotion and Live Chat. Live Chat only where the
 * deployment names a chat (`onLiveChat` given), drawn once the page has hydrated (the pre-rendered page is
 * the build's config's); its place stays, so nothing moves when it comes.
 */
export function BottomMenu({ onLiveChat }: { onLiveChat?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const { screen, area } = useScreen();
  return (
    <nav className="bottom-menu" aria-label={t('menu.label')}>
      {ITEMS.map((item) => {
        // The item's own page is the current page; another page of its section (Transfer under Deposit's
        // bank) is marked as where the member is, not as the page the link opens.
        const inSection = !!screen && item.match.test(screen.path);
        const current = !inSection ? undefined : screen.path === item.path ? 'page' : 'true';
        return (
          <Link
            key={item.path}
            to={screenTo(item.path)}
            params={{ area }}
            className={`bottom-item${current ? ' is-current' : ''}`}
            aria-current={current}
          >
            <Icon name={item.icon} />
            <span>{t(item.key)}</span>
          </Link>
        );
      })}
      {onLiveChat && (
        <AfterHydration>
          <button type="button" className="bottom-item" onClick={onLiveChat}>
            <Icon name="chat" />
            <span>{t('menu.liveChat')}</span>
          </button>
        </AfterHydration>
      )}
    </nav>
  );
}
