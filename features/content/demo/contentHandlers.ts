import { readFileSync } from 'node:fs';
import { HttpResponse, http } from 'msw';
import { fail, ok, type Router, readCookie } from '../../../demo/router.ts';
import { type DemoMember, type DemoWorld, maskLoginId } from '../../../demo/world.ts';
import { COUNTRY_BY_CURRENCY } from '../../../domain/areas.ts';
import defaultGameList from '../../../public/static/en-vn/game-list.json' with { type: 'json' };
import infoEn from '../../../public/static/en-vn/info.json' with { type: 'json' };
import infoId from '../../../public/static/id-id/info.json' with { type: 'json' };
import languageList from '../../../public/static/language-list.json' with { type: 'json' };
import infoMs from '../../../public/static/ms-my/info.json' with { type: 'json' };
import infoTh from '../../../public/static/th-th/info.json' with { type: 'json' };
import infoVi from '../../../public/static/vi-vn/info.json' with { type: 'json' };
import infoZh from '../../../public/static/zh-cn/info.json' with { type: 'json' };
import { contentEndpoints } from '../contract/endpoints.ts';

/**
 * Games and content: the game launch (POST /gamepage/gamestart/cmd and the GET launch URL), the
 * sports, e-sports and virtual sports URLs (/api/getgameurl) and the promotions (/api/getpromotion). The
 * games and books are demo pages of this site (`/m/demo-game/`), so the frames load without a network.
 * The server enforces what the client checks: a member for games, the PT country rule.
 */

/** Every game of the static list, by code. */
const GAMES = new Map(defaultGameList.games.map((g) => [g.gameCode, g]));
/** Every area of the language list, active or not: promotions exist per area. */
const AREAS = new Set(languageList.map((a) => a.area));
/** Spec §9. */
const RESTRICTED_PROVIDERS = new Set(['PT']);
/** The books behind the sports frames: game type → demo page kind. */
const BOOKS: Record<string, string> = { v1: 'sports', v3: 'esports', v6: 'virtual' };

/** Spec §5: a restricted provider only where the login country is the account currency's country. */
export const countryAllowed = (member: DemoMember, provider: string) =>
  !RESTRICTED_PROVIDERS.has(provider) || COUNTRY_BY_CURRENCY[member.currId] === member.loginIpGeo;

/** The page's origin as the request saw it: the game URLs are absolute, as a provider's would be. */
const originOf = (request: Request) => new URL(request.url).origin;

function demoGameUrl(request: Request, params: Record<string, string>): string {
  return `${originOf(request)}/m/demo-game/slot.html?${new URLSearchParams(params)}`;
}

/** The promotion content of an area: the same files the static content publishes. */
function promotionsOf(area: string): unknown {
  return JSON.parse(
    readFileSync(new URL(`../../../public/static/${area}/promotion.json`, import.meta.url), 'utf8'),
  );
}

/** The CMS language (`/api/getcmslist`'s `lang`, the page language) → the information file it publishes. */
const CMS_BY_LANG: Record<string, { area: string; file: InfoFile }> = {
  en: { area: 'en-vn', file: infoEn },
  vi: { area: 'vi-vn', file: infoVi },
  id: { area: 'id-id', file: infoId },
  th: { area: 'th-th', file: infoTh },
  ms: { area: 'ms-my', file: infoMs },
  zh: { area: 'zh-cn', file: infoZh },
};

