import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { RewardMission } from '../../../contract/types';
import { loadStates } from '../../../machines/loader';

/** Reward missions: the list with progress; a finished mission is claimed once. */

export type RewardMissionsEvent = { type: 'CLAIM'; missionId: string } | { type: 'RETRY' };

interface RewardMissionsContext {
  missions: RewardMission[];
  claiming: string | null;
}

export const rewardMissionsMachine = setup({
  types: {
    context: {} as RewardMissionsContext,
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
    // The missions and their progress are read; on a failure, a retry.
    ...loadStates<RewardMissionsContext, RewardMissionsEvent>()({
      src: 'loadMissions',
      failed: 'failed',
      ready: 'ready',
      keep: (answer: { missionList: RewardMission[] }) => ({ missions: answer.missionList }),
      tags: [],
    }),
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
  },
});

/** What the missions list shows: the missions, and whether a claim is in flight. */
export const rewardMissionsView = (s: SnapshotFrom<typeof rewardMissionsMachine>) => ({
  missions: s.context.missions,
  busy: s.hasTag('busy'),
});
