import { expect } from 'vitest';
import {
  type AnyEventObject,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  fromPromise,
  type InspectionEvent,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  allStateNodes,
  describeTransition,
  type StateTransition,
  type TransitionDef,
} from '../../src/qa/machineWalk';

export { allStateNodes, describeTransition, type StateTransition } from '../../src/qa/machineWalk';

/**
 * Model-based testing over an XState 5 machine (`xstate/graph`): the events are derived from the machine
 * itself (every event type any state listens to, including `xstate.done.actor.*` and `xstate.after.*`),
 * each given one or more payloads by the test; the adjacency map is walked to find every reachable
 * state and every transition that fires; the shortest path to each state is replayed on a live actor;
 * and the result says which state nodes and which transition definitions were never reached.
 */

export type Payloads = Record<string, AnyEventObject[] | undefined>;

function descendantsOf(node: AnyStateNode): AnyStateNode[] {
  return (Object.values(node.states) as AnyStateNode[]).flatMap((child) => [child, ...descendantsOf(child)]);
}

function definitionsOf(node: AnyStateNode): TransitionDef[] {
  const defs: TransitionDef[] = [];
  for (const list of (node.transitions as Map<string, TransitionDef[]>).values()) defs.push(...list);
  return defs;
}

const alwaysOf = (node: AnyStateNode): TransitionDef[] => (node.always ?? []) as TransitionDef[];

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
  /** The machine walked and the transitions the walk took, to compare with its committed graph. */
  machine: AnyStateMachine;
  fired: TransitionDef[];
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
  return {
    reachedStates,
    missingStates,
    missingTransitions,
    replayMismatches,
    pathCount,
    machine,
    fired: [...firedDefs],
  };
}

/* ------------------------------------------------------------------------------------------------------ */
/* Per-state rules: every generated path replayed with spies, every state it reaches checked.              */
/* ------------------------------------------------------------------------------------------------------ */

/** Every state of a machine as a dotted path (`shown`, `shown.detailExpanded`), from its typed value. */
export type StatePath<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]: K | `${K}.${StatePath<V[K]>}` }[keyof V & string]
    : never;

/** An actor the machine started on a step (what was called), with its input (with what). */
export interface Started {
  src: string;
  id: string;
  input: unknown;
}

/** A named action the machine ran on a step, with its params (built-in `assign`s are seen in the context). */
export interface Ran {
  type: string;
  params: unknown;
}

/** One step of a replayed path, as a rule sees it. */
export interface Step<M extends AnyStateMachine> {
  /** The snapshot the step ended in. */
  state: SnapshotFrom<M>;
  context: SnapshotFrom<M>['context'];
  /** The event that led here (`xstate.init` for the first step). */
  event: AnyEventObject;
  /** The snapshot before it (null on the first step). */
  previous: SnapshotFrom<M> | null;
  /** Actors started while taking this step. */
  started: Started[];
  /** Named actions run while taking this step. */
  ran: Ran[];
  /** Events the machine emitted while taking this step. */
  emitted: AnyEventObject[];
  /** The earlier steps of the same path, oldest first. */
  earlier: Step<M>[];
  /** The input the actor was started with. */
  input: unknown;
}

/**
 * The rule of one state: throws (with `expect` or `fail`) when the step breaks it. A rule runs on every
 * step whose snapshot has the state active, and on every step that passed through it (eventless exits).
 */
export type StateRule<M extends AnyStateMachine> = (step: Step<M>) => void;

/**
 * One rule per state of the machine. The keys come from the machine's typed state value: a state added
 * to the machine without a rule here does not compile (and the runtime check below says so too).
 */
export type StateRules<M extends AnyStateMachine> = {
  [P in StatePath<SnapshotFrom<M>['value']>]: StateRule<M>;
};

export interface RulesReport {
  /** `state after EVENT → EVENT: what broke`, one line each, deduplicated. */
  violations: string[];
  /** States of the machine that have no rule (the compile check's twin at run time). */
  withoutRule: string[];
  /** Rules that never ran: their state was never reached by any path. */
  neverChecked: string[];
  /** How many times each state's rule ran. */
  checks: Record<string, number>;
  /** Rules that ran and never made an assertion (`expect` or `fail`): a rule that cannot fail. */
  neverAsserted: string[];
  pathCount: number;
}

/** Throws the message: for rules that say what broke in their own words. */
export function fail(message: string): never {
  throw new Error(message);
}

const pathOf = (node: AnyStateNode) => node.path.join('.');

/**
 * Replays every path generated from the machine (shortest paths to every state, and the simple paths too
 * when `simplePaths` is set) on a live actor under a simulated clock, every invoked actor replaced by one
 * that never settles (the path's own done/error events answer), and checks each reached state against its
 * rule. Actor starts come from the inspection's `xstate.spawnChild`, named actions from `@xstate.action`,
 * emitted events from `actor.on('*')`.
 */
