import type { ReplyName, ReplyOf } from '../../contract/schemas';
import type * as T from '../../contract/types';

/**
 * Every call of spec §7 (and the two contract §4 adds), with its request and response type. A call marked
 * `sid` gets the session id added to its body by the client; `silent` calls show no message for business
 * errors (a failed spin only resets the wheel, spec §8). `money` calls move money: the UI never sends
 * them twice and an unknown outcome re-reads balances. `idempotent` calls carry `Idempotency-Key`
 * (contract §8); `reauth` calls carry the password check's `X-Reauth-Token` (contract §9).
 */
/**
 * Which feature's schema module (`replies/*.ts`) holds a reply's schema: the client loads that module with
 * the endpoint's first call, so the home page never loads the wallet's schemas.
 */
export type ReplyGroup = 'start' | 'account' | 'wallet' | 'rewards';

export interface EndpointSpec<Req, Res> {
  path: string;
  replies: ReplyGroup;
  sid?: boolean;
  silent?: boolean;
  money?: boolean;
  /** Sends `Idempotency-Key`: the intent's key, or a new one for a call sent once (contract §8). */
  idempotent?: boolean;
  /** Follows the password check: sends its `X-Reauth-Token` when the check gave one (contract §9). */
  reauth?: boolean;
  /** Only reads: changes nothing, moves no money; `npm run check-api` makes it against a live server. */
  read?: boolean;
  /** Phantom fields that carry the types. */
  _req?: Req;
  _res?: Res;
}

const ep = <Req, Res>(
  path: string,
  replies: ReplyGroup,
  flags: Omit<EndpointSpec<Req, Res>, 'path' | 'replies'> = {},
): EndpointSpec<Req, Res> => ({
  path,
  replies,
  ...flags,
});

type NoBody = Record<string, never>;
type Sid = { sid?: string };

