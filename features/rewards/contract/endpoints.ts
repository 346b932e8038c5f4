import { endpointsOf, type Sid } from '../../../contract/endpoint';

/** The rewards feature's calls: their replies' schemas are `rewardsReplies.ts`. */
const ep = endpointsOf(() => import('./rewardsReplies'));

export interface RouletteInfoRequest {
  sid: string;
  currency: string;
}

/** A claim pays the member: sent once, with its own idempotency key. */
const CLAIM = { sid: true, money: true, idempotent: true } as const;

export const rewardsEndpoints = {
  getRouletteInfo: ep<RouletteInfoRequest>(
    '/api/GetRouletteInfo',
    { sid: 'text', currency: 'text' },
    { read: true },
  ),
  spinRoulette: ep<Sid>('/api/SpinRoulette', {}, { sid: true, silent: true, idempotent: true }),
  getRewardMission: ep<Sid>('/api/getrewardmission', {}, { sid: true, read: true }),
  claimRewardMission: ep<{ missionId: string }>('/api/ClaimRewardMission', { missionId: 'text' }, CLAIM),
  getRedEnvelopeInfo: ep<Sid>('/api/getredenvelopeinfo', {}, { sid: true, read: true }),
  claimRedEnvelope: ep<{ envelopeId: string }>('/api/claimredenvelope', { envelopeId: 'text' }, CLAIM),
};
