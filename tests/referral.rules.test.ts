import { describe, expect, it } from 'vitest';
import { shareTargets } from '../domain/share';
import { type ReferralPage, referralMachine, referralView } from '../features/account/machines/referral';
import { expectRulesKept } from './support/fullCoverage';
import { checkRules, runsOf, type StateRules, type Step, startsOf } from './support/modelCoverage';
import { done } from './support/stubs';

/**
 * My referral held to its rules in every state: the link read first, with its share targets; copy, QR and
 * the native sheet each work on that link, one at a time; "copied" is said only when the clipboard took
 * it; the native sheet only where the browser has one; a web target opens in the in-app browser only in
 * the app, and only for an https link.
 */

type M = typeof referralMachine;
const INPUT = { shareText: 'Join me', shareSubject: 'An invitation', shareTitle: 'Share' };
const page = (nativeShare: boolean, inAppBrowser: boolean): ReferralPage => ({
  code: 'R1',
  count: 2,
  link: 'https://example.com/?ref=R1',
  nativeShare,
  inAppBrowser,
  affiliateLink: null,
});
const QR = 'data:image/png;base64,AA';
const options = {
  inputs: [INPUT],
  payloads: {
    'xstate.done.actor.load': [done('load', page(true, true)), done('load', page(false, false))],
    'xstate.done.actor.copyLink': [done('copyLink', true), done('copyLink', false)],
    'xstate.done.actor.makeQr': [done('makeQr', QR)],
    OPEN_TARGET: [
      { type: 'OPEN_TARGET', href: 'https://www.facebook.com/sharer' },
      { type: 'OPEN_TARGET', href: 'mailto:?subject=x' },
    ],
  },
  contextKey: (c: { page: ReferralPage | null; qr: string | null }) => [c.page?.nativeShare ?? null, c.qr],
};
const LINK = { link: 'https://example.com/?ref=R1' };
const names = (step: Step<M>) => step.ran.map((r) => r.type);
/** One target tapped: the in-app browser only in the app, for an https link; nothing else moves. */
function targetTapped(step: Step<M>) {
  if (step.event.type !== 'OPEN_TARGET') return false;
  const { href } = step.event as unknown as { href: string };
  const inApp = !!step.context.page?.inAppBrowser && href.startsWith('https:');
  expect(
    runsOf([step], 'openInAppBrowser').map((r) => r.params),
    'where the target opens',
  ).toEqual(inApp ? [href] : []);
  expect(step.state.value, 'the page stays as it was').toEqual(step.previous!.value);
  return true;
}

/** A tap that works on the link: its actor started with the link, and the other tap held until it ends. */
const takenOneAtATime =
  (tap: 'COPY' | 'OPEN_QR', actor: string, what: string, other: 'COPY' | 'OPEN_QR') => (step: Step<M>) => {
    if (targetTapped(step)) return;
    expect(step.event.type).toBe(tap);
    expect(
      startsOf([step], actor).map((s) => s.input),
      what,
    ).toEqual([LINK]);
    expect(step.state.can({ type: other }), 'one at a time').toBe(false);
  };

const rules: StateRules<M> = {
  loading: (step) => {
    expect(startsOf([step], 'load'), 'the link read first').toHaveLength(1);
    expect(referralView(step.state).page).toBeNull();
  },
  failed: (step) => {
    expect(step.event.type).toBe('xstate.error.actor.load');
    expect(step.state.can({ type: 'RETRY' }), '"Try again" offered').toBe(true);
  },
  ready: (step) => {
    const { context } = step;
    expect(context.page, 'the page as read').not.toBeNull();
    expect(referralView(step.state).targets, 'the share targets of its link').toEqual(
      shareTargets(context.page!.link, 'Join me', 'An invitation'),
    );
  },
  'ready.idle': (step) => {
    if (targetTapped(step)) return;
    const { event, previous } = step;
    expect(step.started).toEqual([]);
    expect(referralView(step.state).qr, 'no QR modal').toBeNull();
    if (event.type === 'xstate.done.actor.copyLink')
      expect(names(step), '"copied" only when the clipboard took it').toEqual(
        (event as unknown as { output: boolean }).output ? ['announceCopied'] : [],
      );
    else expect(names(step)).toEqual([]);
    if (event.type === 'SHARE')
      expect(previous!.context.page!.nativeShare, 'no native sheet here').toBe(false);
  },
  'ready.copying': takenOneAtATime('COPY', 'copyLink', 'the link copied', 'OPEN_QR'),
  'ready.makingQr': takenOneAtATime('OPEN_QR', 'makeQr', 'the QR of the link', 'COPY'),
  'ready.qrOpen': (step) => {
    if (targetTapped(step)) return;
    expect(referralView(step.state).qr, 'the QR drawn shown').toBe(QR);
    expect(step.state.can({ type: 'CLOSE_QR' })).toBe(true);
  },
  'ready.sharing': (step) => {
    if (targetTapped(step)) return;
    expect(step.context.page!.nativeShare, 'only where the browser has a share sheet').toBe(true);
    expect(
      startsOf([step], 'shareNatively').map((s) => s.input),
      'the link, its text and title',
    ).toEqual([{ title: 'Share', text: 'Join me', ...LINK }]);
  },
};

describe('referral: each state against its rules', () => {
  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(referralMachine, rules, { ...options, everyTransition: true }));
  });
});
