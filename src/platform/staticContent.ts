import type {
  ContactLink,
  DownloadEntry,
  GameEntry,
  HomeBanner,
  HotEvent,
  InfoSection,
  ProviderInfo,
  RankGame,
  SiteSettings,
  SupportContact,
} from '../../contract/types';
import { staticStamp } from '../../domain/dates';

/**
 * The static content (spec §7): JSON files per locale under `static/{area}/`, and shared ones under
 * `static/`, fetched with the same 15-minute timestamp as the translations so a new deployment's content
 * arrives without a cache purge. Files are data from outside the bundle: every entry is checked and a
 * malformed one is left out, so one bad line never blanks a screen.
 */

export class ContentError extends Error {
  constructor(readonly file: string) {
    super(`static content unavailable: ${file}`);
    this.name = 'ContentError';
  }
}

/** `static/{path}` under the app base, with the timestamp. */
export const staticUrl = (path: string, base = import.meta.env.BASE_URL) =>
  `${base}static/${path}?t=${staticStamp()}`;

export async function fetchStatic(path: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(staticUrl(path), { credentials: 'same-origin' });
  } catch {
    throw new ContentError(path);
  }
  if (!response.ok) throw new ContentError(path);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new ContentError(path);
  }
}

// --- the copy a pre-rendered page carries -------------------------------------------------------------

/**
 * A pre-rendered page carries the static files its first screen shows (`build/prerender.ts` writes them
 * into a `<script type="application/json">`), so the browser's first render shows what the markup shows
 * and React hydrates it. The copy serves that page only: once the member moves on, files are read again.
 */
const onThePage = new Map<string, unknown>();

/** The files of the page (path under `static/` → its JSON), from the build or from the page. */
export function putOnPage(files: unknown): void {
  onThePage.clear();
  if (!files || typeof files !== 'object' || Array.isArray(files)) return;
  for (const [path, raw] of Object.entries(files)) onThePage.set(path, raw);
}

/** What the build rendered with, to write into the page. */
export const filesOnPage = (): Record<string, unknown> => Object.fromEntries(onThePage);

/** A screen's content from static files: read, or at hand when the page carries every one of them. */
export interface StaticRead<T> {
  load: () => Promise<T>;
  /** The content from the page's copy, or null (no copy, or the build function refuses it). */
  atHand: () => T | null;
}

/**
 * `build` makes the content from the files (`undefined` for one that could not be read); it throws when
 * the screen has nothing to show, so the read fails and offers a retry.
 */
export function staticRead<T>(paths: readonly string[], build: (files: unknown[]) => T): StaticRead<T> {
  // Built once: a machine asks twice (its guard, then its action) as it starts.
  let copy: { content: T | null } | undefined;
  const fromPage = (): T | null => {
    if (!paths.every((path) => onThePage.has(path))) return null;
    try {
      return build(paths.map((path) => onThePage.get(path)));
    } catch {
      return null;
    }
  };
  return {
    load: async () => build(await Promise.all(paths.map((path) => fetchStatic(path).catch(() => undefined)))),
    atHand: () => {
      copy ??= { content: fromPage() };
      return copy.content;
    },
  };
}

/** A file a screen cannot do without: its absence fails the read. */
export function required(raw: unknown, path: string): unknown {
  if (raw === undefined) throw new ContentError(path);
  return raw;
}

// --- checks --------------------------------------------------------------------------------------------

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown, max = 400): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
/** A plain code: letters, digits, dash, underscore. */
const code = (v: unknown): v is string => typeof v === 'string' && /^[\w-]{1,40}$/.test(v);
const listOf = <T>(raw: unknown, field: string, item: (row: Row) => T | null): T[] => {
  const list = isRow(raw) ? raw[field] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((row) => {
    const value = isRow(row) ? item(row) : null;
    return value === null ? [] : [value];
  });
};

