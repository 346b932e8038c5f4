import type { RewardMission, RouletteInfo } from '../../features/rewards/contract/rewardsReplies';

/** The lucky-draw wheel's info as the tests read it: four rewards, three spins left, `over` changed. */
export const rouletteInfo = (over: Partial<RouletteInfo> = {}): RouletteInfo => ({
  rewardList: [
    { id: 'r3', reward: '50 points', type: 'points', rewardSort: 3 },
    { id: 'r1', reward: '10 bonus', type: 'bonus', rewardSort: 1 },
    { id: 'r2', reward: '20 bonus', type: 'bonus', rewardSort: 2 },
    { id: 'r4', reward: '100 bonus', type: 'bonus', rewardSort: 4 },
  ],
  spinCount: 3,
  rouletteIsSpin: true,
  winnerList: [],
  memberList: [],
  ...over,
});

/** A reward mission, finished, claimable or not, claimed or not. */
export const mission = (missionId: string, claimable: boolean, claimed = false): RewardMission => ({
  missionId,
  title: missionId,
  progress: 1,
  target: 1,
  reward: '10 bonus',
  claimable,
  claimed,
});
