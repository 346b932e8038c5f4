import { randomBytes } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { kernelEndpoints } from '../../../contract/endpoints.ts';
import type { Notice } from '../../../contract/types.ts';
import { decryptDemoPassword } from '../../../demo/demoKey.ts';
import { fail, type Json, ok, type Router } from '../../../demo/router.ts';
import { type DemoMember, type DemoSession, type DemoWorld, guessersOf } from '../../../demo/world.ts';
import {
  type AddBankForm,
  CAMPAIGN_VALUE,
  checkAddBank,
  checkCountryCode,
  checkEmail,
  checkForgotForm,
  checkJoinForm,
  checkLoginId,
  checkPhone,
  checkProviderPassword,
  normalizePhone,
} from '../../../domain/validators.ts';
import countryPhoneCodes from '../../../public/static/country-phone-codes.json' with { type: 'json' };
import type {
  AffUrlJson,
  BankListResponse,
  LoginResponse,
  MemberBankResponse,
  PasswordProvider,
  ShareJson,
} from '../contract/accountReplies.ts';
import { accountEndpoints, REAUTH_OPERATIONS, type ReauthOperation } from '../contract/endpoints.ts';

/**
 * The account calls of login handed over, session resume, forgot password, registration, bank
 * details, provider passwords, notices and the share links. Passwords arrive RSA-OAEP encrypted and are
 * decrypted with the demo key pair. Every rule the client checks is checked again here with the same
 * functions (`src/app/validators.ts`), so a client check that is skipped shows up as the server's error.
 *
 * Demo-only hook: `POST /api/__demo/handover { loginId }` answers `{ key }`, a one-time key that
 * `/api/getloginfrom` and `/api/fromlogin` accept, as another site of the operator would issue it, until
 * `/api/revokeloginkey` revokes it (contract §9).
 *
 * Adding a bank account and changing a provider password need the re-authentication token of a password
 * check just before (contract §9: `X-Reauth-Token`), else `acct_reauth_required`; a check that named its
 * `operation` gives a token for that call only (contract §10).
 *
 * Guesses are limited at login, the password check and `fromlogin`: GUESS_MAX_WRONG wrong answers per
 * member and per client address in GUESS_WINDOW_MS, then `acct_login_tooMany` with the minutes left
 * (contract §10, `demo/world.ts`).
 *
 * `/api/getnotices` is public: visitors (empty `sid`) get the notices on the home page too.
 */

const LOGIN_SITES = ['apk', 'ipa', 'mobile'];
/** Currencies a visitor can open an account in: the active areas' (contract §5). */
const OPEN_CURRENCIES: Record<string, { area: string; geo: string }> = {
  VND: { area: 'en-vn', geo: 'VN' },
  IDR: { area: 'en-id', geo: 'ID' },
};
/** The phone codes of the local JSON the registration form offers (`+84`). */
const COUNTRY_CODES = countryPhoneCodes.countryCodes.map((c) => c.dialCode);
/** How many bank accounts a member may keep. */
export const MAX_MEMBER_BANKS = 5;
/** How long a re-authentication token lasts, in seconds (contract §9). */
export const REAUTH_TTL_S = 300;

const grantOf = (session: DemoSession, member: DemoMember): LoginResponse => ({
  sessionId: session.sessionId,
  token: session.token,
  currId: member.currId,
  loginIpGeo: member.loginIpGeo,
});

// --- banks, provinces and cities per currency --------------------------------------------------------

