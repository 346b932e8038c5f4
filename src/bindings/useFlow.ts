import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import type { Runtime } from '../flows/runtime';
import { qaInspect } from '../qa/qaSwitch';
import { useRuntime } from './RuntimeContext';

/** A flow's options: `useActorRef`'s, plus the values (besides the runtime) its logic is made from. */
export type FlowOptions<TLogic extends AnyActorLogic> = ActorOptions<TLogic> & { deps?: readonly unknown[] };

/**
 * A screen's flow: its logic made by `factory` from the runtime (again only when the runtime or `deps`
 * change), started with `useActorRef` and seen by the QA overlay (`?qa=1`) like the app's long-lived
 * actors. Options are read once, as with `useActorRef`: key the view to restart the flow with new input.
 */
export function useFlow<TLogic extends AnyActorLogic>(
  factory: (runtime: Runtime) => TLogic,
  { deps = [], ...options }: FlowOptions<TLogic> = {},
) {
  const runtime = useRuntime();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the logic follows the runtime and the named deps, not the factory's identity
  const logic = useMemo(() => factory(runtime), [runtime, ...deps]);
  return useActorRef(logic, { ...options, inspect: qaInspect } as ActorOptions<TLogic>);
}
