import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { addBankMachine } from '../features/account/machines/addBank';
import { changePasswordMachine } from '../features/account/machines/changePassword';
import { fingerprintLoginMachine } from '../features/account/machines/fingerprintLogin';
import { loginMachine } from '../features/account/machines/login';
import { pageDataMachine } from '../features/account/machines/pageData';
import { reauthMachine } from '../features/account/machines/reauth';
import { registrationMachine } from '../features/account/machines/registration';
import { fingerprintWalk, registrationWalk } from './support/accountWalks';
import { expectMachineCovered, expectRulesKept } from './support/fullCoverage';
import { checkRules, type StateRules, type Step, startsOf, stepsTo } from './support/modelCoverage';
import { done, error } from './support/stubs';

/**
 * Model-based coverage of the account machines: paths generated from each machine reach every
 * state node and fire every transition definition, and each shortest path replays on a live actor.
 */

const serverSaid = (key: string) => ({ code: 2, key, shown: true });
const grant = { sessionId: 's1', token: 't1', currId: 'VND', loginIpGeo: 'VN' };

/** The login's inputs (a handover key or not, a session or not), events and answers. */
const loginOptions = (loginId: string) => ({
  inputs: [
    { handoverKey: null, hasSession: false },
    { handoverKey: 'k1', hasSession: false },
    { handoverKey: 'k1', hasSession: true },
    { handoverKey: null, hasSession: true },
  ],
  payloads: {
    LOGIN_ID_CHANGED: [
      { type: 'LOGIN_ID_CHANGED', value: loginId },
      { type: 'LOGIN_ID_CHANGED', value: '' },
    ],
    PASSWORD_CHANGED: [{ type: 'PASSWORD_CHANGED', value: 'demo1234' }],
    EMAIL_CHANGED: [{ type: 'EMAIL_CHANGED', value: 'demo@example.com' }],
    'xstate.done.actor.identifyHandover': [done('identifyHandover', { loginId: 'demo' })],
    'xstate.done.actor.grantHandover': [done('grantHandover', grant)],
    'xstate.error.actor.logIn': [
      error('logIn', serverSaid('acct_loginFail')),
      error('logIn', { key: 'acct_secureContextRequired', shown: false }),
    ],
    'xstate.error.actor.identifyHandover': [error('identifyHandover', serverSaid('acct_loginFrom_invalid'))],
    'xstate.error.actor.grantHandover': [error('grantHandover', serverSaid('acct_loginFrom_invalid'))],
    'xstate.error.actor.resumeSession': [error('resumeSession', serverSaid('acct_sessionExpired'))],
    'xstate.error.actor.requestReset': [error('requestReset', serverSaid('acct_forgot_notMatch'))],
  },
  contextKey: (c: { loginId: string; password: string; email: string; error: string | null }) => [
    c.loginId !== '',
    c.password !== '',
    c.email !== '',
    c.error,
  ],
});

/**
 * The re-authentication step before adding a bank or changing a provider password, as the form sees it:
 * confirmed with the server's token or without one, or cancelled.
 */
const REAUTH_PAYLOADS = {
  'xstate.done.actor.reauth': [
    done('reauth', { reauthToken: 'tok-1' }),
    done('reauth', { reauthToken: null }),
    done('reauth', 'cancelled'),
  ],
};

/** The step itself: the password typed, its check confirmed (with a token or none) or refused. */
const REAUTH_OPTIONS = {
  payloads: {
    REAUTH_PWD_CHANGED: [{ type: 'REAUTH_PWD_CHANGED', value: 'demo1234' }],
    'xstate.done.actor.checkPassword': [
      done('checkPassword', { reauthToken: 'tok-1' }),
      done('checkPassword', { reauthToken: null }),
    ],
    'xstate.error.actor.checkPassword': [error('checkPassword', serverSaid('acct_password_wrong'))],
  },
  contextKey: (c: { password: string; error: string | null }) => [c.password, c.error],
};

/** A provider with its own pattern and message (spec §3, §5). */
const SBO = {
  providerId: 'SBO',
  providerName: 'SBO Sports',
  acctId: 'SBODEMO01',
  pwdFormat: '^[A-Za-z0-9]{6,12}$',
  pwdFormatError: 'acct_pwdFormat_sbo',
};