function game(row: Row): GameEntry | null {
  if (!code(row.gameCode) || !code(row.provider) || !str(row.name, 80) || !str(row.art, 300)) return null;
  const tags = Array.isArray(row.tags)
    ? row.tags.filter((t): t is 'hot' | 'new' => t === 'hot' || t === 'new')
    : undefined;
  return {
    gameCode: row.gameCode,
    provider: row.provider,
    name: row.name,
    art: row.art,
    ...(typeof row.hue === 'number' && Number.isFinite(row.hue) ? { hue: row.hue % 360 } : {}),
    ...(tags?.length ? { tags } : {}),
  };
}

export const readGames = (raw: unknown): GameEntry[] => listOf(raw, 'games', game);

export const readProviders = (raw: unknown): ProviderInfo[] =>
  listOf(raw, 'providers', (row) =>
    code(row.providerId) && str(row.providerName, 60)
      ? {
          providerId: row.providerId,
          providerName: row.providerName,
          launch: row.launch === 'url' ? 'url' : 'cmd',
        }
      : null,
  );

export const readRankGames = (raw: unknown): RankGame[] =>
  listOf(raw, 'rankGames', (row) => {
    const entry = game(row);
    return entry && typeof row.rank === 'number' ? { ...entry, rank: row.rank } : null;
  }).sort((a, b) => a.rank - b.rank);

function banner(row: Row): HomeBanner | null {
  return code(row.id) && str(row.title, 160) && str(row.imgPath, 300) && str(row.link, 80)
    ? { id: row.id, title: row.title, imgPath: row.imgPath, link: row.link }
    : null;
}

export const readHotEvents = (raw: unknown): HotEvent[] =>
  listOf(raw, 'hotEvents', (row) => {
    const base = banner(row);
    return base && str(row.text, 400) && str(row.period, 60)
      ? { ...base, text: row.text, period: row.period }
      : null;
  });

function support(raw: unknown): SupportContact | null {
  if (!isRow(raw) || !str(raw.email, 120) || !str(raw.phone, 40)) return null;
  // A phone number is digits, spaces and a few signs; an email has one @ and no spaces or markup.
  if (!/^\+?[\d ()-]{3,40}$/.test(raw.phone) || !/^[^\s@<>"]+@[^\s@<>"]+$/.test(raw.email)) return null;
  return { email: raw.email, phone: raw.phone };
}

export function readSettings(raw: unknown): SiteSettings | null {
  const contact = isRow(raw) ? support(raw.support) : null;
  return contact ? { support: contact, homeBanners: listOf(raw, 'homeBanners', banner) } : null;
}

export const readInfo = (raw: unknown): InfoSection[] =>
  listOf(raw, 'sections', (row) =>
    code(row.id) && str(row.title, 120) && Array.isArray(row.paragraphs)
      ? {
          id: row.id,
          title: row.title,
          paragraphs: row.paragraphs.filter((p): p is string => str(p, 2000)),
        }
      : null,
  );

/** The area's entries of `contact-list.json` (keyed by area). */
export function readContactLinks(raw: unknown, area: string): ContactLink[] {
  const entries = isRow(raw) ? raw[area] : undefined;
  return listOf({ links: entries }, 'links', (row) =>
    str(row.name, 40) && code(row.icon) && str(row.href, 300)
      ? { name: row.name, icon: row.icon, href: row.href }
      : null,
  );
}

export const readDownloadList = (raw: unknown): DownloadEntry[] =>
  listOf(raw, 'downloadList', (row) =>
    code(row.osType) && str(row.url, 500)
      ? { osType: row.osType, url: row.url, ...(str(row.version, 20) ? { version: row.version } : {}) }
      : null,
  );

/**
 * An image path of the static content or the server: https anywhere, a path of this site, or a path
 * relative to the app base. Anything else (javascript:, data:, http elsewhere) gives no image.
 */
export function assetUrl(raw: string, base = import.meta.env.BASE_URL): string | null {
  if (/^https:\/\/[^\s"'<>]+$/i.test(raw)) return raw;
  if (/^\/(?!\/)[\w\-./%]+$/.test(raw)) return raw;
  if (/^[\w-][\w\-./%]*$/.test(raw) && !raw.includes('..')) return `${base}${raw}`;
  return null;
}