export const endpoints = {
  login: ep<T.LoginRequest, T.LoginResponse>('/api/login', 'start'),
  logout: ep<Sid, null>('/api/logout', 'start', { sid: true }),
  changePassword: ep<Omit<T.ChangePasswordRequest, 'sid'>, T.ChangePasswordResponse>(
    '/api/changepassword',
    'account',
    {
      sid: true,
      reauth: true,
    },
  ),
  forgotPassword: ep<T.ForgotPasswordRequest, null>('/api/forgotpassword', 'start'),
  getChangePasswordProvider: ep<Sid, T.PasswordProviderResponse>(
    '/api/getchangepasswordprovider',
    'account',
    {
      sid: true,
      read: true,
    },
  ),
  getMemberBank: ep<Sid, T.MemberBankResponse>('/api/getmemberbank', 'account', { sid: true, read: true }),
  getMemberInfo: ep<Sid, T.MemberInfoResponse>('/api/getmemberinfo', 'account', { sid: true, read: true }),
  // Notices are secondary on every screen that shows them: a refusal shows no dialog.
  getNotices: ep<Omit<T.NoticesRequest, 'sid'>, T.NoticesResponse>('/api/getnotices', 'start', {
    sid: true,
    silent: true,
    read: true,
  }),
  // The re-authentication step shows a refusal under its field: silent.
  checkPassword: ep<Omit<T.CheckPasswordRequest, 'sid'>, T.CheckPasswordResponse>(
    '/api/checkpassword',
    'account',
    {
      sid: true,
      silent: true,
    },
  ),
  getLoginFrom: ep<{ key: string }, { loginId: string }>('/api/getloginfrom', 'start'),
  fromLogin: ep<T.LoginFromRequest, T.LoginResponse>('/api/fromlogin', 'start'),
  // A declined handover's key is revoked (contract §9): in the background, a refusal shows nothing.
  revokeLoginKey: ep<{ loginKey: string }, null>('/api/revokeloginkey', 'start', { silent: true }),
  getLoginInfo: ep<Sid, T.LoginInfo>('/api/getlogininfo', 'start', { sid: true, read: true }),
  sessionLogin: ep<Omit<T.SessionLoginRequest, 'sid'>, T.LoginResponse>('/api/sessionlogin', 'start', {
    sid: true,
  }),
  // Registration answers go under their fields, not into the dialog: silent.
  checkLoginId: ep<T.CheckLoginIdRequest, null>('/api/joinnow/valid/checkloginid', 'start', { silent: true }),
  joinNowCreate: ep<T.JoinNowRequest, T.LoginResponse>('/api/joinnow/create', 'start', { silent: true }),
  checkAccountInfo: ep<T.AccountInfoCheckRequest, null>('/api/joinnow/valid/accountinfo', 'start', {
    silent: true,
  }),
  // The info page falls back to the area's static texts when this fails (contract §8): silent.
  getCmsList: ep<{ lang: string; isMobile: boolean }, T.CmsListResponse>('/api/getcmslist', 'start', {
    silent: true,
    read: true,
  }),
  deposit: ep<Omit<T.DepositRequest, 'sid'>, { balance?: T.Amount; redirectUrl?: string }>(
    '/api/deposit',
    'wallet',
    {
      sid: true,
      money: true,
      idempotent: true,
    },
  ),
  getBalance: ep<Omit<T.BalanceRequest, 'sid'>, T.BalanceResponse>('/api/getbalance', 'wallet', {
    sid: true,
    read: true,
  }),
  getDepositInfo: ep<Sid, T.DepositInfoResponse>('/api/getdepositinfo', 'wallet', { sid: true, read: true }),
  getWithdrawInfo: ep<Sid, T.WithdrawInfoResponse>('/api/getwithdrawinfo', 'wallet', {
    sid: true,
    read: true,
  }),
  withdraw: ep<Omit<T.WithdrawRequest, 'sid'>, T.BalanceResponse>('/api/withdraw', 'wallet', {
    sid: true,
    money: true,
    idempotent: true,
  }),
  getBankList: ep<Sid, T.BankListResponse>('/api/getbanklist', 'account', { sid: true, read: true }),
  quickpay: ep<{ methodId: string; amount: string }, T.QuickpayResponse>('/api/quickpay', 'wallet', {
    sid: true,
    money: true,
    idempotent: true,
  }),
  getHistoryRecord: ep<Omit<T.HistoryRequest, 'sid'>, T.HistoryResponse>('/api/gethistoryrecord', 'wallet', {
    sid: true,
    read: true,
  }),
  addMemberBank: ep<Omit<T.AddBankRequest, 'sid'>, null>('/api/addmemberbank', 'account', {
    sid: true,
    reauth: true,
  }),
  getAllBalance: ep<Sid, T.AllBalanceResponse>('/api/getallbalance', 'wallet', { sid: true, read: true }),
  getTransferInfo: ep<Sid, T.TransferInfoResponse>('/api/gettransferinfo', 'wallet', {
    sid: true,
    read: true,
  }),
  allInTransfer: ep<Omit<T.AllInTransferRequest, 'sid'>, T.BalanceResponse>('/api/allintransfer', 'wallet', {
    sid: true,
    money: true,
    idempotent: true,
  }),
  checkAllInToMainWalletInfo: ep<Sid, T.AllInCheckResponse>('/api/checkallintomainwalletinfo', 'wallet', {
    sid: true,
    read: true,
  }),
  transfer: ep<Omit<T.TransferRequest, 'sid'>, T.BalanceResponse>('/api/transfer', 'wallet', {
    sid: true,
    money: true,
    idempotent: true,
  }),
  getInstantRebateInfo: ep<Sid, T.RebateInfoResponse>('/api/GetInstantRebateInfo', 'wallet', {
    sid: true,
    read: true,
  }),
  rebateTransfer: ep<{ providerId: string }, T.BalanceResponse>('/api/RebateTransfer', 'wallet', {
    sid: true,
    money: true,
    idempotent: true,
  }),
  // The affiliate link is a secondary line of the referral page: without it the page still stands, silent.
  affUrlJson: ep<Sid, T.AffUrlJson>('/api/affurljson', 'account', { sid: true, silent: true, read: true }),
  userShareJson: ep<Sid, T.ShareJson>('/api/usersharejson', 'account', { sid: true, read: true }),
  getRouletteInfo: ep<T.RouletteInfoRequest, T.RouletteInfo>('/api/GetRouletteInfo', 'rewards', {
    read: true,
  }),
  spinRoulette: ep<Sid, T.SpinResult>('/api/SpinRoulette', 'rewards', {
    sid: true,
    silent: true,
    idempotent: true,
  }),
  getRewardMission: ep<Sid, { missionList: T.RewardMission[] }>('/api/getrewardmission', 'rewards', {
    sid: true,
    read: true,
  }),
  claimRewardMission: ep<{ missionId: string }, null>('/api/ClaimRewardMission', 'rewards', {
    sid: true,
    money: true,
    idempotent: true,
  }),
  getRedEnvelopeInfo: ep<Sid, T.RedEnvelopeInfo>('/api/getredenvelopeinfo', 'rewards', {
    sid: true,
    read: true,
  }),
  claimRedEnvelope: ep<{ envelopeId: string }, { amount: T.Amount }>('/api/claimredenvelope', 'rewards', {
    sid: true,
    money: true,
    idempotent: true,
  }),
  getIp: ep<NoBody, T.IpResponse>('/api/getip', 'start', { read: true }),
  gameStart: ep<{ sid: string; provider: string; gameCode: string; lang: string }, T.GameUrlResponse>(
    '/gamepage/gamestart/cmd',
    'start',
  ),
  getGameUrl: ep<T.GameUrlRequest, T.GameUrlResponse>('/api/getgameurl', 'start', { read: true }),
  getPromotion: ep<{ lang: string }, T.PromotionResponse>('/api/getpromotion', 'start', { read: true }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<K extends EndpointName> =
  Endpoints[K] extends EndpointSpec<infer Req, unknown> ? Req : never;
/** A reply's data as its schema (`schemas.ts`) leaves it: checked, lists present, amounts exact. */
export type ResponseOf<K extends EndpointName> = K extends ReplyName ? ReplyOf<K> : never;
