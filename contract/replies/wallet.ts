import * as v from 'valibot';
import { amount, decoderOf, list, memberBank, text } from './parts';

/** Reply schemas (issue 12): The wallet screens: balances, transfers, deposits, withdrawals, history, rebates. */

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

/** The schema of each endpoint's `data`, by the name of `endpoints.ts`. */
const replies = {
  deposit: depositResponse,
  getBalance: balanceResponse,
  getDepositInfo: depositInfoResponse,
  getWithdrawInfo: withdrawInfoResponse,
  withdraw: balanceResponse,
  quickpay: quickpayResponse,
  getHistoryRecord: historyResponse,
  getAllBalance: allBalanceResponse,
  getTransferInfo: transferInfoResponse,
  allInTransfer: balanceResponse,
  checkAllInToMainWalletInfo: allInCheckResponse,
  transfer: balanceResponse,
  getInstantRebateInfo: rebateInfoResponse,
  rebateTransfer: balanceResponse,
} as const;

/** The feature's replies and their decoder: what the client loads with the feature's first call. */
export default { replies, decode: decoderOf(replies) };
