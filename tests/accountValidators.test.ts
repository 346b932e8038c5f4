import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  BANK_ACC_NO_MAX,
  checkAddBank,
  checkEmail,
  checkForgotForm,
  checkFullName,
  checkJoinForm,
  checkLoginForm,
  checkLoginId,
  checkNewMemberPassword,
  checkPhone,
  checkProviderPassword,
  citiesOf,
  fieldOfKey,
  JOIN_FIELDS,
  normalizePhone,
  PASSWORD_BYTES_MAX,
  PATTERN_MAX,
  PROVIDER_PASSWORD_MAX,
  providerPattern,
} from '../domain/validators';
import { addBankMachine, addBankView } from '../features/account/machines/addBank';
import { silentActors } from '../src/qa/machineWalk';
import { expectEach } from './support/cases';

/** Property-based tests of the account form validators: spec §5 and the registration rules. */

const blank = fc.constantFrom('', ' ', '   ', '\t');
const nonBlank = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== '');
const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));
const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const alnum = `${letters}0123456789`;
const word = (chars: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((c) => c.join(''));

describe('add bank (spec §5)', () => {
  const form = fc.record({
    bankId: fc.constantFrom('VCB', 'TCB', 'BCA'),
    bankAddress: nonBlank,
    bankAccNo: nonBlank,
    bankBranch: fc.string({ maxLength: 20 }),
    provinceCode: fc.constantFrom('0', 'HN'),
    cityCode: fc.constantFrom('0', 'HK'),
  });

  it('a blank bank, address or account number gives page_emptycheck, whatever the rest', () => {
    fc.assert(
      fc.property(form, fc.constantFrom('bankId', 'bankAddress', 'bankAccNo'), blank, (f, field, empty) => {
        expect(checkAddBank({ ...f, [field]: empty })).toBe('page_emptycheck');
      }),
    );
  });

  it('an account number longer than 50 characters gives the length error; up to 50 passes', () => {
    fc.assert(
      fc.property(form, digits(1, 120), (f, accNo) => {
        const result = checkAddBank({ ...f, bankAccNo: accNo });
        expect(result).toBe(accNo.length > BANK_ACC_NO_MAX ? 'acct_bankAccNo_lengthError' : null);
      }),
    );
  });

  it('surrounding spaces do not count towards the 50', () => {
    fc.assert(
      fc.property(form, digits(1, BANK_ACC_NO_MAX), (f, accNo) => {
        expect(checkAddBank({ ...f, bankAccNo: `  ${accNo}  ` })).toBeNull();
      }),
    );
  });
});

describe('add bank: the cities offered', () => {
  const cities = [
    { code: 'HK', name: 'Hoàn Kiếm', provinceCode: 'HN' },
    { code: 'Q1', name: 'Quận 1', provinceCode: 'HCM' },
    { code: 'BD', name: 'Ba Đình', provinceCode: 'HN' },
  ];

  it('those of the province chosen, in the list’s order; none before a province is chosen', () => {
    expect(citiesOf(cities, 'HN').map((c) => c.code)).toEqual(['HK', 'BD']);
    expect(citiesOf(cities, 'HCM').map((c) => c.code)).toEqual(['Q1']);
    expect(citiesOf(cities, 'DN')).toEqual([]);
    expect(citiesOf([...cities, { code: 'X', name: 'X', provinceCode: '0' }], '0')).toEqual([]);
  });

  it('the form shows them, the same list while neither the lists nor the province change', () => {
    const actor = createActor(silentActors(addBankMachine)).start();
    actor.send({
      type: 'xstate.done.actor.loadBankList',
      output: { bankList: [], provinceList: [], cityList: cities },
    } as never);
    const shown = () => addBankView(actor.getSnapshot()).cities;
    expect(shown()).toEqual([]);
    actor.send({ type: 'FIELD_CHANGED', field: 'provinceCode', value: 'HN' });
    const hanoi = shown();
    expect(hanoi.map((c) => c.code)).toEqual(['HK', 'BD']);
    actor.send({ type: 'FIELD_CHANGED', field: 'bankAddress', value: '1 Tràng Tiền' });
    expect(shown()).toBe(hanoi);
    actor.send({ type: 'FIELD_CHANGED', field: 'provinceCode', value: 'HCM' });
    expect(shown().map((c) => c.code)).toEqual(['Q1']);
    actor.stop();
  });
});

describe('provider password (spec §5 order)', () => {
  const sbo = { pwdFormat: '^[A-Za-z0-9]{6,12}$', pwdFormatError: 'acct_pwdFormat_sbo' };
  const pwd = fc.string({ minLength: 1, maxLength: 20 });

  it('an empty new password is "required", whatever the confirmation', () => {
    fc.assert(
      fc.property(fc.string(), (confirm) => {
        expect(checkProviderPassword({ newPwd: '', confirmPwd: confirm }, sbo)).toEqual({
          key: 'acct_newPwd_require',
          clearBoth: false,
        });
      }),
    );
  });

  it('a mismatch is reported before the pattern, and clears both fields', () => {
    fc.assert(
      fc.property(pwd, pwd, (a, b) => {
        fc.pre(a !== b);
        expect(checkProviderPassword({ newPwd: a, confirmPwd: b }, sbo)).toEqual({
          key: 'acct_password_notMatch',
          clearBoth: true,
        });
      }),
    );
  });

  it('equal passwords pass exactly when they match the provider pattern; else its own message', () => {
    fc.assert(
      fc.property(fc.oneof(pwd, word(alnum, 6, 12)), (p) => {
        const result = checkProviderPassword({ newPwd: p, confirmPwd: p }, sbo);
        const matches = /^[A-Za-z0-9]{6,12}$/.test(p);
        expect(result).toEqual(matches ? null : { key: 'acct_pwdFormat_sbo', clearBoth: false });
      }),
    );
  });

  it('the pattern is whole-string even without anchors, and a broken pattern falls back to the default rule', () => {
    fc.assert(
      fc.property(word(alnum, 0, 10), word(alnum, 0, 10), (before, after) => {
        const pattern = providerPattern('\\d{6}');
        expect(pattern?.test(`${before}123456${after}`)).toBe(before === '' && after === '');
      }),
    );
    expect(providerPattern('([unclosed')).toBeNull();
    const broken = { pwdFormat: '(', pwdFormatError: 'k' };
    expect(checkProviderPassword({ newPwd: 'x', confirmPwd: 'x' }, broken)).toEqual({
      key: 'k',
      clearBoth: false,
    });
    expect(checkProviderPassword({ newPwd: 'Secret99', confirmPwd: 'Secret99' }, broken)).toBeNull();
    expect(checkProviderPassword({ newPwd: 'has space', confirmPwd: 'has space' }, broken)?.key).toBe('k');
  });
});

describe('provider patterns from the server', () => {
  const EVIL = [
    '(a+)+$',
    '^(a+)+$',
    '(a|a)*b',
    '(\\d*)*x',
    '(.*a){12}',
    '((ab)*)+c',
    '([a-z]+)*!',
    '(a|aa)+$',
    // A `)` the pattern never opened would close the wrapper's group: `(?:a*){2,}` (found by the property below).
    'a*){2,}(?=',
    '.*)+(?:.*',
  ];
  const timed = (run: () => unknown) => {
    const start = performance.now();
    const result = run();
    return { result, ms: performance.now() - start };
  };

  it('a pattern that could freeze the page is not compiled; the default rule checks instead, at once', () => {
    for (const pwdFormat of EVIL) {
      expect(providerPattern(pwdFormat), pwdFormat).toBeNull();
      const attack = `${'a'.repeat(PROVIDER_PASSWORD_MAX - 1)}!`;
      const { result, ms } = timed(() =>
        checkProviderPassword({ newPwd: attack, confirmPwd: attack }, { pwdFormat, pwdFormatError: 'k' }),
      );
      expect(result, pwdFormat).toEqual({ key: 'k', clearBoth: false });
      expect(ms, pwdFormat).toBeLessThan(5_000); // a hang guard: the refused pattern never runs
    }
  });

  it('real rules still compile: lookaheads, classes, bounded repeats, escapes', () => {
    for (const pwdFormat of [
      '^[A-Za-z0-9]{6,12}$',
      '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)[A-Za-z\\d]{8,16}$',
      '^\\d{6}$',
      '^[A-Za-z][A-Za-z0-9_]{5,11}$',
      '^[(+*)]{6}$',
      '^(?:abc)+\\d?$',
    ])
      expect(providerPattern(pwdFormat), pwdFormat).not.toBeNull();
    expect(providerPattern(`^[a-z]{6}${'x'.repeat(PATTERN_MAX)}$`)).toBeNull();
  });

  it('whatever the pattern and the password, the check never freezes the page', () => {
    const piece = fc.constantFrom(
      'a',
      'a+',
      'a*',
      '(',
      ')',
      '|',
      '+',
      '*',
      '?',
      '{2,}',
      '.',
      '\\d',
      '[a-z]',
      '(?=',
      'b',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), fc.string({ maxLength: 40 }), (parts, tail) => {
        const newPwd = `${'a'.repeat(24)}${tail}`;
        const { ms } = timed(() =>
          checkProviderPassword(
            { newPwd, confirmPwd: newPwd },
            { pwdFormat: parts.join(''), pwdFormatError: 'k' },
          ),
        );
        // A hang guard, not a speed check: the worst shape let through (five overlapping quantifiers) takes
        // ~10 ms (up to 0.8 s on a loaded 2-core CI), while a pattern that backtracks catastrophically on
        // these 24+ characters would take minutes to ages.
        expect(ms).toBeLessThan(5_000);
      }),
      { numRuns: 200 },
    );
  });

  it('a provider password longer than any provider allows is refused before the pattern runs', () => {
    const long = 'a'.repeat(PROVIDER_PASSWORD_MAX + 1);
    expect(
      checkProviderPassword({ newPwd: long, confirmPwd: long }, { pwdFormat: '(a+)+$', pwdFormatError: 'k' }),
    ).toEqual({ key: 'acct_password_tooLong', clearBoth: false });
  });
});

