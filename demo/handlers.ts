import { constants, privateDecrypt } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { DEMO_PRIVATE_KEY } from './demoKey';
import { type DemoMember, type DemoSession, DemoWorld, formatTenths, PROVIDERS } from './world';

/**
 * The demo backend as MSW handlers (contract §7). It answers like a strict server: a member call without
 * a valid session id and matching bearer gets errorCode 1; a malformed body gets errorCode 2 with a key;
 * a call that carries the anti-forgery cookie must carry the same value in `X-XSRF-TOKEN`.
 * The same handlers run in Vitest (msw/node) and over HTTP in `npm start` and the end-to-end tests.
 */

type Json = Record<string, unknown>;

const ok = (data: unknown = null) => HttpResponse.json({ errorCode: 0, data });
const fail = (errorCode: number, key: string, format?: string[]) =>
  HttpResponse.json({
    errorCode,
    data: { resorceCode: [key], ...(format ? { resorceCodeFormat: { key, format } } : {}) },
  });

const readCookie = (request: Request, name: string) => {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
};

async function readBody(request: Request): Promise<Json | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : null;
  } catch {
    return null;
  }
}

function decryptPassword(encrypted: string): string | null {
  try {
    return privateDecrypt(
      { key: DEMO_PRIVATE_KEY, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(encrypted, 'base64'),
    ).toString('utf8');
  } catch {
    return null;
  }
}

type Handler = (args: { body: Json; request: Request }) => Response | Promise<Response>;
type MemberHandler = (args: {
  body: Json;
  member: DemoMember;
  session: DemoSession;
}) => Response | Promise<Response>;

/** `origin` prefixes every path: empty over HTTP (same origin), `http://localhost` in Vitest. */
export function createDemoHandlers(world: DemoWorld = new DemoWorld(), origin = '') {
  /** Checks what every POST must have, then the body's shape. */
  const post = (path: string, required: Record<string, 'string' | 'number' | 'boolean'>, handler: Handler) =>
    http.post(`${origin}${path}`, async ({ request }) => {
      const xsrf = readCookie(request, 'XSRF-TOKEN');
      if (xsrf && request.headers.get('x-xsrf-token') !== xsrf) return fail(2, 'com_xsrf_invalid');
      const body = await readBody(request);
      if (!body) return fail(2, 'com_request_invalid');
      for (const [field, type] of Object.entries(required)) {
        if (typeof body[field] !== type) return fail(2, 'com_request_invalid', [field]);
      }
      return handler({ body, request });
    });

  const memberPost = (
    path: string,
    required: Record<string, 'string' | 'number' | 'boolean'>,
    handler: MemberHandler,
  ) =>
    post(path, { sid: 'string', ...required }, ({ body, request }) => {
      const session = world.sessionFor(body.sid, request.headers.get('authorization'));
      const member = session && world.members.get(session.loginId);
      if (!session || !member) return fail(1, 'acct_sessionExpired');
      return handler({ body, member, session });
    });

  const balanceOf = (member: DemoMember, providerId: string) => member.wallets.get(providerId);

  return [
    http.get(`${origin}/api/antiforgery`, () => {
      const token = world.newToken();
      world.xsrfTokens.add(token);
      return HttpResponse.json(
        { errorCode: 0, data: null },
        { headers: { 'Set-Cookie': `XSRF-TOKEN=${token}; Path=/; SameSite=Lax` } },
      );
    }),

    post('/api/login', { loginId: 'string', password: 'string', loginSite: 'string' }, ({ body }) => {
      if (!['apk', 'ipa', 'mobile'].includes(body.loginSite as string))
        return fail(2, 'com_request_invalid', ['loginSite']);
      const member = world.members.get((body.loginId as string).trim().toLowerCase());
      const password = decryptPassword(body.password as string);
      if (!member || password !== member.password) return fail(2, 'acct_loginFail');
      const session = world.openSession(member.loginId);
      return ok({
        sessionId: session.sessionId,
        token: session.token,
        currId: member.currId,
        loginIpGeo: member.loginIpGeo,
      });
    }),

    memberPost('/api/logout', {}, ({ session }) => {
      world.closeSession(session.sessionId);
      return ok();
    }),

    memberPost('/api/getlogininfo', {}, ({ member }) =>
      ok({
        loginId: member.loginId,
        currId: member.currId,
        loginIpGeo: member.loginIpGeo,
        mainBlance: formatTenths(balanceOf(member, '-') ?? 0),
      }),
    ),

    memberPost('/api/getmemberinfo', {}, ({ member }) =>
      ok({
        memInfo: {
          loginId: member.loginId,
          fullName: member.fullName,
          email: member.email,
          phone: member.phone,
          currId: member.currId,
          registerDate: member.registerDate,
        },
        myReferral: { referralCode: `R${member.loginId.toUpperCase()}`, referralCount: 3 },
        myVip: { level: 2, levelName: 'Silver', nextLevelName: 'Gold', progress: 64 },
      }),
    ),

    memberPost('/api/getbalance', { providerId: 'string' }, ({ body, member }) => {
      const balance = balanceOf(member, body.providerId as string);
      if (balance === undefined) return fail(2, 'wallet_provider_notFound');
      return ok({ balance: formatTenths(balance) });
    }),

    memberPost('/api/getallbalance', {}, ({ member }) =>
      ok({
        balanceList: [...member.wallets].map(([providerId, balance]) => ({
          providerId,
          balance: formatTenths(balance),
        })),
      }),
    ),

    memberPost('/api/gettransferinfo', {}, () =>
      ok({
        providerList: PROVIDERS.map((p, i) => ({ ...p, weeklyTurnover: formatTenths(i * 1234) })),
        promotionList: [],
      }),
    ),

    post('/api/getip', {}, ({ request }) =>
      ok({ ip: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || '127.0.0.1', country: 'VN' }),
    ),

    memberPost('/api/getnotices', { lang: 'string' }, ({ body }) =>
      ok({
        noticeList: [
          {
            id: 'n1',
            title: body.lang === 'vi' ? 'Bảo trì định kỳ' : 'Scheduled maintenance',
            content: '<p>SBO Sports will be under maintenance on <b>Tuesday 02:00-04:00</b>.</p>',
            date: '2026-11-20',
          },
          {
            id: 'n2',
            title: body.lang === 'vi' ? 'Khuyến mãi mới' : 'New welcome bonus',
            content: '<p>Deposit today and receive a 100% welcome bonus.</p>',
            date: '2026-11-18',
          },
        ],
      }),
    ),
  ];
}

export { DemoWorld };
