import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { RewardMission } from '../src/api/types';

/** Reward missions (issue 6 item 3): the list with progress; a finished mission is claimed once. */

export type RewardMissionsEvent = { type: 'CLAIM'; missionId: string } | { type: 'RETRY' };

export const rewardMissionsMachine = setup({
  types: {
    context: {} as { missions: RewardMission[]; claiming: string | null },
    events: {} as RewardMissionsEvent,
  },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    loadMissions: fromPromise<{ missionList: RewardMission[] }>(async () => ({ missionList: [] })),
    claim: fromPromise<unknown, { missionId: string }>(async () => null),
  },
  // Stryker restore all
  actions: { announceSuccess: () => {} },
  guards: {
    claimable: ({ context, event }) =>
      event.type === 'CLAIM' &&
      !!context.missions.find((m) => m.missionId === event.missionId && m.claimable && !m.claimed),
  },
}).createMachine({
  id: 'rewardMissions',
  context: { missions: [], claiming: null },
  initial: 'loading',
  states: {
    // The missions and their progress are read.
    loading: {
      invoke: {
        id: 'loadMissions',
        src: 'loadMissions',
        onDone: { target: 'ready', actions: assign({ missions: ({ event }) => event.output.missionList }) },
        onError: 'failed',
      },
    },
    // Missions shown; a finished, unclaimed one can be claimed.
    ready: {
      on: {
        CLAIM: {
          guard: 'claimable',
          target: 'claiming',
          actions: assign({ claiming: ({ event }) => event.missionId }),
        },
      },
    },
    // The claim is in flight; no second claim starts.
    claiming: {
      tags: 'busy',
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => ({ missionId: context.claiming ?? '' }),
        onDone: { target: 'loading', actions: 'announceSuccess' },
        onError: 'loading',
      },
      exit: assign({ claiming: null }),
    },
    // The missions could not be read.
    failed: { on: { RETRY: 'loading' } },
  },
});

/** What the missions list shows: the missions, and whether a claim is in flight. */
export const rewardMissionsView = (s: SnapshotFrom<typeof rewardMissionsMachine>) => ({
  missions: s.context.missions,
  busy: s.hasTag('busy'),
});
