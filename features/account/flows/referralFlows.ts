import { fromPromise } from 'xstate';
import { callsOf } from '../../../src/api/client';
import { areaOf, type Runtime } from '../../../src/flows/runtime';
import { copyText } from '../../../src/platform/clipboard';
import { qrImageOf } from '../../../src/platform/qrImage';
import { externalUrl } from '../../../src/platform/safeUrl';
import { accountCurrency } from '../../../src/platform/storage';
import { screenHref } from '../../../src/routes/routeTable';
import type { AffUrlJson, ShareJson } from '../contract/accountReplies';
import { accountEndpoints } from '../contract/endpoints';
import { referralMachine } from '../machines/referral';

/**
 * The referral link and its share targets (spec §6): in the apps the share domain is the
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

/**
 * The affiliate programme's link (`/api/affurljson`, contract §8): the member's currency's, else the
 * default; https only (`externalUrl`), else none.
 */
export function affiliateLink(aff: AffUrlJson | null, currency: string, pageOrigin: string): string | null {
  if (!aff) return null;
  const own = aff.currencyAffUrl.find((e) => e.currency === currency)?.url;
  for (const candidate of [own, aff.defaultUrl]) {
    if (!candidate) continue;
    const url = externalUrl(candidate, pageOrigin);
    if (url) return url.href;
  }
  return null;
}

export { type ShareTarget, type ShareTargetId, shareTargets } from '../../../domain/share';

/** The referral page's flow with its effects: the two reads, the clipboard, the QR image, sharing, the bridge. */
export function referralLogic(runtime: Runtime) {
  return referralMachine.provide({
    actors: {
      load: fromPromise(async () => {
        // The affiliate link is one line of the page: without it the rest still shows.
        const [share, info, aff] = await Promise.all([
          callsOf(runtime, accountEndpoints).userShareJson({}),
          callsOf(runtime, accountEndpoints).getMemberInfo({}),
          callsOf(runtime, accountEndpoints)
            .affUrlJson({})
            .catch(() => null),
        ]);
        const { area } = areaOf(runtime);
        const currency = accountCurrency(area);
        const referralCode = info.myReferral.referralCode;
        return {
          code: referralCode,
          count: info.myReferral.referralCount,
          link: referralLink({
            inApp: runtime.device.getSnapshot().hasTag('app'),
            currency,
            share,
            pageOrigin: location.origin,
            area,
            referralCode,
          }),
          nativeShare: typeof navigator !== 'undefined' && typeof navigator.share === 'function',
          inAppBrowser: runtime.bridge.available,
          affiliateLink: affiliateLink(aff, currency, location.origin),
        };
      }),
      copyLink: fromPromise(async ({ input }) => copyText(input.link)),
      makeQr: fromPromise(async ({ input }) => qrImageOf(input.link)),
      shareNatively: fromPromise(async ({ input }) => {
        await navigator
          .share({ title: input.title, text: input.text, url: input.link })
          .catch(() => undefined);
      }),
    },
    actions: {
      announceCopied: () => void runtime.ask({ message: 'acct_ReferralCopyToFriends', icon: 'check' }),
      openInAppBrowser: (_, url: string) => void runtime.bridge.call({ action: 'openInAppBrowser', url }),
    },
  });
}
