import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type ReferralPage, referralMachine, referralView } from '../features/account/machines/referral';
import { noAnswer, serverCall } from './support/calls';

/** My referral: the link and its share targets, copy-link, the QR modal, native share, the in-app browser. */

const PAGE: ReferralPage = {
  code: 'RDEMO',
  count: 3,
  link: 'https://site.example/m/en-vn/JoinNow?ref=RDEMO',
  nativeShare: true,
  inAppBrowser: false,
  affiliateLink: null,
};

describe('referral', () => {
  function start() {
    const load = serverCall<ReferralPage>();
    const copyLink = serverCall<boolean, { link: string }>();
    const makeQr = serverCall<string, { link: string }>();
    const shareNatively = serverCall<void, { title: string; text: string; link: string }>();
    const announced: string[] = [];
    const opened: string[] = [];
    const actor = createActor(
      referralMachine.provide({
        actors: {
          load: load.logic,
          copyLink: copyLink.logic,
          makeQr: makeQr.logic,
          shareNatively: shareNatively.logic,
        },
        actions: {
          announceCopied: () => void announced.push('acct_ReferralCopyToFriends'),
          openInAppBrowser: (_, href: string) => void opened.push(href),
        },
      }),
      { input: { shareText: 'Join me', shareSubject: 'Hi', shareTitle: 'Lotus' } },
    ).start();
    const view = () => referralView(actor.getSnapshot());
    return { actor, view, load, copyLink, makeQr, shareNatively, announced, opened };
  }

  it('reads the page and builds the five share targets from the link', async () => {
    const r = start();
    expect(r.actor.getSnapshot().value).toBe('loading');
    await r.load.answer(PAGE);
    expect(r.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(r.view().page).toEqual(PAGE);
    expect(r.view().targets.map((t) => t.id)).toEqual(['email', 'facebook', 'line', 'whatsapp', 'telegram']);
    expect(r.view().targets[1]!.href).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE.link)}`,
    );
  });

  it('a failed read offers a retry, which reads again', async () => {
    const r = start();
    await r.load.fail(noAnswer);
    expect(r.actor.getSnapshot().value).toBe('failed');
    expect(r.actor.getSnapshot().can({ type: 'COPY' })).toBe(false);
    r.actor.send({ type: 'RETRY' });
    expect(r.load.count()).toBe(2);
    await r.load.answer(PAGE);
    expect(r.view().page?.code).toBe('RDEMO');
  });

  it('copy: the link goes to the clipboard and success is announced; a refused clipboard says nothing', async () => {
    const r = start();
    await r.load.answer(PAGE);
    r.actor.send({ type: 'COPY' });
    expect(r.copyLink.inputs()).toEqual([{ link: PAGE.link }]);
    await r.copyLink.answer(true);
    expect(r.announced).toEqual(['acct_ReferralCopyToFriends']);
    r.actor.send({ type: 'COPY' });
    await r.copyLink.answer(false);
    expect(r.announced).toHaveLength(1);
    expect(r.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('the QR modal shows the image of the link until closed', async () => {
    const r = start();
    await r.load.answer(PAGE);
    r.actor.send({ type: 'OPEN_QR' });
    expect(r.makeQr.inputs()).toEqual([{ link: PAGE.link }]);
    expect(r.view().qr).toBeNull();
    await r.makeQr.answer('data:image/png;base64,AAAA');
    expect(r.view().qr).toBe('data:image/png;base64,AAAA');
    r.actor.send({ type: 'CLOSE_QR' });
    expect(r.view().qr).toBeNull();
    expect(r.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('native share opens only where the browser has a share sheet', async () => {
    const r = start();
    await r.load.answer(PAGE);
    r.actor.send({ type: 'SHARE' });
    expect(r.shareNatively.inputs()).toEqual([{ title: 'Lotus', text: 'Join me', link: PAGE.link }]);
    await r.shareNatively.answer(undefined);
    expect(r.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);

    const without = start();
    await without.load.answer({ ...PAGE, nativeShare: false });
    expect(without.actor.getSnapshot().can({ type: 'SHARE' })).toBe(false);
  });

  it('in the apps, web share targets open in the in-app browser; mail links and the web are left alone', async () => {
    const app = start();
    await app.load.answer({ ...PAGE, inAppBrowser: true });
    const [email, facebook] = app.view().targets;
    app.actor.send({ type: 'OPEN_TARGET', href: email!.href });
    app.actor.send({ type: 'OPEN_TARGET', href: facebook!.href });
    expect(app.opened).toEqual([facebook!.href]);

    const web = start();
    await web.load.answer(PAGE);
    web.actor.send({ type: 'OPEN_TARGET', href: facebook!.href });
    expect(web.opened).toEqual([]);
  });
});
