import * as v from 'valibot';
import { amountOfReply } from '../domain/money';

/**
 * The shape of every reply's `data` (spec §3, contract §4, §8), checked where it enters: the API types in
 * `types.ts` are inferred from these, so the check and the type cannot drift apart. Field names are the
 * server's, spellings included. Unknown fields are dropped; a list the server may leave out (or send as
 * null) reads as empty; amounts become exact decimal strings (see `amount`). This module loads with the
 * first call, not with the first screen (`client.ts`): the home page's budget.
 */

/**
 * A money amount: a decimal string, or a JSON number rounded to one fraction digit from its shortest
 * decimal form (`0.30000000000000004` → `"0.3"`); anything else is a mismatch, never NaN on screen.
 */
export const amount = v.pipe(
  v.union([v.string(), v.number()]),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const exact = amountOfReply(dataset.value);
    if (exact !== null) return exact;
    addIssue({ message: `not a decimal amount: ${JSON.stringify(dataset.value)}` });
    return NEVER;
  }),
);

/** A list the server may leave out or send as null: empty. */
const list = <T extends v.GenericSchema>(item: T) => v.nullish(v.array(item), () => []);
/** A reply whose data nobody reads (a confirmation): whatever came, null. */
const nothing = v.pipe(
  v.unknown(),
  v.transform(() => null),
);
const text = v.string();
const rouletteType = v.picklist(['bonus', 'points']);

// --- session -----------------------------------------------------------------------------------------
export const loginResponse = v.object({ sessionId: text, token: text, currId: text, loginIpGeo: text });
export const loginInfo = v.object({ loginId: text, currId: text, loginIpGeo: text, mainBlance: amount });

// --- member ------------------------------------------------------------------------------------------
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
export const notice = v.object({ id: text, title: text, content: text, date: text });
export const noticesResponse = v.object({ noticeList: list(notice) });

