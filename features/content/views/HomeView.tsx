import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { ErrorBoundary } from '../../../src/components/ErrorBoundary';
import { Icon, type IconName } from '../../../src/components/Icon';
import { NoticesLine } from '../../../src/components/NoticesLine';
import { perArea } from '../../../src/components/perArea';
import type { TextKey } from '../../../src/i18n/index';
import { afterNextPaint } from '../../../src/platform/idle';
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
              <Entry entry={entry} area={area} />
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

/** A tap the link would follow in this tab: the main button, no key held (those open a tab or a window). */
const inThisTab = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * An entry answers its tap in the next frame (pressed, `is-opening`) and opens its page after that
 * frame: the swap from home to a page is one piece of React's work that would hold the tap's frame.
 */
function Entry({ entry, area }: { entry: (typeof ENTRIES)[number]; area: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const to = screenTo(entry.path);
  return (
    <Link
      to={to}
      params={{ area }}
      className={`entry tone-${entry.tone}${opening ? ' is-opening' : ''}`}
      onClick={(event) => {
        if (!inThisTab(event)) return;
        event.preventDefault();
        if (opening) return;
        setOpening(true);
        afterNextPaint(() => void navigate({ to, params: { area } }));
      }}
    >
      <span className="entry-icon">
        <Icon name={entry.icon} size={28} />
      </span>
      <span>{t(entry.key)}</span>
    </Link>
  );
}

export default perArea(Home);
