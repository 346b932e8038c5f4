import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineFiles } from '../../scripts/machineFiles';
import { commentsOf } from '../../tests/support/stateGraphSvg';
import { repoFile } from '../helpers';
import { ATLAS_LANG, atlasDir, pictureName, picturePath } from './atlas';

/**
 * The state atlas's page (contract §9): for each machine the UI model run drives, its graph (the SVG of
 * `npm run graphs`, docs/state-graphs/) with every state a link to its picture, then the pictures in a grid,
 * each with the state's comment from the machine's source. Also `atlas.json` (machine id → the state ids
 * pictured), which the `?qa=1` inspector reads to link its graphs here.
 */

export interface AtlasMachine {
  id: string;
  /** Every state under the machine's root, dotted (`wheel.idle`). */
  states: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The atlas's search (a file of its own: the atlas's policy allows scripts of its own origin only): the
 * states A to Z narrowed to those whose name holds the text typed, opened, with how many match.
 */
const SEARCH_SCRIPT = `const find = document.getElementById('find');
const found = document.getElementById('found');
const index = document.querySelector('details');
const items = [...document.querySelectorAll('ul.states li')];
find.addEventListener('input', () => {
  const text = find.value.trim().toLowerCase();
  let shown = 0;
  for (const item of items) {
    const match = !text || item.textContent.toLowerCase().includes(text);
    item.hidden = !match;
    if (match) shown++;
  }
  index.open = text !== '';
  found.textContent = text ? (shown === 1 ? '1 state' : shown + ' states') : '';
});
`;

/** The file of the machine with this id, as the repository names it. */
function fileOf(id: string): string {
  return (
    machineFiles(repoFile('.')).find((file) =>
      readFileSync(repoFile(file), 'utf8').includes(`id: '${id}'`),
    ) ?? `${id}.ts`
  );
}

/** The source of the machine with this id (the kernel's machines or a feature's). */
function sourceOf(id: string): string {
  for (const file of machineFiles(repoFile('.'))) {
    const source = readFileSync(repoFile(file), 'utf8');
    if (source.includes(`id: '${id}'`)) return source;
  }
  return '';
}

/** The machine's graph, every state (box or frame) a link to its entry below (not the "any state" marks). */
function linkedGraph(id: string, states: string[]): string {
  const svg = readFileSync(repoFile(`docs/state-graphs/${id}.svg`), 'utf8').replace(/^<\?xml[^>]*>\s*/, '');
  const ids = new Set(states.map((s) => `${id}.${s}`));
  return svg.replace(/<g data-state-id="([^"]+)">([\s\S]*?)<\/g>/g, (whole, state: string, inner: string) =>
    ids.has(state)
      ? `<a href="#${state}" aria-label="${state}"><g data-state-id="${state}">${inner}</g></a>`
      : whole,
  );
}

