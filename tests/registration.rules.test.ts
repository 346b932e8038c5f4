import { describe, expect, it } from 'vitest';
import { checkJoinForm, checkLoginId, fieldOfKey, normalizePhone } from '../domain/validators';
import { registrationMachine, registrationView } from '../features/account/machines/registration';
import { REGISTRATION_GRANT, registrationWalk } from './support/accountWalks';
import { expectRulesKept } from './support/fullCoverage';
import { checkRules, runsOf, type StateRules, type Step, startsOf } from './support/modelCoverage';

/**
 * Registration held to its rules in every state of both regions (spec §3, §5): the id is checked with the
 * server only once the member pauses and only when well formed, trimmed; a taken id keeps the form from
 * being sent; the form is checked field by field, then the account, then created once with the cookies'
 * referral and tracking values; a refusal goes under the field it names; success hands the session over.
 */

type M = typeof registrationMachine;
const options = registrationWalk;

type Field = { field: string; value: string };
const changed = (step: Step<M>) =>
  step.event.type === 'FIELD_CHANGED' ? (step.event as unknown as Field) : null;
const typedId = (step: Step<M>) => changed(step)?.field === 'loginId';
const sent = (step: Step<M>, src: string) => startsOf([step], src);
const errorOf = (step: Step<M>) => (step.event as { error?: { code: number | null; key: string } }).error;
/** Entered on this step (not merely still there while the other region moved). */
const entered = (step: Step<M>, path: string) =>
  !step.previous?.matches(toValue(path)) || (path === 'loginId.waiting' && typedId(step));
const toValue = (path: string) => {
  const [region, child] = path.split('.') as [string, string];
  return { [region]: child } as never;
};
/** The server refusal as the form shows it: under its field, or for the whole form. */
function expectPlaced(step: Step<M>) {
  const key = errorOf(step)!.key;
  const at = fieldOfKey(key);
  if (at) expect(step.context.errors[at], `${key} under ${at}`).toBe(key);
  else expect(step.context.formError, `${key} for the whole form`).toBe(key);
}

