import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { historyMachine, historyView } from '../features/money/machines/history';
import { transferMachine, transferView } from '../features/money/machines/transfer';
import { confirmDialogMachine, confirmDialogView } from '../machines/confirmDialog';
import { noticesMachine, noticesView } from '../machines/notices';

/**
 * What each screen reads from its machine (the view selectors): the screen shows exactly what the machine
 * holds, no more, no less.
 */

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the transfer tab shows what the machine holds', () => {
  it('the wallets, the amount, the promotion, the error and what moved, as the member sees them', () => {
    const actor = createActor(transferMachine, { input: { fromProvider: '-', toProvider: 'SBO' } }).start();
    expect(transferView(actor.getSnapshot())).toEqual({
      fromProvider: '-',
      toProvider: 'SBO',
      amount: '',
      promoteId: '',
      error: null,
      moved: null,
    });
    actor.send({ type: 'BALANCES', balances: { '-': '5', SBO: '0' } } as never);
    actor.send({ type: 'FROM_CHANGED', providerId: 'EVO' });
    actor.send({ type: 'TO_CHANGED', providerId: 'EVO' });
    actor.send({ type: 'AMOUNT_CHANGED', value: '12.5' });
    actor.send({ type: 'PROMOTION_CHANGED', promoteId: 'P7' });
    actor.send({ type: 'SUBMIT' });
    // The same wallet on both sides: the form refuses it and says why.
    expect(transferView(actor.getSnapshot())).toEqual({
      fromProvider: 'EVO',
      toProvider: 'EVO',
      amount: '12.5',
      promoteId: 'P7',
      error: 'transfer_sameWallet',
      moved: null,
    });
  });
});

describe('the confirm dialog shows the request on top and whether its detail is open', () => {
  it('hidden, then shown folded, then with its detail open', () => {
    const actor = createActor(confirmDialogMachine, { clock: new SimulatedClock() }).start();
    expect(confirmDialogView(actor.getSnapshot())).toEqual({
      current: null,
      shown: false,
      detailOpen: false,
    });
    actor.send({ type: 'OPEN', id: 'a', message: 'wallet_amount_inSufficient', params: [3] });
    const request = { id: 'a', message: 'wallet_amount_inSufficient', params: [3] };
    expect(confirmDialogView(actor.getSnapshot())).toEqual({
      current: request,
      shown: true,
      detailOpen: false,
    });
    actor.send({ type: 'TOGGLE_DETAIL' });
    expect(confirmDialogView(actor.getSnapshot())).toEqual({
      current: request,
      shown: true,
      detailOpen: true,
    });
    actor.send({ type: 'CONFIRM' });
    expect(confirmDialogView(actor.getSnapshot())).toEqual({
      current: request,
      shown: false,
      detailOpen: false,
    });
  });
});

describe('the history tab shows the query and the page of records', () => {
  it('the filter the member chose, the page and the records the server sent', async () => {
    const records = [{ id: 'r1' }, { id: 'r2' }] as never[];
    const actor = createActor(
      historyMachine.provide({
        actors: { loadPage: fromPromise(async () => ({ historyRecords: records, totalPages: 3 })) as never },
      }),
      { input: { queryType: 'deposit', fromDate: '2026-11-01', toDate: '2026-11-27', status: 'all' } },
    ).start();
    await settle();
    expect(historyView(actor.getSnapshot())).toEqual({
      queryType: 'deposit',
      fromDate: '2026-11-01',
      toDate: '2026-11-27',
      status: 'all',
      records,
      page: 1,
      totalPages: 3,
    });
    actor.send({ type: 'PAGE', page: 2 });
    await settle();
    expect(historyView(actor.getSnapshot())).toMatchObject({ page: 2, records, totalPages: 3 });
  });
});

describe('the notices line shows the notices and the one being read', () => {
  const notice = { id: 'n1', title: 'Maintenance', content: '<p>Sunday</p>' };
  const start = () =>
    createActor(
      noticesMachine.provide({
        actors: {
          loadNotices: fromPromise(async () => [notice]) as never,
          prepare: fromPromise(async () => '<p>Sunday</p>') as never,
        },
      }),
    ).start();

  it('shows no notice while the list is read', () => {
    expect(noticesView(start().getSnapshot())).toEqual({
      notices: [],
      openId: null,
      html: '',
      reading: false,
    });
  });

  it('the list, then the open notice with its sanitized text', async () => {
    const actor = start();
    await settle();
    expect(noticesView(actor.getSnapshot())).toEqual({
      notices: [notice],
      openId: null,
      html: '',
      reading: false,
    });
    actor.send({ type: 'OPEN', id: 'n1' });
    await settle();
    expect(noticesView(actor.getSnapshot())).toEqual({
      notices: [notice],
      openId: 'n1',
      html: '<p>Sunday</p>',
      reading: true,
    });
  });
});
