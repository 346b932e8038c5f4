import * as v from 'valibot';
import { amount, decoderOf, list, nothing, text } from './parts';

/** Reply schemas (issue 12): Start-up, session and visitor screens: what any page may call first. */

export const loginResponse = v.object({ sessionId: text, token: text, currId: text, loginIpGeo: text });

export const loginInfo = v.object({ loginId: text, currId: text, loginIpGeo: text, mainBlance: amount });

export const notice = v.object({ id: text, title: text, content: text, date: text });

export const noticesResponse = v.object({ noticeList: list(notice) });

export const ipResponse = v.object({ ip: v.nullish(text, ''), country: v.nullish(text, '') });

export const promotionResponse = v.object({
  menuMods: list(v.object({ groupId: text, resourceName: text })),
  promotionContents: list(
    v.object({ groupIds: text, imgPath: text, promoteTitle: text, promoteContent: text }),
  ),
});

export const cmsListResponse = v.object({
  cmsList: list(v.object({ cmsId: text, cmsType: text, title: text, content: text })),
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
