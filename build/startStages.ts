import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The modules the entry (`src/main.tsx`, its `START_STAGES`) imports one after another at start-up, so
 * that each is evaluated in a task of its own. Their files are fetched with the entry,
 * as its static imports are: `index.html` names them in modulepreload links, which the pre-rendered pages'
 * paint-first script carries on (`data-preload`), and the first-load budget counts.
 */
export const START_STAGE_MODULES = [
  'src/app/runtime.ts',
  'src/api/client.ts',
  'src/app/router.tsx',
  'src/i18n/index.ts',
  'src/app/mount.tsx',
] as const;

/**
 * A stage too small for a request of its own travels in an earlier stage's chunk (evaluated with it): the
 * language's stage (i18next's setup, 1 KB gzip) with the machines'.
 */
const STAGE_SHARES_CHUNK: Partial<Record<(typeof START_STAGE_MODULES)[number], string>> = {
  'src/i18n/index.ts': 'src/app/runtime.ts',
};

/**
 * Small modules every first screen asks for just after the start-up, each a request of its own if left to
 * the bundler: they travel in the stage chunk whose code they use (evaluated with it, a few hundred bytes).
 * The visitor's IP detection (`src/app/visitor.ts`, run once the first screen is the app's) and the hook
 * that starts a flow with its screen (`useFlow`, which the service worker's place uses on every page).
 */
const TRAVELS_WITH_STAGE: Record<string, (typeof START_STAGE_MODULES)[number]> = {
  'src/app/visitor.ts': 'src/app/runtime.ts',
  'src/bindings/useFlow.ts': 'src/app/router.tsx',
  // The placeholder of a screen's read in the content and account machines (130 bytes).
  'machines/loader.ts': 'src/app/runtime.ts',
  // What every screen's view is framed with (a screen's title, a part that fails on its own, a view per area).
  'src/components/ScreenTitle.tsx': 'src/app/router.tsx',
  'src/components/ErrorBoundary.tsx': 'src/app/router.tsx',
  'src/components/perArea.tsx': 'src/app/router.tsx',
};

/**
 * Modules screens need together, in one chunk (one request) instead of one each: the game lists' code
 * (home's feed and the games page), the carousel (home's banners and the lucky draw), the notices line's
 * view and flow, the kernel's reply schemas with the parts every feature's schemas are built from. A group
 * takes what its modules import too, unless an earlier group has taken it. Home's view and its feed stay
 * two chunks: the feed is a part that fails alone when its code cannot load, and the entries stay.
 */
const TRAVEL_TOGETHER: Record<string, readonly string[]> = {
  carousel: ['src/components/Carousel.tsx'],
  games: [
    'features/content/views/GameArt.tsx',
    'features/content/views/SectionHead.tsx',
    'features/content/flows/contentFlows.ts',
    'features/content/flows/gameFlows.ts',
    'features/content/machines/gameList.ts',
    'features/content/machines/gameLaunch.ts',
  ],
  notices: ['src/components/NoticesLineView.tsx', 'src/flows/noticeFlows.ts'],
  replies: ['contract/replies/start.ts', 'contract/replies/parts.ts'],
};

/** The chunk a stage's module travels in: its own, or that of the earlier stage it shares one with. */
const stageChunkName = (module: (typeof START_STAGE_MODULES)[number]) =>
  `start-${(STAGE_SHARES_CHUNK[module] ?? module).replace(/^src\//, '').replace(/\.tsx?$/, '').replace(/\W+/g, '-')}`;
/** The names of the stages' chunks (`start-app-runtime`, …). */
export const startStageChunkNames = () => [...new Set(START_STAGE_MODULES.map(stageChunkName))];

const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]');

/**
 * One chunk per stage (the modules it brings that no earlier stage and not the entry has), and the entry's
 * own static imports in the entry's: left to itself, the bundler cuts the modules the stages share with
 * the screens into dozens of small chunks (about 10 KB gzip more for home, and as many requests).
 */
export function startStageChunks() {
  return [
    {
      name: 'index',
      // The app's entry and what it imports statically; not the pre-rendered pages' own tiny script.
      tags: ['$initial' as const],
      test: (id: string) => !/[\\/]src[\\/]ssr[\\/]/.test(id),
      priority: 100,
    },
    ...startStageChunkNames().map((name, i) => {
      const modules = [
        ...START_STAGE_MODULES.filter((module) => stageChunkName(module) === name),
        ...Object.keys(TRAVELS_WITH_STAGE).filter(
          (module) => stageChunkName(TRAVELS_WITH_STAGE[module]!) === name,
        ),
      ];
      return {
        name,
        test: new RegExp(`(${modules.map(escaped).join('|')})$`),
        priority: 90 - i,
      };
    }),
    ...Object.entries(TRAVEL_TOGETHER).map(([name, modules], i) => ({
      name,
      test: new RegExp(`(${modules.map(escaped).join('|')})$`),
      priority: 50 - i,
    })),
  ];
}

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** The files of the start stages not already linked with the entry: each stage's chunk and its static imports. */
export function startStageFiles(bundle: OutputBundle, root: string, entry: OutputChunk): string[] {
  const chunks = chunksOf(bundle);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const linked = new Set<string>();
  const link = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const dep of byName.get(file)?.imports ?? []) link(dep, into);
  };
  link(entry.fileName, linked);
  const stages = new Set<string>();
  for (const module of START_STAGE_MODULES) {
    const id = `${root}/${module}`;
    const chunk = chunks.find((c) => c.facadeModuleId === id || c.moduleIds.includes(id));
    if (!chunk) throw new Error(`startStages: no chunk holds ${module}`);
    if (chunk === entry) throw new Error(`startStages: ${module} is in the entry chunk: something imports it statically`);
    link(chunk.fileName, stages);
  }
  return [...stages].filter((file) => !linked.has(file));
}

/** Adds the start stages' files to the built index.html's modulepreload links. */
export function startStages(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'start-stages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.chunk) return html;
        const links = startStageFiles(context.bundle, root, context.chunk).map(
          (file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`,
        );
        const last = [...html.matchAll(/<link rel="modulepreload" crossorigin href="[^"]+">/g)].at(-1);
        const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(html);
        const after = last ?? entry;
        if (!after) throw new Error('startStages: index.html has no entry script');
        const at = (after.index ?? 0) + after[0].length;
        return `${html.slice(0, at)}${links.map((l) => `\n    ${l}`).join('')}${html.slice(at)}`;
      },
    },
  };
}
