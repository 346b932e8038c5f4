import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { amount, decodeWith, flag } from '../contract/replies/parts';
import { checkPasswordResponse } from '../features/account/contract/accountReplies';

/**
 * The parts every reply schema is made of, as the server's fields reach them: a flag in each of its
 * spellings, and a reply the app cannot read explained in the detail a member copies to support.
 */
describe('reply parts', () => {
  it('reads a flag in each spelling the server uses', () => {
    for (const yes of [true, 1, '1', 'true']) expect(v.parse(flag, yes), JSON.stringify(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false']) expect(v.parse(flag, no), JSON.stringify(no)).toBe(false);
    for (const bad of ['yes', 2, null])
      expect(v.safeParse(flag, bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('names the call, the field and what was wrong with it in the detail of a reply it cannot read', () => {
    const reply = v.object({ balance: amount });
    expect(decodeWith(reply, 'wallet/balance', { balance: '12.34' })).toEqual({
      ok: false,
      detail: 'wallet/balance: balance — not a decimal amount: "12.34"',
    });
    expect(decodeWith(reply, 'wallet/balance', { balance: '12.3' })).toEqual({
      ok: true,
      value: { balance: '12.3' },
    });
  });

  it('a password check grants a re-authentication token only when the server sent one', () => {
    const token = (reauthToken: unknown) => v.parse(checkPasswordResponse, { reauthToken }).reauthToken;
    expect(token('r1')).toBe('r1');
    expect(token(42)).toBe('42');
    for (const none of ['', null, undefined, true]) expect(token(none), JSON.stringify(none)).toBeNull();
  });
});