// --- bank details and passwords ---------------------------------------------------------------------
export const bank = v.object({ bankId: text, bankName: text });
export const region = v.object({ code: text, name: text });
export const bankListResponse = v.object({
  bankList: list(bank),
  provinceList: list(region),
  cityList: list(v.object({ ...region.entries, provinceCode: text })),
});
export const memberBank = v.object({
  memberBankId: text,
  bankId: text,
  bankName: text,
  bankAccNo: text,
  bankAddress: text,
  bankBranch: text,
  verified: v.boolean(),
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

// --- wallet ------------------------------------------------------------------------------------------
export const balanceResponse = v.object({ balance: amount });
export const providerBalance = v.object({ providerId: text, balance: amount });
export const allBalanceResponse = v.object({ balanceList: list(providerBalance) });
export const transferProvider = v.object({ providerId: text, providerName: text, weeklyTurnover: amount });
export const transferInfoResponse = v.object({
  providerList: list(transferProvider),
  promotionList: list(v.object({ promoteId: text, promoteTitle: text })),
});
export const allInCheckResponse = v.object({
  extraPromotion: v.nullish(text, ''),
  firstPromotion: v.nullish(text, ''),
  providers: list(text),
});
export const depositMethod = v.object({
  methodId: text,
  methodName: text,
  minAmount: amount,
  maxAmount: amount,
});
export const depositInfoResponse = v.object({ methodList: list(depositMethod) });
export const depositResponse = v.object({ balance: v.optional(amount), redirectUrl: v.optional(text) });
export const quickpayResponse = v.object({ qrImage: text });
export const withdrawInfoResponse = v.object({
  memberBankList: list(memberBank),
  minAmount: amount,
  maxAmount: amount,
});
export const historyRecord = v.object({ id: text, date: text, type: text, amount, status: text });
export const historyResponse = v.object({ historyRecords: list(historyRecord), totalPages: v.number() });
export const rebateInfoResponse = v.object({ rebateList: list(v.object({ providerId: text, amount })) });

// --- share, content, games, rewards ------------------------------------------------------------------
export const shareJson = v.object({
  defaultUrl: text,
  currencyShareUrl: list(v.object({ currency: text, domain: text })),
});
/** Contract §8. */
export const affUrlJson = v.object({
  defaultUrl: text,
  currencyAffUrl: list(v.object({ currency: text, url: text })),
});
/** Contract §8: the `info` page's texts; `content` is server HTML, sanitized before display. */
export const cmsListResponse = v.object({
  cmsList: list(v.object({ cmsId: text, cmsType: text, title: text, content: text })),
});
export const rouletteReward = v.object({
  id: text,
  reward: text,
  type: rouletteType,
  rewardSort: v.number(),
});
export const rouletteWin = v.object({ date: text, user: text, reward: text, type: rouletteType });
export const rouletteInfo = v.object({
  rewardList: list(rouletteReward),
  spinCount: v.number(),
  rouletteIsSpin: v.boolean(),
  winnerList: list(rouletteWin),
  memberList: list(rouletteWin),
});
export const spinResult = v.object({ rewardId: text, reward: text, spinCount: v.number() });
export const gameUrlResponse = v.object({ gameUrl: text });
// Nothing on screen waits for the IP: a server that leaves it out is not an error.
export const ipResponse = v.object({ ip: v.nullish(text, ''), country: v.nullish(text, '') });
export const promotionResponse = v.object({
  menuMods: list(v.object({ groupId: text, resourceName: text })),
  promotionContents: list(
    v.object({ groupIds: text, imgPath: text, promoteTitle: text, promoteContent: text }),
  ),
});
export const rewardMission = v.object({
  missionId: text,
  title: text,
  progress: v.number(),
  target: v.number(),
  reward: text,
  claimable: v.boolean(),
  claimed: v.boolean(),
});
export const rewardMissionResponse = v.object({ missionList: list(rewardMission) });
export const redEnvelopeInfo = v.object({ available: v.boolean(), envelopeId: v.nullish(text, '') });
export const claimRedEnvelopeResponse = v.object({ amount });

/** The schema of each endpoint's `data`, by the name of `endpoints.ts`. */
export const replySchemas = {
  login: loginResponse,
  logout: nothing,
  changePassword: changePasswordResponse,
  forgotPassword: nothing,
  getChangePasswordProvider: passwordProviderResponse,
  getMemberBank: memberBankResponse,
  getMemberInfo: memberInfoResponse,
  getNotices: noticesResponse,
  checkPassword: nothing,
  getLoginFrom: v.object({ loginId: text }),
  fromLogin: loginResponse,
  getLoginInfo: loginInfo,
  sessionLogin: loginResponse,
  checkLoginId: nothing,
  joinNowCreate: loginResponse,
  checkAccountInfo: nothing,
  getCmsList: cmsListResponse,
  deposit: depositResponse,
  getBalance: balanceResponse,
  getDepositInfo: depositInfoResponse,
  getWithdrawInfo: withdrawInfoResponse,
  withdraw: balanceResponse,
  getBankList: bankListResponse,
  quickpay: quickpayResponse,
  getHistoryRecord: historyResponse,
  addMemberBank: nothing,
  getAllBalance: allBalanceResponse,
  getTransferInfo: transferInfoResponse,
  allInTransfer: balanceResponse,
  checkAllInToMainWalletInfo: allInCheckResponse,
  transfer: balanceResponse,
  getInstantRebateInfo: rebateInfoResponse,
  rebateTransfer: balanceResponse,
  affUrlJson,
  userShareJson: shareJson,
  getRouletteInfo: rouletteInfo,
  spinRoulette: spinResult,
  getRewardMission: rewardMissionResponse,
  claimRewardMission: nothing,
  getRedEnvelopeInfo: redEnvelopeInfo,
  claimRedEnvelope: claimRedEnvelopeResponse,
  getIp: ipResponse,
  gameStart: gameUrlResponse,
  getGameUrl: gameUrlResponse,
  getPromotion: promotionResponse,
} as const;

export type ReplySchemas = typeof replySchemas;
export type ReplyName = keyof ReplySchemas;
export type ReplyOf<K extends ReplyName> = v.InferOutput<ReplySchemas[K]>;

export type Decoded<T> = { ok: true; value: T } | { ok: false; detail: string };

/**
 * A reply's `data` checked against its endpoint's schema: the typed value, or the first mismatch as a line
 * for support staff (`/api/getbanklist: provinceList — Invalid type: …`). Never throws.
 */
export function decodeReply<K extends ReplyName>(name: K, path: string, data: unknown): Decoded<ReplyOf<K>> {
  try {
    const result = v.safeParse(replySchemas[name], data, { abortEarly: true });
    if (result.success) return { ok: true, value: result.output as ReplyOf<K> };
    const [issue] = result.issues;
    const where = (issue && v.getDotPath(issue)) || 'data';
    return { ok: false, detail: `${path}: ${where} — ${issue?.message ?? 'unexpected reply'}` };
  } catch (error) {
    return { ok: false, detail: `${path}: ${String(error)}` };
  }
}
