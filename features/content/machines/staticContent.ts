import { assign, setup } from 'xstate';
import { suppliedLater } from '../../../machines/loader';

/**
 * The static content of a screen (spec §7: per-locale JSON for home, contact, information): read once when
 * the screen opens, or shown at once when the pre-rendered page carries it. A file that cannot be read
 * (offline before the service worker has a copy) offers a retry instead of an empty page.
 */

export type StaticContentEvent = { type: 'RETRY' };

interface StaticContentContext<T> {
  content: T | null;
}

/** The machine for content of type T; `staticContentMachine` is the untyped one drawn in the state graphs. */
export function staticContentMachineOf<T>() {
  return setup({
    types: { context: {} as StaticContentContext<T>, events: {} as StaticContentEvent },
    actors: { loadContent: suppliedLater<T>('loadContent') },
    // Supplied by the flows: the page's copy of the content, when it carries one.
    guards: { answerAtHand: () => false },
    actions: {
      keepAnswerAtHand: () => undefined,
      /** The answer is the screen's content. */
      keepContent: assign((_, content: T) => ({ content })),
    },
  }).createMachine({
    id: 'staticContent',
    context: { content: null },
    initial: 'loading',
    states: {
      // The content is read, unless the pre-rendered page carries it (then it is shown at once).
      loading: {
        tags: 'busy',
        always: { guard: 'answerAtHand', target: 'ready', actions: 'keepAnswerAtHand' },
        invoke: {
          id: 'loadContent',
          src: 'loadContent',
          onDone: { target: 'ready', actions: { type: 'keepContent', params: ({ event }) => event.output } },
          onError: 'failed',
        },
      },
      // The read failed (the dispatcher has said why, if anything); the member may retry.
      failed: { on: { RETRY: 'loading' } },
      // The content is shown.
      ready: {},
    },
  });
}

export const staticContentMachine = staticContentMachineOf<unknown>();
