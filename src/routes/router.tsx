import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import type { Runtime } from '../app/runtime';
import { Shell } from '../components/Shell';
import { areaOrDefault, DEFAULT_AREA, findActiveArea } from '../domain/areas';
import { COOKIE, hasSessionCookies, readCookie } from '../platform/cookies';
import { findScreen, redirectFor, SCREENS, type ScreenDef } from './routeTable';

/**
 * The router (contract §1): `/m/{area}/{route}`, every screen registered and code-split, guards from
 * the route table, unknown areas and routes redirected, paths matched without regard to case and then
 * redirected to their canonical spelling. Guards only read cookies, so hover preloads stay harmless.
 */

export interface RouterContext {
  runtime: Runtime;
}

/** One lazily loaded view per screen; screens that later work fills in share the titled page. */
const views: Record<string, () => Promise<{ default: React.ComponentType }>> = {
  home: () => import('./views/HomeView'),
  login: () => import('./views/LoginView'),
  account: () => import('./views/AccountView'),
  memberSetting: () => import('./views/MemberSettingView'),
  joinNow: () => import('./views/JoinNowView'),
  fingerprintLogin: () => import('./views/FingerprintLoginView'),
  userInfo: () => import('./views/UserInfoView'),
  myVip: () => import('./views/MyVipView'),
  referral: () => import('./views/ReferralView'),
  bankInfo: () => import('./views/BankInfoView'),
  changePwd: () => import('./views/ChangePwdView'),
  deposit: () => import('./views/BankView'),
  withdraw: () => import('./views/BankView'),
  transfer: () => import('./views/BankView'),
  history: () => import('./views/BankView'),
  quickpay: () => import('./views/QuickpayView'),
  luckyDraw: () => import('./views/LuckyDrawView'),
  maintenance: () => import('./views/MaintenanceView'),
  restrict: () => import('./views/RestrictView'),
  games: () => import('./views/GamesView'),
  game: () => import('./views/GameView'),
  sportbook: () => import('./views/SportsFrameView'),
  esport: () => import('./views/SportsFrameView'),
  vsport: () => import('./views/SportsFrameView'),
  promotion: () => import('./views/PromotionView'),
  contactUs: () => import('./views/ContactView'),
  info: () => import('./views/InfoView'),
};
const titledPage = () => import('./views/TitledPage');

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    screen?: ScreenDef;
  }
}

const rememberedArea = () => areaOrDefault(readCookie(COOKIE.area)).area;

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Anything outside /m/{area}/…: home of the remembered area.
  notFoundComponent: () => null,
  beforeLoad: ({ location }) => {
    const [first] = location.pathname.split('/').filter(Boolean);
    if (!first) throw redirect({ href: `/${rememberedArea()}/home`, replace: true });
  },
});

/** `/{area}/{rest}` with the area checked and the rest spelled canonically; null when it already is. */
export function canonicalTarget(pathname: string): string | null {
  const [area = '', ...rest] = pathname.split('/').filter(Boolean);
  const entry = findActiveArea(area);
  const screen = findScreen(rest.join('/'));
  const targetArea = entry ? entry.area : DEFAULT_AREA;
  const targetPath = screen ? screen.path : 'home';
  const target = `/${targetArea}/${targetPath}`;
  return target === `/${area}/${rest.join('/')}` ? null : target;
}

const areaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$area',
  beforeLoad: ({ location }) => {
    const target = canonicalTarget(location.pathname);
    if (target) throw redirect({ href: `${target}${location.searchStr}`, replace: true });
  },
  component: Shell,
});

const screenRoutes = SCREENS.map((screen) =>
  createRoute({
    getParentRoute: () => areaRoute,
    path: screen.path,
    staticData: { screen },
    beforeLoad: ({ context, params }) => {
      const area = (params as { area: string }).area;
      const to = redirectFor(screen.guard, { loggedIn: hasSessionCookies(), inApp: context.runtime.inApp() });
      if (to) throw redirect({ href: `/${area}/${to}`, replace: true });
    },
    component: lazyRouteComponent(views[screen.key] ?? titledPage),
  }),
);

// Unknown routes under a valid area are caught by the area's canonical redirect; this keeps the tree total.
const unknownRoute = createRoute({ getParentRoute: () => areaRoute, path: '$' });

const routeTree = rootRoute.addChildren([areaRoute.addChildren([...screenRoutes, unknownRoute])]);

export function createAppRouter(runtime: Runtime) {
  return createRouter({
    routeTree,
    basepath: '/m',
    context: { runtime },
    caseSensitive: false,
    defaultPreload: 'intent',
    defaultPreloadDelay: 80,
    defaultNotFoundComponent: () => null,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
