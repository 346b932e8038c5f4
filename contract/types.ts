import type * as v from 'valibot';
/** A decimal amount as the server sends it (`"1234.5"` or `1234.5`). */
import type { Amount } from '../domain/money';
import type { SafeHtml } from '../domain/safeHtml';
import type * as P from './replies/parts';
import type * as S from './replies/start';

/**
 * The API's shapes (spec §3, contract §4). Field names are the server's, spellings included
 * (`resorceCode`, `mainBlance`). The shapes of replies are inferred from their schemas (`replies/*.ts`), the
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

// --- the kernel's calls (`endpoints.ts`); each feature's request and reply types are in its `contract/` ----
export interface NoticesRequest extends WithSid {
  lang: string;
  isMobile: boolean;
  postUrl: string;
}
export type Notice = Out<typeof S.notice>;
export type NoticesResponse = Out<typeof S.noticesResponse>;
export type IpResponse = Out<typeof S.ipResponse>;
export interface BalanceRequest extends WithSid {
  providerId: string;
}
export type BalanceResponse = Out<typeof S.balanceResponse>;
export type AllBalanceResponse = Out<typeof S.allBalanceResponse>;
export type TransferProvider = Out<typeof S.transferProvider>;
export type TransferInfoResponse = Out<typeof S.transferInfoResponse>;
/** A saved bank account: in the account's and the money's replies alike (`replies/parts.ts`). */
export type MemberBank = Out<typeof P.memberBank>;

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
