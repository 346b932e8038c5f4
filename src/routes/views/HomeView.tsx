import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../app/RuntimeContext';
import { Icon, type IconName } from '../../components/Icon';
import { useScreen } from '../../components/useScreen';

const ENTRIES: { path: string; key: string; icon: IconName; tone: string }[] = [
  { path: 'Sportbook', key: 'route.sportbook.title', icon: 'sports', tone: 'green' },
  { path: 'Esport', key: 'route.esport.title', icon: 'esports', tone: 'violet' },
  { path: 'Vsport', key: 'route.vsport.title', icon: 'vsports', tone: 'blue' },
  { path: 'Games', key: 'route.games.title', icon: 'slots', tone: 'gold' },
  { path: 'lucky-draw', key: 'route.luckyDraw.title', icon: 'lucky', tone: 'red' },
  { path: 'Promotion', key: 'route.promotion.title', icon: 'promotion', tone: 'orange' },
];

/** Home: a welcome and the entries to every part of the site. */
export default function HomeView() {
  const { t } = useTranslation();
  const { area } = useScreen();
  const runtime = useRuntime();
  const member = useSelector(runtime.session, (s) => s.hasTag('member'));
  return (
    <section className="page home" aria-labelledby="home-title">
      <div className="hero">
        <h2 id="home-title">{t('home.welcome')}</h2>
        <p>{t('home.tagline')}</p>
        {!member && (
          <div className="hero-actions">
            <Link className="btn btn-primary" to={`/${area}/JoinNow`}>
              {t('login.joinNow')}
            </Link>
            <Link className="btn btn-ghost on-dark" to={`/${area}/member/login`}>
              {t('login.submit')}
            </Link>
          </div>
        )}
      </div>
      <nav aria-label={t('home.entries')}>
        <ul className="entry-grid">
          {ENTRIES.map((entry) => (
            <li key={entry.path}>
              <Link to={`/${area}/${entry.path}`} className={`entry tone-${entry.tone}`}>
                <span className="entry-icon">
                  <Icon name={entry.icon} size={28} />
                </span>
                <span>{t(entry.key)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
