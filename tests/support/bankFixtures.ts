import type { MemberBank } from '../../contract/types';

/** A member's saved bank account, verified (the bank details list, the withdraw tab's accounts). */
export const SAVED_BANK: MemberBank = {
  memberBankId: 'MB1',
  bankId: 'VCB',
  bankName: 'Vietcombank',
  bankAccNo: '0123456789',
  bankAddress: 'Hanoi',
  bankBranch: 'Hoan Kiem',
  verified: true,
};
