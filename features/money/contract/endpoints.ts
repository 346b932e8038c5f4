import { endpointsOf, type Sid } from '../../../contract/endpoint';
import type { WithSid } from '../../../contract/types';

/**
 * The money feature's calls (spec §7, contract §8): their replies' schemas are `moneyReplies.ts`. The
 * balances the app-wide wallet reads are the kernel's (`contract/endpoints.ts`).
 */
const ep = endpointsOf(() => import('./moneyReplies'));

export interface TransferRequest extends WithSid {
  fromProvider: string;
  toProvider: string;
  amount: string;
  promoteId: string;
}
export interface AllInTransferRequest extends WithSid {
  /** 'M' for the main wallet, otherwise a provider id. */
  allinTo: string;
  providerId: string;
}
export interface DepositRequest extends WithSid {
  methodId: string;
  amount: string;
  promoteId: string;
}
export interface WithdrawRequest extends WithSid {
  amount: string;
  memberBankId: string;
}
export interface HistoryRequest extends WithSid {
  queryType: string;
  fromDate: string;
  toDate: string;
  page: number;
  status: string;
  lang: string;
}

/** A call that moves money: sent once, with its intent's idempotency key. */
const MOVES_MONEY = { sid: true, money: true, idempotent: true } as const;

export const moneyEndpoints = {
  deposit: ep<Omit<DepositRequest, 'sid'>>(
    '/api/deposit',
    { methodId: 'text', amount: 'amount', promoteId: 'text' },
    MOVES_MONEY,
  ),
  getDepositInfo: ep<Sid>('/api/getdepositinfo', {}, { sid: true, read: true }),
  getWithdrawInfo: ep<Sid>('/api/getwithdrawinfo', {}, { sid: true, read: true }),
  withdraw: ep<Omit<WithdrawRequest, 'sid'>>(
    '/api/withdraw',
    { amount: 'amount', memberBankId: 'text' },
    MOVES_MONEY,
  ),
  quickpay: ep<{ methodId: string; amount: string }>(
    '/api/quickpay',
    { methodId: 'text', amount: 'amount' },
    MOVES_MONEY,
  ),
  getHistoryRecord: ep<Omit<HistoryRequest, 'sid'>>(
    '/api/gethistoryrecord',
    { queryType: 'text', fromDate: 'text', toDate: 'text', page: 'page', status: 'text', lang: 'text' },
    { sid: true, read: true },
  ),
  allInTransfer: ep<Omit<AllInTransferRequest, 'sid'>>(
    '/api/allintransfer',
    { allinTo: 'text', providerId: 'text' },
    MOVES_MONEY,
  ),
  checkAllInToMainWalletInfo: ep<Sid>('/api/checkallintomainwalletinfo', {}, { sid: true, read: true }),
  transfer: ep<Omit<TransferRequest, 'sid'>>(
    '/api/transfer',
    { fromProvider: 'text', toProvider: 'text', amount: 'amount', promoteId: 'text' },
    MOVES_MONEY,
  ),
  getInstantRebateInfo: ep<Sid>('/api/GetInstantRebateInfo', {}, { sid: true, read: true }),
  rebateTransfer: ep<{ providerId: string }>('/api/RebateTransfer', { providerId: 'text' }, MOVES_MONEY),
};
