import { describe, expect, it } from 'vitest';
import {
  biometricMessage,
  fingerprintLoginMachine,
  fingerprintLoginView,
} from '../features/account/machines/fingerprintLogin';
import { fingerprintWalk } from './support/accountWalks';
import { expectRulesKept } from './support/fullCoverage';
import { checkRules, type StateRules, type Step, startsOf } from './support/modelCoverage';

/**
 * Fingerprint login held to its rules in every state: the prompt comes only when the app shell has a usable
 * sensor with a saved login, of the kind it said; the login the device released goes to the server sealed
 * (already encrypted), once; every failure says why; a locked sensor offers no retry.
 */

type M = typeof fingerprintLoginMachine;
const options = fingerprintWalk;
const view = (step: Step<M>) => fingerprintLoginView(step.state);
const outcome = (step: Step<M>) =>
  (step.event as unknown as { output: { kind: string; reason?: string } }).output;
const retry = (step: Step<M>) => step.state.can({ type: 'RETRY' });

const rules: StateRules<M> = {
  checking: (step) => {
    expect(step.previous).toBeNull();
    expect(step.state.hasTag('busy')).toBe(true);
    expect(
      step.started.map((s) => s.src),
      'the app shell asked first',
    ).toEqual(['checkAvailability']);
  },
  unavailable: (step) => {
    const { event } = step;
    if (event.type === 'xstate.done.actor.checkAvailability')
      expect((event as unknown as { output: { usable: boolean } }).output.usable).toBe(false);
    else expect(event.type).toBe('xstate.error.actor.checkAvailability');
    expect(view(step).error, 'only the password login offered').toBe('fingerprint.unavailable');
    expect(retry(step)).toBe(false);
    expect(step.started).toEqual([]);
  },
  prompting: (step) => {
    const { event, context } = step;
    if (event.type === 'xstate.done.actor.checkAvailability') {
      expect((event as unknown as { output: { usable: boolean } }).output.usable).toBe(true);
      expect(context.kind, 'the kind the shell said').toBe('face');
    } else expect(event.type).toBe('RETRY');
    expect(startsOf([step], 'prompt').map((s) => s.input)).toEqual([{ kind: context.kind }]);
    expect(view(step).error, 'no old message while the prompt is up').toBeNull();
    expect(startsOf([step], 'logIn')).toEqual([]);
  },
  verifying: (step) => {
    expect(outcome(step).kind, 'only a verified check logs in').toBe('verified');
    expect(step.state.hasTag('busy')).toBe(true);
    expect(
      startsOf([step], 'logIn').map((s) => s.input),
      'the saved login, already sealed',
    ).toEqual([{ loginId: 'demo', password: 'ZGVtbw==', sealed: true }]);
  },
  success: (step) => {
    expect(step.event.type).toBe('xstate.done.actor.logIn');
    expect(step.state.hasTag('success')).toBe(true);
    expect(step.state.status, 'the session takes over').toBe('done');
  },
  failure: (step) => {
    const { event, context } = step;
    const expected =
      event.type === 'xstate.error.actor.logIn'
        ? 'fingerprint.loginFailed'
        : event.type === 'xstate.error.actor.prompt'
          ? 'fingerprint.notRecognised'
          : biometricMessage(outcome(step).reason as never);
    if (event.type === 'xstate.done.actor.prompt') expect(outcome(step).kind).toBe('failed');
    expect(view(step).error, 'the failure says why').toBe(expected);
    const locked = event.type === 'xstate.done.actor.prompt' && outcome(step).reason === 'lockout';
    expect(context.lockedOut).toBe(locked);
    expect(retry(step), 'a locked sensor offers no retry').toBe(!locked);
    expect(step.started).toEqual([]);
  },
  cancelled: (step) => {
    expect(outcome(step).kind).toBe('cancelled');
    expect(view(step).error, 'nothing happened').toBeNull();
    expect(retry(step)).toBe(true);
    expect(step.started).toEqual([]);
  },
};

describe('fingerprint login: each state against its rules', () => {
  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(fingerprintLoginMachine, rules, { ...options, everyTransition: true }));
  });
});