/** The change-password walk: one provider or none, a valid and a short password, the login password. */
const CHANGE_PASSWORD_OPTIONS = {
  payloads: {
    'xstate.done.actor.loadProviders': [done('loadProviders', [SBO]), done('loadProviders', [])],
    PROVIDER_CHANGED: [{ type: 'PROVIDER_CHANGED', providerId: 'SBO' }],
    NEW_PWD_CHANGED: [
      { type: 'NEW_PWD_CHANGED', value: 'abc123' },
      { type: 'NEW_PWD_CHANGED', value: 'a!' },
    ],
    CONFIRM_PWD_CHANGED: [
      { type: 'CONFIRM_PWD_CHANGED', value: 'abc123' },
      { type: 'CONFIRM_PWD_CHANGED', value: 'a!' },
    ],
    'xstate.done.actor.changePassword': [done('changePassword', { acctId: 'SBODEMO02' })],
    'xstate.error.actor.changePassword': [error('changePassword', serverSaid('acct_pwdFormat_sbo'))],
    ...REAUTH_PAYLOADS,
  },
  contextKey: (c: {
    newPwd: string;
    confirmPwd: string;
    error: string | null;
    providers: unknown[];
    reauthToken: string | null;
  }) => [c.newPwd, c.confirmPwd, c.error, c.providers.length, c.reauthToken],
};

describe('account machines: model-based coverage', () => {
  it('login: form, forgot password, handed-over login, session resume', () => {
    expectMachineCovered(loginMachine, loginOptions('demo'));
  });

  it('fingerprint login: unavailable, prompting, verifying, success, failure, cancelled', () => {
    expectMachineCovered(fingerprintLoginMachine, fingerprintWalk);
  });

  it('registration: the id checked as the member types, every field, account check, creation', () => {
    expectMachineCovered(registrationMachine, registrationWalk);
    // Two regions side by side make the largest graph here: ~2 s alone, more on a busy 2-core CI.
  }, 30_000);

  it('add bank: lists, each validation message, success, another one', () => {
    const field = (name: string, value: string) => ({ type: 'FIELD_CHANGED', field: name, value });
    expectMachineCovered(addBankMachine, {
      payloads: {
        'xstate.done.actor.loadBankList': [
          done('loadBankList', {
            bankList: [{ bankId: 'VCB', bankName: 'Vietcombank' }],
            provinceList: [{ code: 'HN', name: 'Ha Noi' }],
            cityList: [{ code: 'HK', name: 'Hoan Kiem', provinceCode: 'HN' }],
          }),
        ],
        FIELD_CHANGED: [
          field('bankId', 'VCB'),
          field('bankAddress', '1 Trang Tien'),
          field('bankAccNo', '0071000123456'),
          field('bankAccNo', '9'.repeat(51)),
          field('provinceCode', 'HN'),
        ],
        'xstate.error.actor.addBank': [error('addBank', serverSaid('acct_bankAccNo_exist'))],
        ...REAUTH_PAYLOADS,
      },
      contextKey: (c: { form: Record<string, string>; error: string | null; reauthToken: string | null }) => [
        c.form.bankId !== '',
        c.form.bankAddress !== '',
        c.form.bankAccNo?.length,
        c.form.provinceCode,
        c.error,
        c.reauthToken,
      ],
    });
  });

  it('change password: required, mismatch clears both, the provider pattern, success with the new id', () => {
    expectMachineCovered(changePasswordMachine, CHANGE_PASSWORD_OPTIONS);
  });

  it('re-authentication: required, refused, confirmed with a token or none, cancelled', () => {
    expectMachineCovered(reauthMachine, REAUTH_OPTIONS);
  });

  it('page data: loading, shown, reloaded, failed and retried', () => {
    expectMachineCovered(pageDataMachine, {
      payloads: {
        'xstate.done.actor.load': [done('load', { a: 1 })],
      },
    });
  });
});

