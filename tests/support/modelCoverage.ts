import {
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';

/**
 * Model-based testing over an XState 5 machine (`xstate/graph`): the events are derived from the machine
 * itself (every event type any state listens to, including `xstate.done.actor.*` and `xstate.after.*`),
 * each given one or more payloads by the test; the adjacency map is walked to find every reachable
 * state and every transition that fires; the shortest path to each state is replayed on a live actor;
 * and the result says which state nodes and which transition definitions were never reached.
 */

export type Payloads = Record<string, AnyEventObject[] | undefined>;

export interface StateTransition {
  source: string;
  event: string;
  targets: string[];
  guard?: string;
}

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child);
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

function descendantsOf(node: AnyStateNode): AnyStateNode[] {
  return (Object.values(node.states) as AnyStateNode[]).flatMap((child) => [child, ...descendantsOf(child)]);
}

type TransitionDef = ReturnType<AnyStateMachine['getTransitionData']>[number];

function definitionsOf(node: AnyStateNode): TransitionDef[] {
  const defs: TransitionDef[] = [];
  for (const list of (node.transitions as Map<string, TransitionDef[]>).values()) defs.push(...list);
  return defs;
}

const alwaysOf = (node: AnyStateNode): TransitionDef[] => (node.always ?? []) as TransitionDef[];

export function describeTransition(def: TransitionDef): StateTransition {
  const guard =
    def.guard && typeof def.guard === 'object' && 'type' in def.guard
      ? String(def.guard.type)
      : def.guard
        ? String(def.guard)
        : undefined;
  return {
    source: def.source.id,
    event: def.eventType || '(always)',
    targets: (def.target ?? []).map((t: AnyStateNode) => t.id),
    guard,
  };
}

/** Every event type some state node of the machine reacts to. */
export function eventTypesOf(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of [machine.root, ...allStateNodes(machine)]) {
    for (const type of (node.transitions as Map<string, TransitionDef[]>).keys()) types.add(type);
  }
  return [...types];
}

export interface CoverageReport {
  reachedStates: Set<string>;
  missingStates: string[];
  missingTransitions: StateTransition[];
  /** Shortest paths that did not end in the same state when replayed on a live actor. */
  replayMismatches: string[];
  pathCount: number;
}

export function coverage<M extends AnyStateMachine>(
  machine: M,
  options: {
    payloads?: Payloads;
    inputs?: unknown[];
    /** What of the context tells states apart (default: all of it); keeps unbounded contexts finite. */
    contextKey?: (context: never) => unknown;
  } = {},
): CoverageReport {
  const types = eventTypesOf(machine);
  const events: AnyEventObject[] = types.flatMap((type) => options.payloads?.[type] ?? [{ type }]);
  const inputs = options.inputs ?? [undefined];

  const reachedStates = new Set<string>();
  const firedDefs = new Set<TransitionDef>();
  const replayMismatches: string[] = [];
  let pathCount = 0;

  for (const input of inputs) {
    const contextKey = options.contextKey ?? ((context: unknown) => context);
    const serializeState = (snapshot: unknown) => {
      const { value, context } = snapshot as { value: unknown; context: unknown };
      return JSON.stringify([value, contextKey(context as never)]);
    };
    const traversal = {
      events,
      input,
      serializeState,
      serializeEvent: (e: AnyEventObject) => JSON.stringify(e),
    } as never;
    const adjacency = getAdjacencyMap(machine, traversal);
    for (const { state, transitions } of Object.values(adjacency) as {
      state: SnapshotFrom<M>;
      transitions: Record<string, { event: AnyEventObject; state: SnapshotFrom<M> }>;
    }[]) {
      for (const node of (state as unknown as { _nodes: AnyStateNode[] })._nodes) reachedStates.add(node.id);
      for (const { event, state: next } of Object.values(transitions)) {
        const nextNodes = (next as unknown as { _nodes: AnyStateNode[] })._nodes;
        for (const def of machine.getTransitionData(state as never, event as never)) {
          firedDefs.add(def);
          // Eventless transitions of states this one entered: the one whose target the result sits in fired.
          for (const target of def.target ?? []) {
            for (const node of [target, ...descendantsOf(target)]) {
              for (const always of alwaysOf(node)) {
                if ((always.target ?? []).every((t: AnyStateNode) => nextNodes.includes(t))) {
                  firedDefs.add(always);
                  reachedStates.add(node.id);
                }
              }
            }
          }
        }
      }
    }
    // An eventless transition out of the initial state fired if the initial snapshot sits in its target.
    const initial = createActor(machine, { input } as never).getSnapshot() as unknown as {
      _nodes: AnyStateNode[];
    };
    for (const node of allStateNodes(machine)) {
      for (const def of alwaysOf(node)) {
        if ((def.target ?? []).every((t: AnyStateNode) => initial._nodes.includes(t))) {
          firedDefs.add(def);
          // A transient state is passed through, never rested in: taking its way out reaches it.
          reachedStates.add(def.source.id);
        }
      }
    }

    // Replay every shortest path on a live actor with a simulated clock.
    for (const path of getShortestPaths(machine, traversal as never)) {
      pathCount++;
      const clock = new SimulatedClock();
      const actor = createActor(machine, { input, clock } as never).start();
      for (const step of path.steps) actor.send(step.event as never);
      const expected = JSON.stringify((path.state as { value: unknown }).value);
      const actual = JSON.stringify((actor.getSnapshot() as { value: unknown }).value);
      if (expected !== actual) replayMismatches.push(`${expected} replayed as ${actual}`);
      actor.stop();
    }
  }

  const missingStates = allStateNodes(machine)
    .map((n) => n.id)
    .filter((id) => !reachedStates.has(id));
  const missingTransitions = allStateNodes(machine)
    .concat([machine.root])
    .flatMap((n) => [...definitionsOf(n), ...alwaysOf(n)])
    .filter((def) => !firedDefs.has(def))
    .map(describeTransition);
  return { reachedStates, missingStates, missingTransitions, replayMismatches, pathCount };
}
