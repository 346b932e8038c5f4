import * as v from 'valibot';
import {
  amount,
  count,
  decoderOf,
  flag,
  id,
  list,
  nothing,
  optionalId,
  optionalList,
  rouletteType,
  shown,
  text,
} from './parts';

/** Reply schemas: The lucky draw, reward missions and the red envelope. */

export const rouletteReward = v.object({
  id,
  reward: text,
  type: rouletteType,
  rewardSort: count,
});

export const rouletteWin = v.object({ date: text, user: text, reward: text, type: rouletteType });

export const rouletteInfo = v.object({
  rewardList: list(rouletteReward),
  spinCount: count,
  rouletteIsSpin: flag,
  winnerList: list(rouletteWin),
  memberList: list(rouletteWin),
});

export const spinResult = v.object({ rewardId: id, reward: text, spinCount: count });

/** Reward missions are not in the spec: a mission is its id (to claim it) and its title. */
export const rewardMission = v.object({
  missionId: id,
  title: text,
  progress: v.nullish(count, 0),
  target: v.nullish(count, 0),
  reward: shown,
  claimable: v.nullish(flag, false),
  claimed: v.nullish(flag, false),
});

export const rewardMissionResponse = v.object({ missionList: optionalList(rewardMission) });

export const redEnvelopeInfo = v.object({ available: flag, envelopeId: optionalId });

export const claimRedEnvelopeResponse = v.object({ amount });

/** The schema of each endpoint's `data`, by the name of `endpoints.ts`. */
const replies = {
  getRouletteInfo: rouletteInfo,
  spinRoulette: spinResult,
  getRewardMission: rewardMissionResponse,
  claimRewardMission: nothing,
  getRedEnvelopeInfo: redEnvelopeInfo,
  claimRedEnvelope: claimRedEnvelopeResponse,
} as const;

/** The feature's replies and their decoder: what the client loads with the feature's first call. */
export default { replies, decode: decoderOf(replies) };
