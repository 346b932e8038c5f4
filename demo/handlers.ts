import { HttpResponse, http } from 'msw';
import { kernelEndpoints } from '../contract/endpoints.ts';
import { accountEndpoints } from '../features/account/contract/endpoints.ts';
import { accountHandlers } from '../features/account/demo/accountHandlers.ts';
import { contentHandlers } from '../features/content/demo/contentHandlers.ts';
import { bankHandlers } from '../features/money/demo/bankHandlers.ts';
import { walletHandlers } from '../features/money/demo/walletHandlers.ts';
import { rewardHandlers } from '../features/rewards/demo/rewardHandlers.ts';
import { decryptDemoPassword } from './demoKey.ts';
import { demoLanguageOf, demoText } from './demoTexts.ts';
import { hookHandlers } from './hookHandlers.ts';
import { createRouter, fail, ok } from './router.ts';
import { type DemoMember, DemoWorld, formatTenths, guessersOf } from './world.ts';

/**
 * The demo backend as MSW handlers (contract §7). It answers like a strict server (see `router.ts`):
 * errorCode 1 without a valid session id and matching bearer, errorCode 2 with a key for a malformed body,
 * and the anti-forgery check. The same handlers run in Vitest (msw/node) and over HTTP in `npm start` and
 * the end-to-end tests. Money calls live in `walletHandlers.ts` and `bankHandlers.ts`, the lucky draw in
 * `rewardHandlers.ts`, the demo-only test hooks in `hookHandlers.ts`.
 */

/** The demo hooks' prefix (`hookHandlers.ts`, and the handover and registration hooks of the account). */
const HOOK_PATH = '/api/__demo/';

/**
 * `origin` prefixes every path: empty over HTTP (same origin), `http://localhost` in Vitest. `hooks: false`
 * leaves the demo hooks out (the HTTP server without DEMO_HOOKS=1, contract §9); the in-process tests keep them.
 */
export function createDemoHandlers(world: DemoWorld = new DemoWorld(), origin = '', { hooks = true } = {}) {
  const handlers = allHandlers(world, origin);
  return hooks ? handlers : handlers.filter((h) => !String(h.info.path).includes(HOOK_PATH));
}

function allHandlers(world: DemoWorld, origin: string) {
  const router = createRouter(world, origin);
  const { post, memberPost } = router;

  const balanceOf = (member: DemoMember, providerId: string) => member.wallets.get(providerId);

  return [
    ...accountHandlers(world, router, origin),
    http.get(`${origin}/api/antiforgery`, () => {
      const token = world.newToken();
      world.xsrfTokens.add(token);
      return HttpResponse.json(
        { errorCode: 0, data: null },
        { headers: { 'Set-Cookie': `XSRF-TOKEN=${token}; Path=/; SameSite=Lax` } },
      );
    }),

    // Guesses are limited per login id and per client address (contract §10), known member or not.
    post(
      accountEndpoints.login.path,
      { loginId: 'string', password: 'string', loginSite: 'string' },
      ({ body, request }) => {
        if (!['apk', 'ipa', 'mobile'].includes(body.loginSite as string))
          return fail(2, 'com_request_invalid', ['loginSite']);
        const guessers = guessersOf(request, body.loginId as string);
        const refusedFor = world.guessesRefusedFor(guessers);
        if (refusedFor > 0) return fail(2, 'acct_login_tooMany', [String(refusedFor)]);
        const member = world.members.get((body.loginId as string).trim().toLowerCase());
        const password = decryptDemoPassword(body.password as string);
        if (!member || password !== member.password) {
          world.guessedWrong(guessers);
          return fail(2, 'acct_loginFail');
        }
        const session = world.openSession(member.loginId);
        return ok({
          sessionId: session.sessionId,
          token: session.token,
          currId: member.currId,
          loginIpGeo: member.loginIpGeo,
        });
      },
    ),

    memberPost(accountEndpoints.logout.path, {}, ({ session }) => {
      world.closeSession(session.sessionId);
      return ok();
    }),

    memberPost(accountEndpoints.getLoginInfo.path, {}, ({ member }) =>
      ok({
        loginId: member.loginId,
        currId: member.currId,
        loginIpGeo: member.loginIpGeo,
        mainBlance: formatTenths(balanceOf(member, '-') ?? 0),
      }),
    ),

    memberPost(accountEndpoints.getMemberInfo.path, {}, ({ member, request }) =>
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
        myVip: {
          level: 2,
          levelName: demoText('Silver', demoLanguageOf(request)),
          nextLevelName: demoText('Gold', demoLanguageOf(request)),
          progress: 64,
        },
      }),
    ),

    memberPost(kernelEndpoints.getBalance.path, { providerId: 'string' }, ({ body, member }) => {
      const balance = balanceOf(member, body.providerId as string);
      if (balance === undefined) return fail(2, 'wallet_provider_notFound');
      return ok({ balance: formatTenths(balance) });
    }),

    memberPost(kernelEndpoints.getAllBalance.path, {}, ({ member }) =>
      ok({
        balanceList: [...member.wallets].map(([providerId, balance]) => ({
          providerId,
          balance: formatTenths(balance),
        })),
      }),
    ),

    // The visitor's IP (`X-Forwarded-For`, else this machine) and country (`VN`). For tests, whose browser
    // cannot set X-Forwarded-For: `X-Demo-Ip` gives the IP (`none`: no IP at all, as a server behind a
    // proxy that drops it would, so the external lookup fills it) and `X-Demo-Country` the country.
    post(kernelEndpoints.getIp.path, {}, ({ request }) => {
      const header = (name: string) => request.headers.get(name)?.split(',')[0]?.trim() ?? '';
      const country = header('x-demo-country').toUpperCase() || 'VN';
      const demoIp = header('x-demo-ip');
      if (demoIp === 'none') return ok({ ip: '', country });
      return ok({ ip: demoIp || header('x-forwarded-for') || '127.0.0.1', country });
    }),

    ...walletHandlers(world, router),
    ...bankHandlers(world, router),
    ...rewardHandlers(world, router),
    ...contentHandlers(world, router, origin),
    ...hookHandlers(world, router, origin),
  ];
}

export { DemoWorld };
