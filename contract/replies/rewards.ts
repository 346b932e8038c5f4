import * as v from 'valibot';
import { amount, decoderOf, list, nothing, rouletteType, text } from './parts';

/** Reply schemas (issue 12): The lucky draw, reward missions and the red envelope. */

export const rouletteReward = v.object({
  id: text,
  reward: text,
  type: rouletteType,
  rewardSort: v.number(),
});

export const rouletteWin = v.object({ date: text, user: text, reward: text, type: rouletteType });

export const rouletteInfo = v.object({
  rewardList: list(rouletteReward),
  spinCount: v.number(),
  rouletteIsSpin: v.boolean(),
  winnerList: list(rouletteWin),
  memberList: list(rouletteWin),
});

export const spinResult = v.object({ rewardId: text, reward: text, spinCount: v.number() });

export const rewardMission = v.object({
  missionId: text,
  title: text,
  progress: v.number(),
  target: v.number(),
  reward: text,
  claimable: v.boolean(),
  claimed: v.boolean(),
});

export const rewardMissionResponse = v.object({ missionList: list(rewardMission) });

export const redEnvelopeInfo = v.object({ available: v.boolean(), envelopeId: v.nullish(text, '') });

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
