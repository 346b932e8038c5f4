/**
 * The API's shapes (spec §3, contract §4). Field names are the server's, spellings included
 * (`resorceCode`, `mainBlance`). Amounts travel as decimal strings or numbers with at most one fraction
 * digit; the wallet code parses them with `src/domain/money.ts`, never as binary floats.
 */

/** A decimal amount as the server sends it (`"1234.5"` or `1234.5`). */
import type { Amount } from '../domain/money';

export type { Amount };

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
export interface LoginResponse {
  sessionId: string;
  token: string;
  currId: string;
  loginIpGeo: string;
}
export interface SessionLoginRequest extends WithSid {
  loginSite: LoginSite;
}
export interface LoginInfo {
  loginId: string;
  currId: string;
  loginIpGeo: string;
  mainBlance: Amount;
}
export interface LoginFromRequest {
  key: string;
  loginSite: LoginSite;
}
export interface ForgotPasswordRequest {
  loginId: string;
  email: string;
}
export interface CheckPasswordRequest extends WithSid {
  password: string;
}

// --- member ------------------------------------------------------------------------------------------
export interface MemInfo {
  loginId: string;
  fullName: string;
  email: string;
  phone: string;
  currId: string;
  registerDate: string;
}
export interface MyVip {
  level: number;
  levelName: string;
  nextLevelName: string;
  progress: number;
}
export interface MyReferral {
  referralCode: string;
  referralCount: number;
}
export interface MemberInfoResponse {
  memInfo: MemInfo;
  myReferral: MyReferral;
  myVip: MyVip;
}
export interface NoticesRequest extends WithSid {
  lang: string;
  isMobile: boolean;
  postUrl: string;
}
export interface Notice {
  id: string;
  title: string;
  /** Server HTML: sanitized before display. */
  content: string;
  date: string;
}
export interface NoticesResponse {
  noticeList: Notice[];
}

// --- bank details and passwords ---------------------------------------------------------------------
export interface Bank {
  bankId: string;
  bankName: string;
}
export interface Region {
  code: string;
  name: string;
}
export interface BankListResponse {
  bankList: Bank[];
  provinceList: Region[];
  cityList: (Region & { provinceCode: string })[];
}
export interface MemberBank {
  memberBankId: string;
  bankId: string;
  bankName: string;
  bankAccNo: string;
  bankAddress: string;
  bankBranch: string;
  verified: boolean;
}
export interface MemberBankResponse {
  memberBankList: MemberBank[];
}
export interface AddBankRequest extends WithSid {
  bankId: string;
  bankAddress: string;
  bankAccNo: string;
  bankBranch: string;
  provinceCode: string;
  cityCode: string;
}
export interface PasswordProvider {
  providerId: string;
  providerName: string;
  acctId: string;
  /** A regular expression the new password must match. */
  pwdFormat: string;
  /** The message key shown when it does not. */
  pwdFormatError: string;
}
export interface PasswordProviderResponse {
  providerList: PasswordProvider[];
}
export interface ChangePasswordRequest extends WithSid {
  providerId: string;
  newPwd: string;
  confirmPwd: string;
}
export interface ChangePasswordResponse {
  acctId: string;
}

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
/** The main wallet's provider id. */
export const MAIN_WALLET = '-';

export interface BalanceRequest extends WithSid {
  providerId: string;
}
export interface BalanceResponse {
  balance: Amount;
}
export interface ProviderBalance {
  providerId: string;
  balance: Amount;
}
export interface AllBalanceResponse {
  balanceList: ProviderBalance[];
}
export interface TransferProvider {
  providerId: string;
  providerName: string;
  weeklyTurnover: Amount;
}
export interface TransferInfoResponse {
  providerList: TransferProvider[];
  promotionList: { promoteId: string; promoteTitle: string }[];
}
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
export interface AllInCheckResponse {
  /** Comma-separated promotion keys. */
  extraPromotion: string;
  firstPromotion: string;
  providers: string[];
}
export interface DepositMethod {
  methodId: string;
  methodName: string;
  minAmount: Amount;
  maxAmount: Amount;
}
export interface DepositInfoResponse {
  methodList: DepositMethod[];
}
export interface DepositRequest extends WithSid {
  methodId: string;
  amount: string;
  promoteId: string;
}
export interface QuickpayResponse {
  qrImage: string;
}
export interface WithdrawInfoResponse {
  memberBankList: MemberBank[];
  minAmount: Amount;
  maxAmount: Amount;
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
export interface HistoryRecord {
  id: string;
  date: string;
  type: string;
  amount: Amount;
  status: string;
}
export interface HistoryResponse {
  historyRecords: HistoryRecord[];
  totalPages: number;
}
export interface RebateInfoResponse {
  rebateList: { providerId: string; amount: Amount }[];
}

// --- share, content, games ---------------------------------------------------------------------------
export interface ShareJson {
  defaultUrl: string;
  currencyShareUrl: { currency: string; domain: string }[];
}
export interface RouletteReward {
  id: string;
  reward: string;
  type: 'bonus' | 'points';
  rewardSort: number;
}
export interface RouletteWin {
  date: string;
  user: string;
  reward: string;
  type: 'bonus' | 'points';
}
export interface RouletteInfo {
  rewardList: RouletteReward[];
  spinCount: number;
  rouletteIsSpin: boolean;
  winnerList: RouletteWin[];
  memberList: RouletteWin[];
}
export interface RouletteInfoRequest {
  sid: string;
  currency: string;
}
export interface SpinResult {
  rewardId: string;
  reward: string;
  spinCount: number;
}
export interface GameUrlRequest {
  sid: string;
  hostDomain: string;
  gameCode: string;
  gameType: string;
  lang: string;
}
export interface GameUrlResponse {
  gameUrl: string;
}
export interface IpResponse {
  ip: string;
  country: string;
}
export interface PromotionResponse {
  menuMods: { groupId: string; resourceName: string }[];
  promotionContents: { groupIds: string; imgPath: string; promoteTitle: string; promoteContent: string }[];
}
export interface RewardMission {
  missionId: string;
  title: string;
  progress: number;
  target: number;
  reward: string;
  claimable: boolean;
  claimed: boolean;
}
export interface RedEnvelopeInfo {
  available: boolean;
  envelopeId: string;
}

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
export interface GameListFile {
  games: GameEntry[];
}
/** How a provider's games start: POST /gamepage/gamestart/cmd, or the GET launch URL (Provider, Lang). */
export type LaunchKind = 'cmd' | 'url';
export interface ProviderInfo {
  providerId: string;
  providerName: string;
  launch: LaunchKind;
}
export interface ProviderInfoFile {
  providers: ProviderInfo[];
}
export interface RankGame extends GameEntry {
  rank: number;
}
export interface RankGamesFile {
  rankGames: RankGame[];
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
export interface HotEventsFile {
  hotEvents: HotEvent[];
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
export interface CountryPhoneCode {
  country: string;
  name: string;
  dialCode: string;
}
export interface DownloadEntry {
  osType: string;
  url: string;
  version?: string;
}
export interface DownloadInfo {
  downloadList: DownloadEntry[];
}
