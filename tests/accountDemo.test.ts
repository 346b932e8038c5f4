import { constants, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_PUBLIC_KEY } from '../demo/demoKey';
import { GUESS_MAX_WRONG, GUESS_WINDOW_MS } from '../demo/world';
import { REAUTH_TTL_S } from '../features/account/demo/accountHandlers';
import { NEW_BANK } from './support/bankFixtures';
import { type Session, startDemoServer } from './support/demoServer';

/**
 * The demo backend's account calls: passwords decrypted with the demo key pair, and the
 * client's rules enforced again, so that a check the client skipped comes back as the server's error.
 */

const { call, login, world } = startDemoServer();

const encrypt = (password: string) =>
  publicEncrypt(
    { key: DEMO_PUBLIC_KEY, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');

const keyOf = (reply: { data: Record<string, unknown> }) =>
  (reply.data?.resorceCode as string[] | undefined)?.[0];

/** The login password confirmed (contract §9): the headers that carry the token it gave. */
async function reauthFor(session: Session, password = 'demo1234'): Promise<Record<string, string>> {
  const check = await call('/api/checkpassword', { password: encrypt(password) }, session);
  expect(check.errorCode).toBe(0);
  return { 'X-Reauth-Token': check.data.reauthToken as string };
}

/** A sensitive call as the app sends it: right after the password check, with its token. */
const sensitive = async (path: string, body: Record<string, unknown>, session: Session, password?: string) =>
  call(path, body, session, await reauthFor(session, password));

/** Each body sent to `path` is refused with its key, in turn. */
async function refusedAs(path: string, cases: [body: Record<string, unknown>, key: string][]) {
  for (const [body, key] of cases) expect(keyOf(await call(path, body)), JSON.stringify(body)).toBe(key);
}

const newMember = {
  loginId: 'newbie01',
  password: encrypt('secret123'),
  fullName: 'Le Van An',
  email: 'an@example.com',
  countryCode: '+84',
  phone: '912 345 600',
  currId: 'VND',
  referralId: 'RDEMO',
  trackingTag: 'spring-24',
  loginSite: 'mobile',
};

describe('registration', () => {
  it('checks a login id: format, taken, free', async () => {
    await refusedAs('/api/joinnow/valid/checkloginid', [
      [{ loginId: '1abc' }, 'acct_loginId_format'],
      [{ loginId: 'DEMO' }, 'acct_loginId_taken'],
    ]);
    expect((await call('/api/joinnow/valid/checkloginid', { loginId: 'newbie01' })).errorCode).toBe(0);
  });

  it('checks email and phone before creation', async () => {
    const base = { email: 'x@example.com', phone: '912000111', countryCode: '+84' };
    expect((await call('/api/joinnow/valid/accountinfo', base)).errorCode).toBe(0);
    await refusedAs('/api/joinnow/valid/accountinfo', [
      [{ ...base, email: 'demo@example.com' }, 'acct_email_taken'],
      [{ ...base, email: 'nope' }, 'acct_email_format'],
      [{ ...base, countryCode: '+999' }, 'acct_countryCode_invalid'],
      [{ ...base, phone: '12' }, 'acct_phone_format'],
    ]);
  });

  it('creates a member who is logged in, with the campaign values recorded', async () => {
    const reply = await call('/api/joinnow/create', newMember);
    expect(reply.errorCode).toBe(0);
    const session = { sessionId: reply.data.sessionId as string, token: reply.data.token as string };
    expect(reply.data.currId).toBe('VND');
    const info = await call('/api/getmemberinfo', {}, session);
    expect(info.data.memInfo).toMatchObject({
      loginId: 'newbie01',
      email: 'an@example.com',
      phone: '+84 912345600',
    });
    expect(world.members.get('newbie01')?.password).toBe('secret123');
    const recorded = await call('/api/__demo/registration', { loginId: 'newbie01' });
    expect(recorded.data).toEqual({ referralId: 'RDEMO', trackingTag: 'spring-24' });
    // The same id again is refused.
    expect(
      keyOf(await call('/api/joinnow/create', { ...newMember, email: 'b@example.com', phone: '912345601' })),
    ).toBe('acct_loginId_taken');
  });

  it('refuses what the client should have caught, and a password sent in clear', async () => {
    await refusedAs('/api/joinnow/create', [
      [{ ...newMember, email: 'not-an-email' }, 'acct_email_format'],
      [{ ...newMember, password: encrypt('short') }, 'acct_password_format'],
      [{ ...newMember, fullName: '' }, 'page_emptycheck'],
      [{ ...newMember, password: 'secret123' }, 'com_request_invalid'],
      [{ ...newMember, referralId: '<b>x</b>' }, 'com_request_invalid'],
      [{ ...newMember, currId: 'THB' }, 'acct_currency_invalid'],
    ]);
    expect(world.members.has('newbie01')).toBe(false);
  });
});

describe('login handed over, session resume, forgot password', () => {
  it('a handover key names the member, grants a session once', async () => {
    const { data } = await call('/api/__demo/handover', { loginId: 'demo' });
    const key = data.key as string;
    expect((await call('/api/getloginfrom', { key })).data).toEqual({ loginId: 'demo' });
    const grant = await call('/api/fromlogin', { key, loginSite: 'apk' });
    expect(grant.errorCode).toBe(0);
    const session = { sessionId: grant.data.sessionId as string, token: grant.data.token as string };
    expect((await call('/api/getlogininfo', {}, session)).data.loginId).toBe('demo');
    expect(keyOf(await call('/api/fromlogin', { key, loginSite: 'apk' }))).toBe('acct_loginFrom_invalid');
    expect(keyOf(await call('/api/getloginfrom', { key: 'unknown' }))).toBe('acct_loginFrom_invalid');
  });

  it('a revoked key answers neither getloginfrom nor fromlogin (contract §9)', async () => {
    const key = (await call('/api/__demo/handover', { loginId: 'demo' })).data.key as string;
    expect((await call('/api/getloginfrom', { key })).errorCode).toBe(0);
    expect(await call('/api/revokeloginkey', { loginKey: key })).toMatchObject({ errorCode: 0, data: null });
    expect(keyOf(await call('/api/getloginfrom', { key }))).toBe('acct_loginFrom_invalid');
    expect(keyOf(await call('/api/fromlogin', { key, loginSite: 'mobile' }))).toBe('acct_loginFrom_invalid');
    // An unknown key answers the same: the call says nothing about which keys exist.
    expect((await call('/api/revokeloginkey', { loginKey: 'unknown' })).errorCode).toBe(0);
    expect(keyOf(await call('/api/revokeloginkey', {}))).toBe('com_request_invalid');
  });

  it('sessionlogin confirms a live session and refuses a dead one', async () => {
    const session = login('demo');
    const reply = await call('/api/sessionlogin', { loginSite: 'mobile' }, session);
    expect(reply.data).toMatchObject({ sessionId: session.sessionId, token: session.token, currId: 'VND' });
    const dead: Session = { sessionId: 'gone', token: 'gone' };
    expect((await call('/api/sessionlogin', { loginSite: 'mobile' }, dead)).errorCode).toBe(1);
  });

  it('forgot password needs the account email', async () => {
    expect(
      (await call('/api/forgotpassword', { loginId: 'demo', email: 'DEMO@example.com' })).errorCode,
    ).toBe(0);
    expect(keyOf(await call('/api/forgotpassword', { loginId: 'demo', email: 'other@example.com' }))).toBe(
      'acct_forgot_notMatch',
    );
    expect(keyOf(await call('/api/forgotpassword', { loginId: '', email: 'a@example.com' }))).toBe(
      'page_emptycheck',
    );
  });
});

describe('re-authentication (contract §8 /api/checkpassword)', () => {
  it("confirms the member's own password, refuses another with acct_password_wrong", async () => {
    const session = login('lucky');
    expect((await call('/api/checkpassword', { password: encrypt('demo1234') }, session)).errorCode).toBe(0);
    const wrong = await call('/api/checkpassword', { password: encrypt('demo12345') }, session);
    expect([wrong.errorCode, keyOf(wrong)]).toEqual([2, 'acct_password_wrong']);
    // A password sent in the clear does not decrypt.
    expect(keyOf(await call('/api/checkpassword', { password: 'demo1234' }, session))).toBe(
      'com_request_invalid',
    );
  });

  it('needs a session', async () => {
    const reply = await call('/api/checkpassword', { password: encrypt('demo1234') });
    expect(reply.errorCode).not.toBe(0);
  });

  const bank = NEW_BANK;
  const change = { providerId: 'SBO', newPwd: encrypt('abc123'), confirmPwd: encrypt('abc123') };

  it('gives a token the next sensitive call must carry, once, for its session only (contract §9)', async () => {
    const session = login('lucky');
    const check = await call('/api/checkpassword', { password: encrypt('demo1234') }, session);
    expect(check.data).toEqual({ reauthToken: expect.any(String), expiresIn: REAUTH_TTL_S });
    // with the session's bearer alone, no bank account is added, no password changed.
    for (const [path, body] of [
      ['/api/addmemberbank', bank],
      ['/api/changepassword', change],
    ] as const) {
      const direct = await call(path, body, session);
      expect([direct.errorCode, keyOf(direct)], path).toEqual([2, 'acct_reauth_required']);
      const forged = await call(path, body, session, { 'X-Reauth-Token': 'guessed' });
      expect(keyOf(forged), path).toBe('acct_reauth_required');
    }
    // Another session's token is not this one's.
    const other = login('lucky');
    const stolen = await reauthFor(other);
    expect(keyOf(await call('/api/addmemberbank', bank, session, stolen))).toBe('acct_reauth_required');
    // The right token works once, for either call, then is spent.
    const token = { 'X-Reauth-Token': check.data.reauthToken as string };
    expect((await call('/api/addmemberbank', bank, session, token)).errorCode).toBe(0);
    expect(keyOf(await call('/api/changepassword', change, session, token))).toBe('acct_reauth_required');
    expect((await call('/api/changepassword', change, session, await reauthFor(session))).errorCode).toBe(0);
  });

  it('a token past its time is refused', async () => {
    const session = login('lucky');
    const token = await reauthFor(session);
    const grant = world.sessions.get(session.sessionId)?.reauth;
    if (grant) grant.expiresAt = world.now() - 1;
    expect(keyOf(await call('/api/addmemberbank', bank, session, token))).toBe('acct_reauth_required');
  });

  it('a token from a check that named its operation allows that call only (contract §10)', async () => {
    const session = login('lucky');
    const named = async (operation: string) => {
      const check = await call('/api/checkpassword', { password: encrypt('demo1234'), operation }, session);
      expect(check.errorCode, operation).toBe(0);
      return { 'X-Reauth-Token': check.data.reauthToken as string };
    };
    // A token for the bank account does not change a password, and is spent by the try.
    const forBank = await named('addmemberbank');
    expect(keyOf(await call('/api/changepassword', change, session, forBank))).toBe('acct_reauth_required');
    expect(keyOf(await call('/api/addmemberbank', bank, session, forBank))).toBe('acct_reauth_required');
    // Each call with the token named for it.
    expect((await call('/api/addmemberbank', bank, session, await named('addmemberbank'))).errorCode).toBe(0);
    const forPassword = await named('changepassword');
    expect(keyOf(await call('/api/addmemberbank', bank, session, forPassword))).toBe('acct_reauth_required');
    expect(
      (await call('/api/changepassword', change, session, await named('changepassword'))).errorCode,
    ).toBe(0);
    // An operation the server does not know is refused.
    const unknown = await call(
      '/api/checkpassword',
      { password: encrypt('demo1234'), operation: 'withdraw' },
      session,
    );
    expect([unknown.errorCode, unknown.data.resorceCodeFormat]).toEqual([
      2,
      { key: 'com_request_invalid', format: ['operation'] },
    ]);
  });
});

describe('guesses (contract §10)', () => {
  const tooMany = (minutes: number) => ({
    errorCode: 2,
    data: {
      resorceCode: ['acct_login_tooMany'],
      resorceCodeFormat: { key: 'acct_login_tooMany', format: [String(minutes)] },
    },
  });
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const loginAs = (loginId: string, password: string, address: string) =>
    call('/api/login', { loginId, password: encrypt(password), loginSite: 'mobile' }, null, from(address));
  const reply = ({ errorCode, data }: { errorCode: number; data: unknown }) => ({ errorCode, data });

  it(`allows ${GUESS_MAX_WRONG} wrong passwords per member at login in 15 minutes, from any address`, async () => {
    for (let i = 0; i < GUESS_MAX_WRONG; i++)
      expect(keyOf(await loginAs('lucky', `guess${i}`, `198.51.100.${i}`))).toBe('acct_loginFail');
    // The right password, from yet another address: refused, with the minutes left.
    expect(reply(await loginAs('lucky', 'demo1234', '198.51.100.99'))).toEqual(tooMany(15));
    // Another member from a fresh address is not concerned.
    expect((await loginAs('demo', 'demo1234', '198.51.100.98')).errorCode).toBe(0);
    // A new session gives no fresh tries at the password check.
    const session = login('lucky');
    const check = await call(
      '/api/checkpassword',
      { password: encrypt('demo1234') },
      session,
      from('192.0.2.1'),
    );
    expect(reply(check)).toEqual(tooMany(15));
    // Ten minutes on, five are left; once the window has passed, the right password logs in.
    const earlier = (ms: number) =>
      world.wrongGuesses.set(
        'member lucky',
        (world.wrongGuesses.get('member lucky') ?? []).map((at) => at - ms),
      );
    earlier(10 * 60_000);
    expect(reply(await loginAs('lucky', 'demo1234', '198.51.100.97'))).toEqual(tooMany(5));
    earlier(GUESS_WINDOW_MS);
    expect((await loginAs('lucky', 'demo1234', '198.51.100.97')).errorCode).toBe(0);
  });

  it(`allows ${GUESS_MAX_WRONG} wrong answers per client address, whichever members they name`, async () => {
    for (let i = 0; i < GUESS_MAX_WRONG; i++)
      expect(keyOf(await loginAs(`nobody${i}`, 'x1234567', '203.0.113.50'))).toBe('acct_loginFail');
    expect(reply(await loginAs('demo', 'demo1234', '203.0.113.50'))).toEqual(tooMany(15));
    // The same member from another address logs in.
    expect((await loginAs('demo', 'demo1234', '203.0.113.51')).errorCode).toBe(0);
  });

  it('counts the password check per member and address, not per session', async () => {
    for (let i = 0; i < GUESS_MAX_WRONG; i++) {
      const check = await call(
        '/api/checkpassword',
        { password: encrypt(`guess${i}`) },
        login('lucky'),
        from('192.0.2.7'),
      );
      expect(keyOf(check)).toBe('acct_password_wrong');
    }
    const fresh = await call(
      '/api/checkpassword',
      { password: encrypt('demo1234') },
      login('lucky'),
      from('192.0.2.8'),
    );
    expect(reply(fresh)).toEqual(tooMany(15));
    // The wrong checks also close login for the member.
    expect(reply(await loginAs('lucky', 'demo1234', '192.0.2.9'))).toEqual(tooMany(15));
  });

  it('counts wrong handover keys per address at fromlogin', async () => {
    for (let i = 0; i < GUESS_MAX_WRONG; i++) {
      const guess = await call(
        '/api/fromlogin',
        { key: `guess${i}`, loginSite: 'mobile' },
        null,
        from('192.0.2.30'),
      );
      expect(keyOf(guess)).toBe('acct_loginFrom_invalid');
    }
    const key = (await call('/api/__demo/handover', { loginId: 'demo' })).data.key as string;
    const refused = await call('/api/fromlogin', { key, loginSite: 'mobile' }, null, from('192.0.2.30'));
    expect(reply(refused)).toEqual(tooMany(15));
    // The key was not spent: from another address it logs in.
    expect(
      (await call('/api/fromlogin', { key, loginSite: 'mobile' }, null, from('192.0.2.31'))).errorCode,
    ).toBe(0);
  });
});

describe('bank details', () => {
  const bank = {
    bankId: 'TCB',
    bankAddress: '1 Trang Tien, Ha Noi',
    bankAccNo: '190312345678',
    bankBranch: 'Hoan Kiem',
    provinceCode: 'HN',
    cityCode: 'HK',
  };

  it('lists banks, provinces and cities of the member currency', async () => {
    const reply = await call('/api/getbanklist', {}, login('demoidr'));
    expect((reply.data.bankList as { bankId: string }[]).map((b) => b.bankId)).toContain('BCA');
  });

  it('enforces spec §5 and adds a verified account', async () => {
    const session = login('lucky');
    expect(keyOf(await sensitive('/api/addmemberbank', { ...bank, bankAddress: ' ' }, session))).toBe(
      'page_emptycheck',
    );
    expect(keyOf(await sensitive('/api/addmemberbank', { ...bank, bankAccNo: '' }, session))).toBe(
      'page_emptycheck',
    );
    expect(
      keyOf(await sensitive('/api/addmemberbank', { ...bank, bankAccNo: '1'.repeat(51) }, session)),
    ).toBe('acct_bankAccNo_lengthError');
    expect(keyOf(await sensitive('/api/addmemberbank', { ...bank, cityCode: 'Q1' }, session))).toBe(
      'com_request_invalid',
    );
    expect(keyOf(await sensitive('/api/addmemberbank', { ...bank, bankId: 'BCA' }, session))).toBe(
      'com_request_invalid',
    );
    expect(
      (await sensitive('/api/addmemberbank', { ...bank, bankAccNo: '1'.repeat(50) }, session)).errorCode,
    ).toBe(0);
    expect(
      (await sensitive('/api/addmemberbank', { ...bank, provinceCode: '0', cityCode: '0' }, session))
        .errorCode,
    ).toBe(0);
    expect(keyOf(await sensitive('/api/addmemberbank', bank, session))).toBe('acct_bankAccNo_exist');
    const list = (await call('/api/getmemberbank', {}, session)).data.memberBankList as {
      verified: boolean;
    }[];
    expect(list).toHaveLength(2);
    expect(list.every((b) => b.verified)).toBe(true);
  });
});

describe('provider passwords', () => {
  it('the serial counts on after a login id that ends in digits', async () => {
    const reply = await call('/api/joinnow/create', newMember);
    const session = { sessionId: reply.data.sessionId as string, token: reply.data.token as string };
    const change = () =>
      sensitive(
        '/api/changepassword',
        { providerId: 'SBO', newPwd: encrypt('abc123'), confirmPwd: encrypt('abc123') },
        session,
        'secret123',
      );
    // newbie01: the account is SBONEWBIE0101, then 02, then 03 (not 0102).
    expect((await change()).data).toEqual({ acctId: 'SBONEWBIE0102' });
    expect((await change()).data).toEqual({ acctId: 'SBONEWBIE0103' });
  });

  it('decrypts both, checks them in spec order, and answers the new account id', async () => {
    const session = login('demo');
    const providers = (await call('/api/getchangepasswordprovider', {}, session)).data.providerList as {
      providerId: string;
      acctId: string;
    }[];
    expect(providers.find((p) => p.providerId === 'SBO')?.acctId).toBe('SBODEMO01');
    const change = (newPwd: string, confirmPwd: string, providerId = 'SBO') =>
      sensitive(
        '/api/changepassword',
        { providerId, newPwd: newPwd && encrypt(newPwd), confirmPwd: confirmPwd && encrypt(confirmPwd) },
        session,
      );
    expect(keyOf(await change('', ''))).toBe('acct_newPwd_require');
    expect(keyOf(await change('abc123', 'abc124'))).toBe('acct_password_notMatch');
    expect(keyOf(await change('a-b', 'a-b'))).toBe('acct_pwdFormat_sbo');
    expect(keyOf(await change('12345', '12345', 'PT'))).toBe('acct_pwdFormat_pt');
    const done = await change('abc123', 'abc123');
    expect(done).toMatchObject({ errorCode: 0, data: { acctId: 'SBODEMO02' } });
    const again = (await call('/api/getchangepasswordprovider', {}, session)).data.providerList as {
      providerId: string;
      acctId: string;
    }[];
    expect(again.find((p) => p.providerId === 'SBO')?.acctId).toBe('SBODEMO02');
    // In clear it does not decrypt.
    expect(
      keyOf(
        await sensitive(
          '/api/changepassword',
          { providerId: 'SBO', newPwd: 'abc123', confirmPwd: 'abc123' },
          session,
        ),
      ),
    ).toBe('com_request_invalid');
  });
});

describe('notices and sharing', () => {
  it('notices are public and in the requested language', async () => {
    const visitor = await call('/api/getnotices', {
      sid: '',
      lang: 'vi',
      isMobile: true,
      postUrl: 'http://localhost',
    });
    expect(visitor.errorCode).toBe(0);
    expect((visitor.data.noticeList as { title: string }[])[0]?.title).toBe('Bảo trì định kỳ');
    const member = await call('/api/getnotices', { lang: 'en', isMobile: true, postUrl: 'x' }, login('demo'));
    expect((member.data.noticeList as unknown[]).length).toBe(3);
  });

  it('share json has a domain per currency', async () => {
    const reply = await call('/api/usersharejson', {}, login('demo'));
    expect(reply.data.currencyShareUrl).toContainEqual({
      currency: 'VND',
      domain: 'https://vn.lotusplay.example',
    });
  });
});
