import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Amount } from '../domain/money';
import type { AllInCheckResponse } from '../features/money/contract/moneyReplies';
import {
  type AllInResult,
  allInBusy,
  allInMoved,
  allInMovedView,
  allInToMainMachine,
} from '../features/money/machines/allInToMain';
import { noAnswer, serverCall } from './support/calls';

/**
 * All in to the main wallet (spec §4): which of the four branches runs for which check answer, what the
 * member is asked, and what moves.
 */

function start() {
  const check = serverCall<AllInCheckResponse>();
  const confirmGiveUp = serverCall<boolean, { promotions: string }>();
  const noticeUnfinished = serverCall<void, { promotions: string }>();
  const transferAll = serverCall<AllInResult, { providers: string[] }>();
  const rereadBalances = serverCall<Amount | undefined>();
  const actor = createActor(
    allInToMainMachine.provide({
      actors: {
        check: check.logic,
        confirmGiveUp: confirmGiveUp.logic,
        noticeUnfinished: noticeUnfinished.logic,
        transferAll: transferAll.logic,
        rereadBalances: rereadBalances.logic,
      },
    }),
  ).start();
  actor.send({ type: 'START' });
  const state = () => actor.getSnapshot().value;
  return { actor, check, confirmGiveUp, noticeUnfinished, transferAll, rereadBalances, state };
}

const answer = (extraPromotion: string, firstPromotion: string): AllInCheckResponse => ({
  extraPromotion,
  firstPromotion,
  providers: ['SBO', 'EVO'],
});

type Started = ReturnType<typeof start>;

/** The transfer answers `result`, the main wallet is read again, and the flow ends without a notice. */
async function movedWithoutNotice(a: Started, result: AllInResult) {
  await a.transferAll.answer(result);
  await a.rereadBalances.answer(undefined);
  expect(a.noticeUnfinished.count()).toBe(0);
  expect(a.state()).toBe('idle');
}

/** The flow is over with nothing moved and nothing shown. */
function endedUnmoved(a: Started) {
  expect(a.state()).toBe('idle');
  expect(a.transferAll.count()).toBe(0);
  expect(a.noticeUnfinished.count()).toBe(0);
}

describe('all in to main', () => {
  it('is busy while checking and ignores a second tap', () => {
    const a = start();
    expect(a.actor.getSnapshot().hasTag('busy')).toBe(true);
    a.actor.send({ type: 'START' });
    expect(a.check.count()).toBe(1);
  });

  it('no promotion: every provider moves, the main wallet is refreshed once, and nothing is asked', async () => {
    const a = start();
    await a.check.answer(answer('', ''));
    expect(a.confirmGiveUp.count()).toBe(0);
    expect(a.transferAll.inputs()).toEqual([{ providers: ['SBO', 'EVO'] }]);
    await a.transferAll.answer({ moved: ['SBO'], failed: ['EVO'], amount: '40' });
    expect(a.actor.getSnapshot().context.result).toEqual({ moved: ['SBO'], failed: ['EVO'], amount: '40' });
    expect(a.rereadBalances.count()).toBe(1);
    await a.rereadBalances.answer(undefined);
    expect(a.state()).toBe('idle');
    expect(a.noticeUnfinished.count()).toBe(0);
  });

  it('keys that are only commas and spaces count as no promotion', async () => {
    const a = start();
    await a.check.answer(answer(' , ', ','));
    expect(a.confirmGiveUp.count()).toBe(0);
    expect(a.transferAll.count()).toBe(1);
    await movedWithoutNotice(a, { moved: ['SBO', 'EVO'], failed: [], amount: '52.5' });
  });

  it('a key list with a stray comma still names a promotion', async () => {
    const a = start();
    await a.check.answer(answer('EXTRA1,', ''));
    expect(a.confirmGiveUp.inputs()).toEqual([{ promotions: 'EXTRA1,' }]);
    expect(a.transferAll.count()).toBe(0);
  });

  it('a check answered without data moves nothing, refreshes the main wallet and shows no notice', async () => {
    const a = start();
    await a.check.answer(undefined as unknown as AllInCheckResponse);
    expect(a.confirmGiveUp.count()).toBe(0);
    expect(a.transferAll.inputs()).toEqual([{ providers: [] }]);
    await movedWithoutNotice(a, { moved: [], failed: [], amount: '0' });
  });

  it('only an extra promotion: the member is asked to give it up, and agreeing moves everything', async () => {
    const a = start();
    await a.check.answer(answer('EXTRA1,EXTRA2', ''));
    expect(a.confirmGiveUp.inputs()).toEqual([{ promotions: 'EXTRA1,EXTRA2' }]);
    expect(a.transferAll.count()).toBe(0);
    await a.confirmGiveUp.answer(true);
    expect(a.transferAll.inputs()).toEqual([{ providers: ['SBO', 'EVO'] }]);
    await movedWithoutNotice(a, { moved: ['SBO', 'EVO'], failed: [], amount: '52.5' });
  });

  it('only an extra promotion, declined: nothing moves', async () => {
    for (const declined of [false, 'yes', 1]) {
      const a = start();
      await a.check.answer(answer('EXTRA1', ''));
      await a.confirmGiveUp.answer(declined as boolean);
      endedUnmoved(a);
    }
  });

  it('the dialog failing counts as declined', async () => {
    const a = start();
    await a.check.answer(answer('EXTRA1', 'FIRST1'));
    await a.confirmGiveUp.fail(new Error('gone'));
    endedUnmoved(a);
  });

  it('both promotions: after giving up the extra one the unfinished notice shows and nothing moves', async () => {
    const a = start();
    await a.check.answer(answer('EXTRA1', 'FIRST1'));
    expect(a.confirmGiveUp.inputs()).toEqual([{ promotions: 'EXTRA1' }]);
    await a.confirmGiveUp.answer(true);
    expect(a.noticeUnfinished.inputs()).toEqual([{ promotions: 'FIRST1' }]);
    expect(a.transferAll.count()).toBe(0);
    await a.noticeUnfinished.answer(undefined);
    expect(a.state()).toBe('idle');
    expect(a.transferAll.count()).toBe(0);
    expect(a.rereadBalances.count()).toBe(0);
  });

  it('both promotions, declined: nothing is shown and nothing moves', async () => {
    const a = start();
    await a.check.answer(answer('EXTRA1', 'FIRST1'));
    await a.confirmGiveUp.answer(false);
    endedUnmoved(a);
  });

  it('only a first-deposit promotion: everything that can move moves, then the notice says why the rest stays', async () => {
    const a = start();
    await a.check.answer(answer('', 'FIRST1'));
    expect(a.confirmGiveUp.count()).toBe(0);
    expect(a.transferAll.inputs()).toEqual([{ providers: ['SBO', 'EVO'] }]);
    await a.transferAll.answer({ moved: [], failed: ['SBO', 'EVO'], amount: '0' });
    expect(a.noticeUnfinished.count()).toBe(0);
    await a.rereadBalances.answer(undefined);
    expect(a.noticeUnfinished.inputs()).toEqual([{ promotions: 'FIRST1' }]);
    await a.noticeUnfinished.fail(new Error('closed'));
    expect(a.state()).toBe('idle');
  });

  it('failures along the way still refresh the main wallet once and still show the notice', async () => {
    const a = start();
    await a.check.answer(answer('', 'FIRST1'));
    await a.transferAll.fail(noAnswer);
    expect(a.rereadBalances.count()).toBe(1);
    expect(a.actor.getSnapshot().context.result).toBeNull();
    await a.rereadBalances.fail(noAnswer);
    expect(a.noticeUnfinished.count()).toBe(1);

    const b = start();
    await b.check.answer(answer('', ''));
    await b.transferAll.answer({ moved: [], failed: [], amount: '0' });
    await b.rereadBalances.fail(noAnswer);
    expect(b.noticeUnfinished.count()).toBe(0);
    expect(b.state()).toBe('idle');
  });

  it('a failed check does nothing, and the next tap checks afresh', async () => {
    const a = start();
    await a.check.fail(noAnswer);
    expect(a.state()).toBe('idle');
    expect(a.transferAll.count()).toBe(0);
    a.actor.send({ type: 'START' });
    expect(a.check.count()).toBe(2);
    await a.check.answer(answer('', ''));
    await a.transferAll.answer({ moved: ['SBO'], failed: [], amount: '40' });
    await a.rereadBalances.answer(undefined);
    a.actor.send({ type: 'START' });
    expect(a.actor.getSnapshot().context).toEqual({ check: null, result: null, moved: null });
  });
});

