import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  parseSearchWith,
  type RouteComponent,
  type RouterHistory,
  redirect,
  stringifySearchWith,
} from '@tanstack/react-router';
import { areaOrDefault, DEFAULT_AREA, findActiveArea } from '../../domain/areas';
import { AppError, RouteError } from '../components/ErrorScreen';
import { Shell } from '../components/Shell';
import type { Runtime } from '../flows/runtime';
import { COOKIE, hasSessionCookies, readCookie } from '../platform/cookies';
import {
  BANK_TABS,
  type BankTab,
  findScreen,
  redirectFor,
  SCREENS,
  type Screen,
  screenTo,
} from '../routes/routeTable';
import { screenSearchValidator, validateRootSearch } from '../routes/search';
import { SCREEN_VIEWS } from './screenViews';

/**
 * The router (contract §1): `/m/{area}/{route}`, every screen registered and code-split, guards from
 * the route table, unknown areas and routes redirected, paths matched without regard to case and then
 * redirected to their canonical spelling. Guards only read cookies, so hover preloads stay harmless.
 */

export interface RouterContext {
  runtime: Runtime;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    screen?: Screen;
  }
  interface Register {
    router: AppRouter;
  }
}

const rememberedArea = () => areaOrDefault(readCookie(COOKIE.area)).area;

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // The router's own error screen never shows: a failure outside the shell gets a bare translated one.
  errorComponent: AppError,
  // Anything outside /m/{area}/…: home of the remembered area.
  notFoundComponent: () => null,
  validateSearch: validateRootSearch,
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
  // The shell itself failed: no header or menu to keep.
  errorComponent: AppError,
});

/** The bank area: a layout (wallet, tabs from the table, rebates) around its tab screens. */
const bankLayoutRoute = createRoute({
  getParentRoute: () => areaRoute,
  id: 'bank-tabs',
  component: lazyRouteComponent(() => import('../../features/money/views/BankView')),
});

/** What every screen's route has: the table's entry, its query parameters validated, its guard, its view. */
const screenOptions = (screen: Screen) => ({
  path: screen.path,
  staticData: { screen },
  validateSearch: screenSearchValidator(screen.search),
  beforeLoad: ({ context, params }: { context: RouterContext; params: { area: string } }) => {
    const to = redirectFor(screen.guard, { loggedIn: hasSessionCookies(), inApp: context.runtime.inApp() });
    if (to) throw redirect({ to: screenTo(to), params: { area: params.area }, replace: true });
  },
  // The screen's view from its feature's list: adding a screen is its row and its view (docs/architecture.md).
  component: lazyRouteComponent(
    SCREEN_VIEWS[screen.key].view as () => Promise<Record<string, RouteComponent>>,
    SCREEN_VIEWS[screen.key].viewExport ?? 'default',
  ),
});

const bankTabRoutes = BANK_TABS.map((screen) =>
  createRoute({ getParentRoute: () => bankLayoutRoute, ...screenOptions(screen) }),
);
const otherRoutes = SCREENS.filter(
  (screen): screen is Exclude<Screen, BankTab> => !('bankTab' in screen),
).map((screen) => createRoute({ getParentRoute: () => areaRoute, ...screenOptions(screen) }));

// Unknown routes under a valid area are caught by the area's canonical redirect; this keeps the tree total.
const unknownRoute = createRoute({ getParentRoute: () => areaRoute, path: '$' });

const routeTree = rootRoute.addChildren([
  areaRoute.addChildren([bankLayoutRoute.addChildren(bankTabRoutes), ...otherRoutes, unknownRoute]),
]);

/**
 * The app's router, on the browser's history. The build's pre-renderer (`src/ssr/`) gives `server`: a
 * memory history holding the page it renders, and no scroll restoration (its script would be inline).
 */
export function createAppRouter(runtime: Runtime, server?: { history: RouterHistory }) {
  return createRouter({
    routeTree,
    ...(server ? { history: server.history, isServer: true } : {}),
    basepath: '/m',
    context: { runtime },
    caseSensitive: false,
    defaultPreload: 'intent',
    defaultPreloadDelay: 80,
    defaultNotFoundComponent: () => null,
    // Every screen's failure (a render error, a chunk that did not load) shows inside the shell.
    defaultErrorComponent: RouteError,
    scrollRestoration: !server,
    // Search values stay the text of the URL (as URLSearchParams reads them), never JSON-parsed.
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith(String),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