/** Writes the atlas of a language; answers the states without a picture (`machine: state`). */
export function writeAtlasPage(machines: AtlasMachine[], lang = ATLAS_LANG): string[] {
  const missing: string[] = [];
  const pictured: Record<string, string[]> = {};
  const sections = [...machines]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map(({ id, states }) => {
      const comment = commentsOf(sourceOf(id));
      pictured[id] = [];
      const figures = states.map((state) => {
        const key = state.split('.').at(-1) ?? state;
        const note = comment(key);
        const anchor = `${id}.${state}`;
        if (!existsSync(picturePath(id, state, lang))) {
          missing.push(`${id}: ${state}`);
          return `<figure id="${anchor}" class="missing"><div class="none">no picture</div><figcaption><code>${escapeHtml(state)}</code>${note ? ` — ${escapeHtml(note)}` : ''}</figcaption></figure>`;
        }
        pictured[id]?.push(anchor);
        const src = pictureName(id, state);
        return `<figure id="${anchor}"><a href="${src}"><img src="${src}" width="195" loading="lazy" alt="${escapeHtml(`${id}: ${state}${note ? ` — ${note}` : ''}`)}"></a><figcaption><code>${escapeHtml(state)}</code>${note ? ` — ${escapeHtml(note)}` : ''}</figcaption></figure>`;
      });
      return `<section id="${id}">\n<h2>${id}</h2>\n<p class="source">From <code>${fileOf(id)}</code>: tap a state to see the app in it.</p>\n<div class="graph">\n${linkedGraph(id, states)}</div>\n<div class="grid">\n${figures.join('\n')}\n</div>\n</section>`;
    });
  const sorted = [...machines].sort((a, b) => a.id.localeCompare(b.id));
  // The list of machines, each with how many of its states are pictured; a chip per machine filters the
  // page to it (CSS only: the atlas is served under a policy without script).
  const list = sorted
    .map(
      ({ id, states }) =>
        `<li><a href="#${id}">${id}</a> <span class="count">${pictured[id]?.length ?? 0}/${states.length} states pictured</span></li>`,
    )
    .join('\n');
  const chips = [
    '<input type="radio" name="only" id="only-all" checked><label for="only-all">All</label>',
    ...sorted.map(
      ({ id }) => `<input type="radio" name="only" id="only-${id}"><label for="only-${id}">${id}</label>`,
    ),
  ].join('');
  const filters = sorted
    .map(({ id }) => `body:has(#only-${id}:checked) main>section:not(#${id})`)
    .join(',\n');
  // Every state, A to Z, each a link to its picture: what the browser's find (Ctrl F, "Find in page") searches.
  const stateIndex = sorted
    .flatMap(({ id, states }) => states.map((state) => ({ id, state })))
    .sort((a, b) => (a.state.split('.').at(-1) ?? '').localeCompare(b.state.split('.').at(-1) ?? ''))
    .map(
      ({ id, state }) =>
        `<li><a href="#${id}.${state}"><code>${escapeHtml(state)}</code></a> <span class="count">${id}</span></li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lotus Play: the state atlas (${lang})</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:1rem 1.25rem;color:#0c1a3a}
h2{margin-top:2.5rem;border-top:1px solid #dde2ec;padding-top:1rem}.graph{overflow-x:auto;max-width:100%}.graph svg{max-width:none;height:auto}
@media (max-width:600px){body{padding:.75rem}.graph svg{max-width:100%}}
.machines{columns:14rem;padding-left:1.2rem}.count{color:#42506b;font-size:13px}
.filter{display:flex;flex-wrap:wrap;gap:.4rem;margin:.5rem 0}.filter input{position:absolute;opacity:0}
.filter label{padding:.35rem .8rem;border:1px solid #9aa6bf;border-radius:1rem;cursor:pointer;min-height:44px;box-sizing:border-box;display:inline-flex;align-items:center}
.filter input:checked+label{background:#0c1a3a;color:#fff}.filter input:focus-visible+label{outline:3px solid #c2410c}
.states{columns:16rem;font-size:13px;padding-left:1.2rem}
${filters}{display:none}
.graph a:hover rect,.graph a:focus rect{stroke:#c2410c;stroke-width:2.5}nav{line-height:2}.source{color:#42506b}
code{background:#f1f3f8;padding:0 .25em;border-radius:4px}.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(205px,1fr));gap:1rem}
figure{margin:0;font-size:13px}figure:target{outline:3px solid #c2410c;outline-offset:3px}
img{display:block;width:195px;height:auto;border:1px solid #dde2ec;border-radius:6px}
.none{width:195px;height:120px;display:grid;place-items:center;background:#fdecea;color:#8a1c1c;border-radius:6px}</style></head>
<body>
<h1>The state atlas</h1>
<p>What the app shows in every state of the flows the UI model run drives (<code>e2e/model/</code>), pictured at 390 px the first time a path reached the state, in ${lang}. Written by <code>npm run atlas</code>; do not edit by hand. Each graph is the one <code>npm run graphs</code> draws; its states link to their pictures.</p>
<h2 id="machines">The machines</h2>
<ul class="machines">
${list}
</ul>
<p>Show only:</p>
<div class="filter" role="radiogroup" aria-label="Show only one machine">${chips}</div>
<p><label for="find">Find a state</label> <input type="search" id="find" autocomplete="off" placeholder="editing, outcomeUnknown…"> <span id="found" class="count" role="status"></span></p>
<details><summary>Every state A to Z</summary>
<ul class="states">
${stateIndex}
</ul>
</details>
<main>
${sections.join('\n')}
</main>
<script src="search.js" defer></script>
</body>
</html>
`;
  mkdirSync(atlasDir(lang), { recursive: true });
  writeFileSync(join(atlasDir(lang), 'index.html'), html);
  writeFileSync(join(atlasDir(lang), 'search.js'), SEARCH_SCRIPT);
  writeFileSync(join(atlasDir(lang), 'atlas.json'), `${JSON.stringify(pictured, null, 2)}\n`);
  return missing;
}
