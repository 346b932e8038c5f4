import type { ShareJson } from '../api/types';
import { externalUrl } from '../platform/safeUrl';
import { screenHref } from '../routes/routeTable';

/**
 * The referral link and its share targets (issue 4 item 5, spec §6): in the apps the share domain is the
 * one `/api/usersharejson` gives for the account currency (else its `defaultUrl`); on the web it is the
 * page's own origin. The link opens registration with `ref` = the member's referral code, which the root
 * screen stores in the `referralId` cookie. Domains from the server are checked (https only).
 */

export interface ReferralFacts {
  inApp: boolean;
  currency: string;
  share: ShareJson | null;
  pageOrigin: string;
  area: string;
  referralCode: string;
}

/** The origin the link is built on. */
export function shareOrigin(
  facts: Pick<ReferralFacts, 'inApp' | 'currency' | 'share' | 'pageOrigin'>,
): string {
  if (!facts.inApp || !facts.share) return facts.pageOrigin;
  const entries = Array.isArray(facts.share.currencyShareUrl) ? facts.share.currencyShareUrl : [];
  const domain = entries.find((e) => e?.currency === facts.currency)?.domain;
  const candidates = [domain, facts.share.defaultUrl];
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' || !candidate) continue;
    const url = externalUrl(candidate, facts.pageOrigin);
    if (url) return url.origin;
  }
  return facts.pageOrigin;
}

export function referralLink(facts: ReferralFacts): string {
  const url = new URL(screenHref(facts.area, 'JoinNow'), shareOrigin(facts));
  url.searchParams.set('ref', facts.referralCode);
  return url.href;
}

export type ShareTargetId = 'email' | 'facebook' | 'line' | 'whatsapp' | 'telegram';

export interface ShareTarget {
  id: ShareTargetId;
  href: string;
}

/** The share URLs of the five targets (spec §2), each carrying the link. */
export function shareTargets(link: string, text: string, subject: string): ShareTarget[] {
  const e = encodeURIComponent;
  const message = `${text} ${link}`;
  return [
    { id: 'email', href: `mailto:?subject=${e(subject)}&body=${e(message)}` },
    { id: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${e(link)}` },
    { id: 'line', href: `https://social-plugins.line.me/lineit/share?url=${e(link)}` },
    { id: 'whatsapp', href: `https://wa.me/?text=${e(message)}` },
    { id: 'telegram', href: `https://t.me/share/url?url=${e(link)}&text=${e(text)}` },
  ];
}
