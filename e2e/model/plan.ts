import {
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { silentActors } from '../../src/qa/machineWalk';
import { allStateNodes, describeTransition, eventTypesOf } from '../../tests/support/modelCoverage';

/**
 * Paths through a machine, for the UI model suite. Pure: no Playwright here, so the plan
 * can be printed and checked from Node.
 *
 * The adjacency map of `xstate/graph` is walked with every event the machine listens to (payloads from the
 * machine's UI table); every edge the UI can drive (`drivable`) gets one path: the shortest path to its
 * source plus the edge. Paths that are a prefix of another are dropped, then a greedy cover keeps the fewest
 * paths that still reach every state and fire every transition the edges fire.
 */

/** Dotted paths of a state value type: `'editing'`, `'forgot' | 'forgot.filling'`. */
export type StatePaths<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]: K | `${K}.${StatePaths<V[K]>}` }[keyof V & string]
    : never;

/** Every state of a machine, as a dotted path under the root (`editing`, `forgot.sending`). */
export type StateIdOf<M extends AnyStateMachine> = StatePaths<SnapshotFrom<M>['value']>;

export interface PlanStep {
  event: AnyEventObject;
  /** The state value after the event, and the context the model holds then. */
  value: unknown;
  context: unknown;
  /** Ids (under the root, dotted) of the active state nodes after the event, leaves and ancestors. */
  states: string[];
  /** Transition definitions that fired (as `source event -> targets [guard]`). */
  transitions: string[];
  /** A state that leaves on a delay (`after`) is active: the clock is held while it is checked. */
  delayed: boolean;
}

export interface PlannedPath {
  name: string;
  /** The state the machine starts in (after its eventless transitions). */
  start: PlanStep;
  steps: PlanStep[];
}

export interface Plan {
  machineId: string;
  paths: PlannedPath[];
  /** Every state id and every transition of the machine. */
  allStates: string[];
  allTransitions: string[];
  /** Edges the UI cannot drive, with why. */
  skipped: string[];
}

const idOf = (node: AnyStateNode, machineId: string) => node.id.slice(machineId.length + 1);

export const transitionName = (def: Parameters<typeof describeTransition>[0]) => {
  const t = describeTransition(def);
  return `${t.source} ${t.event} -> ${t.targets.join(',') || '(self)'}${t.guard ? ` [${t.guard}]` : ''}`;
};

/** The machine with every actor a promise that never settles: the graph sends their events itself. */
export const placeholderActors = (machine: AnyStateMachine): AnyStateMachine => silentActors(machine);

