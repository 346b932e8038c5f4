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
} from '../../../contract/replies/parts';

/** The rewards feature's reply schemas: the lucky draw, reward missions and the red envelope. */

export const rouletteReward = v.object({
  id,
  reward: text,
  type: rouletteType,
  rewardSort: count,
});
export type RouletteReward = v.InferOutput<typeof rouletteReward>;

export const rouletteWin = v.object({ date: text, user: text, reward: text, type: rouletteType });
export type RouletteWin = v.InferOutput<typeof rouletteWin>;

export const rouletteInfo = v.object({
  rewardList: list(rouletteReward),
  spinCount: count,
  rouletteIsSpin: flag,
  winnerList: list(rouletteWin),
  memberList: list(rouletteWin),
});
export type RouletteInfo = v.InferOutput<typeof rouletteInfo>;

export const spinResult = v.object({ rewardId: id, reward: text, spinCount: count });
export type SpinResult = v.InferOutput<typeof spinResult>;

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
export type RewardMission = v.InferOutput<typeof rewardMission>;

export const rewardMissionResponse = v.object({ missionList: optionalList(rewardMission) });

export const redEnvelopeInfo = v.object({ available: flag, envelopeId: optionalId });
export type RedEnvelopeInfo = v.InferOutput<typeof redEnvelopeInfo>;

export const claimRedEnvelopeResponse = v.object({ amount });

/** The schema of each endpoint's `data`, by its name in `endpoints.ts`. */
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
