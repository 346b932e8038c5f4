import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { RouletteInfo, SpinResult } from '../features/rewards/contract/rewardsReplies';
import {
  BUFFER_ROTATIONS,
  COIN_MS,
  RELOAD_AFTER_MS,
  RESULT_DELAY_MS,
  rouletteMachine,
  SPIN_STEP_MS,
  stepsToWin,
} from '../features/rewards/machines/roulette';
import { settle } from './support/calls';
import { expectFullCoverage, expectRulesKept } from './support/fullCoverage';
import { checkRules, coverage, type StateRules, type Step, startsOf, stepsTo } from './support/modelCoverage';
import { rouletteInfo } from './support/rewardFixtures';
import { pending } from './support/stubs';

const info = (spinCount = 3, rouletteIsSpin = true) => rouletteInfo({ spinCount, rouletteIsSpin });

describe('roulette: model-based coverage', () => {
  it('reaches every state and takes every transition, timers included', () => {
    const machine = rouletteMachine.provide({ actors: { loadInfo: pending(), spin: pending() } });
    const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
    const report = coverage(machine, {
      inputs: [{ loggedIn: true }, { loggedIn: false }],
      payloads: {
        'xstate.done.actor.loadInfo': [done('loadInfo', info()), done('loadInfo', info(0))],
        'xstate.done.actor.spin': [done('spin', { rewardId: 'r2', reward: '20 bonus', spinCount: 2 })],
      },
      // Positions grow without end; the wheel's place modulo the segments is what matters.
      contextKey: (c: {
        position: number;
        stepsLeft: number;
        info: RouletteInfo | null;
        result: unknown;
      }) => [c.position % 4, c.stepsLeft, c.info?.spinCount ?? null, c.result === null],
    });
    expectFullCoverage(report);
  });
});

describe('roulette: frame by frame on a simulated clock', () => {
  function start(options: { loggedIn?: boolean; spin?: () => Promise<SpinResult>; spins?: number } = {}) {
    const clock = new SimulatedClock();
    const askToLogIn = vi.fn();
    const loads = vi.fn(async () => info(options.spins ?? 3));
    const spin = vi.fn(options.spin ?? (async () => ({ rewardId: 'r4', reward: '100 bonus', spinCount: 2 })));
    const actor = createActor(
      rouletteMachine.provide({
        actors: { loadInfo: fromPromise(loads), spin: fromPromise(spin) },
        actions: { askToLogIn },
      }),
      { input: { loggedIn: options.loggedIn ?? true }, clock },
    ).start();
    return { actor, clock, askToLogIn, loads, spin };
  }
  /** Moves the simulated clock in 500 ms steps, so each step's timer schedules the next. */
  const advance = (clock: SimulatedClock, ms: number) => {
    for (let left = ms; left > 0; left -= SPIN_STEP_MS) clock.increment(Math.min(SPIN_STEP_MS, left));
  };
  const wheel = (a: ReturnType<typeof start>['actor']) => (a.getSnapshot().value as { wheel: unknown }).wheel;

  it('spins, stops on the winning segment after two buffer rotations, shows the result, then reloads', async () => {
    const { actor, clock, spin, loads } = start();
    await settle();
    expect(wheel(actor)).toBe('idle');
    actor.send({ type: 'SPIN' });
    actor.send({ type: 'SPIN' });
    expect(spin).toHaveBeenCalledTimes(1);
    advance(clock, SPIN_STEP_MS * 3); // three steps while the call is in flight
    await settle();
    const { position, stepsLeft } = actor.getSnapshot().context;
    expect(position).toBe(3);
    expect(stepsLeft).toBe(stepsToWin(3, info(), 'r4'));
    expect(stepsLeft).toBeGreaterThanOrEqual(BUFFER_ROTATIONS * 4);
    expect(actor.getSnapshot().context.info?.spinCount).toBe(2);
    advance(clock, SPIN_STEP_MS * (stepsLeft - 1));
    expect(wheel(actor)).toBe('stopping');
    clock.increment(SPIN_STEP_MS);
    expect(wheel(actor)).toBe('landed');
    // r4 has the highest rewardSort: it is the fourth segment (index 3).
    expect(actor.getSnapshot().context.position % 4).toBe(3);
    clock.increment(RESULT_DELAY_MS);
    expect(actor.getSnapshot().hasTag('coins')).toBe(true);
    clock.increment(COIN_MS);
    expect(actor.getSnapshot().hasTag('coins')).toBe(false);
    expect(wheel(actor)).toEqual({ result: 'shown' });
    actor.send({ type: 'CLOSE_RESULT' });
    await settle();
    expect(loads).toHaveBeenCalledTimes(2);
    expect(wheel(actor)).toBe('idle');
  });

  it('a failed spin resets the wheel silently', async () => {
    const { actor, clock, askToLogIn } = start({ spin: () => Promise.reject(new Error('reward_spin_fail')) });
    await settle();
    actor.send({ type: 'SPIN' });
    clock.increment(SPIN_STEP_MS);
    await settle();
    expect(wheel(actor)).toBe('idle');
    expect(actor.getSnapshot().context.position).toBe(0);
    expect(askToLogIn).not.toHaveBeenCalled();
  });

  it('a visitor is asked to log in; nothing spins; no spins left greys the button', async () => {
    const visitor = start({ loggedIn: false });
    await settle();
    visitor.actor.send({ type: 'SPIN' });
    expect(visitor.askToLogIn).toHaveBeenCalledTimes(1);
    expect(visitor.spin).not.toHaveBeenCalled();
    const empty = start({ spins: 0 });
    await settle();
    empty.actor.send({ type: 'SPIN' });
    expect(empty.spin).not.toHaveBeenCalled();
  });

  it('reloads 10 minutes after load, and waits while a spin is in progress', async () => {
    const idle = start();
    await settle();
    idle.clock.increment(RELOAD_AFTER_MS - 1);
    expect(idle.loads).toHaveBeenCalledTimes(1);
    idle.clock.increment(1);
    await settle();
    expect(idle.loads).toHaveBeenCalledTimes(2);

    let answer: (r: SpinResult) => void = () => {};
    const busy = start({ spin: () => new Promise((resolve) => (answer = resolve)) });
    await settle();
    busy.clock.increment(RELOAD_AFTER_MS - SPIN_STEP_MS);
    busy.actor.send({ type: 'SPIN' });
    advance(busy.clock, SPIN_STEP_MS * 4); // the 10 minutes pass mid-spin
    await settle();
    expect(busy.loads).toHaveBeenCalledTimes(1);
    answer({ rewardId: 'r1', reward: '10 bonus', spinCount: 2 });
    await settle();
    advance(busy.clock, SPIN_STEP_MS * 20 + RESULT_DELAY_MS + COIN_MS);
    expect(busy.loads).toHaveBeenCalledTimes(1);
    busy.actor.send({ type: 'CLOSE_RESULT' });
    await settle();
    expect(busy.loads).toHaveBeenCalledTimes(2);
    expect((busy.actor.getSnapshot().value as { reload: string }).reload).toBe('waiting');
  });
});

