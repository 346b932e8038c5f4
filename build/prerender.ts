import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin, type Rollup } from 'vite';
import { FIRST_SCREEN_ID, STATIC_CONTROL } from '../src/platform/handover.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Pre-rendered pages (contract §8): after the build is written, every route a visitor can
 * open is rendered for every active area, in that area's language, to `dist/{area}/{route}/index.html`,
 * by `src/ssr/renderPage.tsx` (React's static renderer and TanStack Router's server rendering, the app's
 * own components) running in Node inside a happy-dom window. The page is the built `index.html` with the
 * rendered first screen in place of the skeleton, the route's stylesheets, and its title, description,
 * canonical link and one `hreflang` alternate per active area. No inline script is added: the pages keep
 * the policy's `script-src 'self'`. Their one script is `src/ssr/boot.ts`, which loads the app's entry
 * once the first screen is painted (`src/ssr/paintFirst.ts`). Members' shells (`MEMBER_SHELL_ROUTES`) are
 * written beside them as `member.html`. `server/basePath.ts` (npm start) and the nginx configuration serve
 * `{path}/index.html` (or, with a session cookie, `{path}/member.html`) first, then `/m/index.html`.
 */

/** The routes a visitor can open (contract §8) and the view module each renders. */
export const PRERENDERED_ROUTES: Readonly<Record<string, string>> = {
  home: 'HomeView',
  Promotion: 'PromotionView',
  Games: 'GamesView',
  'lucky-draw': 'LuckyDrawView',
  contactus: 'ContactView',
  info: 'InfoView',
  maintenance: 'MaintenanceView',
  restrict: 'RestrictView',
  JoinNow: 'JoinNowView',
  'member/login': 'LoginView',
};

/**
 * The routes a member's shell is written for, `dist/{area}/{route}/member.html`: every route behind the
 * login and the visitor routes a member opens too. A member (a session cookie) is served it before the app
 * page (`server/basePath.ts`, the nginx configuration); a server that knows only contract §8 serves the
 * app page, as before.
 */
export const MEMBER_SHELL_ROUTES: Readonly<Record<string, string>> = {
  account: 'AccountView',
  'account/userinfo': 'UserInfoView',
  'account/myvip': 'MyVipView',
  'account/referral': 'ReferralView',
  'account/bankinfo': 'BankInfoView',
  'account/changepwd': 'ChangePwdView',
  'bank/deposit': 'BankView',
  'bank/withdraw': 'BankView',
  'bank/transfer': 'BankView',
  'bank/history': 'BankView',
  'bank/quickpay': 'QuickpayView',
  membersetting: 'MemberSettingView',
  ...Object.fromEntries(
    ['home', 'Promotion', 'Games', 'lucky-draw', 'contactus', 'info'].map((route) => [
      route,
      PRERENDERED_ROUTES[route] ?? '',
    ]),
  ),
};

/** The file of a route's page for a visitor (`index.html`) and a member's shell (`member.html`). */
export const pageFile = (area: string, route: string, as: 'visitor' | 'member') =>
  join(area, route, as === 'visitor' ? 'index.html' : 'member.html');

