import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { Amount } from '../../../contract/types';
import type { RedEnvelopeInfo } from '../contract/rewardsReplies';

/** The red envelope: shown when one is waiting, opened with an animation, amount won. */

export type RedEnvelopeEvent = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'RETRY' };

export const ENVELOPE_OPENING_MS = 900;

interface RedEnvelopeContext {
  info: RedEnvelopeInfo | null;
  amount: Amount | null;
}

export const redEnvelopeMachine = setup({
  types: {
    context: {} as RedEnvelopeContext,
    events: {} as RedEnvelopeEvent,
  },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    loadEnvelope: fromPromise<RedEnvelopeInfo>(async () => ({ available: false, envelopeId: '' })),
    claim: fromPromise<{ amount: Amount }, { envelopeId: string }>(async () => ({ amount: '0' })),
  },
  // Stryker restore all
  actions: {
    /** The envelope waiting. */
    keepEnvelope: assign((_, info: RedEnvelopeInfo) => ({ info })),
  },
  guards: {
    /** No envelope is waiting (or the answer says nothing). */
    noEnvelope: (_, info: RedEnvelopeInfo | undefined) => !info?.available,
  },
  delays: { opening: ENVELOPE_OPENING_MS },
}).createMachine({
  id: 'redEnvelope',
  context: { info: null, amount: null },
  initial: 'loading',
  states: {
    // Is an envelope waiting? None waiting, or none read, is nothing to show (`none`).
    loading: {
      invoke: {
        id: 'loadEnvelope',
        src: 'loadEnvelope',
        onDone: [
          { guard: { type: 'noEnvelope', params: ({ event }) => event.output }, target: 'none' },
          { target: 'waiting', actions: { type: 'keepEnvelope', params: ({ event }) => event.output } },
        ],
        onError: 'none',
      },
    },
    // Nothing to show: no envelope waiting, or the read failed; a retry reads again.
    none: { on: { RETRY: 'loading' } },
    // A closed envelope invites a tap.
    waiting: { on: { OPEN: 'opening' } },
    // The claim is in flight while the envelope opens; it cannot be opened twice.
    opening: {
      tags: 'busy',
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => ({ envelopeId: context.info?.envelopeId ?? '' }),
        onDone: { target: 'revealing', actions: assign({ amount: ({ event }) => event.output.amount }) },
        onError: 'none',
      },
    },
    // The flap opens before the amount shows.
    revealing: { tags: 'busy', after: { opening: 'opened' } },
    // The amount won is shown.
    opened: { on: { CLOSE: 'none' } },
  },
});

/** What the envelope card shows: whether there is one, whether it may be opened, and what it held. */
export const redEnvelopeView = (s: SnapshotFrom<typeof redEnvelopeMachine>) => ({
  shown: !s.matches('none') && !s.matches('loading'),
  canOpen: s.can({ type: 'OPEN' }),
  opened: s.matches('opened'),
  amount: s.context.amount,
});
