import { demoLanguageOf, demoText } from '../../../demo/demoTexts.ts';
import { fail, ok, type Router } from '../../../demo/router.ts';
import {
  type DemoMission,
  type DemoWorld,
  formatTenths,
  MAIN,
  maskLoginId,
  WINNER_LIST_SIZE,
} from '../../../demo/world.ts';
import { rewardsEndpoints } from '../contract/endpoints.ts';
import type { RedEnvelopeInfo, RewardMission, RouletteInfo, SpinResult } from '../contract/rewardsReplies.ts';

/**
 * The lucky draw (spec §4): the roulette, reward missions and red envelopes. Chance comes from the
 * world's seeded random source, so a run replays after `reset`. A bonus won is money: it enters the main
 * wallet as a 'reward' ledger entry; points are not money and move nothing.
 */

/** The currencies the roulette knows (spec §9). */
const ROULETTE_CURRENCIES: readonly string[] = ['VND', 'IDR', 'THB', 'CNY', 'MYR', 'SGD'];

/** Red envelopes hold 1.0 to 88.8 in the account unit. */
const ENVELOPE_MIN_TENTHS = 10;
const ENVELOPE_MAX_TENTHS = 888;

/** The mission as the API lists it, without the demo's bookkeeping. */
const listed = ({ missionId, title, progress, target, reward, claimable, claimed }: DemoMission) =>
  ({ missionId, title, progress, target, reward, claimable, claimed }) satisfies RewardMission;

export function rewardHandlers(world: DemoWorld, { memberPost, visitorPost }: Router) {
  return [
    // Visitors see the wheel and the winners too; only a member has spins and wins of their own.
    visitorPost(
      rewardsEndpoints.getRouletteInfo.path,
      { currency: 'string' },
      ({ body, member, request }) => {
        if (!ROULETTE_CURRENCIES.includes(body.currency as string))
          return fail(2, 'com_request_invalid', ['currency']);
        const rewards = member?.rewards;
        const language = demoLanguageOf(request);
        const named = <T extends { reward: string }>(item: T): T => ({
          ...item,
          reward: demoText(item.reward, language),
        });
        return ok<RouletteInfo>({
          rewardList: world
            .offeredRewards()
            .map(({ id, reward, type, rewardSort }) => named({ id, reward, type, rewardSort })),
          spinCount: rewards?.spinCount ?? 0,
          rouletteIsSpin: rewards?.rouletteIsSpin ?? false,
          winnerList: world.winners.map(named),
          memberList: (rewards?.wins ?? []).map(named),
        });
      },
    ),

    memberPost(rewardsEndpoints.spinRoulette.path, {}, ({ member, request }) => {
      const state = member.rewards;
      if (state.spinCount <= 0) return fail(2, 'reward_roulette_noSpin');
      // Spinning not allowed stands for a member who has not deposited enough (spec §8).
      if (!state.rouletteIsSpin) return fail(3, 'reward_roulette_noDeposit');
      const offered = world.offeredRewards();
      // A reward forced by the hook is taken only while it is still on offer.
      const won =
        offered.find((r) => r.id === state.nextRewardId) ??
        offered[Math.floor(world.random() * offered.length)];
      if (!won) throw new Error('no reward on offer');
      if (won.bonusTenths > 0)
        world.move(member, 'reward', `reward:roulette:${won.id}`, MAIN, won.bonusTenths);
      state.spinCount -= 1;
      state.nextRewardId = null;
      const win = {
        date: new Date(world.now()).toISOString(),
        user: maskLoginId(member.loginId),
        reward: won.reward,
        type: won.type,
      };
      state.wins.unshift(win);
      world.winners = [win, ...world.winners].slice(0, WINNER_LIST_SIZE);
      return ok<SpinResult>({
        rewardId: won.id,
        reward: demoText(won.reward, demoLanguageOf(request)),
        spinCount: state.spinCount,
      });
    }),

    memberPost(rewardsEndpoints.getRewardMission.path, {}, ({ member, request }) => {
      const language = demoLanguageOf(request);
      return ok<{ missionList: RewardMission[] }>({
        missionList: member.rewards.missions.map((m) => {
          const mission = listed(m);
          return { ...mission, title: demoText(m.title, language), reward: demoText(m.reward, language) };
        }),
      });
    }),

    memberPost(rewardsEndpoints.claimRewardMission.path, { missionId: 'string' }, ({ body, member }) => {
      const mission = member.rewards.missions.find((m) => m.missionId === body.missionId);
      if (!mission?.claimable || mission.claimed) return fail(2, 'reward_mission_notClaimable');
      world.move(member, 'reward', `reward:mission:${mission.missionId}`, MAIN, mission.bonusTenths);
      mission.claimed = true;
      return ok();
    }),

    memberPost(rewardsEndpoints.getRedEnvelopeInfo.path, {}, ({ member }) => {
      const { envelopeId } = member.rewards;
      return ok<RedEnvelopeInfo>({ available: envelopeId !== null, envelopeId: envelopeId ?? '' });
    }),

    // An envelope opens once: the id must be the waiting one, and opening it takes it away.
    memberPost(rewardsEndpoints.claimRedEnvelope.path, { envelopeId: 'string' }, ({ body, member }) => {
      const state = member.rewards;
      if (state.envelopeId === null || state.envelopeId !== body.envelopeId)
        return fail(2, 'reward_envelope_none');
      const span = ENVELOPE_MAX_TENTHS - ENVELOPE_MIN_TENTHS + 1;
      const amount = ENVELOPE_MIN_TENTHS + Math.floor(world.random() * span);
      world.move(member, 'reward', `reward:envelope:${state.envelopeId}`, MAIN, amount);
      state.envelopeId = null;
      return ok({ amount: formatTenths(amount) });
    }),
  ];
}
