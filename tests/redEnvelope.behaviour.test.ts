import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Amount } from '../contract/types';
import type { RedEnvelopeInfo } from '../features/rewards/contract/rewardsReplies';
import { ENVELOPE_OPENING_MS, redEnvelopeMachine } from '../features/rewards/machines/redEnvelope';
import { noAnswer, refused, serverCall } from './support/calls';

/** The red envelope: opened once, the amount shown after the flap has opened. */

describe('red envelope', () => {
  function start() {
    const clock = new SimulatedClock();
    const loadEnvelope = serverCall<RedEnvelopeInfo>();
    const claim = serverCall<{ amount: Amount }, { envelopeId: string }>();
    const actor = createActor(
      redEnvelopeMachine.provide({ actors: { loadEnvelope: loadEnvelope.logic, claim: claim.logic } }),
      { clock },
    ).start();
    return { actor, clock, loadEnvelope, claim };
  }

  it('no envelope waiting, or none readable: nothing shows and nothing opens', async () => {
    for (const answer of [{ available: false, envelopeId: 'E1' }, undefined, null]) {
      const e = start();
      if (answer !== null) await e.loadEnvelope.answer(answer as RedEnvelopeInfo);
      else await e.loadEnvelope.fail(noAnswer);
      expect(e.actor.getSnapshot().value).toBe('none');
      e.actor.send({ type: 'OPEN' });
      expect(e.claim.count()).toBe(0);
    }
  });

  it('a waiting envelope opens once; the amount shows after the flap has opened', async () => {
    const e = start();
    await e.loadEnvelope.answer({ available: true, envelopeId: 'E7' });
    expect(e.actor.getSnapshot().value).toBe('waiting');
    expect(e.actor.getSnapshot().context.info).toEqual({ available: true, envelopeId: 'E7' });
    e.actor.send({ type: 'OPEN' });
    e.actor.send({ type: 'OPEN' });
    expect(e.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(e.claim.inputs()).toEqual([{ envelopeId: 'E7' }]);
    await e.claim.answer({ amount: '8.8' });
    expect(e.actor.getSnapshot().context.amount).toBe('8.8');
    expect(e.actor.getSnapshot().value).toBe('revealing');
    e.clock.increment(ENVELOPE_OPENING_MS - 1);
    expect(e.actor.getSnapshot().value).toBe('revealing');
    e.clock.increment(1);
    expect(e.actor.getSnapshot().value).toBe('opened');
    e.actor.send({ type: 'CLOSE' });
    expect(e.actor.getSnapshot().value).toBe('none');
  });

  it('a claim that fails closes the envelope without an amount', async () => {
    const e = start();
    await e.loadEnvelope.answer({ available: true, envelopeId: 'E7' });
    e.actor.send({ type: 'OPEN' });
    await e.claim.fail(refused('envelope_taken'));
    expect(e.actor.getSnapshot().value).toBe('none');
    expect(e.actor.getSnapshot().context.amount).toBeNull();
  });
});