export function planPaths(
  machine: AnyStateMachine,
  options: {
    events: AnyEventObject[];
    input?: unknown;
    contextKey?: (context: never) => unknown;
    /** Whether the UI can send this event in this state; otherwise a reason. */
    drivable: (
      state: { value: unknown; context: Record<string, unknown> },
      event: AnyEventObject,
    ) => true | string;
    /** The longest path (steps) before a new one starts from the beginning. */
    maxSteps?: number;
    /** Situations a path must also reach, besides every state and transition (a state with no spins left). */
    goals?: (state: { value: unknown; context: Record<string, unknown> }) => string[];
  },
): Plan {
  const machineId = machine.id;
  const maxSteps = options.maxSteps ?? 16;
  const contextKey = options.contextKey ?? ((c: unknown) => c);
  const serializeState = (snapshot: unknown) => {
    const { value, context } = snapshot as { value: unknown; context: unknown };
    return JSON.stringify([value, contextKey(context as never)]);
  };
  const traversal = {
    events: options.events,
    input: options.input,
    serializeState,
    serializeEvent: (e: AnyEventObject) => JSON.stringify(e),
  };
  const adjacency = getAdjacencyMap(machine, traversal as never) as Record<
    string,
    {
      state: SnapshotFrom<AnyStateMachine>;
      transitions: Record<string, { event: AnyEventObject; state: SnapshotFrom<AnyStateMachine> }>;
    }
  >;
  const toStep = (event: AnyEventObject, from: unknown, state: unknown): PlanStep => {
    const snap = state as { value: unknown; context: unknown; _nodes: AnyStateNode[] };
    const defs = from ? machine.getTransitionData(from as never, event as never) : [];
    const before = (from as { _nodes?: AnyStateNode[] } | null)?._nodes ?? [];
    const passed = passedThrough(defs as never, before, snap._nodes);
    return {
      event,
      value: snap.value,
      context: snap.context,
      states: [
        ...passed.states.map((n) => idOf(n, machineId)),
        ...snap._nodes.filter((n) => n !== machine.root).map((n) => idOf(n, machineId)),
      ],
      transitions: [...defs.map((def) => transitionName(def)), ...passed.transitions],
      delayed: snap._nodes.some((n) => (n.after ?? []).length > 0),
    };
  };

  // The graph of drivable edges between serialized states.
  const initial = createActor(machine, { input: options.input } as never).getSnapshot();
  const initialKey = serializeState(initial);
  const start = toStep({ type: '(start)' }, null, initial);
  // A transient state passed through on the way in (`always`): reached, and its way out taken.
  const initialNodes = (initial as unknown as { _nodes: AnyStateNode[] })._nodes;
  const onTheWayIn = passedThrough([{ target: [machine.root] } as never], [], initialNodes);
  start.states.unshift(...onTheWayIn.states.map((n) => idOf(n, machineId)));
  start.transitions.push(...onTheWayIn.transitions);
  const skipped = new Set<string>();
  const out = new Map<string, { to: string; step: PlanStep }[]>();
  for (const [key, node] of Object.entries(adjacency)) {
    const list: { to: string; step: PlanStep }[] = [];
    for (const { event, state } of Object.values(node.transitions)) {
      const ok = options.drivable(node.state as never, event);
      if (ok !== true) {
        skipped.add(`${stateLabel((node.state as { value: unknown }).value)} ${event.type}: ${ok}`);
        continue;
      }
      list.push({ to: serializeState(state), step: toStep(event, node.state, state) });
    }
    out.set(key, list);
  }
  const itemsOf = (step: PlanStep) => [
    ...step.states.map((x) => `s:${x}`),
    ...step.transitions.map((t) => `t:${t}`),
    ...(options.goals?.({ value: step.value, context: step.context as Record<string, unknown> }) ?? []).map(
      (g) => `g:${g}`,
    ),
  ];
  const covered = new Set(start.states.map((s) => `s:${s}`));
  const gain = (step: PlanStep) => itemsOf(step).some((item) => !covered.has(item));
  /** The shortest way from `from` through an edge that covers something new. */
  const nearestNew = (from: string): { to: string; steps: PlanStep[] } | null => {
    const seen = new Map<string, PlanStep[]>([[from, []]]);
    const queue = [from];
    while (queue.length) {
      const key = queue.shift() as string;
      for (const edge of out.get(key) ?? []) {
        const route = [...(seen.get(key) ?? []), edge.step];
        if (gain(edge.step)) return { to: edge.to, steps: route };
        if (!seen.has(edge.to)) {
          seen.set(edge.to, route);
          queue.push(edge.to);
        }
      }
    }
    return null;
  };
  // Walks from the start, each time to the nearest edge that covers something new, until the path is
  // long enough; then a new path from the start.
  const chosen: PlanStep[][] = [];
  for (;;) {
    const steps: PlanStep[] = [];
    let at = initialKey;
    while (steps.length < maxSteps) {
      const next = nearestNew(at);
      if (!next || (steps.length && steps.length + next.steps.length > maxSteps)) break;
      steps.push(...next.steps);
      for (const step of next.steps) for (const item of itemsOf(step)) covered.add(item);
      at = next.to;
    }
    if (!steps.length) break;
    chosen.push(steps);
  }

  const allNodes = allStateNodes(machine);
  const allTransitions = [machine.root, ...allNodes].flatMap((n) => [
    ...[...(n.transitions as Map<string, never[]>).values()].flat().map((d) => transitionName(d)),
    ...((n.always ?? []) as never[]).map((d) => transitionName(d)),
  ]);
  return {
    machineId,
    paths: chosen.map((steps) => ({
      name: steps.map((s) => `${s.event.type.replace(/^xstate\./, '')}→${stateLabel(s.value)}`).join(' '),
      start,
      steps,
    })),
    allStates: allNodes.map((n) => idOf(n, machineId)),
    allTransitions,
    skipped: [...skipped],
  };
}

type TransitionDef = Parameters<typeof transitionName>[0] & {
  target?: readonly AnyStateNode[];
  actions?: readonly unknown[];
};

/**
 * The transient states (`always`) a step passed through on its way to `nodes`: entered by the step's
 * transitions (or as the initial state of a state they entered), left at once by the `always` transition
 * whose targets are active after the step. Reached, and that way out taken. Also the `always` transitions
 * of states active `before` that the step's change let go.
 */
