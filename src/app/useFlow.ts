import { useActorRef } from '@xstate/react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { qaRecorder } from './qaRecorder';

/**
 * `useActorRef` for a screen's flow, seen by the QA overlay (`?qa=1`) like the app's long-lived actors.
 * Options are read once, as with `useActorRef`: key the view to restart the flow with new input.
 */
export function useFlow<TLogic extends AnyActorLogic>(logic: TLogic, options: ActorOptions<TLogic> = {}) {
  return useActorRef(logic, { ...options, inspect: qaRecorder.inspect });
}