describe('roulette: each state against spec §4, §5, §8 and §9', () => {
  type M = typeof rouletteMachine;
  const loggedIn = (step: Step<M>) => (step.input as { loggedIn: boolean }).loggedIn;
  const wheelWas = (step: Step<M>, state: string) => !!step.previous?.matches({ wheel: state as never });
  /** The spec's wheel: rewards sorted by rewardSort; the winner's segment index. */
  const winnerIndex = (step: Step<M>) => {
    const sorted = [...(step.context.info?.rewardList ?? [])].sort((a, b) => a.rewardSort - b.rewardSort);
    return sorted.findIndex((r) => r.id === step.context.result?.rewardId);
  };
  const segments = (step: Step<M>) => step.context.info?.rewardList.length ?? 0;
  const spinsAllowed = (step: Step<M>) =>
    !!step.previous?.context.info?.rouletteIsSpin && (step.previous?.context.info?.spinCount ?? 0) > 0;
  const rules: StateRules<M> = {
    // The whole wheel: a visitor never spins (spec §5); a spin only from rest with spins left (spec §4).
    wheel: (step) => {
      if (!loggedIn(step)) expect(startsOf(stepsTo(step), 'spin'), 'a visitor spun').toEqual([]);
      if (step.started.some((s) => s.src === 'spin')) {
        expect(step.event.type).toBe('SPIN');
        expect(spinsAllowed(step), 'spin with spins left and spinning allowed').toBe(true);
      }
    },
    'wheel.loading': (step) => {
      if (!wheelWas(step, 'loading')) expect(step.started.map((s) => s.src)).toContain('loadInfo');
    },
    'wheel.unavailable': (step) => {
      if (!wheelWas(step, 'unavailable')) expect(step.event.type).toBe('xstate.error.actor.loadInfo');
      expect(step.state.can({ type: 'RETRY' })).toBe(true);
    },
    'wheel.idle': (step) => {
      const { event, context } = step;
      if (event.type === 'SPIN') {
        if (!loggedIn(step))
          // Spec §5: a dialog with acct_LoginFirst, and nothing spins.
          expect(step.ran.map((r) => r.type)).toEqual(['askToLogIn']);
        else expect(spinsAllowed(step), 'a member with spins left stayed at rest').toBe(false);
      } else expect(step.ran.map((r) => r.type)).not.toContain('askToLogIn');
      // Spec §8: any nonzero errorCode only resets the wheel, no message.
      if (event.type === 'xstate.error.actor.spin') {
        expect(context.position).toBe(0);
        expect(step.ran).toEqual([]);
      }
      if (event.type === 'xstate.done.actor.loadInfo')
        expect(context.info).toEqual((event as { output?: unknown }).output);
      expect(step.state.hasTag('spinning')).toBe(false);
    },
    'wheel.spinning': (step) => {
      expect(step.state.hasTag('spinning')).toBe(true);
      expect(step.state.can({ type: 'SPIN' }), 'no second spin').toBe(false);
      if (!wheelWas(step, 'spinning')) expect(step.started.map((s) => s.src)).toEqual(['spin']);
    },
    // A segment every 500 ms while the call is in flight (spec §9).
    'wheel.spinning.turning': (step) => {
      if (step.event.type.startsWith('xstate.after.spinStep.'))
        expect(step.context.position).toBe((step.previous?.context.position ?? 0) + 1);
    },
    'wheel.stopping': (step) => {
      const { context, event } = step;
      if (event.type === 'xstate.done.actor.spin') {
        const output = (event as unknown as { output: { spinCount: number } }).output;
        // The remaining spin count comes from the result (spec §4); two extra rotations (spec §9).
        expect(context.info?.spinCount).toBe(output.spinCount);
        expect(context.stepsLeft).toBeGreaterThanOrEqual(2 * segments(step));
        // Where the wheel will rest: the winning segment.
        expect((context.position + context.stepsLeft) % segments(step)).toBe(winnerIndex(step));
      } else if (event.type.startsWith('xstate.after.spinStep.'))
        expect(context.stepsLeft).toBe((step.previous?.context.stepsLeft ?? 0) - 1);
    },
    // The wheel stops on the winning segment (spec §4).
    'wheel.landed': (step) => {
      expect(step.context.position % segments(step), 'rests on the winner').toBe(winnerIndex(step));
      expect(step.context.stepsLeft).toBe(0);
    },
    // The popup after a delay, then coins for 2 s (spec §4, §9).
    'wheel.result': (step) => {
      if (!wheelWas(step, 'result'))
        expect(wheelWas(step, 'landed'), 'the popup follows the stop').toBe(true);
      expect(step.context.result).not.toBeNull();
    },
    'wheel.result.coins': (step) => {
      expect(step.state.hasTag('coins')).toBe(true);
      if (!step.previous?.matches({ wheel: { result: 'coins' } }))
        expect(step.event.type).toMatch(/^xstate\.after\.resultDelay\./);
    },
    'wheel.result.shown': (step) => {
      expect(step.state.hasTag('coins')).toBe(false);
      if (!step.previous?.matches({ wheel: { result: 'shown' } }))
        expect(step.event.type).toMatch(/^xstate\.after\.coin\./);
    },
    reload: (step) => {
      // Info reloads only at rest (a reload, a retry, a closed result), never mid-spin.
      if (step.started.some((s) => s.src === 'loadInfo') && step.previous)
        expect([
          'RELOAD_INFO',
          'RETRY',
          'CLOSE_RESULT',
          'xstate.after.reloadAfter.roulette.reload.waiting',
        ]).toContain(step.event.type);
    },
    'reload.waiting': (step) => {
      // One info call at a time: a step never starts two.
      expect(startsOf([step], 'loadInfo').length, 'info loads started at once').toBeLessThanOrEqual(1);
      if (step.event.type.startsWith('xstate.after.reloadAfter'))
        expect(
          step.started.map((s) => s.src),
          'at rest: the info reloads at once',
        ).toEqual(['loadInfo']);
    },
    // Ten minutes are up while a spin is in progress: the reload waits.
    'reload.due': (step) => {
      expect(step.state.matches({ wheel: 'idle' }), 'due while the wheel is at rest').toBe(false);
      expect(step.started.map((s) => s.src)).not.toContain('loadInfo');
    },
  };
  const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
  const options = {
    inputs: [{ loggedIn: true }, { loggedIn: false }],
    payloads: {
      'xstate.done.actor.loadInfo': [done('loadInfo', info()), done('loadInfo', info(0))],
      'xstate.done.actor.spin': [done('spin', { rewardId: 'r2', reward: '20 bonus', spinCount: 2 })],
    },
    contextKey: (c: { position: number; stepsLeft: number; info: RouletteInfo | null; result: unknown }) => [
      c.position % 4,
      c.stepsLeft,
      c.info?.spinCount ?? null,
      c.result === null,
    ],
  };

  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(rouletteMachine, rules, options));
  });

  it('mutation: a visitor allowed to spin is reported', () => {
    const mutant = rouletteMachine.provide({ guards: { isVisitor: () => false } });
    expect(
      checkRules(mutant, rules, { ...options, inputs: [{ loggedIn: false }] }).violations.join('\n'),
    ).toMatch(/a visitor spun/);
  });

  it('mutation: a wheel that stops one segment short is reported', () => {
    const mutant = rouletteMachine.provide({
      guards: { moreThanOneStepLeft: ({ context }) => context.stepsLeft > 2 },
    });
    expect(checkRules(mutant, rules, options).violations.join('\n')).toMatch(
      /wheel\.landed after .*rests on the winner/,
    );
  });
});
