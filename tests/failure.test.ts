import { describe, expect, it } from 'vitest';
import { readFailure } from '../domain/failure';

/** The one adapter from anything a call throws to a message key (`domain/failure.ts`). */

describe('how a thrown failure reads', () => {
  it('an API error: its code, key and values, shown by the dialog', () => {
    expect(
      readFailure({ name: 'ApiError', code: 2, key: 'wallet_deposit_limit', format: ['20', 80] }),
    ).toEqual({
      code: 2,
      key: 'wallet_deposit_limit',
      said: 'wallet_deposit_limit',
      params: ['20', '80'],
      shown: true,
    });
  });

  it('no answer: the code is null, the key kept', () => {
    expect(readFailure({ code: null, key: 'acct_NetworkFail' })).toMatchObject({
      code: null,
      key: 'acct_NetworkFail',
      shown: true,
    });
  });

  it('a failure the client found itself says it was not shown', () => {
    expect(readFailure({ key: 'acct_secureContextRequired', shown: false })).toMatchObject({
      key: 'acct_secureContextRequired',
      shown: false,
    });
  });

  it('only a textual key is a message key; what a key holds otherwise is still what was said', () => {
    expect(readFailure({ code: 3, key: 7 })).toEqual({
      code: 3,
      key: null,
      said: '7',
      params: [],
      shown: false,
    });
  });

  it('anything without a key says nothing', () => {
    for (const error of [undefined, null, 'acct_x', 42, new Error('boom'), { code: 3 }]) {
      expect(readFailure(error)).toMatchObject({ key: null, said: null, params: [], shown: false });
    }
  });
});