export interface AreaEntry {
  area: string;
  language: string;
  active: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `vi-vn` → `vi-VN`: the alternate's language and region, as `hreflang` spells them. */
export const hreflangOf = (area: string) => {
  const [language = '', region = ''] = area.split('-');
  return region ? `${language}-${region.toUpperCase()}` : language;
};

export interface PageParts {
  area: string;
  route: string;
  lang: string;
  title: string;
  description: string;
  /** The rendered content of `#root`. */
  html: string;
  /** The static files the first screen shows, carried for the browser's first render (none: no script). */
  files?: Record<string, unknown>;
  /** `/m/assets/…css` the route's views need. */
  stylesheets: readonly string[];
  activeAreas: readonly string[];
  defaultArea: string;
  /** `/m/assets/boot-….js`: the page's script, in place of the app's entry and its preloads. */
  boot: string;
  /** A visitor's page, hydrated (`data-prerendered`), or a member's shell, drawn anew (`data-shell`). */
  as?: 'visitor' | 'member';
}

/**
 * The built index.html's entry script and its modulepreload links, made into the paint-first script that
 * names them (`src/ssr/paintFirst.ts`). Throws when index.html has no entry script.
 */
export function paintFirstScripts(template: string, boot: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const preloads = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let html = template;
  for (const [link] of preloads) html = html.replace(link, '');
  const names = preloads.map(([, href]) => href).join(' ');
  return html.replace(
    entry[0],
    () =>
      `<script type="module" crossorigin src="${boot}" data-app="${escapeHtml(entry[1] ?? '')}" data-preload="${escapeHtml(names)}"></script>`,
  );
}

/** The built `index.html` made into one pre-rendered page. Throws when the template has changed shape. */
export function pageHtml(template: string, parts: PageParts): string {
  const href = (area: string) => `/m/${area}/${parts.route}`;
  const head = [
    `<link rel="canonical" href="${href(parts.area)}" />`,
    ...parts.activeAreas.map(
      (area) => `<link rel="alternate" hreflang="${hreflangOf(area)}" href="${href(area)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${href(parts.defaultArea)}" />`,
    ...parts.stylesheets.map((file) => `<link rel="stylesheet" href="${file}" />`),
  ].join('\n    ');
  const steps: [RegExp, string][] = [
    [/<html lang="[^"]*">/, `<html lang="${escapeHtml(parts.lang)}">`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`],
    [
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(parts.description)}" />`,
    ],
    [/<\/head>/, `  ${head}\n  </head>`],
    [
      /<div id="root">[\s\S]*<\/div>/,
      `<div id="root" ${parts.as === 'member' ? 'data-shell' : 'data-prerendered'}="${escapeHtml(`${parts.area}/${parts.route}`)}">${parts.html}</div>${filesScript(parts.files)}`,
    ],
  ];
  let html = paintFirstScripts(template, parts.boot);
  for (const [pattern, replacement] of steps) {
    if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${pattern}`);
    html = html.replace(pattern, () => replacement);
  }
  return html;
}

/**
 * The first screen's files as JSON the browser reads and never runs (`type="application/json"`: the policy
 * allows no inline script). `<`, `>` and `&` are escaped, so no text in the files can close the element,
 * open a comment (`<!--`) or read as markup; U+2028 and U+2029, so the text is JavaScript too, should
 * anything ever read it as such. `JSON.parse` reads the escapes back as they were.
 */
export function filesScript(files: Record<string, unknown> | undefined): string {
  if (!files || Object.keys(files).length === 0) return '';
  const json = JSON.stringify(files).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `\n    <script type="application/json" id="${FIRST_SCREEN_ID}">${json}</script>`;
}

/**
 * The static markup's controls, disabled: without script a button does nothing and a form would send its
 * fields (a password among them) in a GET query; with script, a tap or a typed value before the app has
 * taken over would be lost. Each is marked, so the browser enables exactly these just before React hydrates
 * the markup (`src/platform/handover.ts`).
 */
export function disableControls(rendered: string): string {
  return rendered.replace(/<(button|input|select|textarea)\b([^>]*)>/g, (tag, name: string, rest: string) =>
    /\sdisabled(?:=|\s|\/?$)/.test(rest) ? tag : `<${name} disabled="" ${STATIC_CONTROL}=""${rest}>`,
  );
}

/**
 * What the policy would refuse or the page would run before its scripts: an inline script (any `<script>`
 * but a JSON one or the module entries), an inline style attribute, an event-handler attribute.
 */
export function policyProblems(rendered: string): string[] {
  const problems: string[] = [];
  for (const tag of rendered.match(/<script\b[^>]*>/gi) ?? [])
    if (!/type="application\/json"/.test(tag)) problems.push(`inline script ${tag}`);
  for (const attr of rendered.match(/\sstyle="[^"]*"/gi) ?? []) problems.push(`style attribute${attr}`);
  for (const attr of rendered.match(/\son[a-z]+="[^"]*"/gi) ?? []) problems.push(`handler attribute${attr}`);
  return problems;
}

/** The stylesheets of a view's chunk: its own and its static imports', and those of what it loads lazily. */
export function stylesheetsOf(bundle: OutputBundle, view: string, base: string): string[] {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  // The view's own chunk, or the chunk it travels in with the modules its screen needs together.
  const isView = (id: string | null | undefined) => /\/features\/\w+\/views\//.test(id ?? '') && !!id?.endsWith(`/${view}.tsx`);
  const entry = chunks.find((c) => isView(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isView));
  if (!entry) throw new Error(`prerender: no chunk for ${view}`);
  const css = new Set<string>();
  const seen = new Set<string>();
  // The view, what it imports, and what it loads lazily itself (its banners, lists); never the entry's
  // closure (every screen), whose own stylesheet is inline in index.html.
  const visit = (chunk: OutputChunk, lazy: boolean) => {
    if (seen.has(chunk.fileName) || chunk.isEntry) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) visit(next, false);
    }
    if (lazy)
      for (const name of chunk.dynamicImports) {
        const next = byName.get(name);
        if (next) visit(next, false);
      }
  };
  visit(entry, true);
  const main = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/src/main.tsx'));
  for (const file of main?.viteMetadata?.importedCss ?? []) css.delete(file);
  return [...css].map((file) => `${base}${file}`);
}

/** A happy-dom window at `url` whose globals the app's modules read; `fetch` answers files of `outDir`. */
async function installWindow(outDir: string, base: string) {
  const { Window } = await import('happy-dom');
  const window = new Window({ url: `http://localhost${base}`, settings: { disableJavaScriptEvaluation: true } });
  const fetchFromBuild = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, window.location.href);
    const file = url.pathname.startsWith(base) ? join(outDir, decodeURIComponent(url.pathname.slice(base.length))) : '';
    if (!file || !existsSync(file)) throw new TypeError(`prerender: no request leaves the build (${url.pathname})`);
    return new Response(readFileSync(file), { headers: { 'content-type': 'application/json' } });
  };
  const globals = globalThis as Record<string, unknown>;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  const set = (key: string, value: unknown) => {
    if (!saved.has(key)) saved.set(key, Object.getOwnPropertyDescriptor(globalThis, key));
    Object.defineProperty(globalThis, key, { value, configurable: true, writable: true });
  };
  for (const key of Object.getOwnPropertyNames(window))
    if (!(key in globals) && !key.startsWith('_')) set(key, (window as unknown as Record<string, unknown>)[key]);
  for (const key of ['window', 'self', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'])
    set(key, (window as unknown as Record<string, unknown>)[key]);
  set('fetch', fetchFromBuild);
  // Node's channel would keep the build's process alive; the app then listens to \`storage\` events instead.
  set('BroadcastChannel', undefined);
  (window as unknown as Record<string, unknown>).fetch = fetchFromBuild;
  return {
    goTo: (path: string) => window.happyDOM.setURL(`http://localhost${path}`),
    async close() {
      await window.happyDOM.abort();
      await window.happyDOM.close();
      for (const [key, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, key, descriptor);
        else delete globals[key];
      }
    },
  };
}

interface RenderModule {
  prepare(languageList: unknown, config: unknown): unknown;
  renderPage(
    config: unknown,
    area: string,
    route: string,
    as: 'visitor' | 'member',
  ): Promise<{ html: string; lang: string; title: string; description: string; files: Record<string, unknown> }>;
}

export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  let base = '/m/';
  let define: Record<string, unknown> = {};
  return {
    name: 'prerender-pages',
    apply: 'build',
    buildStart() {
      // The pre-rendered pages' script, built beside the app's entry (named in writeBundle).
      this.emitFile({ type: 'chunk', id: resolve(root, 'src/ssr/boot.ts'), name: 'boot' });
    },
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
      define = config.define ?? {};
    },
    async writeBundle(_options, bundle) {
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const readJson = (file: string) => JSON.parse(readFileSync(join(outDir, file), 'utf8')) as unknown;
      const languageList = readJson('static/language-list.json');
      const areas = (Array.isArray(languageList) ? languageList : []) as AreaEntry[];
      const active = areas.filter((a) => a.active).map((a) => a.area);
      const defaultArea = active.includes('en-vn') ? 'en-vn' : (active[0] ?? 'en-vn');
      const stylesheets = Object.fromEntries(
        Object.entries({ ...PRERENDERED_ROUTES, ...MEMBER_SHELL_ROUTES }).map(([route, view]) => [
          route,
          stylesheetsOf(bundle, view, base),
        ]),
      );

      const boot = Object.values(bundle).find(
        (f): f is OutputChunk => f.type === 'chunk' && !!f.facadeModuleId?.endsWith('/src/ssr/boot.ts'),
      );
      if (!boot) throw new Error('prerender: the paint-first script was not built');

      const dom = await installWindow(outDir, base);
      const server = await createServer({
        configFile: false,
        root,
        base,
        mode: 'production',
        define,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      let written = 0;
      try {
        const render = (await server.ssrLoadModule('/src/ssr/renderPage.tsx')) as RenderModule;
        const config = render.prepare(languageList, readJson('config.json'));
        const pages = [
          ...Object.keys(PRERENDERED_ROUTES).map((route) => ({ route, as: 'visitor' as const })),
          ...Object.keys(MEMBER_SHELL_ROUTES).map((route) => ({ route, as: 'member' as const })),
        ];
        for (const area of active)
          for (const { route, as } of pages) {
            dom.goTo(`${base}${area}/${route}`);
            const page = await render.renderPage(config, area, route, as);
            const problems = policyProblems(page.html);
            if (problems.length) throw new Error(`prerender ${area}/${route}: ${problems.join('; ')}`);
            const html = pageHtml(template, {
              ...page,
              html: disableControls(page.html),
              area,
              route,
              stylesheets: stylesheets[route] ?? [],
              activeAreas: active,
              defaultArea,
              boot: `${base}${boot.fileName}`,
              as,
            });
            const file = join(outDir, pageFile(area, route, as));
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, html);
            written += 1;
          }
      } finally {
        await server.close();
        await dom.close();
      }
      this.info?.(`pre-rendered ${written} pages (${active.length} areas)`);
    },
  };
}
