import { RouterProvider } from '@tanstack/react-router';
import { startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { Runtime } from '../flows/runtime';
import type { I18n } from '../i18n';
import { readFirstScreenFiles, restoreStaticControls } from '../platform/handover';
import { putOnPage } from '../platform/staticContent';
import { AppTree } from './AppTree';
import type { AppRouter } from './router';

/**
 * The app on the page: a pre-rendered page (`#root[data-prerendered="{area}/{route}"]`, written by the
 * build: `build/prerender.ts`) is hydrated, its markup kept; any other page (a member's shell,
 * `#root[data-shell]`, or `index.html`'s skeleton) is rendered anew, in one commit (no blank frame). A
 * member's shell is not hydrated: it names no member, and the app's first render does. Resolves once
 * React has been given the tree.
 */
/** How the app took the page over, and how a test ends it (its timers and effects stop with it). */
export interface MountedApp {
  how: 'hydrated' | 'rendered';
  unmount(): void;
}

export async function mountApp({
  root,
  router,
  runtime,
  i18n,
}: {
  root: HTMLElement;
  router: AppRouter;
  runtime: Runtime;
  i18n: I18n;
}): Promise<MountedApp> {
  const app = (
    <AppTree i18n={i18n} runtime={runtime}>
      <RouterProvider router={router} />
    </AppTree>
  );
  // The first screen's files, as the build rendered them (a visitor's page or a member's shell): its flows
  // start with them (before they are made), and the next screen reads its files afresh.
  if (root.dataset.prerendered || root.dataset.shell) {
    putOnPage(readFirstScreenFiles(document));
    // The route is loaded first (its guards and the screen's code); its own navigation is then over, and
    // the next one is the member's.
    await router.load().catch(() => undefined);
    const forget = router.subscribe('onBeforeNavigate', () => {
      forget();
      putOnPage(null);
    });
  }
  if (showsPrerenderedScreen(router, root)) {
    // The router renders the tree the server rendered (no client-only boundaries), as its RouterClient
    // would make it: RouterClient itself reads `window.$_TSR`, which only inline scripts can write.
    router.ssr = { manifest: undefined };
    restoreStaticControls(root);
    // The shell ends the takeover once it has hydrated (`finishTakeover`). As a transition, React hydrates
    // in slices of a few milliseconds, yielding to taps and frames between them; else the
    // first render is one task as long as the whole page.
    let hydrated: Root | undefined;
    startTransition(() => {
      hydrated = hydrateRoot(root, app, { onRecoverableError: reportHydrationError });
    });
    return { how: 'hydrated', unmount: () => hydrated?.unmount() };
  }
  if (!root.dataset.shell) putOnPage(null);
  const rendered = createRoot(root);
  // In slices, as hydration is; the page's markup stays until the whole tree replaces it in one commit.
  startTransition(() =>
    rendered.render(
      <>
        <ReplacedMarkup root={root} />
        {app}
      </>,
    ),
  );
  return { how: 'rendered', unmount: () => rendered.unmount() };
}

/**
 * The loaded router shows the screen that was pre-rendered: React can hydrate the markup. A guard that sent
 * the browser elsewhere means other markup: render anew.
 */
function showsPrerenderedScreen(router: AppRouter, root: HTMLElement): boolean {
  const page = root.dataset.prerendered;
  if (!page) return false;
  const { location, matches } = router.state;
  return location.pathname === `/${page}` && matches.every((match) => match.status === 'success');
}

/** A mismatch React recovered from (it rendered that part anew): said, so tests and field reports see it. */
function reportHydrationError(error: unknown) {
  console.error('hydration:', error);
}

/** The app's first commit has replaced a page's markup: a pre-rendered one, or a member's shell, is gone. */
function ReplacedMarkup({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => {
    root.removeAttribute('data-prerendered');
    root.removeAttribute('data-shell');
  }, [root]);
  return null;
}

// The start-up's last stage brings what follows the routes with it (see `START_STAGES` in src/main.tsx).
export { followRoutes } from './routeEffects';
