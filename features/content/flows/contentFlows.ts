import { assign, fromPromise } from 'xstate';
import type {
  ContactLink,
  HomeBanner,
  HotEvent,
  InfoSection,
  ProviderInfo,
  RankGame,
  SiteSettings,
} from '../../../contract/types';
import { callsOf } from '../../../src/api/client';
import { areaOf, type Runtime } from '../../../src/flows/runtime';
import { languageOf } from '../../../src/i18n/index';
import {
  fetchStatic,
  readContactLinks,
  readHotEvents,
  readInfo,
  readProviders,
  readRankGames,
  readSettings,
  required,
  type StaticRead,
  staticRead,
} from '../../../src/platform/staticContent';
import { contentEndpoints } from '../contract/endpoints';
import { staticContentMachineOf } from '../machines/staticContent';

/**
 * The browsing screens' static content with its effects: home, contact, information and the support
 * contact of the notices. Each screen reads the files of the area in its URL.
 */

/**
 * A screen's static content as a machine: read when the screen opens, or ready at once with the copy a
 * pre-rendered page carries (so the browser's first render is the page's markup).
 */
export function staticContentLogic<T>(read: StaticRead<T>) {
  return staticContentMachineOf<T>().provide({
    actors: { loadContent: fromPromise(read.load) },
    guards: { answerAtHand: () => read.atHand() !== null },
    actions: { keepAnswerAtHand: assign({ content: () => read.atHand() }) },
  });
}

// --- home ----------------------------------------------------------------------------------------------

/** The home page's lists (hot events and the rank game list, with the providers' launch kinds). */
export interface HomeLists {
  hotEvents: HotEvent[];
  rankGames: RankGame[];
  providers: ProviderInfo[];
}

export const settingsFile = (area: string) => `${area}/settings.json`;
export const homeListFiles = (area: string) => [
  `${area}/hot-events.json`,
  `${area}/rank-games.json`,
  `${area}/provider-info.json`,
];
export const CONTACT_FILE = 'contact-list.json';

/** The home banners, from the area's settings. */
export function homeBannersLogic(runtime: Runtime) {
  const file = settingsFile(areaOf(runtime).area);
  return staticContentLogic<HomeBanner[]>(
    staticRead([file], ([settings]) => readSettings(required(settings, file))?.homeBanners ?? []),
  );
}

export function homeListsLogic(runtime: Runtime) {
  return staticContentLogic<HomeLists>(
    staticRead(homeListFiles(areaOf(runtime).area), ([events, ranks, providers]) => {
      // A file that fails leaves its list empty, so one missing file leaves the rest of a screen standing.
      const lists = {
        hotEvents: readHotEvents(events),
        rankGames: readRankGames(ranks),
        providers: readProviders(providers),
      };
      // Nothing at all: the files are out of reach, and the screen offers a retry.
      if (lists.hotEvents.length === 0 && lists.rankGames.length === 0)
        throw new Error('home content unavailable');
      return lists;
    }),
  );
}

// --- contact, information, the support contact of the notices ---------------------------------------

export interface ContactContent {
  settings: SiteSettings | null;
  links: ContactLink[];
}

export function contactContentLogic(runtime: Runtime) {
  const { area } = areaOf(runtime);
  return staticContentLogic<ContactContent>(
    staticRead([settingsFile(area), CONTACT_FILE], ([settings, links]) => ({
      settings: readSettings(settings),
      links: readContactLinks(links, area),
    })),
  );
}

/** The support email and hotline of an area: the maintenance and restrict pages need no API for them. */
export function supportContentLogic(area: string) {
  const file = settingsFile(area);
  return staticContentLogic<SiteSettings | null>(
    staticRead([file], ([settings]) => readSettings(required(settings, file))),
  );
}

/** A CMS entry's section id: its `cmsType` when it names one (the `section` query reads the same ids). */
const cmsSectionId = (cmsType: string) => (/^[a-z][\w-]{0,31}$/i.test(cmsType) ? cmsType : null);

/**
 * The information texts from `/api/getcmslist` (contract §8) in the page language, each sanitized like
 * promotions (DOMPurify loads with the first one); an empty list counts as a failure.
 */
async function cmsSections(runtime: Runtime): Promise<InfoSection[]> {
  const { cmsList } = await callsOf(runtime, contentEndpoints).getCmsList({
    lang: languageOf(areaOf(runtime).language),
    isMobile: true,
  });
  const rows = cmsList.flatMap((row) => {
    const id = cmsSectionId(row.cmsType);
    return id && row.title ? [{ id, title: row.title, content: row.content }] : [];
  });
  if (rows.length === 0) throw new Error('no CMS content');
  const { sanitizeEach } = await import('../../../src/platform/sanitizeHtml');
  const safe = await sanitizeEach(rows.map((row) => row.content));
  return rows.map((row, i) => ({ id: row.id, title: row.title, paragraphs: [], safeHtml: safe[i] ?? '' }));
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
