import { done, error } from './stubs';

/**
 * The walks of the account machines that both their coverage and their rule tables take: the same inputs
 * and answers, so the two checks see the same graph.
 */

export const REGISTRATION_INPUT = {
  currId: 'VND',
  countryCode: '+84',
  referralId: 'RDEMO',
  trackingTag: 'TAG1',
};
export const REGISTRATION_GRANT = { sessionId: 's1', token: 't1', currId: 'VND', loginIpGeo: 'VN' };
const said = (key: string) => ({ code: 2, key, shown: true });
const field = (name: string, value: string) => ({ type: 'FIELD_CHANGED', field: name, value });
export const registrationWalk = {
  inputs: [REGISTRATION_INPUT],
  payloads: {
    FIELD_CHANGED: [
      field('loginId', ' newbie01'),
      field('loginId', '1x'),
      field('password', 'secret123'),
      field('fullName', 'Le Van A '),
      field('email', ' a@example.com'),
      field('phone', '912 345-678'),
    ],
    'xstate.done.actor.loadCountryCodes': [done('loadCountryCodes', ['+84', '+62'])],
    'xstate.error.actor.checkLoginId': [
      error('checkLoginId', said('acct_loginId_taken')),
      error('checkLoginId', { code: null, key: 'acct_NetworkFail' }),
    ],
    'xstate.error.actor.checkAccountInfo': [error('checkAccountInfo', said('acct_email_taken'))],
    'xstate.done.actor.create': [done('create', REGISTRATION_GRANT)],
    'xstate.error.actor.create': [error('create', said('com_request_invalid'))],
  },
  contextKey: (c: {
    form: Record<string, string>;
    errors: Record<string, string | undefined>;
    formError: string | null;
    countryCodes: string[];
  }) => [
    Object.entries(c.form)
      .filter(([, v]) => v !== '')
      .map(([k, v]) => (k === 'loginId' ? v : k)),
    Object.entries(c.errors).filter(([, v]) => v),
    c.formError,
    c.countryCodes.length,
  ],
};

export const VERIFIED_LOGIN = { kind: 'verified', loginId: 'demo', encryptedPassword: 'ZGVtbw==' };
export const fingerprintWalk = {
  payloads: {
    'xstate.done.actor.checkAvailability': [
      done('checkAvailability', { usable: true, kind: 'face' }),
      done('checkAvailability', { usable: false, kind: 'fingerprint' }),
    ],
    'xstate.error.actor.checkAvailability': [error('checkAvailability', new Error('bridge'))],
    'xstate.done.actor.prompt': [
      done('prompt', VERIFIED_LOGIN),
      done('prompt', { kind: 'cancelled' }),
      done('prompt', { kind: 'failed', reason: 'failed' }),
      done('prompt', { kind: 'failed', reason: 'notEnrolled' }),
      done('prompt', { kind: 'failed', reason: 'lockout' }),
    ],
    'xstate.error.actor.prompt': [error('prompt', new Error('bridge'))],
    'xstate.error.actor.logIn': [error('logIn', { code: 2, key: 'acct_loginFail', shown: true })],
  },
};
