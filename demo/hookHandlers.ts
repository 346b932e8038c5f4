import { http } from 'msw';
import { fail, type Json, ok, type Router } from './router.ts';
import {
  type DemoWorld,
  formatTenths,
  PROMOTIONS,
  PROVIDERS,
  parseTenths,
  ROULETTE_REWARDS,
} from './world.ts';

/**
 * Test hooks of the demo backend (never in production: the demo backend is not in the bundle). They are
 * plain POSTs without a session; an empty body counts as `{}`. Over HTTP they exist only when the server
 * was started with `DEMO_HOOKS=1`, for this machine only (`demo/vitePlugin.ts`, contract §9).
 *
 * - `POST /api/__demo/fail { path, errorCode, key, format?, times?, network?, token? }`: the next `times`
 *   (default 1) calls to `path` answer `{ errorCode, data: { resorceCode: [key], resorceCodeFormat?: { key,
 *   format } } }`, or with `network: true` a 503 with an HTML body, and do nothing else. With `token`, only
 *   calls carrying `Authorization: Bearer {token}` count, so tests running side by side keep their own.
 * - `POST /api/__demo/malformed { path, data, times?, token? }`: the next `times` (default 1) calls to
 *   `path` answer success, `{ errorCode: 0, data }`, with whatever `data` is (a missing list, a wrong type,
 *   null: absent counts as null), and do nothing else: a server whose replies differ from the contract.
 *   With `token`, only that member's calls count, as for `fail`.
 * - `POST /api/__demo/member { loginId, extraPromotion?, firstPromotion?, balances?, rebates?,
 *   activePromotions? }`: sets a member's demo state. `balances` and `rebates` map provider ids ('-' is main)
 *   to decimal strings; `activePromotions` maps provider ids to a promoteId, or '' to clear.
 * - `POST /api/__demo/roulette { loginId, spinCount?, rouletteIsSpin?, nextRewardId?, rewardCount?,
 *   envelope? }`: sets a member's lucky draw. `spinCount` is an integer 0..1000; `nextRewardId` ('rw1'…,
 *   one on offer) is the reward the member's next spin lands on, '' for a random one again; `rewardCount`
 *   (1..8) is how many rewards `GetRouletteInfo` offers, for everyone; `envelope: true` gives the member a
 *   new waiting red envelope (a new id), `false` takes a waiting one away. Answers the resulting state.
 * - `POST /api/__demo/requests { token }`: the last calls (at most 500 kept, oldest first) that carried
 *   `Authorization: Bearer {token}`, as `data.requests: [{ path, headers }]` (header names in lower case):
 *   what a session's calls told the server, for engines where a test cannot watch the page's requests.
 * - `POST /api/__demo/reset`: puts the whole world back as at start (sessions and the lucky draw included).
 * - `GET /api/__demo/vitals`: what the demo's field vitals collector (`POST /api/vitals`, open to every
 *   page as an operator's collector is: a phone's beacon carries no secret) kept, the latest VITALS_KEPT,
 *   `{ vitals: [{ receivedAt, payload }] }`, oldest first. Point config.json's `vitalsUrl` at
 *   `/api/vitals` to see them.
 */

export const VITALS_KEPT = 200;

/** The demo's field vitals collector, where a page's beacon goes (not a switch: it only keeps them). */
export const VITALS_COLLECTOR = '/api/vitals';

type Checked<T> = { value: T } | { error: Response };

const isRecord = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);
/** A JSON object, or `{}` for an empty body; null when malformed. */
function parseBody(text: string): Json | null {
  if (!text.trim()) return {};
  try {
    const body: unknown = JSON.parse(text);
    return isRecord(body) ? body : null;
  } catch {
    return null;
  }
}
const invalid = (field: string) => ({ error: fail(2, 'com_request_invalid', [field]) });
/** Absent, or an integer within min..max. */
const optionalInt = (value: unknown, min: number, max: number) =>
  value === undefined ||
  (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max);

/** An optional `{ id: decimal }` map whose ids pass `knownId`, as tenths. */
function tenthsMap(body: Json, field: string, knownId: (id: string) => boolean): Checked<[string, number][]> {
  const raw = body[field];
  if (raw === undefined) return { value: [] };
  if (!isRecord(raw)) return invalid(field);
  const entries: [string, number][] = [];
  for (const [id, amount] of Object.entries(raw)) {
    const tenths = parseTenths(amount);
    if (!knownId(id) || tenths === null) return invalid(`${field}.${id}`);
    entries.push([id, tenths]);
  }
  return { value: entries };
}

