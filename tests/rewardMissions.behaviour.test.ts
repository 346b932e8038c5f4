import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { RewardMission } from '../features/rewards/contract/rewardsReplies';
import { rewardMissionsMachine } from '../features/rewards/machines/rewardMissions';
import { failedReadRetried, noAnswer, refused, serverCall } from './support/calls';
import { mission } from './support/rewardFixtures';

/** Reward missions: which mission can be claimed, the claim sent once, and the list read again. */

describe('reward missions', () => {
  const missionList = [mission('done', true), mission('open', false), mission('taken', true, true)];

  function start() {
    const loadMissions = serverCall<{ missionList: RewardMission[] }>();
    const claim = serverCall<unknown, { missionId: string }>();
    const announceSuccess = vi.fn();
    const actor = createActor(
      rewardMissionsMachine.provide({
        actors: { loadMissions: loadMissions.logic, claim: claim.logic },
        actions: { announceSuccess },
      }),
    ).start();
    return { actor, loadMissions, claim, announceSuccess };
  }

  it('shows the missions with their progress', async () => {
    const m = start();
    await m.loadMissions.answer({ missionList });
    expect(m.actor.getSnapshot().value).toBe('ready');
    expect(m.actor.getSnapshot().context.missions).toEqual(missionList);
  });

  it('only a finished, unclaimed mission can be claimed', async () => {
    const m = start();
    await m.loadMissions.answer({ missionList });
    for (const missionId of ['open', 'taken', 'unknown']) m.actor.send({ type: 'CLAIM', missionId });
    expect(m.claim.count()).toBe(0);
    expect(m.actor.getSnapshot().value).toBe('ready');
  });

  it('a claim goes once, is announced, and the missions are read again', async () => {
    const m = start();
    await m.loadMissions.answer({ missionList });
    m.actor.send({ type: 'CLAIM', missionId: 'done' });
    m.actor.send({ type: 'CLAIM', missionId: 'done' });
    expect(m.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(m.actor.getSnapshot().context.claiming).toBe('done');
    expect(m.claim.inputs()).toEqual([{ missionId: 'done' }]);
    await m.claim.answer(null);
    expect(m.announceSuccess).toHaveBeenCalledTimes(1);
    expect(m.actor.getSnapshot().context.claiming).toBeNull();
    expect(m.loadMissions.count()).toBe(2);
  });

  it('a failed claim is not announced; the missions are read again', async () => {
    const m = start();
    await m.loadMissions.answer({ missionList });
    m.actor.send({ type: 'CLAIM', missionId: 'done' });
    await m.claim.fail(refused('reward_claim_fail'));
    expect(m.announceSuccess).not.toHaveBeenCalled();
    expect(m.actor.getSnapshot().context.claiming).toBeNull();
    expect(m.loadMissions.count()).toBe(2);
  });

  it('missions that cannot be read can be retried', async () => {
    const m = start();
    await failedReadRetried(m.loadMissions, m.actor, 'failed', { error: noAnswer });
  });
});
