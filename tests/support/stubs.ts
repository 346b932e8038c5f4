import { fromPromise } from 'xstate';

/** An actor that never settles: the model test decides the outcome by sending the done/error event. */
export const pending = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

/** The event a machine receives when its invoked actor `id` resolves with `output`. */
export const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });

/** The event a machine receives when its invoked actor `id` rejects with `err`. */
export const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });
