import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { redEnvelopeMachine, redEnvelopeView } from '../features/rewards/machines/redEnvelope';
import { rewardMissionsMachine, rewardMissionsView } from '../features/rewards/machines/rewardMissions';
import { expectMachineCovered, expectRulesKept } from './support/fullCoverage';
import { checkRules, type coverage, type StateRules, type Step, startsOf } from './support/modelCoverage';
import { mission } from './support/rewardFixtures';

/**
 * The reward missions and the red envelope walked (every state and arrow of their committed graphs) and
 * held to their rules (spec §5): a finished mission is claimed once and the list read again after; an
 * envelope is shown only when one waits, opened once, and shows what the server gave.
 */

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('x') });
const ranOf = (step: { ran: { type: string }[] }, type: string) => step.ran.filter((r) => r.type === type);

/**
 * The machine walked with its effects silenced: every state and transition reached, and every state of
 * every generated path keeps its rule.
 */
function walkedAndRuled<M extends AnyStateMachine>(
  machine: M,
  rules: StateRules<M>,
  options: Parameters<typeof coverage<M>>[1],
) {
  it('the walk reaches every state and transition', () => {
    expectMachineCovered(machine, options);
  });

  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(machine, rules, { ...options, everyTransition: true }));
  });
}

describe('rewardMissions', () => {
  type M = typeof rewardMissionsMachine;
  const LIST = [mission('m1', true), mission('m2', false), mission('m3', true, true)];
  const options = {
    payloads: {
      'xstate.done.actor.loadMissions': [done('loadMissions', { missionList: LIST })],
      'xstate.error.actor.loadMissions': [failed('loadMissions')],
      'xstate.done.actor.claim': [done('claim', null)],
      'xstate.error.actor.claim': [failed('claim')],
      CLAIM: ['m1', 'm2', 'm3', 'm4'].map((missionId) => ({ type: 'CLAIM', missionId })),
    },
    contextKey: (c: { missions: unknown[]; claiming: string | null }) => [c.missions.length, c.claiming],
  };
  /** A claim moves nothing on screen but the busy mark, and starts nothing else. */
  const claimable = (id: string) => LIST.some((m) => m.missionId === id && m.claimable && !m.claimed);

  const rules: StateRules<M> = {
    loading: (step) => {
      const { previous, event, context } = step;
      if (!previous?.matches('loading'))
        expect(startsOf([step], 'loadMissions'), 'the list is read on arrival').toHaveLength(1);
      expect(context.claiming, 'no claim in flight while the list is read').toBeNull();
      if (!previous) expect(context.missions, 'nothing listed before the first read').toEqual([]);
      expect(rewardMissionsView(step.state).busy).toBe(false);
      if (previous?.matches('claiming')) {
        expect(context.missions, 'the list stays on screen while it is read again').toEqual(
          previous.context.missions,
        );
        expect(
          ranOf(step, 'announceSuccess'),
          'success is announced only when the claim went through',
        ).toHaveLength(event.type === 'xstate.done.actor.claim' ? 1 : 0);
      } else expect(ranOf(step, 'announceSuccess')).toEqual([]);
    },
    failed: (step) => {
      expect(step.event.type).toBe('xstate.error.actor.loadMissions');
      expect(ranOf(step, 'announceSuccess')).toEqual([]);
    },
    ready: (step) => {
      const { event, context } = step;
      if (event.type === 'xstate.done.actor.loadMissions')
        expect(context.missions, 'the missions as read').toEqual(LIST);
      if (event.type === 'CLAIM') {
        const { missionId } = event as unknown as { missionId: string };
        expect(claimable(missionId), `${missionId} cannot be claimed`).toBe(false);
        expect(startsOf([step], 'claim')).toEqual([]);
      }
      expect(rewardMissionsView(step.state)).toEqual({ missions: context.missions, busy: false });
    },
    claiming: (step) => {
      const { event, context } = step;
      const { missionId } = event as unknown as { missionId: string };
      expect(event.type).toBe('CLAIM');
      expect(claimable(missionId), 'only a finished, unclaimed mission of the list is claimed').toBe(true);
      expect(context.claiming).toBe(missionId);
      expect(startsOf([step], 'claim').map((c) => c.input)).toEqual([{ missionId }]);
      expect(rewardMissionsView(step.state).busy, 'the list shows the claim in flight').toBe(true);
    },
  };

  walkedAndRuled(rewardMissionsMachine, rules, options);

  it('mutation: a claimed mission claimed again is reported', () => {
    const mutant = rewardMissionsMachine.provide({
      guards: {
        claimable: ({ context, event }) =>
          event.type === 'CLAIM' &&
          context.missions.some((m) => m.missionId === event.missionId && m.claimable),
      },
    });
    expect(checkRules(mutant, rules, { ...options, everyTransition: true }).violations.join('\n')).toMatch(
      /claiming after .*CLAIM: only a finished, unclaimed mission/,
    );
  });
});

describe('redEnvelope', () => {
  type M = typeof redEnvelopeMachine;
  const options = {
    payloads: {
      'xstate.done.actor.loadEnvelope': [
        done('loadEnvelope', { available: true, envelopeId: 'E1' }),
        done('loadEnvelope', { available: false, envelopeId: '' }),
      ],
      'xstate.error.actor.loadEnvelope': [failed('loadEnvelope')],
      'xstate.done.actor.claim': [done('claim', { amount: '8.8' })],
      'xstate.error.actor.claim': [failed('claim')],
    },
    contextKey: (c: { info: unknown; amount: unknown }) => [c.info === null, c.amount],
  };
  const view = (step: Step<M>) => redEnvelopeView(step.state);

  const rules: StateRules<M> = {
    loading: (step) => {
      if (!step.previous?.matches('loading'))
        expect(startsOf([step], 'loadEnvelope'), 'whether one waits is read on arrival').toHaveLength(1);
      expect(view(step).shown, 'nothing shown while it is read').toBe(false);
    },
    none: (step) => {
      const { event, previous } = step;
      if (event.type === 'xstate.done.actor.loadEnvelope')
        expect((event as unknown as { output: { available: boolean } }).output.available).toBe(false);
      if (previous?.matches('opened')) expect(event.type).toBe('CLOSE');
      expect(view(step), 'no envelope card').toMatchObject({ shown: false, canOpen: false, opened: false });
    },
    waiting: (step) => {
      expect(step.event.type).toBe('xstate.done.actor.loadEnvelope');
      expect(step.context.info, 'the envelope waiting').toEqual({ available: true, envelopeId: 'E1' });
      // The amount of an envelope opened earlier may linger; it shows only once this one is opened.
      expect(view(step)).toMatchObject({ shown: true, canOpen: true, opened: false });
    },
    opening: (step) => {
      expect(step.event.type).toBe('OPEN');
      expect(
        startsOf([step], 'claim').map((c) => c.input),
        'the waiting envelope is claimed',
      ).toEqual([{ envelopeId: 'E1' }]);
      expect(view(step), 'shown, and cannot be opened twice').toMatchObject({ shown: true, canOpen: false });
      expect(step.state.hasTag('busy')).toBe(true);
    },
    revealing: (step) => {
      expect(step.context.amount, 'what the server gave').toBe('8.8');
      expect(view(step)).toMatchObject({ shown: true, canOpen: false, opened: false });
      expect(step.state.hasTag('busy')).toBe(true);
    },
    opened: (step) => {
      expect(step.previous?.matches('revealing'), 'the flap opens before the amount shows').toBe(true);
      expect(view(step)).toEqual({ shown: true, canOpen: false, opened: true, amount: '8.8' });
      expect(step.state.hasTag('busy')).toBe(false);
    },
  };

  walkedAndRuled(redEnvelopeMachine, rules, options);

  it('mutation: an answer without an envelope shown as one is reported', () => {
    const mutant = redEnvelopeMachine.provide({ guards: { noEnvelope: () => false } });
    expect(checkRules(mutant, rules, { ...options, everyTransition: true }).violations.join('\n')).toMatch(
      /waiting after xstate.done.actor.loadEnvelope: the envelope waiting/,
    );
  });
});
