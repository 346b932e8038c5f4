import type * as v from 'valibot';
/** A decimal amount as the server sends it (`"1234.5"` or `1234.5`). */
import type { Amount } from '../domain/money';
import type { SafeHtml } from '../domain/safeHtml';
import type { AddBankForm } from '../domain/validators';
import type * as S from './schemas';

/**
 * The API's shapes (spec §3, contract §4). Field names are the server's, spellings included
 * (`resorceCode`, `mainBlance`). The shapes of replies are inferred from their schemas (`schemas.ts`), the
 * one source of truth: a reply's amounts arrive as exact decimal strings, never binary floats. Requests
 * and the static files are written out here.
 */

export type { Amount };

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

export interface ErrorData {
  resorceCode?: string[];
  resorceCodeFormat?: { key: string; format: string[] };
}

export interface Envelope<T = unknown> {
  errorCode: number;
  data: T;
}

/** Every body that acts for a member carries the session id. */
export interface WithSid {
  sid: string;
}

export type LoginSite = 'apk' | 'ipa' | 'mobile';

// --- session -----------------------------------------------------------------------------------------
export interface LoginRequest {
  loginId: string;
  /** RSA-OAEP encrypted, base64. */
  password: string;
  loginSite: LoginSite;
}
export type LoginResponse = Out<typeof S.loginResponse>;
export interface SessionLoginRequest extends WithSid {
  loginSite: LoginSite;
}
export type LoginInfo = Out<typeof S.loginInfo>;
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

// --- member ------------------------------------------------------------------------------------------
export type MemberInfoResponse = Out<typeof S.memberInfoResponse>;
export interface NoticesRequest extends WithSid {
  lang: string;
  isMobile: boolean;
  postUrl: string;
}
export type Notice = Out<typeof S.notice>;
export type NoticesResponse = Out<typeof S.noticesResponse>;

// --- bank details and passwords ---------------------------------------------------------------------
export type Bank = Out<typeof S.bank>;
export type BankListResponse = Out<typeof S.bankListResponse>;
export type MemberBank = Out<typeof S.memberBank>;
export type MemberBankResponse = Out<typeof S.memberBankResponse>;
/** The add-bank form's fields, as the domain layer checks them, with the session. */
export interface AddBankRequest extends WithSid, AddBankForm {}
export type PasswordProvider = Out<typeof S.passwordProvider>;
export type PasswordProviderResponse = Out<typeof S.passwordProviderResponse>;
export interface ChangePasswordRequest extends WithSid {
  providerId: string;
  newPwd: string;
  confirmPwd: string;
}
export type ChangePasswordResponse = Out<typeof S.changePasswordResponse>;
export type CheckPasswordResponse = Out<typeof S.checkPasswordResponse>;

// --- registration ------------------------------------------------------------------------------------
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

// --- wallet ------------------------------------------------------------------------------------------
export interface BalanceRequest extends WithSid {
  providerId: string;
}
export type BalanceResponse = Out<typeof S.balanceResponse>;
export type AllBalanceResponse = Out<typeof S.allBalanceResponse>;
export type TransferProvider = Out<typeof S.transferProvider>;
export type TransferInfoResponse = Out<typeof S.transferInfoResponse>;
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
export type AllInCheckResponse = Out<typeof S.allInCheckResponse>;
export type DepositMethod = Out<typeof S.depositMethod>;
export type DepositInfoResponse = Out<typeof S.depositInfoResponse>;
export interface DepositRequest extends WithSid {
  methodId: string;
  amount: string;
  promoteId: string;
}
export type QuickpayResponse = Out<typeof S.quickpayResponse>;
export type WithdrawInfoResponse = Out<typeof S.withdrawInfoResponse>;
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
export type HistoryRecord = Out<typeof S.historyRecord>;
export type HistoryResponse = Out<typeof S.historyResponse>;
export type RebateInfoResponse = Out<typeof S.rebateInfoResponse>;

// --- share, content, games ---------------------------------------------------------------------------
export type ShareJson = Out<typeof S.shareJson>;
export type RouletteReward = Out<typeof S.rouletteReward>;
export type RouletteWin = Out<typeof S.rouletteWin>;
export type RouletteInfo = Out<typeof S.rouletteInfo>;
export interface RouletteInfoRequest {
  sid: string;
  currency: string;
}
export type SpinResult = Out<typeof S.spinResult>;
export interface GameUrlRequest {
  sid: string;
  hostDomain: string;
  gameCode: string;
  gameType: string;
  lang: string;
}
export type GameUrlResponse = Out<typeof S.gameUrlResponse>;
export type IpResponse = Out<typeof S.ipResponse>;
export type CmsListResponse = Out<typeof S.cmsListResponse>;
export type AffUrlJson = Out<typeof S.affUrlJson>;
export type PromotionResponse = Out<typeof S.promotionResponse>;
export type RewardMission = Out<typeof S.rewardMission>;
export type RedEnvelopeInfo = Out<typeof S.redEnvelopeInfo>;

// --- static content (spec §7: GET, per locale under `static/{area}/`, shared under `static/`) -------------
/** A slot game of `game-list.json`. `art` is an image path (relative to the app base, or https). */
export interface GameEntry {
  gameCode: string;
  provider: string;
  name: string;
  art: string;
  /** Tint of the shared art, in degrees, so games that share a motif still look apart. */
  hue?: number;
  tags?: ('hot' | 'new')[];
}
/** How a provider's games start: POST /gamepage/gamestart/cmd, or the GET launch URL (Provider, Lang). */
export type LaunchKind = 'cmd' | 'url';
export interface ProviderInfo {
  providerId: string;
  providerName: string;
  launch: LaunchKind;
}
export interface RankGame extends GameEntry {
  rank: number;
}
/** A home banner or hot event; `link` is a screen of the route table (`Promotion`, `lucky-draw`). */
export interface HomeBanner {
  id: string;
  title: string;
  imgPath: string;
  link: string;
}
export interface HotEvent extends HomeBanner {
  text: string;
  period: string;
}
export interface SupportContact {
  email: string;
  phone: string;
}
export interface SiteSettings {
  support: SupportContact;
  homeBanners: HomeBanner[];
}
export interface InfoSection {
  id: string;
  title: string;
  paragraphs: string[];
  /** CMS content (`/api/getcmslist`), already sanitized; the static file's sections have none. */
  safeHtml?: SafeHtml;
}
export interface InfoFile {
  sections: InfoSection[];
}
/** One entry of `contact-list.json` (keyed by area). */
export interface ContactLink {
  name: string;
  icon: string;
  href: string;
}
export interface DownloadEntry {
  osType: string;
  url: string;
  version?: string;
}
