import { assign, type DoneActorEvent, type EventObject, fromPromise, type MachineContext } from 'xstate';

/**
 * The loader block: every read a screen waits for is `loading → ready | failed`, `RETRY` from
 * the failed state, and, where a page reads again after a change, `RELOAD` (its data stays on screen).
 *
 * `loadStates<Context, Event>()({ src, ready, keep, … })` gives a machine its `loading` and failed states
 * (`reloadStates` adds `reloading`), to spread into its `states`: `loading` invokes the named actor `src`; `keep` turns the
 * answer into context, typed by the answer (the machine's context and events are named once, so `keep`
 * and the actions are checked against them: no cast); the answer leads to `ready`, or to `empty.target`
 * when `empty.when` says there is nothing to show; an error leads to the failed state, whose `RETRY` reads
 * again. State names stay the machine's own, so the `data-state` values the views show do not change.
 * `pageData` and `staticContent` are machines of nothing but the block.
 */
export interface LoadOptions<
  TOutput,
  TContext extends MachineContext,
  TSrc extends string,
  TFailed extends string,
> {
  /** The named actor (in `setup()`) that reads. */
  src: TSrc;
  /** The state the answer leads to. */
  ready: string;
  /** The answer as context; the parameter's type is the actor's output. */
  keep?: (output: TOutput, context: TContext) => Partial<TContext>;
  /** An answer with nothing to show leads to `target` instead (keeping only what `keep` says). */
  empty?: { when: (output: TOutput) => boolean; target: string; keep?: Partial<TContext> };
  /** The name of the failed state (`failed`, or the name the machine has long used). */
  failed: TFailed;
  /** `loading`'s tags (`busy` unless told). */
  tags?: string[];
  /** Events both `loading` and the failed state take (what the member may do meanwhile). */
  on?: object;
}

/** A state under the name its machine gives it. */
const named = <TName extends string, TState>(name: TName, state: TState) =>
  ({ [name]: state }) as Record<TName, TState>;

/** The read's parts: the invocation, where its answer leads, `loading`, the failed state, `reloading`. */
function readParts<TContext extends MachineContext, TEvent extends EventObject>() {
  return <TOutput, TSrc extends string, TFailed extends string>(
    options: LoadOptions<TOutput, TContext, TSrc, TFailed>,
  ) => {
    const { src, keep, empty, failed } = options;
    const tags = options.tags ?? ['busy'];
    const on = options.on ?? {};
    const kept = (keepIt: (output: TOutput, context: TContext) => Partial<TContext>) =>
      assign<TContext, DoneActorEvent<TOutput>, undefined, TEvent, never>(({ context, event }) =>
        keepIt(event.output, context),
      );
    const done = { target: options.ready, actions: keep ? [kept(keep)] : [] };
    const onDone = empty
      ? [
          {
            guard: ({ event }: { event: DoneActorEvent<TOutput> }) => empty.when(event.output),
            target: empty.target,
            actions: empty.keep ? [kept(() => empty.keep ?? {})] : [],
          },
          done,
        ]
      : done;
    const invoke = { id: src, src };
    return {
      invoke,
      done,
      // The data is being read.
      loading: { tags, on, invoke: { ...invoke, onDone, onError: { target: failed } } },
      // The read failed (the dispatcher has said why, if anything); the member may retry.
      failed: named(failed, { on: { ...on, RETRY: 'loading' as const } }),
      // Read again after a change; the old data stays on screen, and a failure keeps it.
      reloading: { tags, invoke: { ...invoke, onDone: done, onError: options.ready } },
    };
  };
}

/** The `loading` and failed states of a machine with this context and these events. */
export function loadStates<TContext extends MachineContext, TEvent extends EventObject>() {
  return <TOutput, const TSrc extends string, const TFailed extends string>(
    options: LoadOptions<TOutput, TContext, TSrc, TFailed>,
  ) => {
    const read = readParts<TContext, TEvent>()(options);
    return { loading: read.loading, ...read.failed };
  };
}

/**
 * The same for a page that may carry its answer already (a pre-rendered page carries its first screen's
 * content): the machine's `answerAtHand` guard says so, its `keepAnswerAtHand` action keeps it, and
 * `loading` passes to the ready state at once, reading nothing. Both are named in the machine's `setup()`.
 * `thenRead`: the copy may be older than the server's answer (an API's), so `loading` passes to
 * `refreshing` instead, which shows the copy while it reads, then the answer (a failure keeps the copy).
 */
export function loadStatesAtHand<TContext extends MachineContext, TEvent extends EventObject>() {
  return <TOutput, const TSrc extends string, const TFailed extends string>(
    options: LoadOptions<TOutput, TContext, TSrc, TFailed>,
  ) => {
    const read = readParts<TContext, TEvent>()(options);
    const always = { guard: 'answerAtHand', target: options.ready, actions: ['keepAnswerAtHand'] } as const;
    return { loading: { ...read.loading, always }, ...read.failed };
  };
}

/** `loadStatesAtHand` whose copy at hand is shown while the server's answer is read (`refreshing`). */
export function loadStatesAtHandThenRead<TContext extends MachineContext, TEvent extends EventObject>() {
  return <TOutput, const TSrc extends string, const TFailed extends string>(
    options: LoadOptions<TOutput, TContext, TSrc, TFailed>,
  ) => {
    const read = readParts<TContext, TEvent>()(options);
    const always = { guard: 'answerAtHand', target: 'refreshing', actions: ['keepAnswerAtHand'] } as const;
    return {
      loading: { ...read.loading, always },
      // The page's copy is shown while the server's answer is read; a failure keeps the copy.
      refreshing: {
        tags: ['refreshing'],
        invoke: { ...read.invoke, onDone: read.done, onError: options.ready },
      },
      ...read.failed,
    };
  };
}

/** The same as `loadStates` with `reloading`: `RELOAD`, sent from the machine's ready state, reads again. */
export function reloadStates<TContext extends MachineContext, TEvent extends EventObject>() {
  return <TOutput, const TSrc extends string, const TFailed extends string>(
    options: LoadOptions<TOutput, TContext, TSrc, TFailed>,
  ) => {
    const read = readParts<TContext, TEvent>()(options);
    return { loading: read.loading, ...read.failed, reloading: read.reloading };
  };
}

/** A read's placeholder in `setup()`: typed by its answer, always replaced through `provide()`. */
export const suppliedLater = <T>(name: string) =>
  // Stryker disable next-line all: placeholder
  fromPromise<T>(async () => {
    throw new Error(`${name} is supplied by the flows`);
  });
