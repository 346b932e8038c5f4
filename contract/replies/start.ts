import * as v from 'valibot';
import { amount, decoderOf, id, list, optionalId, optionalList, shown, text } from './parts';

/**
 * Reply schemas of the kernel's own calls (`../endpoints.ts`): what any page may call first (the visitor's
 * IP, the notices) and the balances the app-wide wallet reads.
 */

/** Spec §3 names only the list: a notice is its title (the notices line shows it); the rest is shown when sent. */
export const notice = v.object({ id: optionalId, title: text, content: shown, date: shown });

export const noticesResponse = v.object({ noticeList: list(notice) });

export const ipResponse = v.object({ ip: v.nullish(text, ''), country: v.nullish(text, '') });

export const balanceResponse = v.object({ balance: amount });

export const providerBalance = v.object({ providerId: id, balance: amount });

export const allBalanceResponse = v.object({ balanceList: list(providerBalance) });

export const transferProvider = v.object({ providerId: id, providerName: text, weeklyTurnover: amount });

export const transferInfoResponse = v.object({
  providerList: list(transferProvider),
  promotionList: optionalList(v.object({ promoteId: id, promoteTitle: text })),
});

/** The schema of each endpoint's `data`, by its name in `../endpoints.ts`. */
const replies = {
  getNotices: noticesResponse,
  getIp: ipResponse,
  getBalance: balanceResponse,
  getAllBalance: allBalanceResponse,
  getTransferInfo: transferInfoResponse,
} as const;

/** The kernel's replies and their decoder: what the client loads with the kernel's first call. */
export default { replies, decode: decoderOf(replies) };
