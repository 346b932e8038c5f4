import * as v from 'valibot';
import {
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
} from './parts';

/** Reply schemas: The account screens: member info, bank details, passwords, sharing. */

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

export const bankListResponse = v.object({
  bankList: list(bank),
  provinceList: optionalList(region),
  cityList: optionalList(withName({ code: id, name: shown, provinceCode: id }, 'name', 'code')),
});

export const memberBankResponse = v.object({ memberBankList: list(memberBank) });

/** Spec §3's password provider; without a name it is shown by its id. */
export const passwordProvider = withName(
  { providerId: id, providerName: shown, acctId: id, pwdFormat: text, pwdFormatError: text },
  'providerName',
  'providerId',
);

export const passwordProviderResponse = v.object({ providerList: list(passwordProvider) });

export const changePasswordResponse = v.object({ acctId: id });

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

export const shareJson = v.object({
  defaultUrl: text,
  currencyShareUrl: list(v.object({ currency: text, domain: text })),
});

export const affUrlJson = v.object({
  defaultUrl: text,
  currencyAffUrl: list(v.object({ currency: text, url: text })),
});

/** The schema of each endpoint's `data`, by the name of `endpoints.ts`. */
const replies = {
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