export function checkRules<M extends AnyStateMachine>(
  machine: M,
  rules: StateRules<M>,
  options: {
    payloads?: Payloads;
    inputs?: unknown[];
    contextKey?: (context: never) => unknown;
    /** Also every simple path (small machines only: their number grows fast). */
    simplePaths?: boolean;
    /** Also each shortest path followed by every event its last state takes: every transition is taken. */
    everyTransition?: boolean;
  } = {},
): RulesReport {
  const table = rules as unknown as Record<string, StateRule<M>>;
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise(() => new Promise<never>(() => {})),
    ]),
  );
  const spied = machine.provide({ actors } as never) as M;
  const types = eventTypesOf(machine);
  const events: AnyEventObject[] = types.flatMap((type) => options.payloads?.[type] ?? [{ type }]);
  const contextKey = options.contextKey ?? ((context: unknown) => context);
  const violations = new Set<string>();
  const checks: Record<string, number> = {};
  /** Assertions each rule made over all its runs (a `fail` counts as one). */
  const asserted: Record<string, number> = {};
  let pathCount = 0;

  for (const input of options.inputs ?? [undefined]) {
    const traversal = {
      events,
      input,
      serializeState: (snapshot: unknown) => {
        const { value, context } = snapshot as { value: unknown; context: unknown };
        return JSON.stringify([value, contextKey(context as never)]);
      },
      serializeEvent: (e: AnyEventObject) => JSON.stringify(e),
    } as never;
    const shortest = getShortestPaths(spied, traversal);
    const paths: { steps: { event: AnyEventObject }[] }[] = [
      ...shortest,
      ...(options.simplePaths ? getSimplePaths(spied, traversal) : []),
    ];
    if (options.everyTransition)
      for (const path of shortest)
        for (const event of events)
          if ((path.state as { can: (e: AnyEventObject) => boolean }).can(event))
            paths.push({ steps: [...path.steps, { event }] });
    for (const path of paths) {
      pathCount++;
      let buffer = { started: [] as Started[], ran: [] as Ran[], emitted: [] as AnyEventObject[] };
      const passed = new Set<AnyStateNode>();
      const actor = createActor(spied, {
        input,
        clock: new SimulatedClock(),
        inspect: (e: InspectionEvent) => {
          // The machine's own steps, not those of the actors it started.
          if ((e.actorRef as { _parent?: unknown })._parent) return;
          if (e.type === '@xstate.action') {
            const { type, params } = e.action as { type: string; params: unknown };
            if (type === 'xstate.spawnChild') {
              const p = params as { src: unknown; id: string; input: unknown };
              buffer.started.push({ src: String(p.src), id: p.id, input: p.input });
            } else if (!type.startsWith('xstate.')) buffer.ran.push({ type, params });
          }
          if (e.type === '@xstate.microstep') {
            for (const t of (e as unknown as { _transitions: TransitionDef[] })._transitions)
              if (!t.eventType) passed.add(t.source);
          }
        },
      } as never);
      actor.on('*', (emitted: AnyEventObject) => buffer.emitted.push(emitted));
      const earlier: Step<M>[] = [];
      const trail: string[] = [];
      const check = (event: AnyEventObject, previous: SnapshotFrom<M> | null) => {
        const state = actor.getSnapshot() as SnapshotFrom<M>;
        const step: Step<M> = {
          state,
          context: (state as { context: SnapshotFrom<M>['context'] }).context,
          event,
          previous,
          ...buffer,
          earlier: [...earlier],
          input,
        };
        const nodes = new Set([
          ...(state as unknown as { _nodes: AnyStateNode[] })._nodes.filter((n) => n !== machine.root),
          ...[...passed].filter((n) => n !== machine.root),
        ]);
        for (const node of nodes) {
          const key = pathOf(node);
          const rule = table[key];
          if (!rule) continue;
          checks[key] = (checks[key] ?? 0) + 1;
          const before = expect.getState().assertionCalls;
          try {
            rule(step);
            asserted[key] = (asserted[key] ?? 0) + expect.getState().assertionCalls - before;
          } catch (error) {
            asserted[key] = (asserted[key] ?? 0) + 1;
            const said = (error instanceof Error ? error.message : String(error)).split('\n')[0];
            violations.add(`${key} after ${trail.join(' → ') || '(start)'}: ${said}`);
          }
        }
        earlier.push(step);
        buffer = { started: [], ran: [], emitted: [] };
        passed.clear();
      };
      actor.start();
      check({ type: 'xstate.init' }, null);
      for (const { event } of path.steps) {
        if (event.type === 'xstate.init') continue;
        const previous = actor.getSnapshot() as SnapshotFrom<M>;
        actor.send(event as never);
        trail.push(event.type);
        check(event, previous);
      }
      actor.stop();
    }
  }
  const all = allStateNodes(machine).map(pathOf);
  return {
    violations: [...violations],
    withoutRule: all.filter((key) => !table[key]),
    neverChecked: Object.keys(table).filter((key) => !checks[key]),
    checks,
    neverAsserted: Object.keys(checks).filter((key) => !asserted[key]),
    pathCount,
  };
}

/** The steps of a path up to this one, oldest first. */
export const stepsTo = <M extends AnyStateMachine>(step: Step<M>): Step<M>[] => [...step.earlier, step];

/** The steps since the last event of `type` (that one included); none when it never came. */
export function stepsSince<M extends AnyStateMachine>(step: Step<M>, type: string): Step<M>[] {
  const all = stepsTo(step);
  for (let i = all.length - 1; i >= 0; i--) if (all[i]!.event.type === type) return all.slice(i);
  return [];
}

/** The actors of `src` started over these steps. */
export const startsOf = <M extends AnyStateMachine>(steps: Step<M>[], src: string): Started[] =>
  steps.flatMap((s) => s.started.filter((c) => c.src === src));

/** The named actions of `type` run over these steps. */
export const runsOf = <M extends AnyStateMachine>(steps: Step<M>[], type: string): Ran[] =>
  steps.flatMap((s) => s.ran.filter((r) => r.type === type));
