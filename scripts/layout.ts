// The layers of the code and what each may import: written once, here. `npm run walls` writes
// from it Biome's import rules (the `overrides` of biome.json) and the picture that opens
// docs/architecture.md; tests/architecture.test.ts fails when either differs from this file, and lints a
// probe in every layer against every other to show each rule bites.
//
// A layer is named by its folder's last segment: the kernel's folder of a layer and each feature's folder
// of it share that name and its rules, and no other folder of the tree uses it (nor a feature's name), so a
// rule can match an import by that segment whatever the depth of the importing file. Imports within a
// layer are free; across features they are refused. `packages` are the restricted libraries a layer may use: each is refused everywhere else.

/** The libraries that belong to some layers only (any other package is free, as is `node:` in tooling). */
export const RESTRICTED_PACKAGES: readonly string[] = [
  'react',
  'react-dom',
  '@xstate/react',
  '@tanstack/react-router',
  'xstate',
  'ofetch',
  'js-cookie',
  'i18next',
  'react-i18next',
  'motion',
  'valibot',
  'dompurify',
  'msw',
];

const REACT = ['react', 'react-dom'];
const VIEW_KIT = [...REACT, '@xstate/react', '@tanstack/react-router', 'i18next', 'react-i18next'];

/** The product's features: each a folder of `features/` holding its own layers (machines, flows, views, demo). */
export const FEATURES = ['account', 'content', 'money', 'rewards'] as const;

export interface Layer {
  /** The folder's last segment: how an import names the layer. */
  name: string;
  /** The kernel's folder of this layer, if the kernel has one. */
  path?: string;
  /** The layer has a folder of this name in every feature (`features/{feature}/{name}/`). */
  inFeatures?: boolean;
  what: string;
  /** The layers it may import. */
  imports: readonly string[];
  /** Of a layer it may import, the only modules it may (by file name). */
  only?: Readonly<Record<string, readonly string[]>>;
  /** The restricted packages it may use. */
  packages: readonly string[];
  /** Files outside the folder that belong to the layer (the app's entry). */
  files?: readonly string[];
  /** A composition root: its kernel folder may import the features (their screens, handlers, first flows). */
  composes?: boolean;
  /** The browser's globals it may not touch: a pure layer reaches no page, storage or network. */
  pure?: boolean;
}

/** What a pure layer may not touch: the page, storage and the network come in as effects. */
export const IMPURE_GLOBALS: readonly string[] = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
];

/**
 * Top to bottom: a layer imports only layers named in its `imports` (each below it in the picture).
 * `only` narrows what of a layer may be imported (the bindings read the QA switch, not the inspector).
 * A feature's folders import the kernel's and their own feature's, never another feature's; the kernel
 * imports no feature, except the composition roots, which put the features together.
 */