function passedThrough(
  defs: readonly TransitionDef[],
  before: readonly AnyStateNode[],
  nodes: readonly AnyStateNode[],
) {
  const states: AnyStateNode[] = [];
  const transitions: string[] = [];
  const enteredBy = (targets: readonly AnyStateNode[]): AnyStateNode[] =>
    targets.flatMap((t) => [
      t,
      ...(t.type === 'compound' && t.initial
        ? enteredBy((t.initial as { target: readonly AnyStateNode[] }).target)
        : t.type === 'parallel'
          ? enteredBy(Object.values(t.states) as AnyStateNode[])
          : []),
    ]);
  const visit = (targets: readonly AnyStateNode[]) => {
    for (const node of enteredBy(targets)) {
      if (nodes.includes(node) || states.includes(node) || !node.always?.length) continue;
      const out = (node.always as TransitionDef[]).find((d) =>
        (d.target ?? []).every((t) => nodes.includes(t)),
      );
      if (!out) continue;
      states.push(node);
      transitions.push(transitionName(out));
      visit(out.target ?? []);
    }
  };
  for (const def of defs) visit(def.target ?? []);
  // A state that was active and waited on its condition, left once the step made it true.
  const waited: TransitionDef[] = [];
  for (const node of before) {
    if (nodes.includes(node) || !node.always?.length || defs.some((d) => d.source === node)) continue;
    const out = (node.always as TransitionDef[]).find(
      (d) => (d.target ?? []).length > 0 && (d.target ?? []).every((t) => nodes.includes(t)),
    );
    if (out) {
      transitions.push(transitionName(out));
      waited.push(out);
    }
  }
  // An event such a way out raises (`raise`) is taken by a state the step entered and left again: the
  // transition whose targets the step ends in (the roulette's reload: the wheel at rest reads again).
  const entered = defs.flatMap((d) => enteredBy(d.target ?? []));
  for (const out of waited) {
    for (const action of (out.actions ?? []) as { type?: string; event?: { type?: unknown } }[]) {
      if (action?.type !== 'xstate.raise' || typeof action.event?.type !== 'string') continue;
      const type = action.event.type;
      const taken = entered
        .filter((n) => !nodes.includes(n))
        .flatMap((n) => ((n.transitions as Map<string, TransitionDef[]>).get(type) ?? []) as TransitionDef[])
        .find((d) => (d.target ?? []).length > 0 && (d.target ?? []).every((t) => nodes.includes(t)));
      if (taken) transitions.push(transitionName(taken));
    }
  }
  return { states, transitions };
}

export const stateLabel = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}.${stateLabel(v)}`)
        .join(' ');

/** The events of a machine's UI table: each listed type with its payloads (or just `{ type }`). */
export function eventsOf(
  machine: AnyStateMachine,
  table: Record<string, { payloads?: AnyEventObject[] } | undefined>,
): AnyEventObject[] {
  const missing = eventTypesOf(machine).filter((type) => !table[type]);
  if (missing.length)
    throw new Error(
      `${machine.id}: no UI mapping for the events ${missing.join(', ')} (add them to its table)`,
    );
  return eventTypesOf(machine).flatMap((type) => table[type]?.payloads ?? [{ type }]);
}

/** A path from recorded events (a QA trace): each sent to the planned machine, in order. */
export function pathFromEvents(
  machine: AnyStateMachine,
  input: unknown,
  events: AnyEventObject[],
  name: string,
): PlannedPath {
  const machineId = machine.id;
  const actor = createActor(machine, { input, clock: new SimulatedClock() } as never).start();
  const stepOf = (event: AnyEventObject, fired: string[]): PlanStep => {
    const snap = actor.getSnapshot() as unknown as {
      value: unknown;
      context: unknown;
      _nodes: AnyStateNode[];
    };
    return {
      event,
      value: snap.value,
      context: snap.context,
      states: snap._nodes.filter((n) => n !== machine.root).map((n) => idOf(n, machineId)),
      transitions: fired,
      delayed: snap._nodes.some((n) => (n.after ?? []).length > 0),
    };
  };
  const start = stepOf({ type: '(start)' }, []);
  const steps = events.map((event) => {
    const fired = machine.getTransitionData(actor.getSnapshot() as never, event as never).map(transitionName);
    actor.send(event as never);
    return stepOf(event, fired);
  });
  actor.stop();
  return { name, start, steps };
}
