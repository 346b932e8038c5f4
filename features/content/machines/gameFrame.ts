import { assign, fromPromise, setup } from 'xstate';
import { readFailure } from '../../../domain/failure';

/**
 * A provider page in a frame: the sports, e-sports and virtual sports books (their URL from
 * `/api/getgameurl`) and the game page (its URL from the `gurl` query). A URL is framed only when it is
 * allowed (http(s), this site's origin or one of `config.json` `gameOrigins`); anything else is refused
 * and nothing loads. The frame's own loading shows until it reports loaded; a frame that takes too long
 * says so and offers a reload.
 */

/** How long a frame may load before the page says it is slow. */
export const FRAME_SLOW_MS = 20_000;

export type GameFrameEvent = { type: 'FRAME_LOADED' } | { type: 'RETRY' };

interface GameFrameContext {
  /** The allowed URL being framed. */
  url: string | null;
  /** The message key of the last failure. */
  errorKey: string | null;
  /** Bumped on every new attempt, so the view mounts a fresh frame. */
  attempt: number;
}

const outputOf = (event: unknown) => (event as { output: string }).output;

export const gameFrameMachine = setup({
  types: {
    context: {} as GameFrameContext,
    events: {} as GameFrameEvent,
  },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    /** The URL to frame, before it is checked. */
    resolveUrl: fromPromise<string>(async () => ''),
  },
  // Stryker restore all
  guards: {
    /** Supplied with the page's origin and `config.json` `gameOrigins`. */
    urlAllowed: (_, _url: string) => false,
  },
  delays: { frameSlow: FRAME_SLOW_MS },
}).createMachine({
  id: 'gameFrame',
  context: { url: null, errorKey: null, attempt: 0 },
  initial: 'resolving',
  states: {
    // The frame's URL is read (from the server, or from the page's query).
    resolving: {
      tags: 'busy',
      entry: assign({ url: null, errorKey: null, attempt: ({ context }) => context.attempt + 1 }),
      invoke: {
        id: 'resolveUrl',
        src: 'resolveUrl',
        onDone: [
          {
            guard: { type: 'urlAllowed', params: ({ event }) => outputOf(event) },
            target: 'framing',
            actions: assign({ url: ({ event }) => event.output }),
          },
          { target: 'refused' },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            errorKey: ({ event }) => readFailure(event.error).key ?? 'page_Maintenance1',
          }),
        },
      },
    },
    // The frame is loading its page.
    framing: {
      tags: ['busy', 'frame'],
      on: { FRAME_LOADED: 'ready' },
      after: { frameSlow: 'slow' },
    },
    // The page in the frame has loaded.
    ready: {
      tags: 'frame',
      on: { RETRY: 'resolving' },
    },
    // The frame is still loading after a long time: the member may reload it.
    slow: {
      tags: 'frame',
      on: { FRAME_LOADED: 'ready', RETRY: 'resolving' },
    },
    // The URL is not one this site may frame: nothing is loaded.
    refused: {
      on: { RETRY: 'resolving' },
    },
    // The URL could not be had (the dispatcher has shown why).
    failed: {
      on: { RETRY: 'resolving' },
    },
  },
});
