import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { type ShareTarget, shareTargets } from '../../../domain/share';

/**
 * My referral (`account/referral`): the member's link (built by the `load` actor: the
 * share domain per currency in the apps, the page's origin on the web, with `ref` = the referral code),
 * the five share targets, copy-link, a QR-code modal and the native share sheet. Copying, the QR image,
 * native sharing and the in-app browser are named effects, supplied by the app's wiring.
 */

export interface ReferralInput {
  /** The message shared with the link, and the mail subject (translated by the view). */
  shareText: string;
  shareSubject: string;
  /** The title of the native share sheet. */
  shareTitle: string;
}

/** What the `load` actor reads and builds. */
export interface ReferralPage {
  code: string;
  count: number;
  link: string;
  /** The browser has a native share sheet. */
  nativeShare: boolean;
  /** Web share pages open in the app's in-app browser (a native bridge exists). */
  inAppBrowser: boolean;
  /** The affiliate programme's link for the member's currency (contract §8), or null when there is none. */
  affiliateLink: string | null;
}

export type ReferralEvent =
  | { type: 'RETRY' }
  | { type: 'COPY' }
  | { type: 'OPEN_QR' }
  | { type: 'CLOSE_QR' }
  | { type: 'SHARE' }
  | { type: 'OPEN_TARGET'; href: string };

interface ReferralContext extends ReferralInput {
  page: ReferralPage | null;
  targets: ShareTarget[];
  qr: string | null;
}

/** A web share target opens in the in-app browser (the view keeps the browser from following the link). */
export const opensInApp = (page: ReferralPage | null, href: string) =>
  !!page?.inAppBrowser && href.startsWith('https:');

export const referralMachine = setup({
  types: {
    input: {} as ReferralInput,
    context: {} as ReferralContext,
    events: {} as ReferralEvent,
  },
  // Stryker disable all: placeholders, always replaced through provide()
  actors: {
    load: fromPromise<ReferralPage>(async () => {
      throw new Error('load is supplied by the flows');
    }),
    /** Resolves true when the link is on the clipboard. */
    copyLink: fromPromise<boolean, { link: string }>(async () => false),
    /** The link as a QR image (a data URL). */
    makeQr: fromPromise<string, { link: string }>(async () => ''),
    /** The native share sheet; resolves when it closes, shared or not. */
    shareNatively: fromPromise<void, { title: string; text: string; link: string }>(async () => {}),
  },
  actions: {
    /** The dialog with `acct_ReferralCopyToFriends`. */
    announceCopied: () => {},
    openInAppBrowser: (_, _href: string) => {},
    /** The page as read, and the share targets of its link. */
    keepPage: assign(({ context }, page: ReferralPage) => ({
      page,
      targets: shareTargets(page.link, context.shareText, context.shareSubject),
    })),
  },
  // Stryker restore all
}).createMachine({
  id: 'referral',
  context: ({ input }) => ({ ...input, page: null, targets: [], qr: null }),
  initial: 'loading',
  states: {
    // The share domains and the member's referral info are read, and the link is built.
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: { type: 'keepPage', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    // The read failed (the dispatcher has said why, if anything); the member may retry.
    failed: { on: { RETRY: 'loading' } },
    // The link, its share targets and the referral count are on screen.
    ready: {
      initial: 'idle',
      on: {
        OPEN_TARGET: {
          guard: ({ context, event }) => opensInApp(context.page, event.href),
          actions: { type: 'openInAppBrowser', params: ({ event }) => event.href },
        },
      },
      states: {
        // Waiting for the member: copy, QR, native share or a share target.
        idle: {
          on: {
            COPY: 'copying',
            OPEN_QR: 'makingQr',
            SHARE: { guard: ({ context }) => !!context.page?.nativeShare, target: 'sharing' },
          },
        },
        // The link goes to the clipboard; success is announced.
        copying: {
          invoke: {
            id: 'copyLink',
            src: 'copyLink',
            input: ({ context }) => ({ link: context.page?.link ?? '' }),
            onDone: [
              { guard: ({ event }) => event.output, target: 'idle', actions: 'announceCopied' },
              'idle',
            ],
            onError: 'idle',
          },
        },
        // The QR image of the link is drawn.
        makingQr: {
          invoke: {
            id: 'makeQr',
            src: 'makeQr',
            input: ({ context }) => ({ link: context.page?.link ?? '' }),
            onDone: { target: 'qrOpen', actions: assign({ qr: ({ event }) => event.output }) },
            onError: 'idle',
          },
        },
        // The QR modal is open.
        qrOpen: { on: { CLOSE_QR: { target: 'idle', actions: assign({ qr: null }) } } },
        // The native share sheet is open.
        sharing: {
          invoke: {
            id: 'shareNatively',
            src: 'shareNatively',
            input: ({ context }) => ({
              title: context.shareTitle,
              text: context.shareText,
              link: context.page?.link ?? '',
            }),
            onDone: 'idle',
            onError: 'idle',
          },
        },
      },
    },
  },
});

/** What the referral page shows: the page read, its share targets, the QR image while the modal is open. */
export const referralView = (s: SnapshotFrom<typeof referralMachine>) => ({
  page: s.context.page,
  targets: s.context.targets,
  qr: s.matches({ ready: 'qrOpen' }) ? s.context.qr : null,
});
