import * as v from 'valibot';
import {
  amount,
  count,
  decoderOf,
  id,
  list,
  memberBank,
  optionalId,
  optionalList,
  shown,
  text,
  withName,
} from './parts';

/** Reply schemas: The wallet screens: balances, transfers, deposits, withdrawals, history, rebates. */

export const balanceResponse = v.object({ balance: amount });

export const providerBalance = v.object({ providerId: id, balance: amount });

export const allBalanceResponse = v.object({ balanceList: list(providerBalance) });

export const transferProvider = v.object({ providerId: id, providerName: text, weeklyTurnover: amount });

export const transferInfoResponse = v.object({
  providerList: list(transferProvider),
  promotionList: optionalList(v.object({ promoteId: id, promoteTitle: text })),
});

export const allInCheckResponse = v.object({
  extraPromotion: v.nullish(text, ''),
  firstPromotion: v.nullish(text, ''),
  providers: list(id),
});

/** A payment method: its id and limits (money, strict); without a name it is shown by its id. */
export const depositMethod = withName(
  { methodId: id, methodName: shown, minAmount: amount, maxAmount: amount },
  'methodName',
  'methodId',
);

export const depositInfoResponse = v.object({ methodList: list(depositMethod) });

export const depositResponse = v.object({ balance: v.optional(amount), redirectUrl: v.optional(text) });

export const quickpayResponse = v.object({ qrImage: text });

export const withdrawInfoResponse = v.object({
  memberBankList: list(memberBank),
  minAmount: amount,
  maxAmount: amount,
});

/** Spec §3 names only `historyRecords`: a record is its amount (money, strict); the rest is shown when sent. */
export const historyRecord = v.object({ id: optionalId, date: shown, type: shown, amount, status: shown });

export const historyResponse = v.object({
  historyRecords: list(historyRecord),
  totalPages: v.nullish(count, 1),
});

export const rebateInfoResponse = v.object({
  rebateList: optionalList(v.object({ providerId: id, amount })),
});

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
