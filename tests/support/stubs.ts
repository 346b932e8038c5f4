import { fromPromise } from 'xstate';

/** An actor that never settles: the model test decides the outcome by sending the done/error event. */
export const pending = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
