import { areaOrDefault, DEFAULT_AREA, findActiveArea, setAreaList } from '../domain/areas';
import { isOwnApi, requestAntiforgery } from './api/client';
import { mountApp } from './app/mount';
import { followRoutes } from './app/routeEffects';
import { createRuntime } from './app/runtime';
import { loadConfig } from './config';
import type { Navigator } from './flows/runtime';
import { languageOf, startI18n } from './i18n';
import { COOKIE, cookieChanged, readCookie, rememberCampaignValues } from './platform/cookies';
import { afterIdle } from './platform/idle';
import { enforceMinBuild } from './platform/minBuild';
import { type AppRouter, createAppRouter } from './routes/router';
import { screenTo } from './routes/routeTable';
import { rootSearchOf, type ScreenSearch } from './routes/search';
import './styles.css';
import './routes/visitorStyles';

/**
 * Start-up: remember the campaign parameters, read `config.json` and the language list (before any API
 * call), start the machines, load the page's language, then hydrate the pre-rendered page (or render over
 * the HTML skeleton of `index.html`).
 */
async function start() {
  const base = import.meta.env.BASE_URL;
  rememberCampaignValues(rootSearchOf(location.search));

  const [config, languageList] = await Promise.all([
    loadConfig(`${base}config.json`),
    fetch(`${base}static/language-list.json`)
      .then((r) => r.json() as Promise<unknown>)
      .catch(() => null),
  ]);
  // A page of a retired build reloads onto the current one before it calls anything (issue 13 item 13).
  if (await enforceMinBuild(config.minBuild)) return;
  if (!setAreaList(languageList)) {
    console.error('static/language-list.json is missing or malformed; using the built-in language list.');
  }

  let router: AppRouter | null = null;
  const areaInUrl = () => location.pathname.split('/')[2];
  const navigator: Navigator = {
    currentArea: () => areaOrDefault(areaInUrl() ?? readCookie(COOKIE.area)).area,
    currentPath: () => location.pathname,
    toScreen: (path, options) =>
      void router?.navigate({
        to: screenTo(path),
        params: { area: navigator.currentArea() },
        search: options?.search,
        replace: options?.replace,
      }),
    toPath: (path) => void router?.navigate({ href: path.replace(/^\/m(?=\/)/, '') }),
    back: () => router?.history.back(),
    search: () => (router?.state.matches.at(-1)?.search ?? {}) as ScreenSearch,
  };
  // The anti-forgery cookie arrives before the first POST: every call waits for this request (sent
  // alongside, a POST could read no, or the old, cookie for its header while the new cookie lands before it
  // leaves, and the server would reject the mismatch: com_xsrf_invalid). The IP is detected in the background.
  // In WebKit the response may resolve before document.cookie shows the new token: wait for it too.
  const xsrfBefore = readCookie(COOKIE.xsrf);
  const antiforgery = requestAntiforgery(config.apiBase).then((answered) =>
    answered && isOwnApi(config.apiBase) ? cookieChanged(COOKIE.xsrf, xsrfBefore) : undefined,
  );
  const runtime = createRuntime(config, navigator, antiforgery);
  router = createAppRouter(runtime);

  // The visitor's IP and country, in the background (issue 14 item 4); on a first visit (no area cookie,
  // none in the URL) the country may choose the area once known. Captured before any route writes the cookie.
  const firstVisit = !readCookie(COOKIE.area) && !findActiveArea(areaInUrl());
  void import('./app/visitor')
    .then(({ detectVisitor }) =>
      detectVisitor(runtime, {
        firstVisit,
        switchArea: (area) => {
          const rest = location.pathname.replace(/^\/m\/[^/]*/, '');
          void router?.navigate({ href: `/${area}${rest}${location.search}`, replace: true });
        },
      }),
    )
    .catch(() => undefined);

  // The screen's code loads while the language file does: two round trips become one on a slow network.
  const here = location.pathname.replace(/^\/m(?=\/)/, '');
  void router.preloadRoute({ to: here } as Parameters<AppRouter['preloadRoute']>[0]).catch(() => undefined);
  const area = areaOrDefault(areaInUrl() ?? readCookie(COOKIE.area) ?? DEFAULT_AREA);
  const i18n = await startI18n(languageOf(area.language), base);
  followRoutes(router, runtime, i18n);

  await mountApp({ root: document.getElementById('root')!, router, runtime, i18n });

  // Field vitals (issue 15 item 5): the library and its sender load once the page is idle, never with the
  // first screen; only when config.json names a collector.
  if (config.vitalsUrl)
    afterIdle(() =>
      import('./app/fieldVitals').then((m) => m.startFieldVitals(runtime)).catch(() => undefined),
    );
}

void start();