export const LAYERS: readonly Layer[] = [
  {
    name: 'ssr',
    path: 'src/ssr',
    what: "the build's pre-renderer: the app's tree rendered in Node for every visitor page and member shell",
    imports: [
      'app',
      'routes',
      'components',
      'bindings',
      'flows',
      'platform',
      'i18n',
      'config',
      'contract',
      'domain',
    ],
    packages: [...REACT, '@tanstack/react-router', 'xstate'],
    composes: true,
  },
  {
    name: 'app',
    path: 'src/app',
    what: "the composition root: start-up, the runtime, the router with every feature's screens, route effects",
    imports: [
      'views',
      'routes',
      'components',
      'qa',
      'bindings',
      'flows',
      'api',
      'platform',
      'i18n',
      'config',
      'machines',
      'contract',
      'domain',
    ],
    packages: [...REACT, '@xstate/react', '@tanstack/react-router', 'react-i18next', 'xstate'],
    files: ['src/main.tsx'],
    composes: true,
  },
  {
    name: 'views',
    inFeatures: true,
    what: "a feature's screens: thin views of its machines, its panels and styles, and the list of its screens",
    imports: [
      'components',
      'bindings',
      'flows',
      'routes',
      'platform',
      'i18n',
      'machines',
      'contract',
      'domain',
    ],
    packages: [...VIEW_KIT, 'xstate', 'motion'],
  },
  {
    name: 'components',
    path: 'src/components',
    what: 'the shell and the widgets and form parts shared by screens; never a screen',
    imports: ['qa', 'bindings', 'flows', 'routes', 'platform', 'i18n', 'machines', 'contract', 'domain'],
    packages: [...VIEW_KIT, 'xstate', 'motion'],
  },
  {
    name: 'qa',
    path: 'src/qa',
    what: 'the QA devtools behind ?qa=1: the state inspector, its recorder and graph layout',
    imports: ['domain'],
    packages: [...REACT, '@xstate/react', 'xstate'],
  },
  {
    name: 'bindings',
    path: 'src/bindings',
    what: 'the React bindings of the runtime: its context, useFlow, the data-machine and data-state marks',
    imports: ['qa', 'flows', 'domain'],
    only: { qa: ['qaSwitch'] },
    packages: [...REACT, '@xstate/react', 'xstate'],
  },
  {
    name: 'flows',
    path: 'src/flows',
    inFeatures: true,
    what: "machines provided with their effects (a feature's wiring); in the kernel, the runtime's shape and the shell's flows",
    imports: ['routes', 'api', 'platform', 'i18n', 'config', 'machines', 'contract', 'domain'],
    packages: ['xstate'],
  },
  {
    name: 'routes',
    path: 'src/routes',
    what: 'the paths: the route table (screens, guards, keys) and the search parameters; no view',
    imports: ['platform', 'domain'],
    only: { platform: ['safeUrl'] },
    packages: [],
  },
  {
    name: 'api',
    path: 'src/api',
    what: 'the ofetch client (a caller for every call of the table; `callsOf` gives a feature its own, typed) and the one errorCode dispatcher',
    imports: ['contract', 'domain'],
    packages: ['ofetch'],
  },
  {
    name: 'platform',
    path: 'src/platform',
    what: 'browser and native adapters: cookies, storage, bridge, sanitizer, cipher, static files, the page handover',
    imports: ['config', 'contract', 'domain'],
    packages: ['js-cookie', 'dompurify'],
  },
  {
    name: 'i18n',
    path: 'src/i18n',
    what: 'the one i18next instance: languages, loading, typed keys',
    imports: ['domain'],
    packages: ['i18next', 'react-i18next'],
  },
  {
    name: 'config',
    path: 'src/config',
    what: 'config.json read and checked',
    imports: ['domain'],
    packages: [],
  },
  {
    name: 'machines',
    path: 'machines',
    inFeatures: true,
    what: "pure XState machines, one per flow; effects named in setup(); the kernel's: session, wallet, shell",
    imports: ['contract', 'domain'],
    packages: ['xstate'],
    pure: true,
  },
  {
    name: 'contract',
    path: 'contract',
    inFeatures: true,
    what: "the API's calls and shapes: each part's endpoints (path, body, flags, the loader of its reply schemas), its reply schemas (Valibot) and the types inferred from them; in the kernel, the `ep` machinery, the reader's pieces and the kernel's own calls",
    imports: ['domain'],
    packages: ['valibot'],
  },
  {
    name: 'domain',
    path: 'domain',
    what: 'pure rules: money, validators, areas, dates, masking; imports nothing',
    imports: [],
    packages: [],
    pure: true,
  },
  {
    name: 'server',
    path: 'server',
    what: "what npm start and nginx serve with: the /m/ redirect, the security headers, nginx's config",
    imports: ['domain'],
    packages: [],
  },
  {
    name: 'demo',
    path: 'demo',
    inFeatures: true,
    what: "the demo backend (MSW handlers over an in-memory world), each feature's handlers in its folder, answering the calls of each part's endpoint table; never in the build",
    imports: ['contract', 'domain'],
    packages: ['msw'],
    composes: true,
  },
];

/** Where a layer's files sit: its kernel folder, and its folder in each feature. */
export interface Place {
  layer: Layer;
  /** The folder. */
  path: string;
  /** The feature it belongs to; none for the kernel. */
  feature?: (typeof FEATURES)[number];
}

export const PLACES: readonly Place[] = LAYERS.flatMap((layer) => [
  ...(layer.path ? [{ layer, path: layer.path }] : []),
  ...(layer.inFeatures
    ? FEATURES.map((feature) => ({ layer, path: `features/${feature}/${layer.name}`, feature }))
    : []),
]);

/**
 * A layer's folder as a relative import names it (`../flows/x`, `../../domain/money`, `./app/mount`), never
 * a package's path that happens to hold the same word (`@tanstack/react-router/ssr/server`).
 */
const RELATIVE = ['./**', '../**'];
const segmentPatterns = (name: string) =>
  RELATIVE.flatMap((from) => [`${from}/${name}`, `${from}/${name}/**`]);

