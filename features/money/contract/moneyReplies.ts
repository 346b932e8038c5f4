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
} from '../../../contract/replies/parts';
import { balanceResponse } from '../../../contract/replies/start';

/**
 * The money feature's reply schemas: transfers, deposits, withdrawals, history, rebates. The balances the
 * app-wide wallet reads are the kernel's (`contract/replies/start.ts`).
 */

export const allInCheckResponse = v.object({
  extraPromotion: v.nullish(text, ''),
  firstPromotion: v.nullish(text, ''),
  providers: list(id),
});
export type AllInCheckResponse = v.InferOutput<typeof allInCheckResponse>;

/** A payment method: its id and limits (money, strict); without a name it is shown by its id. */
export const depositMethod = withName(
  { methodId: id, methodName: shown, minAmount: amount, maxAmount: amount },
  'methodName',
  'methodId',
);
export type DepositMethod = v.InferOutput<typeof depositMethod>;

export const depositInfoResponse = v.object({ methodList: list(depositMethod) });
export type DepositInfoResponse = v.InferOutput<typeof depositInfoResponse>;

export const depositResponse = v.object({ balance: v.optional(amount), redirectUrl: v.optional(text) });

export const quickpayResponse = v.object({ qrImage: text });
export type QuickpayResponse = v.InferOutput<typeof quickpayResponse>;

export const withdrawInfoResponse = v.object({
  memberBankList: list(memberBank),
  minAmount: amount,
  maxAmount: amount,
});
export type WithdrawInfoResponse = v.InferOutput<typeof withdrawInfoResponse>;

/** Spec §3 names only `historyRecords`: a record is its amount (money, strict); the rest is shown when sent. */
export const historyRecord = v.object({ id: optionalId, date: shown, type: shown, amount, status: shown });
export type HistoryRecord = v.InferOutput<typeof historyRecord>;

export const historyResponse = v.object({
  historyRecords: list(historyRecord),
  totalPages: v.nullish(count, 1),
});
export type HistoryResponse = v.InferOutput<typeof historyResponse>;

export const rebateInfoResponse = v.object({
  rebateList: optionalList(v.object({ providerId: id, amount })),
});
export type RebateInfoResponse = v.InferOutput<typeof rebateInfoResponse>;

/** The schema of each endpoint's `data`, by its name in `endpoints.ts`. */
const replies = {
  deposit: depositResponse,
  getDepositInfo: depositInfoResponse,
  getWithdrawInfo: withdrawInfoResponse,
  withdraw: balanceResponse,
  quickpay: quickpayResponse,
  getHistoryRecord: historyResponse,
  allInTransfer: balanceResponse,
  checkAllInToMainWalletInfo: allInCheckResponse,
  transfer: balanceResponse,
  getInstantRebateInfo: rebateInfoResponse,
  rebateTransfer: balanceResponse,
} as const;

/** The feature's replies and their decoder: what the client loads with the feature's first call. */
export default { replies, decode: decoderOf(replies) };
