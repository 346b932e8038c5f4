// @vitest-environment happy-dom
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { disableControls, filesScript, MEMBER_SHELL_ROUTES, PRERENDERED_ROUTES } from '../build/prerender';
import { areaOrDefault } from '../domain/areas';
import { FIRST_SCREEN_FILES } from '../features/content/flows/firstScreen';
import { type MountedApp, mountApp } from '../src/app/mount';
import { createAppRouter } from '../src/app/router';
import { createRuntime } from '../src/app/runtime';
import { type Navigator, stopRuntime } from '../src/flows/runtime';
import { languageOf, startI18n } from '../src/i18n';
import { clearSession, writeSession } from '../src/platform/cookies';
import { prepare, renderPage } from '../src/ssr/renderPage';

/**
 * Hydration of every pre-rendered page: the build's renderer writes a route's markup, the
 * browser's start-up (`mountApp`) hydrates it, and React's development build, which checks every element,
 * attribute and text against its own first render, reports nothing. The markup's nodes are kept: none is
 * painted again.
 */

const PUBLIC = join(import.meta.dirname, '..', 'public');
const readJson = (file: string) => JSON.parse(readFileSync(join(PUBLIC, file), 'utf8')) as unknown;

/**
 * `fetch` answers the files the build ships (`public/`, under `/m/`, or `/` where the test's base is `/`);
 * anything else fails, as offline.
 */
function serveBuildFiles() {
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, location.href);
    const file = join(PUBLIC, decodeURIComponent(url.pathname.replace(/^\/m\//, '/')));
    if (!file || !existsSync(file)) throw new TypeError(`no request leaves the build (${url.pathname})`);
    return new Response(readFileSync(file), { headers: { 'content-type': 'application/json' } });
  });
}

/** The machine that shows a screen's static content, where it is not `staticContent`. */
const CONTENT_MACHINE: Record<string, string> = { Games: 'gameList', Promotion: 'promotions' };

const never = new Promise<undefined>(() => undefined);
const navigatorAt = (area: string, path: string): Navigator => ({
  currentArea: () => area,
  currentPath: () => path,
  toScreen: () => undefined,
  toPath: () => undefined,
  back: () => undefined,
  search: () => ({}),
});

/** The app a test mounted: unmounted after it, so no timer of its screens outlives the test's window. */
let app: MountedApp | undefined;

