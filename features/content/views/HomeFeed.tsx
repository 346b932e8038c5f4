import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { HomeBanner } from '../../../contract/types';
import { useFlowStatus } from '../../../src/bindings/flowMarks';
import { useFlow } from '../../../src/bindings/useFlow';
import { Carousel } from '../../../src/components/Carousel';
import { CAROUSEL_VISIBLE } from '../../../src/components/carouselPlan';
import { Icon } from '../../../src/components/Icon';
import { LoadState, loadOf } from '../../../src/components/LoadState';
import { assetUrl } from '../../../src/platform/staticContent';
import { screenToOf } from '../../../src/routes/routeTable';
import { homeBannersLogic, homeListsLogic } from '../flows/contentFlows';
import RankGames from './RankGames';
import './content.css';
import { SectionHead } from './SectionHead';

/**
 * The carousel's middle slide is the one in focus: the list starts one back so the first banner sits in
 * the middle. With three or fewer nothing moves (spec §9), and the order stays as published.
 */
export const centred = (banners: HomeBanner[]) =>
  banners.length >= CAROUSEL_VISIBLE ? [banners[banners.length - 1]!, ...banners.slice(0, -1)] : banners;

/** The home banner carousel (spec §9: three slides, 3 s autoplay, a loop only with more than three). */
export function HomeBanners({ area }: { area: string }) {
  const { t } = useTranslation();
  const content = useFlow(homeBannersLogic);
  const state = useFlowStatus(content);
  const data = useSelector(content, (s) => s.context.content);
  const banners = data ?? [];
  const slides = centred(banners);
  // The slides in view at first are the page's largest paint: they load at once, the rest when needed.
  const firstInView = new Set(slides.slice(0, CAROUSEL_VISIBLE).map((b) => b.id));
  return (
    <div className={`home-banner shows-${Math.min(banners.length, CAROUSEL_VISIBLE)}`} {...state.marks}>
      {state.hasTag('busy') && <div className="skeleton home-banner-skeleton" aria-hidden="true" />}
      {banners.length > 0 && (
        <Carousel
          items={slides}
          label={t('home.banners')}
          render={(banner) => (
            <Link
              to={screenToOf(banner.link)}
              params={{ area }}
              className="banner-slide"
              aria-label={banner.title}
              data-banner={banner.id}
            >
              {assetUrl(banner.imgPath) && (
                <img
                  src={assetUrl(banner.imgPath)!}
                  alt=""
                  width={640}
                  height={280}
                  loading={firstInView.has(banner.id) ? 'eager' : 'lazy'}
                />
              )}
              <span className="banner-title">{banner.title}</span>
            </Link>
          )}
        />
      )}
    </div>
  );
}

/** Hot events and the rank game list. */
export function HomeLists({ area }: { area: string }) {
  const { t } = useTranslation();
  const content = useFlow(homeListsLogic);
  const state = useFlowStatus(content);
  const data = useSelector(content, (s) => s.context.content);
  const lists = data;
  return (
    <div className="home-lists" {...state.marks}>
      {state.hasTag('busy') && <div className="skeleton home-lists-skeleton" aria-hidden="true" />}
      <LoadState
        look="card"
        {...loadOf(state, content)}
        message={t('home.unavailable')}
        text={t('home.unavailableText')}
      />
      {lists && lists.hotEvents.length > 0 && (
        <section aria-labelledby="events-title" className="home-section">
          <SectionHead
            id="events-title"
            title={t('home.hotEvents')}
            to="/$area/Promotion"
            more={t('home.allPromotions')}
          />
          <ul className="event-strip">
            {lists.hotEvents.map((event) => (
              <li key={event.id}>
                <Link to={screenToOf(event.link)} params={{ area }} className="event-card">
                  {assetUrl(event.imgPath) && (
                    <img src={assetUrl(event.imgPath)!} alt="" width={640} height={240} loading="lazy" />
                  )}
                  <span className="event-period">
                    <Icon name="clock" size={14} /> {event.period}
                  </span>
                  <strong>{event.title}</strong>
                  <span className="event-text">{event.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {lists && lists.rankGames.length > 0 && <RankGames lists={lists} />}
    </div>
  );
}
