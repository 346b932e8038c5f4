import { type AnyStateMachine, type AnyStateNode, fromPromise } from 'xstate';

/**
 * The walk over a machine's definition that the state graphs (the QA inspector, `npm run graphs`) and the
 * model tests share: its state nodes, and each transition definition as source, event, targets and guard.
 */

export interface StateTransition {
  source: string;
  event: string;
  targets: string[];
  guard?: string;
}

export type TransitionDef = ReturnType<AnyStateMachine['getTransitionData']>[number];

/** Every state node below the root, parents before their children. */
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

/**
 * The machine with every actor it invokes replaced by one that never answers by itself: the events walked
 * (a QA trace's, a planned path's) say what each answered.
 */
export function silentActors<M extends AnyStateMachine>(machine: M): M {
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(() => new Promise<never>(() => {})),
    ]),
  );
  return machine.provide({ actors } as never) as M;
}