describe('login: each state against the login page and the handover of contract §8', () => {
  type M = typeof loginMachine;
  type Input = { handoverKey: string | null; hasSession: boolean };
  const input = (step: Step<M>) => step.input as Input;
  const calls = (step: Step<M>) => step.started.map((s) => s.src);
  const granted = (step: Step<M>) => startsOf(stepsTo(step), 'grantHandover').length;
  const rules: StateRules<M> = {
    // Picks the way in from what the page was opened with: a handover, else a held session, else the form.
    starting: (step) => {
      const { handoverKey, hasSession } = input(step);
      const way = handoverKey !== null ? 'handingOver' : hasSession ? 'resuming' : 'editing';
      expect(step.state.matches(way), `opened with ${JSON.stringify(step.input)}: ${way}`).toBe(true);
    },
    handingOver: (step) => {
      expect(step.context.handoverKey, 'the key is kept while handing over').toBe(input(step).handoverKey);
    },
    'handingOver.identifying': (step) => {
      expect(step.started).toEqual([
        expect.objectContaining({ src: 'identifyHandover', input: { key: input(step).handoverKey } }),
      ]);
    },
    // "Continue as {loginId}?": nothing granted until the member says so.
    'handingOver.confirming': (step) => {
      expect(step.event.type).toBe('xstate.done.actor.identifyHandover');
      expect(step.context.loginId).toBe((step.event as { output?: { loginId: string } }).output?.loginId);
      expect(granted(step), 'no session granted before the answer').toBe(0);
    },
    'handingOver.granting': (step) => {
      expect(step.event.type, 'fromlogin only after the member confirms').toBe('CONFIRM');
      expect(step.started).toEqual([
        expect.objectContaining({ src: 'grantHandover', input: { key: input(step).handoverKey } }),
      ]);
    },
    resuming: (step) => {
      expect(calls(step)).toEqual(['resumeSession']);
      expect(input(step).hasSession, 'only a session the browser holds is resumed').toBe(true);
      if (step.event.type === 'CANCEL') expect(granted(step), 'cancelling keeps the open session').toBe(0);
    },
    editing: (step) => {
      expect(calls(step), 'the form sends nothing by itself').toEqual([]);
      const { event, context } = step;
      if (event.type === 'CANCEL') {
        expect(granted(step)).toBe(0);
        expect(context.handoverKey).toBeNull();
      }
      // A failed login empties the password field.
      if (event.type === 'xstate.error.actor.logIn') expect(context.password).toBe('');
      // An incomplete form says why and stays.
      if (event.type === 'SUBMIT') expect(context.error).toBeTruthy();
      // The dialog already showed a server answer: it is not repeated under the form.
      const failure = (event as { error?: { shown?: boolean; key?: string } }).error;
      if (failure) expect(context.error).toBe(failure.shown ? null : (failure.key ?? 'acct_loginFail'));
    },
    loggingIn: (step) => {
      const { loginId, password } = step.context;
      expect(step.event.type).toBe('SUBMIT');
      expect(loginId.trim() && password, 'login id and password filled').toBeTruthy();
      expect(step.started).toEqual([
        expect.objectContaining({ src: 'logIn', input: { loginId: loginId.trim(), password } }),
      ]);
      expect(step.state.can({ type: 'SUBMIT' }), 'no second submit').toBe(false);
    },
    forgot: (step) => {
      expect(calls(step).filter((c) => c !== 'requestReset')).toEqual([]);
    },
    'forgot.filling': (step) => {
      expect(calls(step)).toEqual([]);
      if (step.event.type === 'SUBMIT') expect(step.context.error).toBeTruthy();
    },
    'forgot.sending': (step) => {
      const { loginId, email } = step.context;
      expect(step.started).toEqual([
        expect.objectContaining({
          src: 'requestReset',
          input: { loginId: loginId.trim(), email: email.trim() },
        }),
      ]);
    },
    // Logged in: by the form, a confirmed handover (its session handed on) or a resumed session.
    done: (step) => {
      const { event } = step;
      if (event.type === 'xstate.done.actor.grantHandover') {
        expect(stepsTo(step).some((s) => s.event.type === 'CONFIRM')).toBe(true);
        expect(step.ran).toEqual([
          {
            type: 'grantSession',
            params: { loginId: step.context.loginId, grant: (event as { output?: unknown }).output },
          },
        ]);
      } else if (event.type === 'xstate.done.actor.resumeSession')
        expect(step.ran.map((r) => r.type)).toEqual(['continueToApp']);
      else expect(event.type).toBe('xstate.done.actor.logIn');
    },
  };
  const options = { ...loginOptions(' demo '), everyTransition: true };

  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(loginMachine, rules, options));
  });

  it("mutation: a handed-over login granted without the member's yes is reported", () => {
    // A patched config: the named member is granted at once, with no question.
    const config = loginMachine.config as unknown as {
      states: { handingOver: { states: { identifying: { invoke: { onDone: object } } } } };
    };
    const identifying = config.states.handingOver.states.identifying;
    const mutant = createMachine(
      {
        ...config,
        states: {
          ...config.states,
          handingOver: {
            ...config.states.handingOver,
            states: {
              ...config.states.handingOver.states,
              identifying: {
                ...identifying,
                invoke: {
                  ...identifying.invoke,
                  onDone: { ...identifying.invoke.onDone, target: 'granting' },
                },
              },
            },
          },
        },
      } as never,
      loginMachine.implementations as never,
    ) as unknown as M;
    expect(checkRules(mutant, rules, options).violations.join('\n')).toMatch(
      /handingOver\.granting after xstate\.done\.actor\.identifyHandover: fromlogin only after the member confirms/,
    );
  });
});

