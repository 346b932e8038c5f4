import { endpointsOf, type Sid } from '../../../contract/endpoint';
import type { LoginSite, WithSid } from '../../../contract/types';
import type { AddBankForm } from '../../../domain/validators';

/** The account feature's calls (spec §7, contract §4): their replies' schemas are `accountReplies.ts`. */
const ep = endpointsOf(() => import('./accountReplies'));

export interface LoginRequest {
  loginId: string;
  /** RSA-OAEP encrypted, base64. */
  password: string;
  loginSite: LoginSite;
}
export interface SessionLoginRequest extends WithSid {
  loginSite: LoginSite;
}
export interface LoginFromRequest {
  key: string;
  loginSite: LoginSite;
}
export interface ForgotPasswordRequest {
  loginId: string;
  email: string;
}
/** The sensitive calls a password check names (contract §10): its token then allows that one only. */
export const REAUTH_OPERATIONS = ['addmemberbank', 'changepassword'] as const;
export type ReauthOperation = (typeof REAUTH_OPERATIONS)[number];
export interface CheckPasswordRequest extends WithSid {
  password: string;
  operation: ReauthOperation;
}
/** The add-bank form's fields, as the domain layer checks them, with the session. */
export interface AddBankRequest extends WithSid, AddBankForm {}
export interface ChangePasswordRequest extends WithSid {
  providerId: string;
  newPwd: string;
  confirmPwd: string;
}
export interface CheckLoginIdRequest {
  loginId: string;
}
export interface AccountInfoCheckRequest {
  email: string;
  phone: string;
  countryCode: string;
}
export interface JoinNowRequest {
  loginId: string;
  password: string;
  fullName: string;
  email: string;
  countryCode: string;
  phone: string;
  currId: string;
  referralId: string;
  trackingTag: string;
  loginSite: LoginSite;
}

export const accountEndpoints = {
  login: ep<LoginRequest>('/api/login', { loginId: 'text', password: 'cipher', loginSite: 'text' }),
  logout: ep<Sid>('/api/logout', {}, { sid: true }),
  changePassword: ep<Omit<ChangePasswordRequest, 'sid'>>(
    '/api/changepassword',
    { providerId: 'text', newPwd: 'text', confirmPwd: 'text' },
    { sid: true, reauth: true },
  ),
  forgotPassword: ep<ForgotPasswordRequest>('/api/forgotpassword', { loginId: 'text', email: 'text' }),
  getChangePasswordProvider: ep<Sid>('/api/getchangepasswordprovider', {}, { sid: true, read: true }),
  getMemberBank: ep<Sid>('/api/getmemberbank', {}, { sid: true, read: true }),
  getMemberInfo: ep<Sid>('/api/getmemberinfo', {}, { sid: true, read: true }),
  // The re-authentication step shows a refusal under its field: silent.
  checkPassword: ep<Omit<CheckPasswordRequest, 'sid'>>(
    '/api/checkpassword',
    {
      password: 'cipher',
      operation: {
        oneOf: REAUTH_OPERATIONS,
        description: 'The sensitive call the re-authentication token is for: it then allows that call only.',
      },
    },
    { sid: true, silent: true },
  ),
  getLoginFrom: ep<{ key: string }>('/api/getloginfrom', { key: 'text' }),
  fromLogin: ep<LoginFromRequest>('/api/fromlogin', { key: 'text', loginSite: 'text' }),
  // A declined handover's key is revoked (contract §9): in the background, a refusal shows nothing.
  revokeLoginKey: ep<{ loginKey: string }>('/api/revokeloginkey', { loginKey: 'text' }, { silent: true }),
  getLoginInfo: ep<Sid>('/api/getlogininfo', {}, { sid: true, read: true }),
  sessionLogin: ep<Omit<SessionLoginRequest, 'sid'>>(
    '/api/sessionlogin',
    { loginSite: 'text' },
    { sid: true },
  ),
  // Registration answers go under their fields, not into the dialog: silent.
  checkLoginId: ep<CheckLoginIdRequest>(
    '/api/joinnow/valid/checkloginid',
    { loginId: 'text' },
    { silent: true },
  ),
  joinNowCreate: ep<JoinNowRequest>(
    '/api/joinnow/create',
    {
      loginId: 'text',
      password: 'cipher',
      fullName: 'text',
      email: 'text',
      countryCode: 'text',
      phone: 'text',
      currId: 'text',
      referralId: 'text',
      trackingTag: 'text',
      loginSite: 'text',
    },
    { silent: true },
  ),
  checkAccountInfo: ep<AccountInfoCheckRequest>(
    '/api/joinnow/valid/accountinfo',
    { email: 'text', phone: 'text', countryCode: 'text' },
    { silent: true },
  ),
  getBankList: ep<Sid>('/api/getbanklist', {}, { sid: true, read: true }),
  addMemberBank: ep<Omit<AddBankRequest, 'sid'>>(
    '/api/addmemberbank',
    {
      bankId: 'text',
      bankAddress: 'text',
      bankAccNo: 'text',
      bankBranch: 'text',
      provinceCode: 'text',
      cityCode: 'text',
    },
    { sid: true, reauth: true },
  ),
  // The affiliate link is a secondary line of the referral page: without it the page still stands, silent.
  affUrlJson: ep<Sid>('/api/affurljson', {}, { sid: true, silent: true, read: true }),
  userShareJson: ep<Sid>('/api/usersharejson', {}, { sid: true, read: true }),
};
