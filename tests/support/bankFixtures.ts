import type { MemberBank } from '../../contract/types';
import type { AddBankForm } from '../../domain/validators';

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

/** A bank account as the add-bank form sends it to the demo (a VND member's bank; no province, no city). */
export const NEW_BANK: AddBankForm = {
  bankId: 'TCB',
  bankAddress: 'Ha Noi',
  bankAccNo: '0123',
  bankBranch: '',
  provinceCode: '0',
  cityCode: '0',
};