describe('password length (RSA-OAEP carries 190 bytes)', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text).length;

  it('login: a password over 190 bytes of UTF-8 is refused with its own message, however few characters', () => {
    expect(checkLoginForm({ loginId: 'demo', password: 'a'.repeat(PASSWORD_BYTES_MAX) })).toBeNull();
    expect(checkLoginForm({ loginId: 'demo', password: 'a'.repeat(PASSWORD_BYTES_MAX + 1) })).toBe(
      'acct_password_tooLong',
    );
    // 64 characters of three bytes each: 192 bytes.
    expect(checkLoginForm({ loginId: 'demo', password: '€'.repeat(64) })).toBe('acct_password_tooLong');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }), (password) => {
        expect(checkLoginForm({ loginId: 'demo', password }) === 'acct_password_tooLong').toBe(
          utf8(password) > PASSWORD_BYTES_MAX,
        );
      }),
    );
  });

  it('registration and provider passwords: the same cap, the same message', () => {
    expect(checkNewMemberPassword('a1'.repeat(100))).toBe('acct_password_tooLong');
    expect(
      checkJoinForm(
        {
          loginId: 'alice01',
          password: 'a1'.repeat(100),
          fullName: 'Alice',
          email: 'a@b.co',
          countryCode: '+84',
          phone: '0912345678',
        },
        ['+84'],
      ).password,
    ).toBe('acct_password_tooLong');
    const long = '密'.repeat(70);
    expect(checkProviderPassword({ newPwd: long, confirmPwd: long }, undefined)?.key).toBe(
      'acct_password_tooLong',
    );
  });
});