const BANKS: Record<string, BankListResponse> = {
  VND: {
    bankList: [
      { bankId: 'VCB', bankName: 'Vietcombank' },
      { bankId: 'TCB', bankName: 'Techcombank' },
      { bankId: 'ACB', bankName: 'Asia Commercial Bank' },
      { bankId: 'BIDV', bankName: 'BIDV' },
      { bankId: 'MB', bankName: 'MB Bank' },
      { bankId: 'VTB', bankName: 'VietinBank' },
    ],
    provinceList: [
      { code: 'HN', name: 'Ha Noi' },
      { code: 'HCM', name: 'Ho Chi Minh City' },
      { code: 'DN', name: 'Da Nang' },
    ],
    cityList: [
      { code: 'HK', name: 'Hoan Kiem', provinceCode: 'HN' },
      { code: 'BD', name: 'Ba Dinh', provinceCode: 'HN' },
      { code: 'CG', name: 'Cau Giay', provinceCode: 'HN' },
      { code: 'Q1', name: 'District 1', provinceCode: 'HCM' },
      { code: 'Q3', name: 'District 3', provinceCode: 'HCM' },
      { code: 'TD', name: 'Thu Duc', provinceCode: 'HCM' },
      { code: 'HC', name: 'Hai Chau', provinceCode: 'DN' },
      { code: 'ST', name: 'Son Tra', provinceCode: 'DN' },
    ],
  },
  IDR: {
    bankList: [
      { bankId: 'BCA', bankName: 'Bank Central Asia' },
      { bankId: 'BNI', bankName: 'Bank Negara Indonesia' },
      { bankId: 'BRI', bankName: 'Bank Rakyat Indonesia' },
      { bankId: 'MANDIRI', bankName: 'Bank Mandiri' },
      { bankId: 'CIMB', bankName: 'CIMB Niaga' },
    ],
    provinceList: [
      { code: 'JK', name: 'DKI Jakarta' },
      { code: 'JB', name: 'Jawa Barat' },
      { code: 'BA', name: 'Bali' },
    ],
    cityList: [
      { code: 'JKP', name: 'Jakarta Pusat', provinceCode: 'JK' },
      { code: 'JKS', name: 'Jakarta Selatan', provinceCode: 'JK' },
      { code: 'BDG', name: 'Bandung', provinceCode: 'JB' },
      { code: 'BGR', name: 'Bogor', provinceCode: 'JB' },
      { code: 'DPS', name: 'Denpasar', provinceCode: 'BA' },
    ],
  },
};
const banksFor = (currId: string): BankListResponse =>
  BANKS[currId] ?? { bankList: [], provinceList: [], cityList: [] };

// --- game-provider accounts and their password rules -------------------------------------------------

/** Each provider's password rule: a pattern and the message key shown when a password breaks it. */
export const PASSWORD_RULES: readonly {
  providerId: string;
  providerName: string;
  prefix: string;
  pwdFormat: string;
  pwdFormatError: string;
}[] = [
  {
    providerId: 'SBO',
    providerName: 'SBO Sports',
    prefix: 'SBO',
    pwdFormat: '^[A-Za-z0-9]{6,12}$',
    pwdFormatError: 'acct_pwdFormat_sbo',
  },
  {
    providerId: 'EVO',
    providerName: 'Evolution Live',
    prefix: 'EV',
    pwdFormat: '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)[A-Za-z\\d]{8,16}$',
    pwdFormatError: 'acct_pwdFormat_evo',
  },
  {
    providerId: 'PT',
    providerName: 'Playtech Slots',
    prefix: 'PT',
    pwdFormat: '^\\d{6}$',
    pwdFormatError: 'acct_pwdFormat_pt',
  },
  {
    providerId: 'PG',
    providerName: 'PG Soft',
    prefix: 'PG',
    pwdFormat: '^[A-Za-z][A-Za-z0-9_]{5,11}$',
    pwdFormatError: 'acct_pwdFormat_pg',
  },
];

// --- notices -----------------------------------------------------------------------------------------

const NOTICE_TITLES: Record<string, [string, string, string]> = {
  en: ['Scheduled maintenance', 'New welcome bonus', 'Play responsibly'],
  vi: ['Bảo trì định kỳ', 'Thưởng chào mừng mới', 'Chơi có trách nhiệm'],
  th: ['ปิดปรับปรุงระบบตามกำหนด', 'โบนัสต้อนรับใหม่', 'เล่นอย่างมีความรับผิดชอบ'],
  id: ['Pemeliharaan terjadwal', 'Bonus sambutan baru', 'Bermain secara bertanggung jawab'],
  ms: ['Penyelenggaraan berjadual', 'Bonus alu-aluan baharu', 'Bermain secara bertanggungjawab'],
  zh: ['定期维护', '全新迎新奖金', '理性娱乐'],
};

