import { areaOrDefault, DEFAULT_AREA, findActiveArea, setAreaList } from '../domain/areas';
import { formatterWarmUp } from '../domain/formatters';
import type { AppRouter } from './app/router';
import { loadConfig } from './config';
import type { Navigator } from './flows/runtime';
import { COOKIE, cookieChanged, readCookie, rememberCampaignValues } from './platform/cookies';
import { afterIdle, yieldToMain } from './platform/idle';
import { enforceMinBuild } from './platform/minBuild';
import { allowQa } from './qa/qaSwitch';
import { findScreen, screenTo } from './routes/routeTable';
import { rootSearchOf, type ScreenSearch } from './routes/search';
import './styles.css';
import './app/visitorStyles';

/**
 * The start-up's stages: the API and the machines, the router and the screens' shell, the language, React.
 * All are asked for at once, so each chunk's code is evaluated as soon as it has arrived (a module and all it
 * imports evaluate in one task) while `config.json` travels. The build preloads them with this entry
 * (`build/startStages.ts` lists the same modules), so importing one costs no round trip. The entry itself is
 * only this file and the rules it reads first.
 */
const START_STAGES = {
  runtime: () => import('./app/runtime'),
  api: () => import('./api/client'),
  router: () => import('./app/router'),
  i18n: () => import('./i18n'),
  mount: () => import('./app/mount'),
};

/**
 * Start-up: remember the campaign parameters, read `config.json` and the language list (before any API
 * call), start the machines, load the page's language, then hydrate the pre-rendered page (or render over
 * the HTML skeleton of `index.html`). The page is already painted. Its steps run in three tasks: the
 * machines, the router with the screen's preload, then the language and React. A task per step (fifteen of
 * them, as before) cost the browser's scheduling for pieces of a few milliseconds; one task for all would
 * keep a tap waiting on a slow phone.
 */
async function start() {
  const base = import.meta.env.BASE_URL;
  rememberCampaignValues(rootSearchOf(location.search));
  // Every stage's code is evaluated while config.json travels.
  const runtimeStage = Promise.all([START_STAGES.runtime(), START_STAGES.api()]);
  const routerStage = START_STAGES.router();
  const i18nStage = START_STAGES.i18n();
  const mountStage = START_STAGES.mount();

  const [config, languageList] = await Promise.all([
    loadConfig(`${base}config.json`),
    fetch(`${base}static/language-list.json`)
      .then((r) => r.json() as Promise<unknown>)
      .catch(() => null),
  ]);
  // The state inspector runs only where the deployment allows it, decided before any actor starts.
  allowQa(config.qaInspector);
  // A page of a retired build reloads onto the current one before it calls anything.
  if (await enforceMinBuild(config.minBuild)) return;
  if (!setAreaList(languageList)) {
    console.error('static/language-list.json is missing or malformed; using the built-in language list.');
  }

  const [{ createRuntime }, { isOwnApi, requestAntiforgery }] = await runtimeStage;
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
  await yieldToMain();
  const routes = await routerStage;
  router = routes.createAppRouter(runtime);

  // The screen's code loads while the language file does: two round trips become one on a slow network.
  const here = location.pathname.replace(/^\/m(?=\/)/, '');
  void router.preloadRoute({ to: here } as Parameters<AppRouter['preloadRoute']>[0]).catch(() => undefined);
  await yieldToMain();
  const area = areaOrDefault(areaInUrl() ?? readCookie(COOKIE.area) ?? DEFAULT_AREA);
  // On a first visit (no area cookie, none in the URL) the visitor's country may choose the area: known
  // before any route writes the cookie.
  const firstVisit = !readCookie(COOKIE.area) && !findActiveArea(areaInUrl());
  const { languageOf, startI18n } = await i18nStage;
  const i18nStarted = startI18n(languageOf(area.language), base);
  // The formatters the first screen uses (amounts, dates, the wheel's words), made while the language file
  // travels; a screen that formats nothing makes none (no work at load for what the first screen does not show).
  formatterWarmUp(area.language, findScreen(here.split('/').slice(2).join('/'))?.formats ?? []);
  const i18n = await i18nStarted;
  const { followRoutes, mountApp } = await mountStage;
  followRoutes(router, runtime, i18n);

  await mountApp({ root: document.getElementById('root')!, router, runtime, i18n });

  // The visitor's IP and country, in the background once the first screen is the app's;
  // the country may then choose the area of a first visit.
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

  // Field vitals: the library and its sender load once the page is idle, never with the
  // first screen; only when config.json names a collector.
  if (config.vitalsUrl)
    afterIdle(() =>
      import('./app/fieldVitals').then((m) => m.startFieldVitals(runtime)).catch(() => undefined),
    );
}

void start();