interface InfoFile {
  sections: { id: string; title: string; paragraphs: string[] }[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The CMS texts of a language (contract §8): the area's information file as server HTML, the terms as a
 * numbered list. Each entry ends with a line the static file does not have, so tests can tell the two apart,
 * and the about text carries an inline handler that the client's sanitizer must drop.
 */
export function cmsListOf(
  lang: string,
): { cmsId: string; cmsType: string; title: string; content: string }[] {
  const source = CMS_BY_LANG[lang.slice(0, 2).toLowerCase()];
  if (!source) return [];
  const { area, file } = source;
  return file.sections.map((section, i) => {
    const body =
      section.id === 'terms'
        ? `<ol>${section.paragraphs.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ol>`
        : section.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
    const marker = section.id === 'about' ? ' onclick="alert(1)"' : '';
    return {
      cmsId: `cms-${lang}-${i + 1}`,
      cmsType: section.id,
      title: section.title,
      content: `${body}<p class="cms-updated"${marker}><small>CMS ${area} · 2026-11-01</small></p>`,
    };
  });
}

export function contentHandlers(world: DemoWorld, { post, memberPost, visitorPost }: Router, origin: string) {
  /** The member of the `sessionId` and `token` cookies (a GET carries no body and no bearer). */
  const memberOfCookies = (request: Request): DemoMember | null => {
    const sid = readCookie(request, 'sessionId');
    const token = readCookie(request, 'token');
    const session = token ? world.sessionFor(sid, `Bearer ${token}`) : null;
    return (session && world.members.get(session.loginId)) ?? null;
  };

  return [
    memberPost(
      contentEndpoints.gameStart.path,
      { provider: 'string', gameCode: 'string', lang: 'string' },
      ({ body, member, request }) => {
        const game = GAMES.get(body.gameCode as string);
        if (!game || game.provider !== body.provider) return fail(2, 'com_request_invalid', ['gameCode']);
        if (!countryAllowed(member, game.provider)) return fail(2, 'provider_Game_CountryRestrict');
        return ok({
          gameUrl: demoGameUrl(request, {
            provider: game.provider,
            game: game.gameCode,
            name: game.name,
            lang: body.lang as string,
            player: maskLoginId(member.loginId),
            ticket: world.newToken(),
          }),
        });
      },
    ),

    // The GET launch URL (spec §7: Provider and Lang): loaded by the frame itself, so it answers with a
    // redirect to the game, never an envelope.
    http.get(`${origin}/gamepage/gamestart`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const provider = query.get('Provider') ?? '';
      const game = GAMES.get(query.get('GameCode') ?? '');
      const member = memberOfCookies(request);
      const params: Record<string, string> = { provider, lang: query.get('Lang') ?? 'en-US' };
      if (game && game.provider === provider) Object.assign(params, { game: game.gameCode, name: game.name });
      if (!member) params.error = 'login';
      else if (!countryAllowed(member, provider)) params.error = 'restricted';
      else params.player = maskLoginId(member.loginId);
      return new HttpResponse(null, { status: 302, headers: { Location: demoGameUrl(request, params) } });
    }),

    // Spec §6: visitors get the book too (an empty sid); a member's sid must be a live session.
    visitorPost(
      contentEndpoints.getGameUrl.path,
      { hostDomain: 'string', gameCode: 'string', gameType: 'string', lang: 'string' },
      ({ body, member, request }) => {
        const book = BOOKS[body.gameType as string];
        if (!book) return fail(2, 'com_request_invalid', ['gameType']);
        const params = new URLSearchParams({
          book,
          lang: body.lang as string,
          player: member ? maskLoginId(member.loginId) : 'guest',
        });
        return ok({ gameUrl: `${originOf(request)}/m/demo-game/sports.html?${params}` });
      },
    ),

    // Contract §8: the information texts per language; an unknown language is refused (the client then
    // falls back to its static file, as when the call fails: `/api/__demo/fail` with this path).
    post(contentEndpoints.getCmsList.path, { lang: 'string', isMobile: 'boolean' }, ({ body }) => {
      const cmsList = cmsListOf(body.lang as string);
      if (cmsList.length === 0) return fail(2, 'com_request_invalid', ['lang']);
      return ok({ cmsList });
    }),

    post(contentEndpoints.getPromotion.path, { lang: 'string' }, ({ body }) => {
      const area = (body.lang as string).toLowerCase();
      if (!AREAS.has(area)) return fail(2, 'com_request_invalid', ['lang']);
      return ok(promotionsOf(area));
    }),
  ];
}
