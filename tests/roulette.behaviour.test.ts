import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { RouletteInfo, SpinResult } from '../features/rewards/contract/rewardsReplies';
import {
  BUFFER_ROTATIONS,
  COIN_MS,
  RELOAD_AFTER_MS,
  RESULT_DELAY_MS,
  rouletteMachine,
  SPIN_STEP_MS,
  segmentsOf,
  stepsToWin,
} from '../features/rewards/machines/roulette';
import { failedReadRetried, serverCall } from './support/calls';
import { rouletteInfo } from './support/rewardFixtures';

/** The lucky-draw wheel: where it lands, what it shows, and when the page's info is read again. */

const info = rouletteInfo;

function start(loggedIn = true) {
  const clock = new SimulatedClock();
  const loadInfo = serverCall<RouletteInfo>();
  const spin = serverCall<SpinResult>();
  const actor = createActor(
    rouletteMachine.provide({ actors: { loadInfo: loadInfo.logic, spin: spin.logic } }),
    {
      input: { loggedIn },
      clock,
    },
  ).start();
  const wheel = () => (actor.getSnapshot().value as { wheel: unknown }).wheel;
  const reload = () => (actor.getSnapshot().value as { reload: unknown }).reload;
  return { actor, clock, loadInfo, spin, wheel, reload };
}

describe('the wheel’s segments', () => {
  it('are the rewards in rewardSort order', () => {
    expect(segmentsOf(info()).map((s) => s.id)).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(segmentsOf(null)).toEqual([]);
  });

  it('the wheel turns two full rotations, then on to the winner, whichever segment it stands on', () => {
    expect(stepsToWin(0, info(), 'r1')).toBe(BUFFER_ROTATIONS * 4);
    expect(stepsToWin(0, info(), 'r3')).toBe(BUFFER_ROTATIONS * 4 + 2);
    expect(stepsToWin(5, info(), 'r3')).toBe(BUFFER_ROTATIONS * 4 + 1);
    expect(stepsToWin(3, info(), 'r1')).toBe(BUFFER_ROTATIONS * 4 + 1);
    expect(stepsToWin(6, info(), 'r1')).toBe(BUFFER_ROTATIONS * 4 + 2);
  });

  it('an unknown winner lands on the first segment; no rewards at all still turn twice', () => {
    expect(stepsToWin(1, info(), 'gone')).toBe(BUFFER_ROTATIONS * 4 + 3);
    expect(stepsToWin(7, null, 'r1')).toBe(BUFFER_ROTATIONS);
  });
});

describe('the wheel', () => {
  it('starts at rest on the first segment, with nothing won', async () => {
    const r = start();
    expect(r.actor.getSnapshot().context).toEqual({
      loggedIn: true,
      info: null,
      position: 0,
      stepsLeft: 0,
      result: null,
    });
    await r.loadInfo.answer(info());
    expect(r.actor.getSnapshot().context.info).toEqual(info());
  });

  it('does not spin when spinning is switched off or no spins are left', async () => {
    for (const over of [{ rouletteIsSpin: false }, { spinCount: 0 }]) {
      const r = start();
      await r.loadInfo.answer(info(over));
      r.actor.send({ type: 'SPIN' });
      expect(r.spin.count()).toBe(0);
      expect(r.wheel()).toBe('idle');
    }
    const r = start();
    r.actor.send({ type: 'SPIN' });
    expect(r.spin.count()).toBe(0);
  });

  it('a spin shows the spins left, lands on the winner, and the result is cleared when the popup closes', async () => {
    const r = start();
    await r.loadInfo.answer(info());
    r.actor.send({ type: 'SPIN' });
    expect(r.actor.getSnapshot().hasTag('spinning')).toBe(true);
    await r.spin.answer({ rewardId: 'r2', reward: '20 bonus', spinCount: 1 });
    const { context } = r.actor.getSnapshot();
    expect(context.info?.spinCount).toBe(1);
    expect(context.info?.rewardList).toEqual(info().rewardList);
    expect(context.result).toEqual({ rewardId: 'r2', reward: '20 bonus', spinCount: 1 });
    expect(context.stepsLeft).toBe(BUFFER_ROTATIONS * 4 + 1);
    for (let step = context.stepsLeft - 1; step > 0; step--) {
      r.clock.increment(SPIN_STEP_MS);
      expect(r.actor.getSnapshot().context.stepsLeft).toBe(step);
      expect(r.wheel()).toBe('stopping');
    }
    r.clock.increment(SPIN_STEP_MS);
    expect(r.wheel()).toBe('landed');
    expect(r.actor.getSnapshot().context).toMatchObject({ stepsLeft: 0, position: BUFFER_ROTATIONS * 4 + 1 });
    expect(r.actor.getSnapshot().context.position % 4).toBe(1);
    r.clock.increment(RESULT_DELAY_MS - 1);
    expect(r.wheel()).toBe('landed');
    r.clock.increment(1);
    expect(r.actor.getSnapshot().hasTag('coins')).toBe(true);
    r.clock.increment(COIN_MS - 1);
    expect(r.actor.getSnapshot().hasTag('coins')).toBe(true);
    r.clock.increment(1);
    expect(r.wheel()).toEqual({ result: 'shown' });
    r.actor.send({ type: 'CLOSE_RESULT' });
    expect(r.actor.getSnapshot().context.result).toBeNull();
    expect(r.loadInfo.count()).toBe(2);
  });

  it('a failed spin puts the wheel back on its start with nothing won', async () => {
    const r = start();
    await r.loadInfo.answer(info());
    r.actor.send({ type: 'SPIN' });
    for (let i = 0; i < 3; i++) r.clock.increment(SPIN_STEP_MS);
    expect(r.actor.getSnapshot().context.position).toBe(3);
    await r.spin.fail({ code: 9, key: 'reward_spin_fail' });
    expect(r.wheel()).toBe('idle');
    expect(r.actor.getSnapshot().context).toMatchObject({ position: 0, stepsLeft: 0, result: null });
  });

  it('the info that cannot be read can be retried', async () => {
    const r = start();
    await failedReadRetried(r.loadInfo, r.actor, 'unavailable', { shown: r.wheel, error: new Error('down') });
  });
});

describe('the 10-minute reload', () => {
  it('reads the info again 10 minutes after load, then counts 10 minutes again', async () => {
    const r = start();
    await r.loadInfo.answer(info());
    r.clock.increment(RELOAD_AFTER_MS);
    expect(r.loadInfo.count()).toBe(2);
    expect(r.reload()).toBe('waiting');
    await r.loadInfo.answer(info());
    r.clock.increment(RELOAD_AFTER_MS - 1);
    expect(r.loadInfo.count()).toBe(2);
    r.clock.increment(1);
    expect(r.loadInfo.count()).toBe(3);
  });

  it('is postponed while the result is showing, and the member closing it reloads once', async () => {
    const r = start();
    await r.loadInfo.answer(info());
    r.actor.send({ type: 'SPIN' });
    await r.spin.answer({ rewardId: 'r1', reward: '10 bonus', spinCount: 2 });
    const steps = r.actor.getSnapshot().context.stepsLeft;
    for (let i = 0; i < steps; i++) r.clock.increment(SPIN_STEP_MS);
    r.clock.increment(RESULT_DELAY_MS + COIN_MS);
    r.clock.increment(RELOAD_AFTER_MS);
    expect(r.reload()).toBe('due');
    expect(r.loadInfo.count()).toBe(1);
    r.actor.send({ type: 'CLOSE_RESULT' });
    expect(r.reload()).toBe('waiting');
    expect(r.loadInfo.count()).toBe(2);
  });
});
