import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type AppOsType,
  type AppUpdateOffer,
  appUpdateOfferMachine,
  offerShown,
} from '../machines/appUpdateOffer';
import { noAnswer, serverCall } from './support/calls';

/** The app-update offer: only in the apps, only when newer, until closed for the visit. */

describe('app-update offer', () => {
  function start(osType: AppOsType | null) {
    const readClosed = serverCall<boolean>();
    const checkVersion = serverCall<AppUpdateOffer | null, { osType: AppOsType }>();
    let remembered = 0;
    const actor = createActor(
      appUpdateOfferMachine.provide({
        actors: { readClosed: readClosed.logic, checkVersion: checkVersion.logic },
        actions: { rememberClosed: () => void remembered++ },
      }),
      { input: { osType } },
    ).start();
    return { actor, readClosed, checkVersion, remembered: () => remembered };
  }
  const OFFER = { version: '1.20.0', url: 'https://site.example/app.apk' };

  it('the mobile web checks nothing', () => {
    const o = start(null);
    expect(o.actor.getSnapshot().value).toBe('none');
    expect(o.readClosed.count()).toBe(0);
  });

  it('in the app a newer version is offered until closed, and the closing is remembered', async () => {
    const o = start('android');
    await o.readClosed.answer(false);
    expect(o.checkVersion.inputs()).toEqual([{ osType: 'android' }]);
    await o.checkVersion.answer(OFFER);
    expect(offerShown(o.actor.getSnapshot())).toEqual(OFFER);
    o.actor.send({ type: 'CLOSE' });
    expect(offerShown(o.actor.getSnapshot())).toBeNull();
    expect(o.remembered()).toBe(1);
  });

  it('closed earlier in the visit, up to date, or a failed check: nothing is offered', async () => {
    const closed = start('ios');
    await closed.readClosed.answer(true);
    expect(closed.checkVersion.count()).toBe(0);
    expect(offerShown(closed.actor.getSnapshot())).toBeNull();

    const current = start('ios');
    await current.readClosed.answer(false);
    await current.checkVersion.answer(null);
    expect(current.actor.getSnapshot().value).toBe('none');

    const failed = start('ios');
    await failed.readClosed.answer(false);
    await failed.checkVersion.fail(noAnswer);
    expect(failed.actor.getSnapshot().value).toBe('none');
  });
});
