import { assign, fromPromise, setup } from 'xstate';

/**
 * The static content of a screen (spec §7: per-locale JSON for home, contact, information): read once when
 * the screen opens. A file that cannot be read (offline before the service worker has a copy) offers a
 * retry instead of an empty page.
 */

export type StaticContentEvent = { type: 'RETRY' };

/** The machine for content of type T; `staticContentMachine` is the untyped one drawn in the state graphs. */
export function staticContentMachineOf<T>() {
  return setup({
    types: {
      context: {} as { content: T | null },
      events: {} as StaticContentEvent,
    },
    // Stryker disable all: placeholders, always replaced through provide()
    actors: {
      loadContent: fromPromise<T>(async () => {
        throw new Error('loadContent is supplied by the flows');
      }),
    },
    // Stryker restore all
  }).createMachine({
    id: 'staticContent',
    context: { content: null },
    initial: 'loading',
    states: {
      // The screen's files are read.
      loading: {
        tags: 'busy',
        invoke: {
          id: 'loadContent',
          src: 'loadContent',
          onDone: { target: 'ready', actions: assign({ content: ({ event }) => event.output }) },
          onError: 'failed',
        },
      },
      // The content is shown.
      ready: {},
      // A file could not be read: the screen offers a retry.
      failed: { on: { RETRY: 'loading' } },
    },
  });
}

export const staticContentMachine = staticContentMachineOf<unknown>();