const rules: StateRules<M> = {
  loginId: (step) => {
    const { context, previous } = step;
    const typed = changed(step);
    if (typed?.field === 'loginId') {
      expect(context.form.loginId, 'the id as typed').toBe(typed.value);
      expect(context.errors.loginId, 'typing clears its message').toBeUndefined();
    } else expect(context.form.loginId).toBe(previous?.context.form.loginId ?? '');
    expect(sent(step, 'create').length + sent(step, 'checkAccountInfo').length).toBeLessThanOrEqual(1);
  },
  'loginId.unchecked': (step) => {
    const { previous, context } = step;
    if (!previous) expect([context.form.loginId, context.errors], 'nothing typed yet').toEqual(['', {}]);
    else if (entered(step, 'loginId.unchecked')) {
      expect(errorOf(step)?.code, 'only an unanswered check leaves the id unchecked').toBeNull();
      expect(context.errors.loginId, 'no message for an unanswered check').toBe(
        previous.context.errors.loginId,
      );
    }
    expect(sent(step, 'checkLoginId')).toEqual([]);
  },
  'loginId.waiting': (step) => {
    expect(sent(step, 'checkLoginId'), 'nothing asked while the member types').toEqual([]);
    if (entered(step, 'loginId.waiting')) expect(step.event).toMatchObject({ field: 'loginId' });
  },
  'loginId.checking': (step) => {
    const { context } = step;
    expect(checkLoginId(context.form.loginId), 'only a well-formed id is asked about').toBeNull();
    if (entered(step, 'loginId.checking')) {
      expect(step.event.type, 'once the member paused').toMatch(/^xstate\.after\./);
      expect(
        sent(step, 'checkLoginId').map((s) => s.input),
        'the id, trimmed',
      ).toEqual([{ loginId: context.form.loginId.trim() }]);
    } else expect(sent(step, 'checkLoginId')).toEqual([]);
  },
  'loginId.available': (step) => {
    if (entered(step, 'loginId.available')) expect(step.event.type).toBe('xstate.done.actor.checkLoginId');
    expect(step.context.errors.loginId, 'no message under the id').toBeUndefined();
  },
  'loginId.taken': (step) => {
    if (entered(step, 'loginId.taken')) {
      expect(errorOf(step)?.code, 'the server answered').not.toBeNull();
      expect(step.context.errors.loginId, "the server's message under the id").toBe(errorOf(step)?.key);
    }
    expect(step.context.errors.loginId).toBeTruthy();
    expect(sent(step, 'checkAccountInfo'), 'a taken id is never sent on').toEqual([]);
  },
  'loginId.invalid': (step) => {
    const problem = checkLoginId(step.context.form.loginId);
    expect(problem, 'only a malformed id').not.toBeNull();
    if (entered(step, 'loginId.invalid'))
      expect(step.context.errors.loginId, 'its own format message').toBe(problem);
    expect(sent(step, 'checkLoginId')).toEqual([]);
  },
  form: (step) => {
    expect(registrationView(step.state), 'the area and the cookies kept').toMatchObject({
      currId: 'VND',
      referralId: 'RDEMO',
    });
    const typed = changed(step);
    if (typed && typed.field !== 'loginId' && !step.state.matches({ form: 'registered' }))
      expect(step.context.form[typed.field as 'email'], 'what the member types is kept').toBe(typed.value);
  },
  'form.loading': (step) => {
    if (entered(step, 'form.loading') && !typedId(step))
      expect(sent(step, 'loadCountryCodes'), 'the phone codes read').toHaveLength(1);
    expect(step.context.countryCodes).toEqual([]);
  },
  'form.loadFailed': (step) => {
    if (entered(step, 'form.loadFailed')) expect(step.event.type).toBe('xstate.error.actor.loadCountryCodes');
    expect(step.state.can({ type: 'RETRY' }), '"Try again" offered').toBe(true);
  },
  'form.filling': (step) => {
    const { event, context, previous } = step;
    expect(sent(step, 'checkAccountInfo'), 'nothing sent while filling').toEqual([]);
    expect(sent(step, 'create')).toEqual([]);
    if (event.type === 'xstate.done.actor.loadCountryCodes') {
      expect(context.countryCodes).toEqual(['+84', '+62']);
      expect(context.form.countryCode, "the area's code kept").toBe('+84');
    }
    if (event.type === 'SUBMIT') {
      // Refused here: every field says what is wrong, a taken id keeps the server's message.
      const problems = checkJoinForm(previous!.context.form, context.countryCodes);
      const taken = previous!.matches({ loginId: 'taken' });
      expect(Object.keys(problems).length > 0 || taken, 'only an invalid form stays').toBe(true);
      expect(context.errors).toMatchObject(
        taken && previous!.context.errors.loginId === 'acct_loginId_taken'
          ? { ...problems, loginId: 'acct_loginId_taken' }
          : problems,
      );
    }
    if (event.type === 'xstate.error.actor.checkAccountInfo' || event.type === 'xstate.error.actor.create')
      expectPlaced(step);
  },
  'form.checkingAccount': (step) => {
    const { context } = step;
    expect(step.state.hasTag('busy')).toBe(true);
    if (!entered(step, 'form.checkingAccount')) return expect(sent(step, 'checkAccountInfo')).toEqual([]);
    expect(step.event.type).toBe('SUBMIT');
    expect(checkJoinForm(context.form, context.countryCodes), 'every field passes').toEqual({});
    expect(step.previous!.matches({ loginId: 'taken' }), 'not with a taken id').toBe(false);
    expect(
      sent(step, 'checkAccountInfo').map((s) => s.input),
      'email and phone as checked',
    ).toEqual([
      { email: context.form.email.trim(), phone: normalizePhone(context.form.phone), countryCode: '+84' },
    ]);
  },
  'form.creating': (step) => {
    const { context } = step;
    expect(step.state.hasTag('busy')).toBe(true);
    expect(step.state.can({ type: 'SUBMIT' }), 'no second submit').toBe(false);
    if (!entered(step, 'form.creating')) return expect(sent(step, 'create')).toEqual([]);
    expect(step.event.type, 'only after the account check').toBe('xstate.done.actor.checkAccountInfo');
    const f = context.form;
    expect(
      sent(step, 'create').map((s) => s.input),
      'created once, trimmed, with the cookies',
    ).toEqual([
      {
        ...f,
        loginId: f.loginId.trim(),
        fullName: f.fullName.trim(),
        email: f.email.trim(),
        phone: normalizePhone(f.phone),
        currId: 'VND',
        referralId: 'RDEMO',
        trackingTag: 'TAG1',
      },
    ]);
  },
  'form.registered': (step) => {
    expect(step.state.hasTag('success')).toBe(true);
    const grants = runsOf([step], 'grantSession').map((r) => r.params);
    if (step.event.type === 'xstate.done.actor.create')
      expect(grants, 'the session handed over').toEqual([
        { loginId: step.context.form.loginId.trim(), grant: REGISTRATION_GRANT },
      ]);
    else expect(grants).toEqual([]);
  },
};

describe('registration: each state of both regions against its rules', () => {
  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(registrationMachine, rules, { ...options, everyTransition: true }));
  }, 60_000);
});
