import * as v from 'valibot';
import { bank, decoderOf, list, memberBank, nothing, region, text } from './parts';

/** Reply schemas (issue 12): The account screens: member info, bank details, passwords, sharing. */

export const memInfo = v.object({
  loginId: text,
  fullName: text,
  email: text,
  phone: text,
  currId: text,
  registerDate: text,
});

export const myVip = v.object({
  level: v.number(),
  levelName: text,
  nextLevelName: text,
  progress: v.number(),
});

export const myReferral = v.object({ referralCode: text, referralCount: v.number() });

export const memberInfoResponse = v.object({ memInfo, myReferral, myVip });

export const bankListResponse = v.object({
  bankList: list(bank),
  provinceList: list(region),
  cityList: list(v.object({ ...region.entries, provinceCode: text })),
});

export const memberBankResponse = v.object({ memberBankList: list(memberBank) });

export const passwordProvider = v.object({
  providerId: text,
  providerName: text,
  acctId: text,
  pwdFormat: text,
  pwdFormatError: text,
});

export const passwordProviderResponse = v.object({ providerList: list(passwordProvider) });

export const changePasswordResponse = v.object({ acctId: text });

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
