import { describe, expect, it } from 'vitest';
import {
  type Availability,
  type BiometricFailure,
  biometricMessage,
  fingerprintLoginMachine,
  type PromptOutcome,
} from '../features/account/machines/fingerprintLogin';
import type { Credentials } from '../machines/session';
import { serverCall, started } from './support/calls';

/** Fingerprint login: availability, the native prompt's outcomes, and the ordinary login with what it released. */

function start() {
  const availability = serverCall<Availability>();
  const prompt = serverCall<PromptOutcome, { kind: 'fingerprint' | 'face' }>();
  const logIn = serverCall<void, Credentials>();
  const { actor, ctx, state } = started(
    fingerprintLoginMachine.provide({
      actors: { checkAvailability: availability.logic, prompt: prompt.logic, logIn: logIn.logic },
    }),
  );
  return { actor, availability, prompt, logIn, ctx, state };
}

async function prompting(kind: Availability['kind'] = 'fingerprint') {
  const t = start();
  await t.availability.answer({ usable: true, kind });
  return t;
}

const failed = (reason: BiometricFailure): PromptOutcome => ({ kind: 'failed', reason });

describe('the messages', () => {
  it('one per reason; anything else reads as not recognised', () => {
    expect(biometricMessage('lockout')).toBe('fingerprint.lockedOut');
    expect(biometricMessage('notEnrolled')).toBe('fingerprint.notEnrolled');
    expect(biometricMessage('unavailable')).toBe('fingerprint.unavailable');
    for (const reason of ['failed', 'timeout', 'malformed'] as const)
      expect(biometricMessage(reason)).toBe('fingerprint.notRecognised');
  });
});

describe('availability', () => {
  it('checks while busy, then prompts with the kind of sensor the device has', async () => {
    const t = start();
    expect(t.state()).toBe('checking');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await t.availability.answer({ usable: true, kind: 'face' });
    expect(t.state()).toBe('prompting');
    expect(t.ctx()).toEqual({ kind: 'face', error: null, lockedOut: false });
    expect(t.prompt.inputs()).toEqual([{ kind: 'face' }]);
  });

  it('no usable sensor, or no answer from the shell: unavailable, and no prompt', async () => {
    const a = start();
    await a.availability.answer({ usable: false, kind: 'face' });
    expect(a.state()).toBe('unavailable');
    expect(a.ctx().error).toBe('fingerprint.unavailable');
    expect(a.ctx().kind).toBe('fingerprint');
    const b = start();
    await b.availability.fail(new Error('no bridge'));
    expect(b.state()).toBe('unavailable');
    expect(b.ctx().error).toBe('fingerprint.unavailable');
    b.actor.send({ type: 'RETRY' });
    expect(a.prompt.count() + b.prompt.count()).toBe(0);
  });
});

describe('the prompt', () => {
  it('verified: the released login id and sealed password go to the ordinary login, once, while busy', async () => {
    const t = await prompting();
    await t.prompt.answer({ kind: 'verified', loginId: 'alice01', encryptedPassword: 'Q2lwaGVy' });
    expect(t.state()).toBe('verifying');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    t.actor.send({ type: 'RETRY' });
    // Sealed: the login sends the shell's ciphertext as it is.
    expect(t.logIn.inputs()).toEqual([{ loginId: 'alice01', password: 'Q2lwaGVy', sealed: true }]);
    expect(t.prompt.count()).toBe(1);
    await t.logIn.answer();
    expect(t.state()).toBe('success');
    expect(t.actor.getSnapshot().hasTag('success')).toBe(true);
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('the login refused: failure with fingerprint.loginFailed, and the member may try again', async () => {
    const t = await prompting();
    await t.prompt.answer({ kind: 'verified', loginId: 'alice01', encryptedPassword: 'b2xk' });
    await t.logIn.fail({ code: 2, key: 'acct_loginFail' });
    expect(t.state()).toBe('failure');
    expect(t.ctx()).toMatchObject({ error: 'fingerprint.loginFailed', lockedOut: false });
    t.actor.send({ type: 'RETRY' });
    expect(t.state()).toBe('prompting');
    expect(t.ctx().error).toBeNull();
    expect(t.prompt.count()).toBe(2);
  });

  it('cancelled: no message, and the member may try again', async () => {
    const t = await prompting('face');
    await t.prompt.answer({ kind: 'cancelled' });
    expect(t.state()).toBe('cancelled');
    expect(t.ctx().error).toBeNull();
    expect(t.logIn.count()).toBe(0);
    t.actor.send({ type: 'RETRY' });
    expect(t.state()).toBe('prompting');
    expect(t.prompt.inputs()).toEqual([{ kind: 'face' }, { kind: 'face' }]);
  });

  it('not recognised: a message and a retry, which clears the message', async () => {
    const t = await prompting();
    await t.prompt.answer(failed('failed'));
    expect(t.state()).toBe('failure');
    expect(t.ctx()).toMatchObject({ error: 'fingerprint.notRecognised', lockedOut: false });
    expect(t.logIn.count()).toBe(0);
    t.actor.send({ type: 'RETRY' });
    expect(t.state()).toBe('prompting');
    expect(t.ctx().error).toBeNull();
  });

  it('locked out: its own message and no retry from here', async () => {
    const t = await prompting();
    await t.prompt.answer(failed('lockout'));
    expect(t.state()).toBe('failure');
    expect(t.ctx()).toMatchObject({ error: 'fingerprint.lockedOut', lockedOut: true });
    t.actor.send({ type: 'RETRY' });
    expect(t.state()).toBe('failure');
    expect(t.prompt.count()).toBe(1);
  });

  it('not enrolled and unavailable: their own messages, not locked out', async () => {
    for (const [reason, key] of [
      ['notEnrolled', 'fingerprint.notEnrolled'],
      ['unavailable', 'fingerprint.unavailable'],
      ['timeout', 'fingerprint.notRecognised'],
    ] as const) {
      const t = await prompting();
      await t.prompt.answer(failed(reason));
      expect(t.state()).toBe('failure');
      expect(t.ctx()).toMatchObject({ error: key, lockedOut: false });
    }
  });

  it('an outcome of no known kind, or a prompt that throws, reads as not recognised', async () => {
    const a = await prompting();
    await a.prompt.answer({ kind: 'other' } as unknown as PromptOutcome);
    expect(a.state()).toBe('failure');
    expect(a.ctx()).toMatchObject({ error: 'fingerprint.notRecognised', lockedOut: false });
    const b = await prompting();
    await b.prompt.fail(new Error('bridge gone'));
    expect(b.state()).toBe('failure');
    expect(b.ctx()).toMatchObject({ error: 'fingerprint.notRecognised', lockedOut: false });
    b.actor.send({ type: 'RETRY' });
    expect(b.state()).toBe('prompting');
  });
});
