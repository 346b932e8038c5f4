import { expect } from 'vitest';
import {
  type ActorOptions,
  type AnyActorRef,
  type AnyStateMachine,
  type ContextFrom,
  createActor,
  fromPromise,
  type StateValueFrom,
} from 'xstate';

/**
 * A stand-in for a server call that the test answers by hand: every request the machine sends is kept
 * with its input, and stays in flight until the test resolves or rejects it. `settle()` then lets the
 * machine take the answer.
 */
export function serverCall<TOutput = unknown, TInput = unknown>() {
  const calls: { input: TInput; resolve: (value: TOutput) => void; reject: (error: unknown) => void }[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) => new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('no call was sent');
    return call;
  };
  return {
    logic,
    /** The requests sent so far, oldest first. */
    inputs: () => calls.map((c) => c.input),
    count: () => calls.length,
    answer: async (value: TOutput) => {
      last().resolve(value);
      await settle();
    },
    fail: async (error: unknown) => {
      last().reject(error);
      await settle();
    },
  };
}

/** Lets resolved promises reach the machines. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The server refused with a known errorCode: the money did not move. */
export const refused = (key: string, code = 2) => ({ code, key });

/** No answer came (network, timeout, a proxy's page): nobody knows whether the money moved. */
export const noAnswer = { code: null, key: 'acct_NetworkFail' };

/** A started actor of `logic` (its server calls stood in for), with what behaviour tests read of it. */
export function started<T extends AnyStateMachine>(logic: T, options?: ActorOptions<T>) {
  const actor = createActor(logic, options).start();
  // A machine's snapshot, whose generic type does not name its parts.
  const snapshot = () => actor.getSnapshot() as { context: ContextFrom<T>; value: StateValueFrom<T> };
  return { actor, ctx: () => snapshot().context, state: () => snapshot().value };
}

/**
 * The read fails (`error`): the machine shows `failed` (its state value, or what `shown` reads), and RETRY
 * sends the read again.
 */
export async function failedReadRetried(
  read: { fail: (error: unknown) => Promise<void>; count: () => number },
  actor: AnyActorRef,
  failed: string,
  { shown = () => actor.getSnapshot().value, error = new Error('offline') as unknown } = {},
) {
  await read.fail(error);
  expect(shown()).toBe(failed);
  actor.send({ type: 'RETRY' });
  expect(read.count()).toBe(2);
}

/** A form that reads first: `loading` and busy until the read answers `value`, then `editing`. */
export async function readWhileBusy<T>(
  read: { answer: (value: T) => Promise<void> },
  actor: AnyActorRef,
  value: T,
) {
  expect(actor.getSnapshot().value).toBe('loading');
  expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  await read.answer(value);
  expect(actor.getSnapshot().value).toBe('editing');
}

/** `form` once its first read (`load`) has answered `value`. */
export async function loaded<V, F extends { load: { answer: (value: V) => Promise<void> } }>(
  form: F,
  value: V,
) {
  await form.load.answer(value);
  return form;
}
