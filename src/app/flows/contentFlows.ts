import { fromPromise } from 'xstate';
import { staticContentMachineOf } from '../../../machines/staticContent';
import type {
  ContactLink,
  HomeBanner,
  HotEvent,
  InfoSection,
  ProviderInfo,
  RankGame,
  SiteSettings,
} from '../../api/types';
import { areaOrDefault } from '../../domain/areas';
import { languageOf } from '../../i18n';
import {
  fetchStatic,
  readContactLinks,
  readHotEvents,
  readInfo,
  readProviders,
  readRankGames,
  readSettings,
} from '../../platform/staticContent';
import type { Runtime } from '../runtime';

/**
 * The browsing screens' static content with its effects: home, contact, information and the support
 * contact of the notices. Each screen reads the files of the area in its URL.
 */

export const areaOf = (runtime: Runtime) => areaOrDefault(runtime.navigator.currentArea());

/** A file that fails gives its fallback, so one missing file leaves the rest of a screen standing. */
const orElse = <T>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);

// --- home ----------------------------------------------------------------------------------------------

/** The home page's lists (hot events and the rank game list, with the providers' launch kinds). */
export interface HomeLists {
  hotEvents: HotEvent[];
  rankGames: RankGame[];
  providers: ProviderInfo[];
}

/** The home banners, from the area's settings. */
export function homeBannersLogic(runtime: Runtime) {
  return staticContentMachineOf<HomeBanner[]>().provide({
    actors: {
      loadContent: fromPromise(
        async () =>
          readSettings(await fetchStatic(`${areaOf(runtime).area}/settings.json`))?.homeBanners ?? [],
      ),
    },
  });
}

export function homeListsLogic(runtime: Runtime) {
  return staticContentMachineOf<HomeLists>().provide({
    actors: {
      loadContent: fromPromise(async () => {
        const { area } = areaOf(runtime);
        const [hotEvents, rankGames, providers] = await Promise.all([
          orElse(fetchStatic(`${area}/hot-events.json`).then(readHotEvents), []),
          orElse(fetchStatic(`${area}/rank-games.json`).then(readRankGames), []),
          orElse(fetchStatic(`${area}/provider-info.json`).then(readProviders), []),
        ]);
        // Nothing at all: the files are out of reach, and the screen offers a retry.
        if (hotEvents.length === 0 && rankGames.length === 0) throw new Error('home content unavailable');
        return { hotEvents, rankGames, providers };
      }),
    },
  });
}

// --- contact, information, the support contact of the notices ---------------------------------------

export interface ContactContent {
  settings: SiteSettings | null;
  links: ContactLink[];
}

export function contactContentLogic(runtime: Runtime) {
  return staticContentMachineOf<ContactContent>().provide({
    actors: {
      loadContent: fromPromise(async () => {
        const { area } = areaOf(runtime);
        const [settings, links] = await Promise.all([
          orElse(fetchStatic(`${area}/settings.json`).then(readSettings), null),
          orElse(
            fetchStatic('contact-list.json').then((raw) => readContactLinks(raw, area)),
            [],
          ),
        ]);
        return { settings, links };
      }),
    },
  });
}

/** The support email and hotline of an area: the maintenance and restrict pages need no API for them. */
export function supportContentLogic(area: string) {
  return staticContentMachineOf<SiteSettings | null>().provide({
    actors: {
      loadContent: fromPromise(async () => readSettings(await fetchStatic(`${area}/settings.json`))),
    },
  });
}

/** A CMS entry's section id: its `cmsType` when it names one (the `section` query reads the same ids). */
const cmsSectionId = (cmsType: string) => (/^[a-z][\w-]{0,31}$/i.test(cmsType) ? cmsType : null);

/**
 * The information texts from `/api/getcmslist` (contract §8) in the page language, each sanitized like
 * promotions (DOMPurify loads with the first one); an empty list counts as a failure.
 */
async function cmsSections(runtime: Runtime): Promise<InfoSection[]> {
  const { cmsList } = await runtime.api.getCmsList({
    lang: languageOf(areaOf(runtime).language),
    isMobile: true,
  });
  const rows = cmsList.flatMap((row) => {
    const id = cmsSectionId(row.cmsType);
    return id && row.title ? [{ id, title: row.title, content: row.content }] : [];
  });
  if (rows.length === 0) throw new Error('no CMS content');
  const { sanitizeHtml } = await import('../../platform/sanitizeHtml');
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      title: row.title,
      paragraphs: [],
      safeHtml: await sanitizeHtml(row.content),
    })),
  );
}

/** The information page: the CMS texts, else (the call failed or gave nothing) the area's static file. */
export function infoContentLogic(runtime: Runtime) {
  return staticContentMachineOf<InfoSection[]>().provide({
    actors: {
      loadContent: fromPromise(async () => {
        const fromCms = await cmsSections(runtime).catch(() => null);
        if (fromCms) return fromCms;
        const sections = readInfo(await fetchStatic(`${areaOf(runtime).area}/info.json`));
        if (sections.length === 0) throw new Error('information unavailable');
        return sections;
      }),
    },
  });
}
