import dagre from '@dagrejs/dagre';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStateNodes, describeTransition, type TransitionDef } from './machineWalk';

/**
 * A machine laid out as a picture with dagre: leaf states are boxes, compound and parallel states are frames
 * around their children, every transition is an arrow labelled with its event and guard. A transition that
 * a compound state takes from any of its children starts at a small "any" marker inside its frame; one that
 * enters a compound state ends at the state it starts in; a leaf's transitions to itself are listed inside
 * its box. Drawn by the QA inspector (`?qa=1`, loaded only then) and by `npm run graphs`, so the two agree.
 */

export const CHAR_W = 6.6;

export interface LaidFrame {
  id: string;
  label: string;
  parallel: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidEdge {
  /** The states at its two ends (`#start` for the entry arrow; `{id}#any` for a compound's marker). */
  from: string;
  to: string;
  points: { x: number; y: number }[];
  lines: string[];
  /** The centre of the label, when it has one. */
  label?: { x: number; y: number };
}

export interface LaidNode {
  id: string;
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  final: boolean;
  /** The "any" marker of a compound state. */
  marker: boolean;
  /** The entry dot. */
  start: boolean;
  tags: string[];
  /** Events the state takes without leaving it. */
  loops: string[];
}

export interface GraphLayout {
  width: number;
  height: number;
  /** Outermost first, so they are drawn under what they hold. */
  frames: LaidFrame[];
  edges: LaidEdge[];
  nodes: LaidNode[];
}

export const shortEvent = (event: string) =>
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

interface NodeLabel {
  label?: string;
  cluster?: boolean;
  parallel?: boolean;
  final?: boolean;
  marker?: boolean;
  start?: boolean;
  tags?: string[];
  loops?: string[];
  x: number;
  y: number;
  width: number;
  height: number;
}

export function layoutMachine(machine: AnyStateMachine): GraphLayout {
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

  // Transitions grouped by their two ends: one arrow per pair, one line per transition.
  const arrows = new Map<string, { from: string; to: string; lines: string[] }>();
  const loops = new Map<string, string[]>();
  for (const node of [root, ...nodes]) {
    const defs = [...(node.transitions as Map<string, unknown[]>).values()].flat().concat(node.always ?? []);
    for (const def of defs as TransitionDef[]) {
      const t = describeTransition(def);
      const label = `${shortEvent(t.event)}${t.guard ? ` [${t.guard}]` : ''}`;
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
    const n = g.node(id) as NodeLabel | undefined;
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
  const depth = (id: string): number =>
    g.nodes().includes(id) ? (g.parent(id) ? 1 + depth(g.parent(id) as string) : 0) : 0;
  const frames = g
    .nodes()
    .filter((id) => (g.node(id) as NodeLabel).cluster)
    .sort((a, b) => depth(a) - depth(b))
    .map((id) => {
      const n = g.node(id) as NodeLabel;
      return {
        id,
        label: n.label ?? '',
        parallel: !!n.parallel,
        x: n.x - n.width / 2,
        y: n.y - n.height / 2 - 10,
        width: n.width,
        height: n.height + 10,
      };
    });
  const edges = g.edges().map((e) => {
    const edge = g.edge(e) as {
      points: { x: number; y: number }[];
      lines?: string[];
      x?: number;
      y?: number;
    };
    return {
      from: e.v,
      to: e.w,
      points: edge.points,
      lines: edge.lines ?? [],
      label:
        edge.lines?.length && edge.x !== undefined && edge.y !== undefined
          ? { x: edge.x, y: edge.y }
          : undefined,
    };
  });
  const laid = g
    .nodes()
    .filter((id) => !(g.node(id) as NodeLabel).cluster)
    .map((id) => {
      const n = g.node(id) as NodeLabel;
      return {
        id,
        label: n.label ?? '',
        x: n.x,
        y: n.y,
        width: n.width,
        height: n.height,
        final: !!n.final,
        marker: !!n.marker,
        start: !!n.start,
        tags: n.tags ?? [],
        loops: n.loops ?? [],
      };
    });
  return { width: Math.ceil(graph.width), height: Math.ceil(graph.height), frames, edges, nodes: laid };
}
