import { setup } from 'xstate';
import { loadStatesAtHand, suppliedLater } from '../../../machines/loader';

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
    actions: { keepAnswerAtHand: () => undefined },
  }).createMachine({
    id: 'staticContent',
    context: { content: null },
    initial: 'loading',
    states: {
      ...loadStatesAtHand<StaticContentContext<T>, StaticContentEvent>()({
        src: 'loadContent',
        failed: 'failed',
        ready: 'ready',
        keep: (content: T) => ({ content }),
      }),
      // The content is shown.
      ready: {},
    },
  });
}

export const staticContentMachine = staticContentMachineOf<unknown>();
