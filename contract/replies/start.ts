import * as v from 'valibot';
import { amount, decoderOf, id, list, nothing, optionalId, shown, text } from './parts';

/** Reply schemas: Start-up, session and visitor screens: what any page may call first. */

export const loginResponse = v.object({ sessionId: text, token: text, currId: text, loginIpGeo: text });

/** Spec §3 names the account info's `currId`, `mainBlance` and `loginIpGeo`; the login id is only shown. */
export const loginInfo = v.object({ loginId: shown, currId: text, loginIpGeo: text, mainBlance: amount });

/** Spec §3 names only the list: a notice is its title (the notices line shows it); the rest is shown when sent. */
export const notice = v.object({ id: optionalId, title: text, content: shown, date: shown });

export const noticesResponse = v.object({ noticeList: list(notice) });

export const ipResponse = v.object({ ip: v.nullish(text, ''), country: v.nullish(text, '') });

/**
 * A promotion's groups (spec §3: "groupIds comma list"): a comma list, one id, or a list of ids, each a
 * string or a number; read as the comma list of strings (`[1, 2]` → `"1,2"`).
 */
export const groupIds = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.safeInteger()), v.array(id)]),
  v.description('A comma list of group ids ("0,2"), one id, or a list of ids (strings or integers).'),
  v.transform((value) => (Array.isArray(value) ? value.join(',') : String(value))),
);

export const promotionResponse = v.object({
  menuMods: list(v.object({ groupId: id, resourceName: text })),
  promotionContents: list(
    v.object({
      promoteId: optionalId,
      groupIds,
      imgPath: text,
      promoteTitle: text,
      promoteContent: text,
    }),
  ),
});

export const cmsListResponse = v.object({
  cmsList: list(v.object({ cmsId: id, cmsType: text, title: text, content: text })),
});

export const gameUrlResponse = v.object({ gameUrl: text });

/** The schema of each endpoint's `data`, by the name of `endpoints.ts`. */
const replies = {
  login: loginResponse,
  logout: nothing,
  forgotPassword: nothing,
  getNotices: noticesResponse,
  getLoginFrom: v.object({ loginId: text }),
  fromLogin: loginResponse,
  revokeLoginKey: nothing,
  getLoginInfo: loginInfo,
  sessionLogin: loginResponse,
  checkLoginId: nothing,
  joinNowCreate: loginResponse,
  checkAccountInfo: nothing,
  getCmsList: cmsListResponse,
  getIp: ipResponse,
  gameStart: gameUrlResponse,
  getGameUrl: gameUrlResponse,
  getPromotion: promotionResponse,
} as const;

/** The feature's replies and their decoder: what the client loads with the feature's first call. */
export default { replies, decode: decoderOf(replies) };
