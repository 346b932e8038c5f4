/**
 * How a bank account number is shown: its last four digits behind a mask (`•••• 5678`), never in full, so
 * a screen or a screenshot does not give the number away. Shorter numbers are shown as they are.
 */
export const maskAccountNumber = (accNo: string) => (accNo.length > 4 ? `•••• ${accNo.slice(-4)}` : accNo);

/**
 * A saved bank account as a choice: its bank and masked number, as far as the server sent them (spec §3
 * names only `memberBankId`), else its id: never empty, never "undefined".
 */
export const savedBankLabel = (bank: { memberBankId: string; bankName: string; bankAccNo: string }) =>
  [bank.bankName, maskAccountNumber(bank.bankAccNo)].filter(Boolean).join(' · ') || bank.memberBankId;
