import dagre from '@dagrejs/dagre';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStateNodes, describeTransition } from './modelCoverage';

/**
 * A machine drawn as an SVG picture, laid out offline with dagre (a devDependency: nothing of it reaches
 * the app). Leaf states are boxes, compound and parallel states are frames around their children, every
 * transition is an arrow labelled with its event and guard. A transition that a compound state takes from
 * any of its children starts at a small "any" marker inside its frame; one that enters a compound state
 * ends at the state it starts in. The same walk as the Mermaid graphs, so the two never disagree.
 */

const FONT = 'system-ui, -apple-system, "Segoe UI", sans-serif';
const CHAR_W = 6.6;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const short = (event: string) =>
  event
    .replace(/^xstate\.done\.actor\.(.+)$/, 'done: $1')
    .replace(/^xstate\.error\.actor\.(.+)$/, 'error: $1')
    .replace(/^xstate\.after\.([^.]+)\..+$/, 'after $1');

const isCompound = (node: AnyStateNode) => Object.keys(node.states).length > 0;

/** The leaf a transition into `node` lands on first (the initial child, all the way down). */
function entryLeaf(node: AnyStateNode): AnyStateNode {
  let current = node;
  while (isCompound(current)) {
    const initial = current.initial?.target?.[0] as AnyStateNode | undefined;
    current = initial ?? (Object.values(current.states)[0] as AnyStateNode);
  }
  return current;
}

