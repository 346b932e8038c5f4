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
  TOn,
  TEntry,
  TThen,
  TFailing,
  TInput,
> {
  /** The named actor (in `setup()`) that reads. */
  src: TSrc;
  /** What the actor is given, from context. */
  input?: TInput;
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
  /** Actions when `loading` is entered. */
  entry?: readonly TEntry[];
  /** Actions after the answer is kept. */
  loaded?: readonly TThen[];
  /** Actions when the read fails. */
  failing?: readonly TFailing[];
  /** Events both `loading` and the failed state take (what the member may do meanwhile). */
  on?: TOn;
  /**
   * The answer may already be on the page (a pre-rendered page carries its first screen's content): the
   * machine's `answerAtHand` guard says so, its `keepAnswerAtHand` action keeps it, and `loading` passes
   * to the ready state at once, reading nothing. Both are named in the machine's `setup()`.
   * `'then read'`: the copy may be older than the server's answer (an API's), so `loading` passes to
   * `refreshing` instead, which shows the copy while it reads, then the answer (a failure keeps the copy).
   */
  atHand?: boolean | 'then read';
}

/** The read's parts: `loading`, the failed state under its name, and `reloading` for machines that want it. */
function readStates<
  TContext extends MachineContext,
  TEvent extends EventObject,
  TOutput,
  TSrc extends string,
  TFailed extends string,
  TOn extends object,
  TEntry,
  TThen,
  TFailing,
  TInput,
>(options: LoadOptions<TOutput, TContext, TSrc, TFailed, TOn, TEntry, TThen, TFailing, TInput>) {
  const { src, input, keep, empty } = options;
  const failed = options.failed;
  const tags = options.tags ?? ['busy'];
  const kept = (keepIt: (output: TOutput, context: TContext) => Partial<TContext>) =>
    assign<TContext, DoneActorEvent<TOutput>, undefined, TEvent, never>(({ context, event }) =>
      keepIt(event.output, context),
    );
  const done = {
    target: options.ready,
    actions: [...(keep ? [kept(keep)] : []), ...(options.loaded ?? [])],
  };
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
  const invoke = { id: src, src, input };
  return {
    states: {
      // The data is being read.
      loading: {
        tags,
        // Typed as nothing: only machines that name the guard and the action in `setup()` ask for it.
        ...((options.atHand
          ? {
              always: {
                guard: 'answerAtHand',
                target: options.atHand === 'then read' ? 'refreshing' : options.ready,
                actions: ['keepAnswerAtHand', ...(options.loaded ?? [])],
              },
            }
          : {}) as object),
        entry: options.entry ?? [],
        on: options.on ?? {},
        invoke: { ...invoke, onDone, onError: { target: failed, actions: options.failing ?? [] } },
      },
      // (With a copy that may be old: `refreshing`, typed as nothing like the transition to it.)
      ...((options.atHand === 'then read'
        ? {
            // The page's copy is shown while the server's answer is read; a failure keeps the copy.
            refreshing: { tags: ['refreshing'], invoke: { ...invoke, onDone: done, onError: options.ready } },
          }
        : {}) as object),
      // The read failed (the dispatcher has said why, if anything); the member may retry.
      // (A computed key is typed by its literal only through a record type.)
      ...({ [failed]: { on: { ...options.on, RETRY: 'loading' } } } as Record<
        TFailed,
        { on: TOn & { RETRY: 'loading' } }
      >),
    },
    // Read again after a change; the old data stays on screen, and a failure keeps it.
    reloading: { tags, invoke: { ...invoke, onDone: done, onError: options.ready } },
  } as const;
}

/** The `loading` and failed states of a machine with this context and these events. */
export function loadStates<TContext extends MachineContext, TEvent extends EventObject>() {
  return <
    TOutput,
    const TSrc extends string,
    const TFailed extends string,
    const TOn extends object = object,
    const TEntry = never,
    const TThen = never,
    const TFailing = never,
    TInput = undefined,
  >(
    options: LoadOptions<TOutput, TContext, TSrc, TFailed, TOn, TEntry, TThen, TFailing, TInput>,
  ) =>
    readStates<TContext, TEvent, TOutput, TSrc, TFailed, TOn, TEntry, TThen, TFailing, TInput>(options)
      .states;
}

/** The same with `reloading`: `RELOAD`, sent from the machine's ready state, reads again. */
export function reloadStates<TContext extends MachineContext, TEvent extends EventObject>() {
  return <TOutput, const TSrc extends string, const TFailed extends string>(
    options: LoadOptions<TOutput, TContext, TSrc, TFailed, object, never, never, never, undefined>,
  ) => {
    const read = readStates<TContext, TEvent, TOutput, TSrc, TFailed, object, never, never, never, undefined>(
      options,
    );
    return { ...read.states, reloading: read.reloading } as const;
  };
}

/** A read's placeholder in `setup()`: typed by its answer, always replaced through `provide()`. */
export const suppliedLater = <T>(name: string) =>
  // Stryker disable next-line all: placeholder
  fromPromise<T>(async () => {
    throw new Error(`${name} is supplied by the flows`);
  });