/** The browser's start-up on `root` in `language`, and 50 ms for what it schedules (hydration, reads). */
async function mounted(
  root: HTMLElement,
  router: ReturnType<typeof createAppRouter>,
  runtime: ReturnType<typeof createRuntime>,
  language: Parameters<typeof startI18n>[0],
) {
  const i18n = await startI18n(language, '/m/');
  await act(async () => {
    app = await mountApp({ root, router, runtime, i18n });
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  return i18n;
}

/** A member's app started in Vietnamese on `root`. */
const mountInVietnamese = (root: HTMLElement, runtime: ReturnType<typeof createRuntime>) =>
  mounted(root, createAppRouter(runtime), runtime, 'vi');
afterEach(() => {
  act(() => app?.unmount());
  app = undefined;
});

describe('pre-rendered pages hydrate', () => {
  let config: ReturnType<typeof prepare>;
  beforeAll(() => {
    serveBuildFiles();
    // An operator may activate any area of the list (hydration in all six languages): Thai,
    // Malay and Chinese pages are rendered as the build would render them once active.
    const areas = readJson('static/language-list.json') as { active: boolean }[];
    config = prepare(
      areas.map((entry) => ({ ...entry, active: true })),
      readJson('config.json'),
    );
  });
  afterAll(() => vi.unstubAllGlobals());

  // Every route in Vietnamese and Indonesian (the built areas); the other four languages (English, Thai,
  // Malay, Chinese: four scripts in all) on home, and Thai's long words on the promotions and the wheel too.
  const everyRoute = Object.keys(PRERENDERED_ROUTES);
  const hydrated: [string, readonly string[]][] = [
    ['vi-vn', everyRoute],
    ['id-id', everyRoute],
    ['en-vn', ['home']],
    ['th-th', ['home', 'Promotion', 'lucky-draw']],
    ['ms-my', ['home']],
    ['zh-cn', ['home']],
  ];
  for (const [area, routes] of hydrated)
    for (const route of routes)
      it(`${area}/${route}: no mismatch, the markup kept`, async () => {
        const path = `/m/${area}/${route}`;
        (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
          `http://localhost${path}`,
        );
        const page = await renderPage(config, area, route);
        document.body.innerHTML = `<div id="root" data-prerendered="${area}/${route}">${disableControls(page.html)}</div>${filesScript(page.files)}`;
        // A screen of static content arrives with it, not with a loading state.
        if (FIRST_SCREEN_FILES[route]) {
          expect(Object.keys(page.files).sort()).toEqual(FIRST_SCREEN_FILES[route](area).sort());
          const machine = CONTENT_MACHINE[route] ?? 'staticContent';
          expect(page.html).toMatch(new RegExp(`data-machine="${machine}" data-state="(ready|refreshing)"`));
          expect(page.html).not.toMatch(
            /data-machine="(staticContent|gameList|promotions)" data-state="(loading|failed)"/,
          );
        }
        if (route === 'lucky-draw') {
          // The wheel's frame (its Spin button disabled by the app, not the build) and the static terms.
          expect(page.html).toContain('class="card wheel-card" aria-busy="true"');
          expect(page.html).toMatch(/<button [^>]*disabled=""[^>]*aria-busy="true"[^>]*>/);
          expect(page.html).toContain('class="card terms"');
          // A visitor's browser may hold a past member's account: the terms hydrate in the area's currency.
          localStorage.setItem(
            'accountInfo',
            JSON.stringify({ currId: 'THB', mainBlance: '0', loginIpGeo: '' }),
          );
        }
        const root = document.getElementById('root')!;
        const staticNodes = [...root.querySelectorAll('*')];
        expect(staticNodes.length).toBeGreaterThan(10);

        const errors: string[] = [];
        const said = (...args: unknown[]) => {
          const text = args.map(String).join(' ');
          // This test runs the build's renderer and the browser's in one process: React notes they share
          // context objects. A browser has no server renderer.
          if (!text.startsWith('Detected multiple renderers concurrently')) errors.push(text);
        };
        const spies = [
          vi.spyOn(console, 'error').mockImplementation(said),
          vi.spyOn(console, 'warn').mockImplementation(said),
        ];
        const runtime = createRuntime(config, navigatorAt(area, path), never);
        const serve = globalThis.fetch;
        const texts: string[] = [];
        vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
          const url = String(input instanceof Request ? input.url : input);
          if (url.includes('/locales/')) texts.push(url.replace(/\?t=\d+$/, ''));
          return serve(input, init);
        });
        try {
          const router = createAppRouter(runtime);
          const language = languageOf(areaOrDefault(area).language);
          const i18n = await mounted(root, router, runtime, language);
          expect(app?.how).toBe('hydrated');
          expect(root.hasAttribute('data-prerendered')).toBe(false);
          expect(errors).toEqual([]);
          // The browser's i18next starts in the page's language, read once: no second fetch, no other language.
          expect([i18n.language, texts]).toEqual([language, [`/m/locales/${language}.json`]]);
          // The first screen's headings, links and controls are the very nodes the build wrote.
          const landmarks = staticNodes.filter((node) =>
            /^(H1|H2|H3|A|NAV|HEADER|BUTTON|INPUT)$/.test(node.tagName),
          );
          expect(landmarks.length).toBeGreaterThan(0);
          expect(landmarks.filter((node) => !node.isConnected).map((node) => node.outerHTML)).toEqual([]);
          expect(root.querySelectorAll('[disabled][data-static-control]')).toHaveLength(0);
        } finally {
          vi.stubGlobal('fetch', serve);
          for (const spy of spies) spy.mockRestore();
          stopRuntime(runtime);
          document.body.innerHTML = '';
          localStorage.clear();
        }
      });

  it('the build gives each page its own i18next instance, in its area’s language', async () => {
    const made = vi.spyOn(i18next, 'createInstance');
    try {
      const pages = [];
      for (const area of ['vi-vn', 'id-id', 'vi-vn', 'en-vn']) {
        (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
          `http://localhost/m/${area}/home`,
        );
        pages.push(await renderPage(config, area, 'home'));
      }
      expect(made).toHaveBeenCalledTimes(4);
      const instances = made.mock.results.map((result) => result.value);
      expect(new Set(instances).size).toBe(4);
      expect(instances.map((instance) => instance.language)).toEqual(['vi', 'id', 'vi', 'en']);
      const homeTitle = (language: string) =>
        (
          JSON.parse(readFileSync(join(PUBLIC, `locales/${language}.json`), 'utf8')) as Record<string, string>
        )['route.home.title'];
      expect(pages.map((page) => page.title)).toEqual(
        ['vi', 'id', 'vi', 'en'].map((language) => expect.stringContaining(`${homeTitle(language)} | `)),
      );
    } finally {
      made.mockRestore();
    }
  });

  it('a name typed after the first commit, before the login form hydrated, reaches the login flow', async () => {
    const path = '/m/vi-vn/member/login';
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
      `http://localhost${path}`,
    );
    const page = await renderPage(config, 'vi-vn', 'member/login');
    document.body.innerHTML = `<div id="root" data-prerendered="vi-vn/member/login">${disableControls(page.html)}</div>`;
    const root = document.getElementById('root')!;
    const runtime = createRuntime(config, navigatorAt('vi-vn', path), never);
    const spies = [vi.spyOn(console, 'error').mockImplementation(() => {})];
    try {
      const i18n = await startI18n('vi', '/m/');
      // Hydration is scheduled, not yet done: the fields are enabled and React has not taken them over.
      app = await mountApp({ root, router: createAppRouter(runtime), runtime, i18n });
      const loginId = root.querySelector<HTMLInputElement>('input[name="loginId"]')!;
      expect(loginId.disabled).toBe(false);
      loginId.value = 'demo';
      loginId.dispatchEvent(new Event('input', { bubbles: true }));
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(root.hasAttribute('data-prerendered')).toBe(false);
      // The next render of the form (the password typed) keeps the name: the flow has it.
      const password = root.querySelector<HTMLInputElement>('input[name="password"]')!;
      await act(async () => {
        fireEvent.input(password, { target: { value: 'demo1234' } });
      });
      expect(root.querySelector<HTMLInputElement>('input[name="loginId"]')!.value).toBe('demo');
      expect(password.value).toBe('demo1234');
    } finally {
      for (const spy of spies) spy.mockRestore();
      stopRuntime(runtime);
      document.body.innerHTML = '';
    }
  });

  describe("a member's shell", () => {
    for (const route of Object.keys(MEMBER_SHELL_ROUTES))
      it(`vi-vn/${route}: the shell and the screen's loading state, of no member, no session left behind`, async () => {
        (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
          `http://localhost/m/vi-vn/${route}`,
        );
        const page = await renderPage(config, 'vi-vn', route, 'member');
        // The member's screen, not the visitor's join form or login the guard would send a visitor to.
        expect(page.html).toContain('class="app-main"');
        expect(page.html).not.toContain('home-welcome');
        expect(page.html).not.toMatch(/name="password"/);
        // The screen's static content comes with it, as on a visitor's page.
        expect(Object.keys(page.files).sort()).toEqual((FIRST_SCREEN_FILES[route]?.('vi-vn') ?? []).sort());
        expect(document.cookie).not.toMatch(/sessionId|token/);
      });

    it("of home starts the member's app from the files it carries: banners at once, not fetched again", async () => {
      const path = '/m/vi-vn/home';
      (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
        `http://localhost${path}`,
      );
      const page = await renderPage(config, 'vi-vn', 'home', 'member');
      expect(page.html).toMatch(/class="home-banner[^"]*" data-machine="staticContent" data-state="ready"/);
      document.body.innerHTML = `<div id="root" data-shell="vi-vn/home">${disableControls(page.html)}</div>${filesScript(page.files)}`;
      writeSession('abc', 'def');
      const fetched: string[] = [];
      const serve = globalThis.fetch;
      vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
        fetched.push(
          new URL(typeof input === 'string' || input instanceof URL ? input : input.url, location.href)
            .pathname,
        );
        return serve(input, init);
      });
      const root = document.getElementById('root')!;
      const spies = [vi.spyOn(console, 'error').mockImplementation(() => {})];
      const runtime = createRuntime(config, navigatorAt('vi-vn', path), never);
      try {
        await mountInVietnamese(root, runtime);
        expect(root.hasAttribute('data-shell')).toBe(false);
        expect(root.querySelector('.home-banner[data-state="ready"] img')).not.toBeNull();
        const refetched = (FIRST_SCREEN_FILES.home?.('vi-vn') ?? []).filter((file) =>
          fetched.some((path) => path.endsWith(`/static/${file}`)),
        );
        expect(refetched).toEqual([]);
      } finally {
        vi.stubGlobal('fetch', serve);
        for (const spy of spies) spy.mockRestore();
        stopRuntime(runtime);
        clearSession();
        document.body.innerHTML = '';
      }
    });

    it("is drawn anew by the member's app, in one commit, with no warning", async () => {
      const path = '/m/vi-vn/bank/transfer';
      (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
        `http://localhost${path}`,
      );
      const page = await renderPage(config, 'vi-vn', 'bank/transfer', 'member');
      document.body.innerHTML = `<div id="root" data-shell="vi-vn/bank/transfer">${disableControls(page.html)}</div>`;
      writeSession('abc', 'def');
      const root = document.getElementById('root')!;
      const errors: string[] = [];
      const spies = [
        vi
          .spyOn(console, 'error')
          .mockImplementation((...args) => void errors.push(args.map(String).join(' '))),
        vi
          .spyOn(console, 'warn')
          .mockImplementation((...args) => void errors.push(args.map(String).join(' '))),
      ];
      const runtime = createRuntime(config, navigatorAt('vi-vn', path), never);
      try {
        await mountInVietnamese(root, runtime);
        expect(app?.how).toBe('rendered');
        expect(root.hasAttribute('data-shell')).toBe(false);
        expect(root.querySelector('[data-static-control]')).toBeNull();
        expect(root.querySelector('[data-machine="transfer"]')).not.toBeNull();
        expect(errors.filter((e) => !e.startsWith('Detected multiple renderers'))).toEqual([]);
      } finally {
        for (const spy of spies) spy.mockRestore();
        stopRuntime(runtime);
        clearSession();
        document.body.innerHTML = '';
      }
    });
  });
});