describe('changePassword: each state against spec §4, §5 and contract §8 (the login password first)', () => {
  type M = typeof changePasswordMachine;
  const calls = (step: Step<M>) => step.started.map((s) => s.src);
  /** Spec §5 in order: required, equal to the confirmation (both cleared), the provider's own pattern. */
  const expectedError = (form: { newPwd: string; confirmPwd: string }, pattern: string, message: string) => {
    if (form.newPwd === '') return 'acct_newPwd_require';
    if (form.newPwd !== form.confirmPwd) return 'acct_password_notMatch';
    return new RegExp(pattern).test(form.newPwd) ? null : message;
  };
  const rules: StateRules<M> = {
    // The providers are read, once per entry: at start and on "Try again".
    loading: (step) => {
      expect(calls(step)).toEqual(['loadProviders']);
      expect(['xstate.init', 'RETRY']).toContain(step.event.type);
    },
    loadFailed: (step) => {
      expect(calls(step)).toEqual([]);
      expect(step.event.type).toBe('xstate.error.actor.loadProviders');
    },
    // No provider account: nothing to change, nothing sent.
    noProviders: (step) => {
      expect(step.context.providers).toEqual([]);
      expect(calls(step)).toEqual([]);
    },
    // The form: nothing leaves; a submit that breaks spec §5 says why, in order.
    editing: (step) => {
      const { event, context, previous } = step;
      expect(calls(step), 'the form sends nothing by itself').toEqual([]);
      if (event.type === 'xstate.done.actor.loadProviders')
        expect(context.providerId, 'the first provider is picked').toBe(context.providers[0]?.providerId);
      if (event.type === 'SUBMIT' && previous) {
        const said = expectedError(previous.context, SBO.pwdFormat, SBO.pwdFormatError);
        expect(said, 'a valid form is not held back').not.toBeNull();
        expect(context.error).toBe(said);
        if (said === 'acct_password_notMatch') {
          expect(context.newPwd, 'a mismatch clears both').toBe('');
          expect(context.confirmPwd).toBe('');
        } else expect(context.newPwd).toBe(previous.context.newPwd);
      }
      if (event.type === 'PROVIDER_CHANGED') {
        expect([context.newPwd, context.confirmPwd, context.error]).toEqual(['', '', null]);
      }
      // Refused by the server (its message is the dispatcher's): the passwords are typed again.
      if (event.type === 'xstate.error.actor.changePassword')
        expect([context.newPwd, context.confirmPwd]).toEqual(['', '']);
    },
    // Only a form that keeps every rule asks for the login password; its values stay as typed.
    reauthenticating: (step) => {
      const { previous, context } = step;
      if (previous?.matches('editing')) {
        expect(step.event.type).toBe('SUBMIT');
        expect(
          expectedError(previous.context, SBO.pwdFormat, SBO.pwdFormatError),
          'only a valid form',
        ).toBeNull();
        expect(context.newPwd).toBe(previous.context.newPwd);
      }
      expect(
        startsOf([step], 'changePassword'),
        'nothing is changed before the password is confirmed',
      ).toEqual([]);
    },
    // Confirmed: the change leaves with the form's values, once.
    submitting: (step) => {
      const { providerId, newPwd, confirmPwd } = step.context;
      expect(step.event.type).toBe('xstate.done.actor.reauth');
      const outcome = (step.event as { output?: unknown }).output;
      expect(outcome, 'a cancelled step sends nothing').not.toBe('cancelled');
      // The form as typed, with the password check's token for the server (contract §9; null without one).
      const reauthToken = (outcome as { reauthToken: string | null }).reauthToken;
      expect(step.context.reauthToken).toBe(reauthToken);
      expect(step.started).toEqual([
        expect.objectContaining({
          src: 'changePassword',
          input: { providerId, newPwd, confirmPwd, reauthToken },
        }),
      ]);
    },
    // Spec §4: success is marked, and the provider shows its new account id.
    changed: (step) => {
      const { event, context } = step;
      if (event.type === 'xstate.done.actor.changePassword') {
        const acctId = (event as { output?: { acctId: string } }).output?.acctId;
        expect(context.changedProviderId).toBe(context.providerId);
        expect(context.providers.find((p) => p.providerId === context.providerId)?.acctId).toBe(acctId);
        expect([context.newPwd, context.confirmPwd, context.error]).toEqual(['', '', null]);
      }
      expect(step.state.hasTag('success')).toBe(true);
    },
  };
  const options = { ...CHANGE_PASSWORD_OPTIONS, everyTransition: true };

  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(changePasswordMachine, rules, options));
  });

  it('mutation: a form that breaks the provider pattern sent anyway is reported', () => {
    const mutant = changePasswordMachine.provide({ guards: { formValid: () => true } });
    expect(checkRules(mutant, rules, options).violations.join('\n')).toMatch(
      /reauthenticating after .*SUBMIT: only a valid form/,
    );
  });
});

