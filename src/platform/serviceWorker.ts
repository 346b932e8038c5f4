/**
 * The page's side of the service worker (`public/sw.js`): registration with the running build, the list of
 * files this visit used (so a repeat visit has them), and news of a new version. Loaded only when the app
 * has been stable for 30 seconds, never with the first screen.
 */

import { workerScriptUrl } from './trustedTypes';

const BASE = import.meta.env.BASE_URL;
/** A running page looks for a new deployment this often (and whenever it comes back to the foreground). */
export const VERSION_CHECK_MS = 15 * 60 * 1000;
/** The area files a repeat visit may need, besides those this visit used. */
const AREA_FILES = ['settings', 'hot-events', 'rank-games', 'provider-info', 'game-list', 'info'];

/** The build of a page: the hash of its entry script (`/m/assets/index-AbC123.js`), or null. */
export function buildOf(html: string): string | null {
  return /\/assets\/index-([\w-]+)\.js/.exec(html)?.[1] ?? null;
}

/** The build this page runs: its entry script's, or the entry a pre-rendered page's script starts (`data-app`). */
export function runningBuild(doc: Document = document): string {
  const scripts = [...doc.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')];
  return (
    buildOf(scripts.map((s) => `${s.getAttribute('src') ?? ''} ${s.dataset.app ?? ''}`).join(' ')) ?? 'dev'
  );
}

const workerUrl = (build: string) => workerScriptUrl(`${BASE}sw.js?build=${encodeURIComponent(build)}`);
const buildOfWorker = (worker: ServiceWorker) => new URL(worker.scriptURL).searchParams.get('build');

export const serviceWorkerSupported = () =>
  import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator && isSecureContext;

/** Same-origin files under locales/ and static/ this visit fetched, plus the page language's and the area's files. */
function filesToKeep(area: string): string[] {
  const used = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === location.origin && /^\/m\/(?:locales|static)\//.test(url.pathname);
    });
  const language = document.documentElement.lang.slice(0, 2).toLowerCase() || 'en';
  return [
    ...used,
    `${BASE}locales/${language}.json`,
    ...AREA_FILES.map((file) => `${BASE}static/${area}/${file}.json`),
  ];
}

export async function registerServiceWorker(area: string): Promise<void> {
  if (!serviceWorkerSupported()) throw new Error('service worker unsupported');
  await navigator.serviceWorker.register(workerUrl(runningBuild()), { scope: BASE });
  const ready = await navigator.serviceWorker.ready;
  ready.active?.postMessage({ type: 'CACHE_URLS', urls: filesToKeep(area) });
}

/**
 * Calls `onReady` when a new version is installed and waiting. A worker of the build this page already
 * runs (the page was loaded after a deployment) is swapped in silently: there is nothing to reload for.
 */
export function watchForUpdates(onReady: () => void): () => void {
  const running = runningBuild();
  let stopped = false;
  const consider = (worker: ServiceWorker | null) => {
    // The first install has no page to update: it simply takes over.
    if (stopped || !worker || !navigator.serviceWorker.controller) return;
    if (buildOfWorker(worker) === running) worker.postMessage({ type: 'SKIP_WAITING' });
    else onReady();
  };
  void navigator.serviceWorker.getRegistration(BASE).then((registration) => {
    if (!registration || stopped) return;
    consider(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed') consider(worker);
      });
    });
  });
  // A deployment changes the entry script: the page reads index.html now and then and, when it names
  // another build, registers that build's worker, which installs beside the running one.
  const check = async () => {
    try {
      const html = await (await fetch(BASE, { cache: 'no-store', credentials: 'same-origin' })).text();
      const build = buildOf(html);
      if (build && build !== running)
        await navigator.serviceWorker.register(workerUrl(build), { scope: BASE });
    } catch {
      // Offline: the next check tries again.
    }
  };
  const timer = setInterval(() => void check(), VERSION_CHECK_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Lets the waiting version take over, then reloads onto it. */
export async function activateUpdate(): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration(BASE))?.waiting;
  if (!waiting) {
    location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
