import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../bindings/RuntimeContext';
import type { TextKey } from '../i18n';
import { type ScreenPath, screenTo } from '../routes/routeTable';
import { Icon, type IconName } from './Icon';
import { LanguageSelect } from './LanguageSelect';
import { useScreen } from './useScreen';

const LINKS: { path: ScreenPath; key: TextKey; icon: IconName }[] = [
  { path: 'home', key: 'route.home.title', icon: 'home' },
  { path: 'Sportbook', key: 'route.sportbook.title', icon: 'sports' },
  { path: 'Esport', key: 'route.esport.title', icon: 'esports' },
  { path: 'Vsport', key: 'route.vsport.title', icon: 'vsports' },
  { path: 'Games', key: 'route.games.title', icon: 'slots' },
  { path: 'lucky-draw', key: 'route.luckyDraw.title', icon: 'lucky' },
  { path: 'Promotion', key: 'route.promotion.title', icon: 'promotion' },
  { path: 'contactus', key: 'route.contactUs.title', icon: 'phone' },
  { path: 'info', key: 'route.info.title', icon: 'info' },
];

/** The side menu: the site's sections, the language selector, and login or logout. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { area } = useScreen();
  const member = useSelector(runtime.session, (s) => s.hasTag('member'));
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a tap on the backdrop closes; Escape closes from the keyboard
    // biome-ignore lint/a11y/useKeyWithClickEvents: the same; the keyboard has Escape
    <div className="side-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="side-menu" role="dialog" aria-modal="true" aria-label={t('side.title')} ref={panel}>
        <div className="side-head">
          <span className="brand-name">{t('app.brand')}</span>
          <button type="button" className="icon-button" aria-label={t('side.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('side.sections')}>
          <ul className="side-links">
            {LINKS.map((link) => (
              <li key={link.path}>
                <Link to={screenTo(link.path)} params={{ area }} onClick={onClose}>
                  <Icon name={link.icon} size={20} />
                  <span>{t(link.key)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSelect id="side-language" />
        <div className="side-foot">
          {member ? (
            <button
              type="button"
              className="btn btn-ghost btn-block"
              onClick={() => {
                onClose();
                runtime.session.send({ type: 'LOGOUT' });
              }}
            >
              <Icon name="logout" size={20} /> {t('account.logout')}
            </button>
          ) : (
            <div className="side-auth">
              <Link className="btn btn-ghost" to="/$area/member/login" params={{ area }} onClick={onClose}>
                {t('login.submit')}
              </Link>
              <Link className="btn btn-primary" to="/$area/JoinNow" params={{ area }} onClick={onClose}>
                {t('login.joinNow')}
              </Link>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
