import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { RewardMission } from '../contract/rewardsReplies';

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
  actions: {
    announceSuccess: () => {},
    /** The missions as read. */
    keepMissions: assign((_, answer: { missionList: RewardMission[] }) => ({ missions: answer.missionList })),
  },
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
    // The missions and their progress are read (after a claim too, while the list stays on screen).
    loading: {
      invoke: {
        id: 'loadMissions',
        src: 'loadMissions',
        onDone: { target: 'ready', actions: { type: 'keepMissions', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    // The read failed (the dispatcher has said why, if anything); the member may retry.
    failed: { on: { RETRY: 'loading' } },
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