describe('reauth: each state against contract §8 and §9 (the login password, checked once)', () => {
  type M = typeof reauthMachine;
  const calls = (step: Step<M>) => step.started.map((s) => s.src);
  const rules: StateRules<M> = {
    // The password is typed: nothing leaves; an empty one is not sent, a refusal is said.
    asking: (step) => {
      expect(calls(step)).toEqual([]);
      expect(step.state.hasTag('busy')).toBe(false);
      if (step.event.type === 'CONFIRM') expect(step.context.error).toBe('acct_password_require');
      if (step.event.type === 'xstate.error.actor.checkPassword') {
        expect(step.context.error).toBe('acct_password_wrong');
        expect(step.context.password, 'a refused password is typed again').toBe('');
      }
    },
    // `/api/checkpassword` with the password typed, once per confirm.
    checking: (step) => {
      expect(step.event.type).toBe('CONFIRM');
      expect(step.context.password).not.toBe('');
      expect(step.started).toEqual([
        expect.objectContaining({ src: 'checkPassword', input: { password: step.context.password } }),
      ]);
      expect(step.state.hasTag('busy')).toBe(true);
    },
    // Confirmed: the password forgotten, the server's token (or none) is the step's output.
    confirmed: (step) => {
      expect(step.event.type).toBe('xstate.done.actor.checkPassword');
      const grant = (step.event as { output?: { reauthToken: string | null } }).output;
      expect(step.context.password).toBe('');
      expect(step.state.output).toEqual({ reauthToken: grant?.reauthToken ?? null });
    },
    // Cancelled: nothing sent, the form takes over again.
    cancelled: (step) => {
      expect(step.event.type).toBe('CANCEL');
      expect(calls(step)).toEqual([]);
      expect(step.state.output).toBe('cancelled');
    },
  };
  const options = { ...REAUTH_OPTIONS, everyTransition: true };

  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(reauthMachine, rules, options));
  });

  it('mutation: an empty password sent anyway is reported', () => {
    const mutant = reauthMachine.provide({ guards: { passwordTyped: () => true } });
    expect(checkRules(mutant, rules, options).violations.join('\n')).toMatch(/checking after CONFIRM/);
  });
});
