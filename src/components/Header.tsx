import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../bindings/RuntimeContext';
import { Icon } from './Icon';
import { useScreen } from './useScreen';

/**
 * The header (spec §2): side-menu button on top-level screens, back elsewhere; logo on home, else title.
 * `onMenuIntent`: a finger or the pointer is on the menu button, or it has focus (the menu's code loads).
 */
export function Header({ onOpenMenu, onMenuIntent }: { onOpenMenu: () => void; onMenuIntent?: () => void }) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { screen, area } = useScreen();
  const isHome = !screen || screen.key === 'home';
  return (
    <header className="app-header">
      {screen?.topLevel || isHome ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('header.openMenu')}
          onPointerEnter={onMenuIntent}
          onPointerDown={onMenuIntent}
          onFocus={onMenuIntent}
          onClick={onOpenMenu}
        >
          <Icon name="menu" />
        </button>
      ) : (
        <button
          type="button"
          className="icon-button"
          aria-label={t('header.back')}
          onClick={() => runtime.history.send({ type: 'BACK' })}
        >
          <Icon name="back" />
        </button>
      )}
      {isHome ? (
        <Link to="/$area/home" params={{ area }} className="brand">
          <span className="brand-mark" aria-hidden="true">
            L
          </span>
          <span className="brand-name">{t('app.brand')}</span>
        </Link>
      ) : (
        <h1 className="header-title">{t(`route.${screen.key}.title`)}</h1>
      )}
      <span className="header-spacer" aria-hidden="true" />
    </header>
  );
}
