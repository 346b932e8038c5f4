/**
 * How a bank account number is shown: its last four digits behind a mask (`•••• 5678`), never in full, so
 * a screen or a screenshot does not give the number away. Shorter numbers are shown as they are.
 */
export const maskAccountNumber = (accNo: string) => (accNo.length > 4 ? `•••• ${accNo.slice(-4)}` : accNo);