/** The content is server HTML, deliberately with things the client must strip (a script, a handler). */
function noticesFor(lang: string): Notice[] {
  const [maintenance, bonus, responsible] = NOTICE_TITLES[lang] ?? NOTICE_TITLES.en!;
  return [
    {
      id: 'n1',
      title: maintenance,
      content:
        '<p>SBO Sports will be under maintenance on <b>Tuesday 02:00-04:00</b> (GMT+7).</p>' +
        '<p>Your balance is safe. <a href="https://status.lotusplay.example/">Service status</a></p>' +
        '<img src="x" onerror="window.__noticeXss=1"><script>window.__noticeXss=1</script>',
      date: '2026-11-20',
    },
    {
      id: 'n2',
      title: bonus,
      content:
        '<p>Deposit today and receive a <strong>100% welcome bonus</strong> up to 5,000 K VND.</p>' +
        '<ul><li>Minimum deposit 300 K VND</li><li>Turnover 10 times</li></ul>',
      date: '2026-11-18',
    },
    {
      id: 'n3',
      title: responsible,
      content: '<p>Set yourself limits and take breaks. <a href="javascript:alert(1)">Help</a></p>',
      date: '2026-11-02',
    },
  ];
}

export function accountHandlers(world: DemoWorld, { post, memberPost, visitorPost }: Router, origin = '') {
  /** Login id → the campaign values its registration carried (read back by the demo hook). */
  const registrations = new Map<string, { referralId: string; trackingTag: string }>();
  /** One-time keys for a login handed over from another site: key → login id. */
  const handovers = new Map<string, string>();
  /** Each member's provider accounts (provider id → account id), made on first use; reset drops members. */
  const providerAccounts = new WeakMap<DemoMember, Map<string, string>>();
  const accountsOf = (member: DemoMember) => {
    let accounts = providerAccounts.get(member);
    if (!accounts) {
      accounts = new Map(
        PASSWORD_RULES.map((r) => [r.providerId, `${r.prefix}${member.loginId.toUpperCase()}01`]),
      );
      providerAccounts.set(member, accounts);
    }
    return accounts;
  };
  /**
   * The call that follows the password check carries its token (`X-Reauth-Token`, contract §9): the
   * session's own, unspent, in time, and given for this call when the check named one (contract §10). A
   * presented token is spent whatever the call answers; without one (a direct call with the session's
   * bearer alone) the call is refused and nothing is spent.
   */
  const reauthRefusal = (session: DemoSession, request: Request, operation: ReauthOperation) => {
    const presented = request.headers.get('x-reauth-token');
    const grant = session.reauth;
    if (!grant || !presented || presented !== grant.token) return fail(2, 'acct_reauth_required');
    session.reauth = undefined;
    if (grant.operation !== undefined && grant.operation !== operation)
      return fail(2, 'acct_reauth_required');
    return world.now() > grant.expiresAt ? fail(2, 'acct_reauth_required') : null;
  };
  /** A guess refused while its member or address has had too many wrong ones (contract §10). */
  const tooMany = (guessers: string[]) => {
    const minutes = world.guessesRefusedFor(guessers);
    return minutes > 0 ? fail(2, 'acct_login_tooMany', [String(minutes)]) : null;
  };
  const loginSiteError = (body: Json) =>
    LOGIN_SITES.includes(body.loginSite as string) ? null : fail(2, 'com_request_invalid', ['loginSite']);
  const emailTaken = (email: string) =>
    [...world.members.values()].some((m) => m.email.toLowerCase() === email.trim().toLowerCase());
  const phoneTaken = (countryCode: string, phone: string) =>
    [...world.members.values()].some(
      (m) => m.phone.replace(/\s/g, '') === `${countryCode}${normalizePhone(phone)}`,
    );

  return [
    // --- login handed over, session resume, forgot password --------------------------------------------
    http.post(`${origin}/api/__demo/handover`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as Json | null;
      const member =
        typeof body?.loginId === 'string' ? world.members.get(body.loginId.trim().toLowerCase()) : undefined;
      if (!member) return fail(2, 'com_request_invalid', ['loginId']);
      const key = randomBytes(12).toString('hex');
      handovers.set(key, member.loginId);
      return HttpResponse.json({ errorCode: 0, data: { key } });
    }),

    post(accountEndpoints.getLoginFrom.path, { key: 'string' }, ({ body }) => {
      const loginId = handovers.get(body.key as string);
      return loginId ? ok({ loginId }) : fail(2, 'acct_loginFrom_invalid');
    }),

    // A key is a guess too: a wrong one counts against the address, a right one is refused while its
    // member may not guess.
    post(accountEndpoints.fromLogin.path, { key: 'string', loginSite: 'string' }, ({ body, request }) => {
      const siteError = loginSiteError(body);
      if (siteError) return siteError;
      const fromAddress = guessersOf(request);
      const refused = tooMany(fromAddress);
      if (refused) return refused;
      const loginId = handovers.get(body.key as string);
      const member = loginId ? world.members.get(loginId) : undefined;
      if (!member) {
        world.guessedWrong(fromAddress);
        return fail(2, 'acct_loginFrom_invalid');
      }
      const memberRefused = tooMany(guessersOf(request, member.loginId));
      if (memberRefused) return memberRefused;
      // A handed-over key works once.
      handovers.delete(body.key as string);
      return ok(grantOf(world.openSession(member.loginId), member));
    }),

    // Contract §9: a declined handover's key is revoked; any key answers the same, known or not.
    post(accountEndpoints.revokeLoginKey.path, { loginKey: 'string' }, ({ body }) => {
      handovers.delete(body.loginKey as string);
      return ok();
    }),

    memberPost(accountEndpoints.sessionLogin.path, { loginSite: 'string' }, ({ body, member, session }) => {
      const siteError = loginSiteError(body);
      return siteError ?? ok(grantOf(session, member));
    }),

    post(accountEndpoints.forgotPassword.path, { loginId: 'string', email: 'string' }, ({ body }) => {
      const form = { loginId: body.loginId as string, email: body.email as string };
      const error = checkForgotForm(form);
      if (error) return fail(2, error);
      const member = world.members.get(form.loginId.trim().toLowerCase());
      if (!member || member.email.toLowerCase() !== form.email.trim().toLowerCase())
        return fail(2, 'acct_forgot_notMatch');
      return ok();
    }),

    // --- registration ----------------------------------------------------------------------------------
    post(accountEndpoints.checkLoginId.path, { loginId: 'string' }, ({ body }) => {
      const loginId = body.loginId as string;
      const error = checkLoginId(loginId);
      if (error) return fail(2, error);
      return world.members.has(loginId.trim().toLowerCase()) ? fail(2, 'acct_loginId_taken') : ok();
    }),

    post(
      accountEndpoints.checkAccountInfo.path,
      { email: 'string', phone: 'string', countryCode: 'string' },
      ({ body }) => {
        const { email, phone, countryCode } = body as Record<string, string>;
        const error =
          checkEmail(email ?? '') ??
          checkCountryCode(countryCode ?? '', COUNTRY_CODES) ??
          checkPhone(phone ?? '');
        if (error) return fail(2, error);
        if (emailTaken(email!)) return fail(2, 'acct_email_taken');
        if (phoneTaken(countryCode!, phone!)) return fail(2, 'acct_phone_taken');
        return ok();
      },
    ),

    post(
      accountEndpoints.joinNowCreate.path,
      {
        loginId: 'string',
        password: 'string',
        fullName: 'string',
        email: 'string',
        countryCode: 'string',
        phone: 'string',
        currId: 'string',
        referralId: 'string',
        trackingTag: 'string',
        loginSite: 'string',
      },
      ({ body }) => {
        const siteError = loginSiteError(body);
        if (siteError) return siteError;
        const password = decryptDemoPassword(body.password);
        if (password === null) return fail(2, 'com_request_invalid', ['password']);
        const form = {
          loginId: body.loginId as string,
          password,
          fullName: body.fullName as string,
          email: body.email as string,
          countryCode: body.countryCode as string,
          phone: body.phone as string,
        };
        const errors = checkJoinForm(form, COUNTRY_CODES);
        const first = Object.values(errors)[0];
        if (first) return fail(2, first);
        const currency = OPEN_CURRENCIES[body.currId as string];
        if (!currency) return fail(2, 'acct_currency_invalid');
        for (const field of ['referralId', 'trackingTag'] as const) {
          const value = body[field] as string;
          if (value !== '' && !CAMPAIGN_VALUE.test(value)) return fail(2, 'com_request_invalid', [field]);
        }
        const loginId = form.loginId.trim().toLowerCase();
        if (world.members.has(loginId)) return fail(2, 'acct_loginId_taken');
        if (emailTaken(form.email)) return fail(2, 'acct_email_taken');
        if (phoneTaken(form.countryCode, form.phone)) return fail(2, 'acct_phone_taken');
        const member = world.addMember({
          loginId,
          password,
          fullName: form.fullName.trim(),
          email: form.email.trim(),
          phone: `${form.countryCode} ${normalizePhone(form.phone)}`,
          currId: body.currId as string,
          area: currency.area,
          loginIpGeo: currency.geo,
        });
        registrations.set(loginId, {
          referralId: body.referralId as string,
          trackingTag: body.trackingTag as string,
        });
        return ok(grantOf(world.openSession(member.loginId), member));
      },
    ),

    // --- re-authentication before a sensitive change (contract §8, §9) ------------------------------------
    // A confirmed password gives a token for the next sensitive call, for the one it names (`operation`)
    // when it names one. Wrong passwords count against the member and the address (`tooMany`), not the session.
    memberPost(
      accountEndpoints.checkPassword.path,
      { password: 'string' },
      ({ body, member, session, request }) => {
        const operation = body.operation;
        if (operation !== undefined && !(REAUTH_OPERATIONS as readonly unknown[]).includes(operation))
          return fail(2, 'com_request_invalid', ['operation']);
        const guessers = guessersOf(request, member.loginId);
        const refused = tooMany(guessers);
        if (refused) return refused;
        const password = decryptDemoPassword(body.password as string);
        if (password === null) return fail(2, 'com_request_invalid', ['password']);
        if (password !== member.password) {
          world.guessedWrong(guessers);
          return fail(2, 'acct_password_wrong');
        }
        const reauthToken = world.newToken();
        session.reauth = {
          token: reauthToken,
          expiresAt: world.now() + REAUTH_TTL_S * 1000,
          ...(typeof operation === 'string' ? { operation } : {}),
        };
        return ok({ reauthToken, expiresIn: REAUTH_TTL_S });
      },
    ),

    // --- bank details ----------------------------------------------------------------------------------
    memberPost(accountEndpoints.getBankList.path, {}, ({ member }) =>
      ok<BankListResponse>(banksFor(member.currId)),
    ),

    memberPost(accountEndpoints.getMemberBank.path, {}, ({ member }) =>
      ok<MemberBankResponse>({ memberBankList: member.banks }),
    ),

    memberPost(
      accountEndpoints.addMemberBank.path,
      {
        bankId: 'string',
        bankAddress: 'string',
        bankAccNo: 'string',
        bankBranch: 'string',
        provinceCode: 'string',
        cityCode: 'string',
      },
      ({ body, member, session, request }) => {
        const refused = reauthRefusal(session, request, 'addmemberbank');
        if (refused) return refused;
        const form: AddBankForm = {
          bankId: body.bankId as string,
          bankAddress: body.bankAddress as string,
          bankAccNo: body.bankAccNo as string,
          bankBranch: body.bankBranch as string,
          provinceCode: body.provinceCode as string,
          cityCode: body.cityCode as string,
        };
        const error = checkAddBank(form);
        if (error) return fail(2, error);
        const lists = banksFor(member.currId);
        const bank = lists.bankList.find((b) => b.bankId === form.bankId);
        if (!bank) return fail(2, 'com_request_invalid', ['bankId']);
        if (form.provinceCode !== '0' && !lists.provinceList.some((p) => p.code === form.provinceCode))
          return fail(2, 'com_request_invalid', ['provinceCode']);
        const city = lists.cityList.find((c) => c.code === form.cityCode);
        if (form.cityCode !== '0' && (!city || city.provinceCode !== form.provinceCode))
          return fail(2, 'com_request_invalid', ['cityCode']);
        const bankAccNo = form.bankAccNo.trim();
        if (member.banks.some((b) => b.bankId === bank.bankId && b.bankAccNo === bankAccNo))
          return fail(2, 'acct_bankAccNo_exist');
        if (member.banks.length >= MAX_MEMBER_BANKS)
          return fail(2, 'acct_bank_limit', [String(MAX_MEMBER_BANKS)]);
        member.banks.push({
          memberBankId: world.nextId('MB'),
          bankId: bank.bankId,
          bankName: bank.bankName,
          bankAccNo,
          bankAddress: form.bankAddress.trim(),
          bankBranch: form.bankBranch.trim(),
          verified: true,
        });
        return ok();
      },
    ),

    // --- provider passwords ----------------------------------------------------------------------------
    memberPost(accountEndpoints.getChangePasswordProvider.path, {}, ({ member }) => {
      const accounts = accountsOf(member);
      return ok<{ providerList: PasswordProvider[] }>({
        providerList: PASSWORD_RULES.map((r) => ({
          providerId: r.providerId,
          providerName: r.providerName,
          acctId: accounts.get(r.providerId) ?? '',
          pwdFormat: r.pwdFormat,
          pwdFormatError: r.pwdFormatError,
        })),
      });
    }),

    memberPost(
      accountEndpoints.changePassword.path,
      { providerId: 'string', newPwd: 'string', confirmPwd: 'string' },
      ({ body, member, session, request }) => {
        const refused = reauthRefusal(session, request, 'changepassword');
        if (refused) return refused;
        const rule = PASSWORD_RULES.find((r) => r.providerId === body.providerId);
        if (!rule) return fail(2, 'com_request_invalid', ['providerId']);
        // Empty stays empty (nothing to encrypt); anything else must decrypt.
        const newPwd = body.newPwd === '' ? '' : decryptDemoPassword(body.newPwd);
        const confirmPwd = body.confirmPwd === '' ? '' : decryptDemoPassword(body.confirmPwd);
        if (newPwd === null || confirmPwd === null) return fail(2, 'com_request_invalid', ['newPwd']);
        const error = checkProviderPassword({ newPwd, confirmPwd }, rule);
        if (error) return fail(2, error.key);
        // The provider opens the account anew under the next serial number.
        const accounts = accountsOf(member);
        const stem = `${rule.prefix}${member.loginId.toUpperCase()}`;
        const current = accounts.get(rule.providerId) ?? '';
        // The serial is what follows the stem: a login id that ends in digits is not part of it.
        const serial = (current.startsWith(stem) ? Number(current.slice(stem.length)) || 1 : 1) + 1;
        const acctId = `${stem}${String(serial).padStart(2, '0')}`;
        accounts.set(rule.providerId, acctId);
        return ok({ acctId });
      },
    ),

    // --- notices and sharing ---------------------------------------------------------------------------
    visitorPost(
      kernelEndpoints.getNotices.path,
      { lang: 'string', isMobile: 'boolean', postUrl: 'string' },
      ({ body }) => ok({ noticeList: noticesFor(body.lang as string) }),
    ),

    memberPost(accountEndpoints.userShareJson.path, {}, () =>
      ok<ShareJson>({
        defaultUrl: 'https://www.lotusplay.example',
        currencyShareUrl: [
          { currency: 'VND', domain: 'https://vn.lotusplay.example' },
          { currency: 'IDR', domain: 'https://id.lotusplay.example' },
        ],
      }),
    ),

    // Contract §8: the affiliate programme's link per currency (SGD has none: the default then).
    memberPost(accountEndpoints.affUrlJson.path, {}, () =>
      ok<AffUrlJson>({
        defaultUrl: 'https://affiliate.lotusplay.example/join',
        currencyAffUrl: [
          { currency: 'VND', url: 'https://affiliate.lotusplay.example/vn/join' },
          { currency: 'IDR', url: 'https://affiliate.lotusplay.example/id/join' },
        ],
      }),
    ),

    // Demo only: what a registration sent as referral id and tracking tag, for the tests.
    http.post(`${origin}/api/__demo/registration`, async ({ request }) => {
      const body = (await request.json().catch(() => null)) as Json | null;
      const entry =
        typeof body?.loginId === 'string' ? registrations.get(body.loginId.toLowerCase()) : undefined;
      return entry
        ? HttpResponse.json({ errorCode: 0, data: entry })
        : fail(2, 'com_request_invalid', ['loginId']);
    }),
  ];
}
