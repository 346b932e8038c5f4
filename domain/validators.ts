/**
 * The account forms' rules (spec §5 and docs/decisions.md), as pure functions of the form. The
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
export const PATTERN_MAX = 200;
/**
 * Passwords are encrypted with RSA-OAEP (SHA-256, 2048-bit key), which holds at most 256 - 2·32 - 2 = 190
 * bytes: a longer one would fail in the browser's crypto with a message no member understands.
 */
export const PASSWORD_BYTES_MAX = 190;
/** Provider passwords are short (the longest rule seen allows 16); the provider's pattern runs on no more. */
export const PROVIDER_PASSWORD_MAX = 32;

const utf8Length = (text: string) => new TextEncoder().encode(text).length;
/** Over what the password encryption can carry (`acct_password_tooLong`). */
export const passwordTooLong = (password: string) => utf8Length(password) > PASSWORD_BYTES_MAX;

const blank = (value: string | undefined) => !value || value.trim() === '';

// --- login and forgot password -----------------------------------------------------------------------

/** The login form: both fields are needed. */
export function checkLoginForm(form: { loginId: string; password: string }): string | null {
  if (blank(form.loginId) || form.password === '') return 'page_emptycheck';
  return passwordTooLong(form.password) ? 'acct_password_tooLong' : null;
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
  if (passwordTooLong(password)) return 'acct_password_tooLong';
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

/**
 * The cities the form offers: those of the province chosen; none before a province is ('0', spec §3's
 * default).
 */
export function citiesOf<T extends { provinceCode: string }>(
  cities: readonly T[],
  provinceCode: string,
): T[] {
  return provinceCode === '0' ? [] : cities.filter((c) => c.provinceCode === provinceCode);
}

// --- provider passwords ------------------------------------------------------------------------------

/**
 * Shapes that make a backtracking engine take exponential or high-polynomial time on a failed match: a
 * quantified group holding a quantifier or an alternation (`(a+)+`, `(a|a)*`), or more than five
 * quantifiers (`a*a*a*a*a*a*b` is already 50 ms on 32 characters; real rules use four at most).
 * Conservative: it reads the source, never runs it.
 */
function backtracksBadly(source: string): boolean {
  // One entry per open group: whether it holds a quantifier or an alternation.
  const open: boolean[] = [];
  let quantifiers = 0;
  let inClass = false;
  const mark = () => {
    if (open.length > 0) open[open.length - 1] = true;
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    const before = source[i - 1] ?? '';
    if (c === '\\') {
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      inClass = true;
    } else if (c === '(') {
      open.push(false);
    } else if (c === ')') {
      // A `)` closing a group the pattern never opened would close the wrapper's own group instead and
      // quantify what comes before it (`a*){2,}` wrapped is `(?:a*){2,}`): refused.
      if (open.length === 0) return true;
      const holds = open.pop() ?? false;
      const next = source[i + 1];
      const quantified = next === '*' || next === '+' || next === '?' || next === '{';
      if (quantified && holds) return true;
      if (holds) mark();
    } else if (c === '|') {
      mark();
    } else if (c === '*' || c === '+' || c === '{' || (c === '?' && !'(*+?}'.includes(before))) {
      quantifiers++;
      mark();
    }
  }
  return quantifiers > 5;
}

/** The provider's pattern as a whole-string expression; null when it cannot be used here. */
export function providerPattern(pwdFormat: string): RegExp | null {
  if (!pwdFormat || pwdFormat.length > PATTERN_MAX) return null;
  const source = pwdFormat.replace(/^\^/, '').replace(/\$$/, '');
  if (backtracksBadly(source)) return null;
  try {
    // The pattern must compile on its own: the wrapper may not lend it a group it does not have.
    new RegExp(source);
    return new RegExp(`^(?:${source})$`);
  } catch {
    return null;
  }
}

/**
 * When the provider's pattern cannot be used (it does not compile, is too long or could freeze the page),
 * the form still checks something: 6 to 20 visible ASCII characters. The server checks its own rule.
 */
export const DEFAULT_PROVIDER_RULE = /^[\x21-\x7e]{6,20}$/;

export interface PasswordCheck {
  key: string;
  /** Spec §5: on a mismatch both fields are cleared. */
  clearBoth: boolean;
}

/**
 * Spec §5, in its order: the new password is required; it must equal the confirmation (else both fields
 * are cleared); it must match the provider's own pattern (or the default rule when that pattern cannot be
 * used), else the provider's own message. A password longer than any provider's is refused before any
 * pattern runs on it.
 */
export function checkProviderPassword(
  form: { newPwd: string; confirmPwd: string },
  provider: { pwdFormat: string; pwdFormatError: string } | undefined,
): PasswordCheck | null {
  if (form.newPwd === '') return { key: 'acct_newPwd_require', clearBoth: false };
  if (form.newPwd.length > PROVIDER_PASSWORD_MAX || passwordTooLong(form.newPwd))
    return { key: 'acct_password_tooLong', clearBoth: false };
  if (form.newPwd !== form.confirmPwd) return { key: 'acct_password_notMatch', clearBoth: true };
  if (!provider) return null;
  const pattern = providerPattern(provider.pwdFormat) ?? DEFAULT_PROVIDER_RULE;
  if (!pattern.test(form.newPwd))
    return { key: provider.pwdFormatError || 'acct_password_format', clearBoth: false };
  return null;
}

/** Referral ids and tracking tags from a query string: short, plain tokens only, never markup. */
export const CAMPAIGN_VALUE = /^[A-Za-z0-9_-]{1,64}$/;