/** The Biome `overrides` entry of one place: every other layer it may not import, other features, packages. */
function overrideOf({ layer, path, feature }: Place) {
  const refused = LAYERS.filter((other) => other !== layer && !layer.imports.includes(other.name));
  const narrowed = Object.entries(layer.only ?? {}).map(([name, modules]) => ({
    group: [
      ...RELATIVE.map((from) => `${from}/${name}/**`),
      // A module is named with or without its `.ts` (the demo's files run in Node, which wants it).
      ...modules.flatMap((m) =>
        RELATIVE.flatMap((from) => [`!${from}/${name}/${m}`, `!${from}/${name}/${m}.ts`]),
      ),
    ],
    message: `${path}/ may import only ${modules.join(', ')} of ${name} (scripts/layout.ts).`,
  }));
  const otherFeatures = feature ? FEATURES.filter((f) => f !== feature) : layer.composes ? [] : ['features'];
  const walls =
    otherFeatures.length > 0
      ? [
          {
            // A feature is a folder: `domain/money.ts` or `contract/replies/parts.ts` is no feature.
            group: otherFeatures.flatMap((name) => RELATIVE.map((from) => `${from}/${name}/**`)),
            message: feature
              ? `features/${feature}/ uses the kernel and its own folder, never another feature (scripts/layout.ts).`
              : `${path}/ is the kernel: it imports no feature; only the composition roots do (scripts/layout.ts).`,
          },
        ]
      : [];
  const packages = RESTRICTED_PACKAGES.filter((p) => !layer.packages.includes(p)).flatMap((p) => [
    p,
    `${p}/*`,
  ]);
  const allowed = layer.imports.length > 0 ? layer.imports.join(', ') : 'nothing outside itself';
  return {
    // A layer of one file (src/config.ts) is matched as the file.
    includes: [`${path}/**`, ...(feature ? [] : [`${path}.ts`, ...(layer.files ?? [])])],
    linter: {
      rules: {
        style: {
          ...(layer.pure
            ? {
                noRestrictedGlobals: {
                  level: 'error' as const,
                  options: {
                    deniedGlobals: Object.fromEntries(
                      IMPURE_GLOBALS.map((name) => [
                        name,
                        `${path}/ is pure: ${name} comes in as an effect named in setup() (scripts/layout.ts).`,
                      ]),
                    ),
                  },
                },
              }
            : {}),
          noRestrictedImports: {
            level: 'error',
            options: {
              patterns: [
                ...(refused.length > 0
                  ? [
                      {
                        group: refused.flatMap((other) => segmentPatterns(other.name)),
                        message: `${path}/ (${layer.what}) imports only ${allowed} (scripts/layout.ts).`,
                      },
                    ]
                  : []),
                ...narrowed,
                ...walls,
                ...(packages.length > 0
                  ? [
                      {
                        group: packages,
                        message: `${path}/ may use of the restricted packages only: ${layer.packages.join(', ') || 'none'} (scripts/layout.ts).`,
                      },
                    ]
                  : []),
              ],
            },
          },
        },
      },
    },
  };
}

/** Biome's `overrides`, one per place, in the layout's order. */
export const biomeOverrides = () => PLACES.map(overrideOf);

/** Pairs of layers that may import each other: the layout allows none. */
export const twoWayPairs = () =>
  LAYERS.flatMap((a) =>
    a.imports
      .filter((b) => a.name < b && LAYERS.find((l) => l.name === b)?.imports.includes(a.name))
      .map((b) => `${a.name} <-> ${b}`),
  );

/** The picture of the layers (Mermaid): an arrow for each import a layer may make. */
export function layersPicture() {
  const id = (name: string) => name;
  const lines = ['```mermaid', 'flowchart TD'];
  for (const layer of LAYERS) lines.push(`  ${id(layer.name)}["${placesOf(layer)}"]`);
  for (const layer of LAYERS)
    for (const target of layer.imports) lines.push(`  ${id(layer.name)} --> ${id(target)}`);
  lines.push('```');
  return lines.join('\n');
}

/** Where a layer sits, as the picture and the table name it. */
const placesOf = (layer: Layer) =>
  [layer.path && `${layer.path}/`, layer.inFeatures && `features/*/${layer.name}/`]
    .filter(Boolean)
    .join(' + ');

/** The table under the picture: each folder, what belongs there, what it may import. */
export function layersTable() {
  const rows = LAYERS.map((layer) => {
    const narrowed = (name: string) =>
      layer.only?.[name] ? `${name} (${layer.only[name].join(', ')})` : name;
    const imports = layer.imports.map(narrowed).join(', ') || 'nothing';
    const packages = layer.packages.map((p) => `\`${p}\``).join(', ') || 'none';
    const composes = layer.composes ? ' (a composition root: may import the features)' : '';
    return `| ${placesOf(layer)} | ${layer.what}${composes} | ${imports} | ${packages} |`;
  });
  return [
    '| folder | what belongs there | may import | restricted packages it uses |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export const PICTURE_START = '<!-- layers: written by `npm run walls` from scripts/layout.ts -->';
export const PICTURE_END = '<!-- /layers -->';

/** docs/architecture.md with its picture and table written anew between the markers. */
export function withPicture(markdown: string): string {
  const start = markdown.indexOf(PICTURE_START);
  const end = markdown.indexOf(PICTURE_END);
  if (start < 0 || end < start) throw new Error('docs/architecture.md lacks the layers markers');
  return `${markdown.slice(0, start)}${PICTURE_START}\n${layersPicture()}\n\n${layersTable()}\n${markdown.slice(end)}`;
}