describe('registration fields', () => {
  it('login ids: a letter then 3 to 15 letters or digits pass; anything else does not', () => {
    fc.assert(
      fc.property(word(letters, 1, 1), word(alnum, 3, 15), (first, rest) => {
        expect(checkLoginId(first + rest)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (id) => {
        const ok = /^[A-Za-z][A-Za-z0-9]{3,15}$/.test(id.trim());
        const result = checkLoginId(id);
        if (id.trim() === '') expect(result).toBe('page_emptycheck');
        else expect(result === null).toBe(ok);
      }),
    );
  });

  it('passwords need 6 to 20 characters with a letter and a digit and no space, and not the login id', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (p) => {
        const ok = p.length >= 6 && p.length <= 20 && !/\s/.test(p) && /[A-Za-z]/.test(p) && /\d/.test(p);
        expect(checkNewMemberPassword(p) === null).toBe(ok);
      }),
    );
    expect(checkNewMemberPassword('Demo123', 'demo123')).toBe('acct_password_sameAsLoginId');
  });

  it('phones: spaces and hyphens are ignored, then 6 to 15 digits', () => {
    fc.assert(
      fc.property(digits(6, 15), fc.constantFrom(' ', '-', ''), (d, sep) => {
        const spaced = d.replace(/(\d{3})(?=\d)/g, `$1${sep}`);
        expect(normalizePhone(spaced)).toBe(d);
        expect(checkPhone(spaced)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.oneof(digits(1, 5), digits(16, 25)), (d) => {
        expect(checkPhone(d)).toBe('acct_phone_format');
      }),
    );
  });

  it('emails need a local part, a domain and a top-level domain', () => {
    fc.assert(
      fc.property(word(alnum, 1, 12), word(alnum, 1, 12), word(letters, 2, 6), (local, domain, tld) => {
        expect(checkEmail(`${local}@${domain}.${tld}`)).toBeNull();
        expect(checkEmail(`${local}${domain}.${tld}`)).toBe('acct_email_format');
        expect(checkEmail(`${local}@${domain}`)).toBe('acct_email_format');
      }),
    );
  });

  it('names of any script pass up to 50 characters', () => {
    expectEach(checkFullName, [
      ['Nguyễn Văn Ánh', null],
      ['สมชาย ใจดี', null],
      ['王小明', null],
      ['a'.repeat(51), 'acct_fullName_format'],
      ['<script>', 'acct_fullName_format'],
    ]);
  });

  it('every blank field gets its own page_emptycheck, and only those', () => {
    const filled = {
      loginId: 'newbie01',
      password: 'secret123',
      fullName: 'Le Van An',
      email: 'an@example.com',
      countryCode: '+84',
      phone: '912345678',
    };
    fc.assert(
      fc.property(fc.subarray([...JOIN_FIELDS]), (cleared) => {
        const form = { ...filled, ...Object.fromEntries(cleared.map((f) => [f, ''])) };
        const errors = checkJoinForm(form, ['+84']);
        expect(Object.keys(errors).sort()).toEqual([...cleared].sort());
        for (const field of cleared) expect(errors[field]).toBe('page_emptycheck');
      }),
    );
  });

  it('server keys find their field', () => {
    expect(fieldOfKey('acct_email_taken')).toBe('email');
    expect(fieldOfKey('acct_loginId_taken')).toBe('loginId');
    expect(fieldOfKey('com_request_invalid')).toBeNull();
  });
});

describe('login and forgot password', () => {
  it('both login fields are needed', () => {
    fc.assert(
      fc.property(fc.oneof(blank, nonBlank), fc.string({ maxLength: 10 }), (id, pwd) => {
        const ok = id.trim() !== '' && pwd !== '';
        expect(checkLoginForm({ loginId: id, password: pwd })).toBe(ok ? null : 'page_emptycheck');
      }),
    );
  });

  it('forgot password needs the id and a valid email', () => {
    expect(checkForgotForm({ loginId: 'demo', email: '' })).toBe('page_emptycheck');
    expect(checkForgotForm({ loginId: 'demo', email: 'x' })).toBe('acct_email_format');
    expect(checkForgotForm({ loginId: 'demo', email: 'demo@example.com' })).toBeNull();
  });
});

describe('the limits and patterns, by example', () => {
  it('member password: 6 to 20 characters with a letter and a digit, not the (trimmed) login id', () => {
    expectEach(checkNewMemberPassword, [
      ['abc123', null],
      [`a${'1'.repeat(19)}`, null],
      [`a${'1'.repeat(20)}`, 'acct_password_format'],
      ['123456', 'acct_password_format'],
      ['abcdef', 'acct_password_format'],
    ]);
    expect(checkNewMemberPassword('Alice01', ' alice01 ')).toBe('acct_password_sameAsLoginId');
    expect(checkNewMemberPassword('abc 123')).toBe('acct_password_format');
  });

  it("full name: at most 50 letters, starting with a letter, nothing but letters, marks, spaces and . ' -", () => {
    expectEach(checkFullName, [
      ['A'.repeat(50), null],
      ['A'.repeat(51), 'acct_fullName_format'],
      ['Nguyễn Văn A', null],
      ["O'Neil-Smith Jr.", null],
      ['1Alice', 'acct_fullName_format'],
      ['.Alice', 'acct_fullName_format'],
      ['Alice1', 'acct_fullName_format'],
      ['Ali<ce', 'acct_fullName_format'],
    ]);
  });

  it('email: one @, dotted domain labels, a top-level domain of letters, at most 100 characters', () => {
    const at100 = `${'a'.repeat(100 - '@example.com'.length)}@example.com`;
    expectEach(checkEmail, [
      [at100, null],
      [`a${at100}`, 'acct_email_format'],
      ['alice@mail.example.co', null],
      ['alice@mail.ex ample.com', 'acct_email_format'],
      ['x y@example.com', 'acct_email_format'],
      ['alice@example.com1', 'acct_email_format'],
      ['alice@example.com.', 'acct_email_format'],
      ['al@ice@example.com', 'acct_email_format'],
    ]);
  });

  it('a server key goes under a field only when it starts with acct_<field>_', () => {
    expect(fieldOfKey('acct_email_taken')).toBe('email');
    expect(fieldOfKey('xacct_email_taken')).toBeNull();
    expect(fieldOfKey('page_acct_phone_x')).toBeNull();
  });

  it('a provider pattern of at most 200 characters is used; a longer one is left to the server', () => {
    const at200 = `[0-9]{6}${'|x'.repeat(96)}`;
    expect(at200).toHaveLength(200);
    expect(providerPattern(at200)?.test('123456')).toBe(true);
    expect(providerPattern(`${at200}y`)).toBeNull();
  });

  it('only a leading ^ and a trailing $ of the pattern are dropped', () => {
    expect(providerPattern('^a\\^b$')?.test('a^b')).toBe(true);
    expect(providerPattern('a\\^b')?.test('a^b')).toBe(true);
    expect(providerPattern('a\\$b$')?.test('a$b')).toBe(true);
    expect(providerPattern('[$]a')?.test('$a')).toBe(true);
  });

  it('without a provider there is no pattern to check', () => {
    expect(checkProviderPassword({ newPwd: 'x', confirmPwd: 'x' }, undefined)).toBeNull();
  });
});