describe('all in to main: what the member is told beside the button', () => {
  it('says what moved, with the main balance read again when there is one', () => {
    expect(allInMoved({ moved: ['SBO', 'EVO'], failed: [], amount: '52.5' }, '152.5')).toEqual({
      kind: 'allInToMain',
      amount: '52.5',
      to: '-',
      balance: '152.5',
    });
    const unread = allInMoved({ moved: ['SBO'], failed: [], amount: '40' }, undefined);
    expect(unread).toEqual({ kind: 'allInToMain', amount: '40', to: '-' });
    expect(unread).not.toHaveProperty('balance');
  });

  it('some providers moved and some failed: what did move is still said', () => {
    expect(allInMoved({ moved: ['SBO'], failed: ['EVO'], amount: '40' }, '140')).toMatchObject({
      amount: '40',
    });
  });

  it('nothing anywhere says 0 moved; every provider failing says nothing (the dispatcher has said why)', () => {
    expect(allInMoved({ moved: [], failed: [], amount: '0' }, '100')).toMatchObject({ amount: '0' });
    expect(allInMoved({ moved: [], failed: ['SBO', 'EVO'], amount: '0' }, '100')).toBeNull();
    expect(allInMoved(null, '100')).toBeNull();
  });

  it('the button is busy from the tap until the flow is over, and the moved line shows only then', async () => {
    const a = start();
    expect(allInBusy(a.actor.getSnapshot())).toBe(true);
    await a.check.answer(answer('', ''));
    expect(allInBusy(a.actor.getSnapshot())).toBe(true);
    expect(allInMovedView(a.actor.getSnapshot())).toBeNull();
    await a.transferAll.answer({ moved: ['SBO'], failed: [], amount: '40' });
    expect(allInBusy(a.actor.getSnapshot())).toBe(true);
    await a.rereadBalances.answer('140');
    expect(allInBusy(a.actor.getSnapshot())).toBe(false);
    expect(allInMovedView(a.actor.getSnapshot())).toEqual({
      kind: 'allInToMain',
      amount: '40',
      to: '-',
      balance: '140',
    });
  });

  it('a question left open keeps the button busy though nothing is being sent', async () => {
    const a = start();
    await a.check.answer(answer('EXTRA1', ''));
    expect(a.state()).toBe('confirmingGiveUp');
    expect(a.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(allInBusy(a.actor.getSnapshot())).toBe(true);
  });
});
