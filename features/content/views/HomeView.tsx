import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { ErrorBoundary } from '../../../src/components/ErrorBoundary';
import { Icon, type IconName } from '../../../src/components/Icon';
import { NoticesLine } from '../../../src/components/NoticesLine';
import { perArea } from '../../../src/components/perArea';
import type { TextKey } from '../../../src/i18n/index';
import { type ScreenPath, screenTo } from '../../../src/routes/routeTable';
import './home.css';
import { ScreenTitle } from '../../../src/components/ScreenTitle';

/**
 * The banner and the lists need their files anyway: their code loads beside them, so the first screen is
 * the shell, the entries and the welcome.
 */
const HomeBanners = lazy(() => import('./HomeFeed').then((m) => ({ default: m.HomeBanners })));
const HomeLists = lazy(() => import('./HomeFeed').then((m) => ({ default: m.HomeLists })));

const ENTRIES: { path: ScreenPath; key: TextKey; icon: IconName; tone: string }[] = [
  { path: 'Sportbook', key: 'route.sportbook.title', icon: 'sports', tone: 'green' },
  { path: 'Esport', key: 'route.esport.title', icon: 'esports', tone: 'violet' },
  { path: 'Vsport', key: 'route.vsport.title', icon: 'vsports', tone: 'blue' },
  { path: 'Games', key: 'route.games.title', icon: 'slots', tone: 'gold' },
  { path: 'lucky-draw', key: 'route.luckyDraw.title', icon: 'lucky', tone: 'red' },
  { path: 'Promotion', key: 'route.promotion.title', icon: 'promotion', tone: 'orange' },
];

/** Home: banners, the entries, hot events, the rank game list and the notices line. */
function Home({ area }: { area: string }) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const member = useSelector(runtime.session, (s) => s.hasTag('member'));
  return (
    <section className="page home" aria-labelledby="home-title">
      <ScreenTitle id="home-title">{t('route.home.title')}</ScreenTitle>
      {/* Each part of the feed fails on its own: a bad banner leaves the entries and lists. */}
      <ErrorBoundary name="The banners">
        <Suspense fallback={<div className="skeleton home-banner-skeleton" aria-hidden="true" />}>
          <HomeBanners area={area} />
        </Suspense>
      </ErrorBoundary>

      {/* NoticesLine: the scrolling notices line goes here, right under the banner. */}
      <ErrorBoundary name="The notices line">
        <NoticesLine />
      </ErrorBoundary>

      {!member && (
        <div className="hero home-welcome">
          <h3>{t('home.welcome')}</h3>
          <p>{t('home.tagline')}</p>
          <div className="hero-actions">
            <Link className="btn btn-primary" to="/$area/JoinNow" params={{ area }}>
              {t('route.joinNow.title')}
            </Link>
            <Link className="btn btn-ghost on-dark" to="/$area/member/login" params={{ area }}>
              {t('route.login.title')}
            </Link>
          </div>
        </div>
      )}

      <nav aria-label={t('home.entries')}>
        <ul className="entry-grid">
          {ENTRIES.map((entry) => (
            <li key={entry.path}>
              <Link to={screenTo(entry.path)} params={{ area }} className={`entry tone-${entry.tone}`}>
                <span className="entry-icon">
                  <Icon name={entry.icon} size={28} />
                </span>
                <span>{t(entry.key)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <ErrorBoundary name="The home lists">
        <Suspense fallback={<div className="skeleton home-lists-skeleton" aria-hidden="true" />}>
          <HomeLists area={area} />
        </Suspense>
      </ErrorBoundary>

      <footer className="home-foot">
        <Link to="/$area/contactus" params={{ area }}>
          {t('route.contactUs.title')}
        </Link>
        <Link to="/$area/info" params={{ area }}>
          {t('route.info.title')}
        </Link>
        <p>
          <span className="age-badge">18+</span> {t('home.playResponsibly')}
        </p>
      </footer>
    </section>
  );
}

export default perArea(Home);
