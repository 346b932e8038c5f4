import * as v from 'valibot';
import {
  amount,
  bank,
  count,
  decoderOf,
  id,
  list,
  memberBank,
  nothing,
  optionalList,
  region,
  shown,
  text,
  withName,
} from '../../../contract/replies/parts';

/** The account feature's reply schemas: login and handover, registration, member info, bank details, passwords, sharing. */

export const loginResponse = v.object({ sessionId: text, token: text, currId: text, loginIpGeo: text });
export type LoginResponse = v.InferOutput<typeof loginResponse>;

/** Spec §3 names the account info's `currId`, `mainBlance` and `loginIpGeo`; the login id is only shown. */
export const loginInfo = v.object({ loginId: shown, currId: text, loginIpGeo: text, mainBlance: amount });
export type LoginInfo = v.InferOutput<typeof loginInfo>;

/** Spec §3 names the member info's three parts, not their fields: what is sent is shown, the rest as "—". */
export const memInfo = v.object({
  loginId: shown,
  fullName: shown,
  email: shown,
  phone: shown,
  currId: shown,
  registerDate: shown,
});

export const myVip = v.object({
  level: v.nullish(count, null),
  levelName: shown,
  nextLevelName: shown,
  progress: v.nullish(count, 0),
});

/** The referral code is what the referral page's link is made of. */
export const myReferral = v.object({ referralCode: text, referralCount: v.nullish(count, 0) });

export const memberInfoResponse = v.object({ memInfo, myReferral, myVip });
export type MemberInfoResponse = v.InferOutput<typeof memberInfoResponse>;

export const bankListResponse = v.object({
  bankList: list(bank),
  provinceList: optionalList(region),
  cityList: optionalList(withName({ code: id, name: shown, provinceCode: id }, 'name', 'code')),
});
export type BankListResponse = v.InferOutput<typeof bankListResponse>;

export const memberBankResponse = v.object({ memberBankList: list(memberBank) });
export type MemberBankResponse = v.InferOutput<typeof memberBankResponse>;

/** Spec §3's password provider; without a name it is shown by its id. */
export const passwordProvider = withName(
  { providerId: id, providerName: shown, acctId: id, pwdFormat: text, pwdFormatError: text },
  'providerName',
  'providerId',
);
export type PasswordProvider = v.InferOutput<typeof passwordProvider>;

export const passwordProviderResponse = v.object({ providerList: list(passwordProvider) });
export type PasswordProviderResponse = v.InferOutput<typeof passwordProviderResponse>;

export const changePasswordResponse = v.object({ acctId: id });
export type ChangePasswordResponse = v.InferOutput<typeof changePasswordResponse>;

/**
 * The login password confirmed (contract §9): `{ reauthToken, expiresIn }` from a server that checks the
 * step itself, the token (an id: a string, or a number read as one) going with the next sensitive call.
 * A server that gives none (null, no data, no token) is served as before: `reauthToken: null`. How long it
 * lasts is the server's to enforce; the call follows the check at once.
 */
export const checkPasswordResponse = v.pipe(
  v.unknown(),
  v.transform((data) => {
    const token = data && typeof data === 'object' ? (data as { reauthToken?: unknown }).reauthToken : null;
    const usable = (typeof token === 'string' && token !== '') || typeof token === 'number';
    return { reauthToken: usable ? String(token) : null };
  }),
);
export type CheckPasswordResponse = v.InferOutput<typeof checkPasswordResponse>;

export const shareJson = v.object({
  defaultUrl: text,
  currencyShareUrl: list(v.object({ currency: text, domain: text })),
});
export type ShareJson = v.InferOutput<typeof shareJson>;

export const affUrlJson = v.object({
  defaultUrl: text,
  currencyAffUrl: list(v.object({ currency: text, url: text })),
});
export type AffUrlJson = v.InferOutput<typeof affUrlJson>;

/** The schema of each endpoint's `data`, by its name in `endpoints.ts`. */
const replies = {
  login: loginResponse,
  logout: nothing,
  forgotPassword: nothing,
  getLoginFrom: v.object({ loginId: text }),
  fromLogin: loginResponse,
  revokeLoginKey: nothing,
  getLoginInfo: loginInfo,
  sessionLogin: loginResponse,
  checkLoginId: nothing,
  joinNowCreate: loginResponse,
  checkAccountInfo: nothing,
  changePassword: changePasswordResponse,
  getChangePasswordProvider: passwordProviderResponse,
  getMemberBank: memberBankResponse,
  getMemberInfo: memberInfoResponse,
  checkPassword: checkPasswordResponse,
  getBankList: bankListResponse,
  addMemberBank: nothing,
  affUrlJson,
  userShareJson: shareJson,
} as const;

/** The feature's replies and their decoder: what the client loads with the feature's first call. */
export default { replies, decode: decoderOf(replies) };
