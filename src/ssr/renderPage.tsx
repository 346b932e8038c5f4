import { createMemoryHistory } from '@tanstack/react-router';
import { RouterServer } from '@tanstack/react-router/ssr/server';
import { prerender } from 'react-dom/static';
import { areaOrDefault, setAreaList } from '../../domain/areas';
import { FIRST_SCREEN_FILES } from '../../features/content/flows/firstScreen';
import { AppTree } from '../app/AppTree';
import { createAppRouter } from '../app/router';
import { createRuntime } from '../app/runtime';
import { validateConfig } from '../config';
import { type Navigator, stopRuntime } from '../flows/runtime';
import { languageOf, startI18n } from '../i18n';
import { clearSession, writeSession } from '../platform/cookies';
import { fetchStatic, filesOnPage, putOnPage } from '../platform/staticContent';
import { findScreen } from '../routes/routeTable';

/**
 * The build's pre-renderer (contract §8), run by `build/prerender.ts` in Node inside a
 * happy-dom window whose address is the page's, with `fetch` answering the build's own files. It renders a
 * visitor's first screen of one route of one area with React's static renderer and TanStack Router's
 * server rendering: the same components, routes and translations as the app (an i18next instance of the
 * page's own, given to the tree by `I18nextProvider` in `AppTree`), no screenshot, no crawl.
 *
 * What a visitor without a session sees is rendered (no cookies exist here), or a member's shell (below).
 * The static files of the
 * screen's first render (`FIRST_SCREEN_FILES`: the home banners and lists, the slots grid, the contacts) are
 * read from the build and rendered, and the page carries them for the browser's first render. The API is
 * never called (the anti-forgery promise never settles, so no call leaves); screens that wait for it show
 * their loading state.
 */

export interface RenderedPage {
  /** The markup of `#root`'s content. */
  html: string;
  /** `<html lang>`: the area's language (`vi-VN`). */
  lang: string;
  title: string;
  description: string;
  /** The static files the first screen was rendered with (path under `static/` → JSON), for the page. */
  files: Record<string, unknown>;
}

/** Sets the area list (the build's `static/language-list.json`) and config (`config.json`) once. */
export function prepare(languageList: unknown, config: unknown) {
  if (!setAreaList(languageList)) throw new Error('prerender: static/language-list.json is malformed');
  return validateConfig(config, (message) => {
    throw new Error(`prerender: config.json: ${message}`);
  });
}

/**
 * A member's shell (`as: 'member'`) is the route as a member's app first draws it, before any call has
 * answered: the shell, the screen's static content (the same files as a visitor's page, carried the same
 * way) and the loading state of the rest, nothing of any member. The session cookies it is rendered with
 * name no one and are gone when it is done.
 */
export async function renderPage(
  config: ReturnType<typeof prepare>,
  areaCode: string,
  route: string,
  as: 'visitor' | 'member' = 'visitor',
): Promise<RenderedPage> {
  const area = areaOrDefault(areaCode);
  const screen = findScreen(route);
  if (area.area !== areaCode || !screen || screen.path !== route)
    throw new Error(`prerender: no page ${areaCode}/${route}`);
  const language = languageOf(area.language);
  // One i18next instance per page, in the area's language: nothing of one page's texts reaches another.
  const i18n = await startI18n(language, import.meta.env.BASE_URL);

  const path = `/${area.area}/${screen.path}`;
  const navigator: Navigator = {
    currentArea: () => area.area,
    currentPath: () => `/m${path}`,
    toScreen: () => undefined,
    toPath: () => undefined,
    back: () => undefined,
    search: () => ({}),
  };
  // Never settles: every API call waits for it, so none is sent while rendering.
  const paths = FIRST_SCREEN_FILES[screen.path]?.(area.area) ?? [];
  putOnPage(
    Object.fromEntries(await Promise.all(paths.map(async (path) => [path, await fetchStatic(path)]))),
  );
  if (as === 'member') writeSession('shell', 'shell');
  const runtime = createRuntime(config, navigator, new Promise<undefined>(() => undefined));
  const history = createMemoryHistory({ initialEntries: [`/m${path}`] });
  const router = createAppRouter(runtime, { history });
  try {
    await router.load();
    const shown = router.state.location.pathname;
    if (shown !== path) throw new Error(`prerender: ${path} went to ${shown}`);
    // A part that fails to render would leave its boundary to the browser: the build says so and stops.
    const failures: unknown[] = [];
    const { prelude } = await prerender(
      <AppTree i18n={i18n} runtime={runtime}>
        <RouterServer router={router} />
      </AppTree>,
      // Every boundary inline: a large one would otherwise be moved after the page with an inline script
      // to put it back, which the policy (`script-src 'self'`) forbids.
      { onError: (error) => void failures.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    if (failures.length) throw new Error(`prerender ${path}: ${failures.map(String).join('; ')}`);
    return {
      html,
      lang: area.language,
      title: `${i18n.t(`route.${screen.key}.title`)} | ${i18n.t('app.brand')}`,
      description: i18n.t(`route.${screen.key}.description`),
      files: filesOnPage(),
    };
  } finally {
    putOnPage(null);
    stopRuntime(runtime);
    if (as === 'member') clearSession();
  }
}
