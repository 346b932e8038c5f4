import { type AnyStateMachine, createActor, SimulatedClock } from 'xstate';
import { silentActors } from '../../src/qa/machineWalk';
import { type QaTrace, traceStateName } from '../../src/qa/trace';

/**
 * Replays a QA trace against the machines as shipped: every actor's recorded events are
 * sent, in order, to a fresh actor of its machine (calls never made: their answers are the recorded
 * `xstate.done.actor.*` / `xstate.error.actor.*` events; delays on a simulated clock, their events sent as
 * recorded), and the state after each is compared with the recorded one. The first difference is where
 * the session diverged.
 */

const modules = import.meta.glob<Record<string, unknown>>(
  ['../../machines/*.ts', '../../features/*/machines/*.ts'],
  { eager: true },
);

const isMachine = (value: unknown): value is AnyStateMachine =>
  !!value && typeof value === 'object' && 'root' in value && 'id' in value && 'provide' in value;

/** Every machine of machines/ and the features', by id. */
export const machinesById: ReadonlyMap<string, AnyStateMachine> = new Map(
  Object.values(modules)
    .flatMap((exports) => Object.values(exports))
    .filter(isMachine)
    .map((machine) => [machine.id, machine]),
);

export interface Divergence {
  /** 0-based index of the event in the actor's list; -1 for the final state. */
  step: number;
  event: string;
  expected: string;
  actual: string;
}

export interface ActorReplay {
  machine: string;
  events: number;
  expected: string;
  actual: string;
  problem?: string;
  divergence?: Divergence;
}

export interface ReplayResult {
  ok: boolean;
  actors: ActorReplay[];
}

export function replayTrace(trace: QaTrace): ReplayResult {
  const actors = trace.actors.map((recorded): ActorReplay => {
    const base = { machine: recorded.machine, events: recorded.events.length, expected: recorded.finalState };
    const machine = machinesById.get(recorded.machine);
    if (!machine) return { ...base, actual: '', problem: `no machine with the id "${recorded.machine}"` };
    const actor = createActor(silentActors(machine), {
      input: recorded.input,
      clock: new SimulatedClock(),
    } as never).start();
    try {
      for (const [step, { event, state }] of recorded.events.entries()) {
        actor.send(event as never);
        const actual = traceStateName(actor.getSnapshot().value);
        if (actual !== state)
          return { ...base, actual, divergence: { step, event: event.type, expected: state, actual } };
      }
      const actual = traceStateName(actor.getSnapshot().value);
      if (actual !== recorded.finalState)
        return {
          ...base,
          actual,
          divergence: { step: -1, event: '(end)', expected: recorded.finalState, actual },
        };
      return { ...base, actual };
    } finally {
      actor.stop();
    }
  });
  return { ok: actors.every((a) => !a.problem && !a.divergence), actors };
}

/** The result as a person reads it. */
export function describeReplay(result: ReplayResult): string {
  return result.actors
    .map((a) => {
      if (a.problem) return `✘ ${a.machine}: ${a.problem}`;
      if (a.divergence) {
        const { step, event, expected, actual } = a.divergence;
        return step < 0
          ? `✘ ${a.machine}: ended in "${actual}", the session in "${expected}"`
          : `✘ ${a.machine}: diverged at event ${step + 1} (${event}): the session went to "${expected}", the machine to "${actual}"`;
      }
      return `✓ ${a.machine}: ${a.events} events, ended in "${a.actual}" as the session did`;
    })
    .join('\n');
}