export function hookHandlers(world: DemoWorld, { paths }: Router, origin: string) {
  const hook = (path: string, handler: (body: Json) => Response) =>
    http.post(`${origin}${path}`, async ({ request }) => {
      const body = parseBody(await request.text());
      return body ? handler(body) : fail(2, 'com_request_invalid');
    });

  return [
    hook('/api/__demo/fail', (body) => {
      const { path, errorCode, key, format, times = 1, network = false, token = '' } = body;
      if (typeof token !== 'string') return invalid('token').error;
      if (typeof path !== 'string' || !paths.has(path.toLowerCase())) return invalid('path').error;
      if (typeof network !== 'boolean') return invalid('network').error;
      if (!network && (typeof errorCode !== 'number' || !Number.isInteger(errorCode)))
        return invalid('errorCode').error;
      if (!network && (typeof key !== 'string' || !key)) return invalid('key').error;
      if (format !== undefined && !(Array.isArray(format) && format.every((f) => typeof f === 'string')))
        return invalid('format').error;
      if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 1000)
        return invalid('times').error;
      world.armFailure(
        path,
        {
          errorCode: typeof errorCode === 'number' ? errorCode : -1,
          key: typeof key === 'string' ? key : '',
          ...(format ? { format: format as string[] } : {}),
          network,
          remaining: times,
        },
        token,
      );
      return ok();
    }),

    hook('/api/__demo/malformed', (body) => {
      const { path, data = null, times = 1, token = '' } = body;
      if (typeof token !== 'string') return invalid('token').error;
      if (typeof path !== 'string' || !paths.has(path.toLowerCase())) return invalid('path').error;
      if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 1000)
        return invalid('times').error;
      world.armFailure(
        path,
        {
          errorCode: 0,
          key: '',
          network: false,
          malformed: { data },
          remaining: times,
        },
        token,
      );
      return ok();
    }),

    hook('/api/__demo/member', (body) => {
      const member =
        typeof body.loginId === 'string' ? world.members.get(body.loginId.trim().toLowerCase()) : undefined;
      if (!member) return invalid('loginId').error;
      for (const field of ['extraPromotion', 'firstPromotion'] as const) {
        if (body[field] !== undefined && typeof body[field] !== 'string') return invalid(field).error;
      }
      const balances = tenthsMap(body, 'balances', (id) => member.wallets.has(id));
      if ('error' in balances) return balances.error;
      const isProvider = (id: string) => PROVIDERS.some((p) => p.providerId === id);
      const rebates = tenthsMap(body, 'rebates', isProvider);
      if ('error' in rebates) return rebates.error;
      const promotions = body.activePromotions ?? {};
      if (!isRecord(promotions)) return invalid('activePromotions').error;
      for (const [id, promoteId] of Object.entries(promotions)) {
        const known = promoteId === '' || PROMOTIONS.some((p) => p.promoteId === promoteId);
        if (!isProvider(id) || !known) return invalid(`activePromotions.${id}`).error;
      }

      if (typeof body.extraPromotion === 'string') member.extraPromotion = body.extraPromotion;
      if (typeof body.firstPromotion === 'string') member.firstPromotion = body.firstPromotion;
      for (const [id, tenths] of balances.value) member.wallets.set(id, tenths);
      for (const [id, tenths] of rebates.value) member.rebates.set(id, tenths);
      for (const [id, promoteId] of Object.entries(promotions)) {
        if (promoteId) member.activePromotions.set(id, promoteId as string);
        else member.activePromotions.delete(id);
      }
      return ok({
        loginId: member.loginId,
        extraPromotion: member.extraPromotion,
        firstPromotion: member.firstPromotion,
        balances: Object.fromEntries([...member.wallets].map(([id, tenths]) => [id, formatTenths(tenths)])),
      });
    }),

    hook('/api/__demo/roulette', (body) => {
      const member =
        typeof body.loginId === 'string' ? world.members.get(body.loginId.trim().toLowerCase()) : undefined;
      if (!member) return invalid('loginId').error;
      const { spinCount, rouletteIsSpin, nextRewardId, rewardCount, envelope } = body;
      if (!optionalInt(spinCount, 0, 1000)) return invalid('spinCount').error;
      if (!optionalInt(rewardCount, 1, ROULETTE_REWARDS.length)) return invalid('rewardCount').error;
      if (rouletteIsSpin !== undefined && typeof rouletteIsSpin !== 'boolean')
        return invalid('rouletteIsSpin').error;
      if (envelope !== undefined && typeof envelope !== 'boolean') return invalid('envelope').error;
      // A forced winner must be on the wheel this call leaves behind.
      const offered = ROULETTE_REWARDS.slice(
        0,
        typeof rewardCount === 'number' ? rewardCount : world.rewardCount,
      );
      if (nextRewardId !== undefined && nextRewardId !== '' && !offered.some((r) => r.id === nextRewardId))
        return invalid('nextRewardId').error;

      const state = member.rewards;
      if (typeof spinCount === 'number') state.spinCount = spinCount;
      if (typeof rouletteIsSpin === 'boolean') state.rouletteIsSpin = rouletteIsSpin;
      if (typeof rewardCount === 'number') world.rewardCount = rewardCount;
      if (typeof nextRewardId === 'string') state.nextRewardId = nextRewardId || null;
      if (envelope === true) state.envelopeId = world.nextId('ENV');
      if (envelope === false) state.envelopeId = null;
      return ok({
        loginId: member.loginId,
        spinCount: state.spinCount,
        rouletteIsSpin: state.rouletteIsSpin,
        nextRewardId: state.nextRewardId ?? '',
        rewardCount: world.rewardCount,
        envelopeId: state.envelopeId ?? '',
      });
    }),

    hook(VITALS_COLLECTOR, (body) => {
      world.vitals.push({ receivedAt: new Date(world.now()).toISOString(), payload: body });
      world.vitals.splice(0, Math.max(0, world.vitals.length - VITALS_KEPT));
      return ok();
    }),

    http.get(`${origin}/api/__demo/vitals`, () => ok({ vitals: world.vitals })),

    hook('/api/__demo/requests', (body) => {
      const { token } = body;
      if (typeof token !== 'string' || !token) return invalid('token').error;
      return ok({
        requests: world.requestLog
          .filter((r) => r.token === token)
          .map(({ path, headers }) => ({ path, headers })),
      });
    }),

    hook('/api/__demo/reset', () => {
      world.reset();
      return ok();
    }),
  ];
}
