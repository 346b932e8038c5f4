/**
 * The account forms' rules (spec §5 and the decisions of issue 4), as pure functions of the form. The
 * machines use them before anything is sent, and the demo backend applies the very same functions to every
 * request, so a check the client skipped comes back as the server's error. Each answer is a message key.
 */

/** Spec §9: a bank account number has at most 50 characters. */
export const BANK_ACC_NO_MAX = 50;
/** Login ids: a letter, then letters or digits, 4 to 16 in all (the demo ids `demo`, `lucky` fit). */
export const LOGIN_ID_PATTERN = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const FULL_NAME_MAX = 50;
export const EMAIL_MAX = 100;
/** A provider's password pattern longer than this is not compiled (the server still checks it). */
const PATTERN_MAX = 200;

const blank = (value: string | undefined) => !value || value.trim() === '';

// --- login and forgot password -----------------------------------------------------------------------

/** The login form: both fields are needed. */
export function checkLoginForm(form: { loginId: string; password: string }): string | null {
  return blank(form.loginId) || form.password === '' ? 'page_emptycheck' : null;
}

/** Forgot password: the login id and the account's email. */
export function checkForgotForm(form: { loginId: string; email: string }): string | null {
  if (blank(form.loginId) || blank(form.email)) return 'page_emptycheck';
  return checkEmail(form.email);
}

// --- registration ------------------------------------------------------------------------------------

export type JoinField = 'loginId' | 'password' | 'fullName' | 'email' | 'countryCode' | 'phone';
export const JOIN_FIELDS: readonly JoinField[] = [
  'loginId',
  'password',
  'fullName',
  'email',
  'countryCode',
  'phone',
];
export type JoinForm = Record<JoinField, string>;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function checkLoginId(loginId: string): string | null {
  if (blank(loginId)) return 'page_emptycheck';
  return LOGIN_ID_PATTERN.test(loginId.trim()) ? null : 'acct_loginId_format';
}

/** 6 to 20 characters without spaces, with at least one letter and one digit, and not the login id. */
export function checkNewMemberPassword(password: string, loginId = ''): string | null {
  if (password === '') return 'page_emptycheck';
  if (
    password.length < PASSWORD_MIN ||
    password.length > PASSWORD_MAX ||
    /\s/.test(password) ||
    !/[A-Za-z]/.test(password) ||
    !/\d/.test(password)
  )
    return 'acct_password_format';
  if (loginId && password.toLowerCase() === loginId.trim().toLowerCase())
    return 'acct_password_sameAsLoginId';
  return null;
}

/** Letters of any script, spaces, dots, apostrophes and hyphens; at most 50 characters. */
export function checkFullName(fullName: string): string | null {
  if (blank(fullName)) return 'page_emptycheck';
  const name = fullName.trim();
  return name.length <= FULL_NAME_MAX && /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(name)
    ? null
    : 'acct_fullName_format';
}

export function checkEmail(email: string): string | null {
  if (blank(email)) return 'page_emptycheck';
  const value = email.trim();
  return value.length <= EMAIL_MAX && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/.test(value)
    ? null
    : 'acct_email_format';
}

/** The phone number without its country code: spaces and hyphens are ignored, then 6 to 15 digits. */
export const normalizePhone = (phone: string) => phone.replace(/[\s-]/g, '');
export function checkPhone(phone: string): string | null {
  if (blank(phone)) return 'page_emptycheck';
  return /^\d{6,15}$/.test(normalizePhone(phone)) ? null : 'acct_phone_format';
}

export function checkCountryCode(code: string, known: readonly string[]): string | null {
  if (blank(code)) return 'page_emptycheck';
  return known.includes(code) ? null : 'acct_countryCode_invalid';
}

/** Every field's own message; an empty object when the form may be sent. */
export function checkJoinForm(form: JoinForm, countryCodes: readonly string[]): FieldErrors<JoinField> {
  const errors: FieldErrors<JoinField> = {};
  const checks: [JoinField, string | null][] = [
    ['loginId', checkLoginId(form.loginId)],
    ['password', checkNewMemberPassword(form.password, form.loginId)],
    ['fullName', checkFullName(form.fullName)],
    ['email', checkEmail(form.email)],
    ['countryCode', checkCountryCode(form.countryCode, countryCodes)],
    ['phone', checkPhone(form.phone)],
  ];
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}

/** Which field a server message belongs under (`acct_email_taken` → email); null for the whole form. */
export function fieldOfKey(key: string): JoinField | null {
  const match = /^acct_(loginId|password|fullName|email|countryCode|phone)_/.exec(key);
  return match ? (match[1] as JoinField) : null;
}

// --- bank details ------------------------------------------------------------------------------------

export interface AddBankForm {
  bankId: string;
  bankAddress: string;
  bankAccNo: string;
  bankBranch: string;
  provinceCode: string;
  cityCode: string;
}

/** Spec §5: bank, address and account number required (`page_emptycheck`); the number at most 50 long. */
export function checkAddBank(form: AddBankForm): string | null {
  if (blank(form.bankId) || blank(form.bankAddress) || blank(form.bankAccNo)) return 'page_emptycheck';
  if (form.bankAccNo.trim().length > BANK_ACC_NO_MAX) return 'acct_bankAccNo_lengthError';
  return null;
}

// --- provider passwords ------------------------------------------------------------------------------

/** The provider's pattern as a whole-string expression; null when it cannot be used here. */
export function providerPattern(pwdFormat: string): RegExp | null {
  if (!pwdFormat || pwdFormat.length > PATTERN_MAX) return null;
  try {
    return new RegExp(`^(?:${pwdFormat.replace(/^\^/, '').replace(/\$$/, '')})$`);
  } catch {
    return null;
  }
}

export interface PasswordCheck {
  key: string;
  /** Spec §5: on a mismatch both fields are cleared. */
  clearBoth: boolean;
}

/**
 * Spec §5, in its order: the new password is required; it must equal the confirmation (else both fields
 * are cleared); it must match the provider's own pattern, else the provider's own message.
 */
export function checkProviderPassword(
  form: { newPwd: string; confirmPwd: string },
  provider: { pwdFormat: string; pwdFormatError: string } | undefined,
): PasswordCheck | null {
  if (form.newPwd === '') return { key: 'acct_newPwd_require', clearBoth: false };
  if (form.newPwd !== form.confirmPwd) return { key: 'acct_password_notMatch', clearBoth: true };
  const pattern = provider ? providerPattern(provider.pwdFormat) : null;
  if (pattern && !pattern.test(form.newPwd))
    return { key: provider?.pwdFormatError || 'acct_password_format', clearBoth: false };
  return null;
}