export function toSvg(machine: AnyStateMachine): string {
  const g = new dagre.graphlib.Graph({ compound: true, multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 28, ranksep: 46, edgesep: 12, marginx: 16, marginy: 16 });
  g.setDefaultEdgeLabel(() => ({}));
  const root = machine.root;
  const nodes = allStateNodes(machine);
  const anyMarker = (node: AnyStateNode) => `${node.id}#any`;

  for (const node of nodes) {
    if (isCompound(node))
      g.setNode(node.id, { label: node.key, cluster: true, parallel: node.type === 'parallel' });
    else
      g.setNode(node.id, {
        label: node.key,
        width: Math.max(70, node.key.length * CHAR_W + 24),
        height: 32,
        final: node.type === 'final',
        tags: [...node.tags],
      });
    if (node.parent && node.parent !== root) g.setParent(node.id, node.parent.id);
  }

  // Transitions grouped by their two ends: one arrow per pair, one line per transition. A leaf's
  // transitions to itself (field edits, internal events) are listed inside its box instead of a loop.
  const arrows = new Map<string, { from: string; to: string; lines: string[] }>();
  const loops = new Map<string, string[]>();
  for (const node of [root, ...nodes]) {
    const defs = [...(node.transitions as Map<string, unknown[]>).values()].flat().concat(node.always ?? []);
    for (const def of defs as Parameters<typeof describeTransition>[0][]) {
      const t = describeTransition(def);
      const label = `${short(t.event)}${t.guard ? ` [${t.guard}]` : ''}`;
      const targets = (def.target?.length ? def.target : [def.source]) as AnyStateNode[];
      let from = def.source.id as string;
      if (isCompound(def.source)) {
        from = anyMarker(def.source);
        if (!g.hasNode(from)) {
          g.setNode(from, {
            label: def.source === root ? 'any state' : 'any',
            width: 54,
            height: 22,
            marker: true,
          });
          if (def.source !== root) g.setParent(from, def.source.id);
        }
      }
      for (const target of targets) {
        const to = isCompound(target) ? entryLeaf(target).id : target.id;
        if (to === from) {
          loops.set(from, [...(loops.get(from) ?? []), label]);
          continue;
        }
        const key = `${from}\u0000${to}`;
        const arrow = arrows.get(key) ?? { from, to, lines: [] };
        if (!arrow.lines.includes(label)) arrow.lines.push(label);
        arrows.set(key, arrow);
      }
    }
  }
  for (const [id, lines] of loops) {
    const n = g.node(id) as { width: number; height: number; loops?: string[] } | undefined;
    if (!n) continue;
    n.loops = [...new Set(lines)];
    n.width = Math.max(n.width, ...n.loops.map((l) => (l.length + 2) * CHAR_W * 0.85 + 16));
    n.height += n.loops.length * 12 + 4;
  }
  let edgeIndex = 0;
  for (const { from, to, lines } of arrows.values()) {
    const width = Math.max(...lines.map((l) => l.length)) * CHAR_W * 0.9 + 8;
    g.setEdge(from, to, { lines, width, height: lines.length * 12 + 2, labelpos: 'c' }, `e${edgeIndex++}`);
  }
  const initial = entryLeaf(root);
  g.setNode('#start', { width: 14, height: 14, start: true });
  g.setEdge('#start', initial.id, { width: 0, height: 0 }, 'start');

  dagre.layout(g);
  const graph = g.graph() as { width: number; height: number };
  const parts: string[] = [];
  // Frames first (outermost first), so boxes and arrows are drawn over them.
  const depth = (id: string): number =>
    g.nodes().includes(id) ? (g.parent(id) ? 1 + depth(g.parent(id) as string) : 0) : 0;
  const frames = g
    .nodes()
    .filter((id) => (g.node(id) as { cluster?: boolean }).cluster)
    .sort((a, b) => depth(a) - depth(b));
  for (const id of frames) {
    const n = g.node(id) as {
      x: number;
      y: number;
      width: number;
      height: number;
      label: string;
      parallel: boolean;
    };
    const x = n.x - n.width / 2;
    const y = n.y - n.height / 2 - 10;
    parts.push(
      `<rect x="${x}" y="${y}" width="${n.width}" height="${n.height + 10}" rx="10" fill="${n.parallel ? '#f3f6ff' : '#f7f8fa'}" stroke="#9aa6bf" stroke-dasharray="${n.parallel ? '5 3' : '0'}"/>`,
      `<text x="${x + 10}" y="${y + 15}" font-size="12" font-weight="700" fill="#42506b">${escapeXml(n.label)}${n.parallel ? ' (parallel)' : ''}</text>`,
    );
  }
  for (const e of g.edges()) {
    const edge = g.edge(e) as {
      points: { x: number; y: number }[];
      lines?: string[];
      x?: number;
      y?: number;
    };
    const d = edge.points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ');
    parts.push(`<path d="${d}" fill="none" stroke="#5b6b8c" stroke-width="1.2" marker-end="url(#arrow)"/>`);
    const { lines, x, y } = edge;
    if (lines?.length && x !== undefined && y !== undefined) {
      const top = y - ((lines.length - 1) * 12) / 2 + 4;
      const spans = lines.map(
        (l, i) => `<tspan x="${x.toFixed(1)}" y="${(top + i * 12).toFixed(1)}">${escapeXml(l)}</tspan>`,
      );
      parts.push(
        `<text font-size="10" text-anchor="middle" fill="#1f3a8a" paint-order="stroke" stroke="#fff" stroke-width="3">${spans.join('')}</text>`,
      );
    }
  }
  for (const id of g.nodes()) {
    const n = g.node(id) as {
      x: number;
      y: number;
      width: number;
      height: number;
      label?: string;
      cluster?: boolean;
      final?: boolean;
      marker?: boolean;
      start?: boolean;
      tags?: string[];
      loops?: string[];
    };
    if (n.cluster) continue;
    if (n.start) {
      parts.push(`<circle cx="${n.x}" cy="${n.y}" r="7" fill="#0c1a3a"/>`);
      continue;
    }
    const x = n.x - n.width / 2;
    const y = n.y - n.height / 2;
    const fill = n.marker ? '#fff' : n.final ? '#e8f5ec' : '#fff';
    parts.push(
      `<g data-state-id="${escapeXml(id)}"><rect x="${x}" y="${y}" width="${n.width}" height="${n.height}" rx="${n.marker ? 11 : 8}" fill="${fill}" stroke="${n.marker ? '#9aa6bf' : '#0c1a3a'}" stroke-width="${n.final ? 2.5 : 1.3}" stroke-dasharray="${n.marker ? '3 2' : '0'}"/>`,
      `<text x="${n.x}" y="${y + (n.marker ? 15 : 20)}" font-size="${n.marker ? 10 : 12}" text-anchor="middle" fill="#0c1a3a">${escapeXml(n.label ?? '')}</text>`,
      ...(n.loops ?? []).map(
        (l, i) =>
          `<text x="${n.x}" y="${y + 34 + i * 12}" font-size="9.5" text-anchor="middle" fill="#5b6b8c">↻ ${escapeXml(l)}</text>`,
      ),
      n.tags?.length
        ? `<text x="${n.x}" y="${y - 3}" font-size="9" text-anchor="middle" fill="#8a5a00">${escapeXml(n.tags.join(' '))}</text></g>`
        : '</g>',
    );
  }
  const width = Math.ceil(graph.width);
  const height = Math.ceil(graph.height);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family='${FONT}' role="img" aria-label="State graph of ${escapeXml(machine.id)}">
<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#5b6b8c"/></marker></defs>
<rect width="100%" height="100%" fill="#ffffff"/>
${parts.join('\n')}
</svg>
`;
}

/**
 * The line of comment above each state in the machine's source (the house rule: every state says what it
 * is in one line), by state key, for the page that lists every machine.
 */
export function stateComments(source: string): Map<string, string> {
  const comments = new Map<string, string>();
  const pattern = /^\s*\/\/\s*(.+)\n\s*(?:'([\w-]+)'|"([\w-]+)"|([\w$]+)):\s*\{/gm;
  for (const m of source.matchAll(pattern)) {
    const key = m[2] ?? m[3] ?? m[4] ?? '';
    if (!comments.has(key)) comments.set(key, m[1]!.trim());
  }
  return comments;
}
