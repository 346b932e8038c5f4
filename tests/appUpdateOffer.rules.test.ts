import { describe, expect, it } from 'vitest';
import { type AppUpdateOffer, appUpdateOfferMachine, offerShown } from '../machines/appUpdateOffer';
import { expectRulesKept } from './support/fullCoverage';
import { checkRules, runsOf, type StateRules, type Step, startsOf } from './support/modelCoverage';
import { done } from './support/stubs';

/**
 * The newer-app offer held to its rules in every state: nothing is asked or offered on the mobile web; in
 * the apps an offer closed earlier in the visit stays closed without a check; otherwise the version of this
 * app is checked and a newer one offered until the member closes it, which is remembered.
 */

type M = typeof appUpdateOfferMachine;
const OFFER: AppUpdateOffer = { version: '2.4.0', url: 'https://example.com/app.apk' };
const options = {
  inputs: [{ osType: null }, { osType: 'android' }, { osType: 'ios' }],
  payloads: {
    'xstate.done.actor.readClosed': [done('readClosed', true), done('readClosed', false)],
    'xstate.done.actor.checkVersion': [done('checkVersion', OFFER), done('checkVersion', null)],
  },
};
const osOf = (step: Step<M>) => (step.input as { osType: string | null }).osType;

const rules: StateRules<M> = {
  starting: (step) => {
    expect(step.state.matches('starting'), 'decided at once').toBe(false);
    expect(step.state.matches(osOf(step) ? 'readingClosed' : 'none'), 'the web is offered nothing').toBe(
      true,
    );
  },
  readingClosed: (step) => {
    expect(osOf(step), 'only in the apps').not.toBeNull();
    expect(startsOf([step], 'readClosed'), 'the visit asked first').toHaveLength(1);
    expect(offerShown(step.state)).toBeNull();
  },
  checking: (step) => {
    const { event } = step;
    if (event.type === 'xstate.done.actor.readClosed')
      expect((event as unknown as { output: boolean }).output, 'not closed earlier').toBe(false);
    expect(
      startsOf([step], 'checkVersion').map((s) => s.input),
      "this app's version",
    ).toEqual([{ osType: osOf(step) }]);
  },
  offered: (step) => {
    expect(step.event.type).toBe('xstate.done.actor.checkVersion');
    expect(offerShown(step.state), 'the newer version on offer').toEqual(OFFER);
    expect(step.state.can({ type: 'CLOSE' })).toBe(true);
  },
  closed: (step) => {
    expect(offerShown(step.state)).toBeNull();
    expect(step.state.status).toBe('done');
    if (step.event.type === 'CLOSE')
      expect(runsOf([step], 'rememberClosed'), 'remembered for the visit').toHaveLength(1);
    else {
      expect(step.event).toMatchObject({ type: 'xstate.done.actor.readClosed', output: true });
      expect(startsOf(step.earlier, 'checkVersion'), 'no check once closed').toEqual([]);
    }
  },
  none: (step) => {
    expect(offerShown(step.state), 'nothing offered').toBeNull();
    expect(step.state.status).toBe('done');
    expect(step.ran).toEqual([]);
    if (step.previous) expect(step.event.type).toMatch(/checkVersion$/);
    else expect(osOf(step), 'at once only on the web').toBeNull();
  },
};

describe('app update offer: each state against its rules', () => {
  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(appUpdateOfferMachine, rules, { ...options, everyTransition: true }));
  });
});
