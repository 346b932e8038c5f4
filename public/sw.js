/*
 * Lotus Play's service worker (spec §7, §9). Registered by the app once it has been
 * stable for 30 seconds, as `sw.js?build={hash of the entry script}`; a new deployment is a new build and so
 * a new worker, installed beside the old one and waiting until the member reloads onto it.
 *
 * - On install it precaches the app shell of its build: index.html and every script and style the entry
 *   reaches (followed through the chunks), plus the shared static files.
 * - Navigations and static JSON go to the network first and fall back to the cache, so the app is as fresh
 *   as without a worker when online, and a repeat visit starts without the network. Only answers that are
 *   JSON and parse are kept as data.
 * - Hashed assets are immutable: cache first.
 * - It never answers for `/api/*` or `/gamepage/*` (the API and the demo backend), for other origins, for
 *   non-GET requests, nor for the framed demo pages: those go to the network untouched.
 */

const BUILD = new URL(self.location.href).searchParams.get('build') || 'dev';
/** The app's base path, `/m/`: the worker's own directory. */
const BASE = new URL('./', self.location.href).pathname;
const SHELL = `lotus-shell-${BUILD}`;
const DATA = 'lotus-data';
/** A network answer slower than this gives way to the cached copy. */
const NETWORK_TIMEOUT_MS = 4000;

const SHARED_FILES = ['config.json', 'static/language-list.json', 'static/download-info.json', 'static/contact-list.json'];

const isServed = (path) =>
  path.startsWith(BASE) &&
  !path.startsWith('/api/') &&
  !path.startsWith('/gamepage/') &&
  !path.startsWith(`${BASE}demo-game/`) &&
  path !== `${BASE}sw.js` &&
  !path.endsWith('livechat-demo.html');

/** `/m/assets/…` paths named in index.html. */
const assetsOfPage = (html) =>
  [...html.matchAll(/(?:src|href)="([^"]*\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => new URL(m[1], self.location.href).pathname);

/** Chunks a script imports (`"./HomeView-xxxx.js"`, `"assets/ConfirmDialog-xxxx.js"`). */
const chunksOf = (code) =>
  [...code.matchAll(/["'`](?:\.\/|assets\/)([\w.~-]+\.(?:js|css))["'`]/g)].map((m) => `${BASE}assets/${m[1]}`);

async function precacheShell() {
  const shell = await caches.open(SHELL);
  const page = await fetch(BASE, { cache: 'no-cache', credentials: 'same-origin' });
  if (!page.ok) throw new Error(`app shell unavailable (${page.status})`);
  const html = await page.clone().text();
  await shell.put(BASE, page);

  const queue = assetsOfPage(html);
  const seen = new Set(queue);
  while (queue.length > 0) {
    await Promise.all(
      queue.splice(0, 6).map(async (path) => {
        const cached = await shell.match(path);
        const response = cached ?? (await fetch(path, { credentials: 'same-origin' }).catch(() => null));
        if (!response?.ok) return;
        if (path.endsWith('.js')) {
          for (const chunk of chunksOf(await response.clone().text()))
            if (!seen.has(chunk)) {
              seen.add(chunk);
              queue.push(chunk);
            }
        }
        if (!cached) await shell.put(path, response);
      }),
    );
  }

  const data = await caches.open(DATA);
  await Promise.all(SHARED_FILES.map((file) => refresh(data, `${BASE}${file}`)));
}

/**
 * Whether an answer may stand in for a data file later: a success, declared JSON, that
 * parses. A captive portal's or a proxy's 200 page must never become the cached config.json.
 */
async function isJsonAnswer(response) {
  if (!response.ok || !/[/+]json\b/i.test(response.headers.get('content-type') || '')) return false;
  try {
    await response.clone().json();
    return true;
  } catch {
    return false;
  }
}

/** Fetches a file into the data cache, keyed by its path (the `?t=` stamp changes every 15 minutes). */
async function refresh(cache, path) {
  try {
    const response = await fetch(path, { cache: 'no-cache', credentials: 'same-origin' });
    if (await isJsonAnswer(response)) await cache.put(path, response);
  } catch {
    // Offline now: the next visit tries again.
  }
}

const timeout = (ms) => new Promise((resolve) => setTimeout(() => resolve(null), ms));

/** The network, else (offline, or too slow while a copy exists) the cached copy. */
async function networkFirst(request, cacheName, key) {
  const cache = await caches.open(cacheName);
  const network = fetch(request).then(
    async (response) => {
      if (cacheName === DATA && (await isJsonAnswer(response))) await cache.put(key, response.clone());
      return response;
    },
    () => null,
  );
  const cached = await cache.match(key);
  const first = await (cached ? Promise.race([network, timeout(NETWORK_TIMEOUT_MS)]) : network);
  if (first) return first;
  if (cached) return cached;
  return (await network) ?? Response.error();
}

async function navigation(request) {
  const cache = await caches.open(SHELL);
  const cached = await cache.match(BASE);
  const network = fetch(request).catch(() => null);
  const first = await (cached ? Promise.race([network, timeout(NETWORK_TIMEOUT_MS)]) : network);
  return first ?? cached ?? (await network) ?? Response.error();
}

async function cacheFirst(request, path) {
  const cached = await caches.match(path);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(SHELL)).put(path, response.clone());
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('lotus-shell-') && name !== SHELL).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data;
  if (!message || typeof message !== 'object') return;
  if (message.type === 'SKIP_WAITING') void self.skipWaiting();
  // The files a visit used (the area's JSON, the translations, images): kept for the next visit.
  if (message.type === 'CACHE_URLS' && Array.isArray(message.urls)) {
    event.waitUntil(
      (async () => {
        const data = await caches.open(DATA);
        const paths = new Set();
        for (const raw of message.urls.slice(0, 200)) {
          if (typeof raw !== 'string') continue;
          const url = new URL(raw, self.location.href);
          if (url.origin !== self.location.origin || !isServed(url.pathname)) continue;
          if (/^\/[^?#]*\/(?:static|locales)\//.test(url.pathname) && !(await data.match(url.pathname)))
            paths.add(url.pathname);
        }
        await Promise.all([...paths].map((path) => refresh(data, path)));
      })(),
    );
  }
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || !isServed(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith(`${BASE}assets/`)) {
    event.respondWith(cacheFirst(request, url.pathname));
  } else if (
    url.pathname === `${BASE}config.json` ||
    url.pathname.startsWith(`${BASE}static/`) ||
    url.pathname.startsWith(`${BASE}locales/`)
  ) {
    event.respondWith(networkFirst(request, DATA, url.pathname));
  }
});
