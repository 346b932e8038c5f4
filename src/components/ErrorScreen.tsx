import { type ErrorComponentProps, Link, useParams, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { areaOrDefault } from '../../domain/areas';
import { Icon } from './Icon';
import { StateCard } from './LoadState';

/**
 * What a screen shows instead of the router's default "Something went wrong": what
 * happened, in the member's language, with Retry (the screen mounts again, so its flows read again) and
 * Home. `RouteError` is every screen's, inside the shell: header and bottom menu stay. `AppError` is for a
 * failure of the shell itself: the same card on a bare page.
 */
export function RouteError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const { area } = useParams({ strict: false });
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <section className="page" data-error="route">
      <StateCard icon="warning" title={t('error.title')} text={t('error.text')} role="alert">
        <button type="button" className="btn btn-primary" onClick={retry}>
          <Icon name="refresh" size={18} /> {t('common.retry')}
        </button>
        <Link className="btn btn-ghost" to="/$area/home" params={{ area: areaOrDefault(area).area }}>
          <Icon name="home" size={18} /> {t('menu.home')}
        </Link>
      </StateCard>
    </section>
  );
}

export function AppError(props: ErrorComponentProps) {
  return (
    <div className="app is-bare">
      <main id="main" className="app-main">
        <RouteError {...props} />
      </main>
    </div>
  );
}
