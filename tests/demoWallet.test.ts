import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { toDataURL } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { DEMO_PUBLIC_KEY } from '../demo/demoKey';
import { DemoWorld } from '../demo/handlers';
import { demoDelayOf } from '../demo/router';
import type { HistoryRecord } from '../features/money/contract/moneyReplies';
import {
  appClient,
  errorEnvelope,
  NOW,
  ORIGIN,
  type Reply,
  type Session,
  startDemoServer,
} from './support/demoServer';

/** The demo backend's wallet and bank calls, one behaviour at a time, plus its test hooks. */

const { world, call, login } = startDemoServer();
const error = errorEnvelope;
async function balances(session: Session): Promise<Record<string, string>> {
  const { data } = await call('/api/getallbalance', {}, session);
  const list = data.balanceList as { providerId: string; balance: string }[];
  return Object.fromEntries(list.map((b) => [b.providerId, b.balance]));
}
const transfer = (
  session: Session,
  fromProvider: string,
  toProvider: string,
  amount: string,
  promoteId = '',
) => call('/api/transfer', { fromProvider, toProvider, amount, promoteId }, session);
const lastLedger = () => world.ledger.at(-1);

describe('transfer info and transfer', () => {
  it('lists the providers with weekly turnover and the two demo promotions', async () => {
    const { errorCode, data } = await call('/api/gettransferinfo', {}, login());
    expect(errorCode).toBe(0);
    expect(data.providerList).toHaveLength(6);
    expect(data.providerList).toContainEqual({
      providerId: 'SBO',
      providerName: 'SBO Sports',
      weeklyTurnover: '0',
    });
    expect(data.providerList).toContainEqual({
      providerId: 'SABA',
      providerName: 'SABA Sports',
      weeklyTurnover: '123.4',
    });
    expect(data.promotionList).toEqual([
      { promoteId: 'WELCOME100', promoteTitle: 'Welcome bonus 100%' },
      { promoteId: 'SLOT50', promoteTitle: 'Slots reload 50%' },
    ]);
  });

  it('moves money between two wallets and answers the main balance after', async () => {
    const session = login();
    expect(await transfer(session, '-', 'SBO', '100.5')).toMatchObject({
      errorCode: 0,
      data: { balance: '1150' },
    });
    expect(await balances(session)).toMatchObject({ '-': '1150', SBO: '400.5' });
    expect(await transfer(session, 'SBO', 'EVO', '0.5')).toMatchObject({ data: { balance: '1150' } });
    expect(await balances(session)).toMatchObject({ SBO: '400', EVO: '76' });
    expect(lastLedger()).toMatchObject({
      loginId: 'demo',
      kind: 'transfer',
      from: 'SBO',
      to: 'EVO',
      amountTenths: 5,
    });
  });

  it.each([
    [{ amount: '0' }, error(2, 'wallet_amount_require')],
    [{ amount: '0.0' }, error(2, 'wallet_amount_require')],
    [{ amount: '' }, error(2, 'wallet_amount_require')],
    [{ amount: '1.25' }, error(2, 'wallet_amount_require')],
    [{ amount: '-5' }, error(2, 'wallet_amount_require')],
    [{ amount: '1e3' }, error(2, 'wallet_amount_require')],
    [{ amount: '1234567890123' }, error(2, 'wallet_amount_require')],
    [{ amount: 100 }, error(2, 'com_request_invalid', ['amount'])],
    [{ promoteId: undefined }, error(2, 'com_request_invalid', ['promoteId'])],
    [{ toProvider: '-' }, error(2, 'com_request_invalid', ['toProvider'])],
    [{ toProvider: 'XYZ' }, error(2, 'wallet_provider_notFound')],
    [{ fromProvider: 'M' }, error(2, 'wallet_provider_notFound')],
    [{ amount: '1250.6' }, error(2, 'wallet_amount_inSufficient')],
    [{ fromProvider: 'SABA', toProvider: '-', amount: '0.1' }, error(2, 'wallet_amount_inSufficient')],
    [{ promoteId: 'NOPE' }, error(2, 'com_request_invalid', ['promoteId'])],
    [
      { toProvider: 'SBO', promoteId: 'SLOT50' },
      error(3, 'transfer_mainPromote_notSupportProvider', ['Slots reload 50%']),
    ],
    [
      { fromProvider: 'SBO', toProvider: '-', promoteId: 'WELCOME100' },
      error(3, 'transfer_mainPromote_notSupportProvider', ['Welcome bonus 100%']),
    ],
  ])('refuses %j with %j and changes nothing', async (change, expected) => {
    const session = login();
    const before = await balances(session);
    const body = { fromProvider: '-', toProvider: 'PG', amount: '10', promoteId: '', ...change };
    expect(await call('/api/transfer', body, session)).toMatchObject(expected);
    expect(await balances(session)).toEqual(before);
    expect(world.ledger).toHaveLength(0);
  });

  it('a promotion becomes the provider’s active one; a second one there is refused with its title', async () => {
    const session = login();
    expect(await transfer(session, '-', 'SBO', '100', 'WELCOME100')).toMatchObject({ errorCode: 0 });
    expect(await transfer(session, '-', 'SBO', '100', 'WELCOME100')).toMatchObject(
      error(3, 'transfer_providerPromote_alreadyExist', ['Welcome bonus 100%']),
    );
    // Without a promotion, or on another provider, money still moves.
    expect(await transfer(session, '-', 'SBO', '1')).toMatchObject({ errorCode: 0 });
    expect(await transfer(session, '-', 'SABA', '1', 'WELCOME100')).toMatchObject({ errorCode: 0 });
    // An active promotion set by the member hook names its own title.
    await call('/api/__demo/member', { loginId: 'demo', activePromotions: { PT: 'SLOT50' } });
    expect(await transfer(session, '-', 'PT', '1', 'SLOT50')).toMatchObject(
      error(3, 'transfer_providerPromote_alreadyExist', ['Slots reload 50%']),
    );
    expect(await balances(session)).toMatchObject({ '-': '1148.5', SBO: '401', SABA: '1', PT: '0' });
  });

  it('through the app’s client, errorCode 3 shows the promotion under the message', async () => {
    let session: Session | null = null;
    const { api, effects } = appClient(() => session);
    const password = publicEncrypt(
      {
        key: createPublicKey(DEMO_PUBLIC_KEY),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from('demo1234'),
    ).toString('base64');
    session = await api.login({ loginId: 'demo', password, loginSite: 'mobile' });

    const done = await api.transfer({ fromProvider: '-', toProvider: 'SBO', amount: '50', promoteId: '' });
    expect(done.balance).toBe('1200.5');
    await expect(
      api.transfer({ fromProvider: '-', toProvider: 'SBO', amount: '50', promoteId: 'SLOT50' }),
    ).rejects.toMatchObject({ code: 3, key: 'transfer_mainPromote_notSupportProvider' });
    expect(effects.alert).toHaveBeenCalledWith({
      message: 'transfer_mainPromote_notSupportProvider',
      params: ['Slots reload 50%'],
      extraInfo: 'Slots reload 50%',
      errorDetail: expect.objectContaining({ call: '/api/transfer', errorCode: 3 }),
    });

    // The fail hook's network failure reaches the app as an unreachable server.
    await call('/api/__demo/fail', { path: '/api/getbalance', network: true });
    await expect(api.getBalance({ providerId: '-' })).rejects.toMatchObject({
      code: null,
      key: 'acct_NetworkFail',
    });
    expect(effects.networkFailed).toHaveBeenCalledTimes(1);
  });
});

describe('all-in', () => {
  it.each([
    ['', '', 'none'],
    ['WELCOME100', '', 'extra only'],
    ['', 'SLOT50,WELCOME100', 'first only'],
    ['WELCOME100', 'SLOT50', 'both'],
  ])(
    'the check reports extraPromotion %j and firstPromotion %j (%s)',
    async (extraPromotion, firstPromotion) => {
      const session = login();
      await call('/api/__demo/member', { loginId: 'demo', extraPromotion, firstPromotion });
      expect(await call('/api/checkallintomainwalletinfo', {}, session)).toEqual({
        status: 200,
        errorCode: 0,
        data: { extraPromotion, firstPromotion, providers: ['SBO', 'EVO'] },
      });
    },
  );

  it('the check lists only providers with money, never main', async () => {
    const session = login('demoidr');
    const check = () => call('/api/checkallintomainwalletinfo', {}, session);
    expect((await check()).data).toEqual({ extraPromotion: '', firstPromotion: '', providers: ['PG'] });
    await call('/api/__demo/member', { loginId: 'demoidr', balances: { PG: '0', JILI: '0.1', '-': '0' } });
    expect((await check()).data.providers).toEqual(['JILI']);
    await call('/api/__demo/member', { loginId: 'demoidr', balances: { JILI: '0' } });
    expect((await check()).data.providers).toEqual([]);
  });

  it('allinTo M moves all of one provider to main', async () => {
    const session = login();
    const reply = await call('/api/allintransfer', { allinTo: 'M', providerId: 'EVO' }, session);
    expect(reply).toMatchObject({ errorCode: 0, data: { balance: '1326' } });
    expect(await balances(session)).toMatchObject({ '-': '1326', EVO: '0', SBO: '300' });
    expect(lastLedger()).toMatchObject({ kind: 'allin', from: 'EVO', to: '-', amountTenths: 755 });
  });

  it('allinTo a provider moves all of main there', async () => {
    const session = login();
    const reply = await call('/api/allintransfer', { allinTo: 'PG', providerId: 'PG' }, session);
    expect(reply).toMatchObject({ errorCode: 0, data: { balance: '0' } });
    expect(await balances(session)).toMatchObject({ '-': '0', PG: '1250.5' });
    expect(lastLedger()).toMatchObject({ kind: 'allin', from: '-', to: 'PG', amountTenths: 12505 });
  });

  it('nothing to move is a success that moves nothing', async () => {
    const session = login();
    const before = await balances(session);
    expect(await call('/api/allintransfer', { allinTo: 'M', providerId: 'PT' }, session)).toMatchObject({
      errorCode: 0,
      data: { balance: '1250.5' },
    });
    await call('/api/__demo/member', { loginId: 'demo', balances: { '-': '0' } });
    expect(await call('/api/allintransfer', { allinTo: 'SBO', providerId: 'SBO' }, session)).toMatchObject({
      errorCode: 0,
      data: { balance: '0' },
    });
    expect(await balances(session)).toEqual({ ...before, '-': '0' });
    expect(world.ledger).toHaveLength(0);
  });

  it.each([
    [{ allinTo: 'M', providerId: '-' }],
    [{ allinTo: 'M', providerId: 'XYZ' }],
    [{ allinTo: '-', providerId: '-' }],
    [{ allinTo: 'XYZ', providerId: 'XYZ' }],
    [{ allinTo: 'SBO', providerId: 'XYZ' }],
  ])('refuses %j', async (body) => {
    const session = login();
    expect(await call('/api/allintransfer', body, session)).toMatchObject(
      error(2, 'wallet_provider_notFound'),
    );
    expect(world.ledger).toHaveLength(0);
  });
});

describe('deposit and quickpay', () => {
  it('lists the methods with limits in account units', async () => {
    expect((await call('/api/getdepositinfo', {}, login())).data).toEqual({
      methodList: [
        { methodId: 'bank', methodName: 'Bank transfer', minAmount: '50', maxAmount: '50000' },
        { methodId: 'qr', methodName: 'QR pay', minAmount: '20', maxAmount: '20000' },
        { methodId: 'card', methodName: 'Phone card', minAmount: '10', maxAmount: '5000' },
      ],
    });
  });

  it('a deposit credits main at once and is a ledger entry', async () => {
    const session = login();
    const reply = await call('/api/deposit', { methodId: 'bank', amount: '50000', promoteId: '' }, session);
    expect(reply).toMatchObject({ errorCode: 0, data: { balance: '51250.5' } });
    expect(lastLedger()).toMatchObject({
      kind: 'deposit',
      from: 'deposit:bank',
      to: '-',
      amountTenths: 500000,
    });
    expect(
      await call('/api/deposit', { methodId: 'card', amount: '10', promoteId: 'WELCOME100' }, session),
    ).toMatchObject({ data: { balance: '51260.5' } });
  });

  it.each([
    [{ methodId: 'card', amount: '5000.1' }, error(2, 'wallet_deposit_limit', ['10', '5000'])],
    [{ methodId: 'qr', amount: '19.9' }, error(2, 'wallet_deposit_limit', ['20', '20000'])],
    [{ methodId: 'bank', amount: '49' }, error(2, 'wallet_deposit_limit', ['50', '50000'])],
    [{ methodId: 'bank', amount: 'abc' }, error(2, 'wallet_amount_require')],
    [{ methodId: 'bank', amount: '0' }, error(2, 'wallet_amount_require')],
    [{ methodId: 'cash', amount: '100' }, error(2, 'com_request_invalid', ['methodId'])],
    [{ promoteId: 'NOPE' }, error(2, 'com_request_invalid', ['promoteId'])],
  ])('refuses the deposit %j with %j', async (change, expected) => {
    const session = login();
    const body = { methodId: 'bank', amount: '100', promoteId: '', ...change };
    expect(await call('/api/deposit', body, session)).toMatchObject(expected);
    expect((await balances(session))['-']).toBe('1250.5');
    expect(world.ledger).toHaveLength(0);
  });

  it('quickpay answers a QR of the payment string and records a pending deposit, without money', async () => {
    const session = login();
    const reply = await call('/api/quickpay', { methodId: 'qr', amount: '100.5' }, session);
    expect(reply.errorCode).toBe(0);
    const qrImage = reply.data.qrImage as string;
    expect(qrImage).toMatch(/^data:image\/png;base64,/);
    const history = await call(
      '/api/gethistoryrecord',
      {
        queryType: 'deposit',
        fromDate: '2026-11-20',
        toDate: '2026-11-20',
        page: 1,
        status: 'pending',
        lang: 'en',
      },
      session,
    );
    const records = history.data.historyRecords as HistoryRecord[];
    expect(records).toEqual([
      {
        id: expect.stringMatching(/^QP\d+$/),
        date: '2026-11-20T12:00:00.000Z',
        type: 'deposit',
        amount: '100.5',
        status: 'pending',
      },
    ]);
    expect(qrImage).toBe(await toDataURL(`LOTUSPAY|demo|100.5|${records[0]?.id}`));
    expect((await balances(session))['-']).toBe('1250.5');
    expect(world.ledger).toHaveLength(0);
    expect(await call('/api/quickpay', { methodId: 'qr', amount: '20000.1' }, session)).toMatchObject(
      error(2, 'wallet_deposit_limit', ['20', '20000']),
    );
  });
});

describe('bank accounts and withdraw', () => {
  it('demo has one verified account, demoidr none', async () => {
    const bank = {
      memberBankId: 'MB1',
      bankId: 'VCB',
      bankName: 'Vietcombank',
      bankAccNo: '0071000123456',
      bankAddress: expect.any(String),
      bankBranch: expect.any(String),
      verified: true,
    };
    expect((await call('/api/getmemberbank', {}, login())).data).toEqual({ memberBankList: [bank] });
    expect((await call('/api/getmemberbank', {}, login('demoidr'))).data).toEqual({ memberBankList: [] });
    expect((await call('/api/getwithdrawinfo', {}, login())).data).toEqual({
      memberBankList: [bank],
      minAmount: '50',
      maxAmount: '100000',
    });
  });

  it('a withdrawal debits main and is a ledger entry', async () => {
    const session = login();
    expect(await call('/api/withdraw', { amount: '50', memberBankId: 'MB1' }, session)).toMatchObject({
      errorCode: 0,
      data: { balance: '1200.5' },
    });
    expect(lastLedger()).toMatchObject({ kind: 'withdraw', from: '-', to: 'bank:MB1', amountTenths: 500 });
    expect(await call('/api/withdraw', { amount: '1200.5', memberBankId: 'MB1' }, session)).toMatchObject({
      data: { balance: '0' },
    });
  });

  it.each([
    [{ memberBankId: 'MB9' }, error(2, 'acct_bank_notFound')],
    [{ amount: '' }, error(2, 'wallet_amount_require')],
    [{ amount: '49.9' }, error(2, 'wallet_withdraw_limit', ['50', '100000'])],
    [{ amount: '100000.1' }, error(2, 'wallet_withdraw_limit', ['50', '100000'])],
    [{ amount: '1250.6' }, error(2, 'wallet_amount_inSufficient')],
    [{ memberBankId: 1 }, error(2, 'com_request_invalid', ['memberBankId'])],
  ])('refuses the withdrawal %j with %j', async (change, expected) => {
    const session = login();
    expect(
      await call('/api/withdraw', { amount: '100', memberBankId: 'MB1', ...change }, session),
    ).toMatchObject(expected);
    expect((await balances(session))['-']).toBe('1250.5');
    expect(world.ledger).toHaveLength(0);
  });

  it('a member without a bank account cannot withdraw', async () => {
    expect(
      await call('/api/withdraw', { amount: '100', memberBankId: 'MB1' }, login('demoidr')),
    ).toMatchObject(error(2, 'acct_bank_notFound'));
  });
});

describe('rebates', () => {
  it('lists the instant rebates and claims one into main', async () => {
    const session = login();
    expect((await call('/api/GetInstantRebateInfo', {}, session)).data).toEqual({
      rebateList: [
        { providerId: 'SBO', amount: '12.5' },
        { providerId: 'EVO', amount: '3' },
      ],
    });
    expect(await call('/api/RebateTransfer', { providerId: 'SBO' }, session)).toMatchObject({
      errorCode: 0,
      data: { balance: '1263' },
    });
    expect(lastLedger()).toMatchObject({ kind: 'rebate', from: 'rebate:SBO', to: '-', amountTenths: 125 });
    expect(await call('/api/RebateTransfer', { providerId: 'SBO' }, session)).toMatchObject(
      error(2, 'wallet_rebate_none'),
    );
    expect((await call('/api/GetInstantRebateInfo', {}, session)).data).toEqual({
      rebateList: [{ providerId: 'EVO', amount: '3' }],
    });
    expect(await call('/api/RebateTransfer', { providerId: 'XYZ' }, session)).toMatchObject(
      error(2, 'wallet_rebate_none'),
    );
    expect((await call('/api/GetInstantRebateInfo', {}, login('demoidr'))).data).toEqual({ rebateList: [] });
  });
});

describe('history', () => {
  const query = (session: Session, change: Record<string, unknown> = {}) =>
    call(
      '/api/gethistoryrecord',
      {
        queryType: 'deposit',
        fromDate: '2026-09-01',
        toDate: '2026-11-20',
        page: 1,
        status: 'all',
        lang: 'en',
        ...change,
      },
      session,
    );
  const recordsOf = (reply: Reply) => reply.data.historyRecords as HistoryRecord[];

  it('pages seeded records 10 at a time, newest first', async () => {
    const session = login();
    for (const queryType of ['deposit', 'withdraw', 'transfer', 'rebate']) {
      const pages = await Promise.all([1, 2, 3, 4].map((page) => query(session, { queryType, page })));
      expect(pages.map((p) => recordsOf(p).length)).toEqual([10, 10, 5, 0]);
      expect(pages.every((p) => p.data.totalPages === 3)).toBe(true);
      const all = pages.flatMap(recordsOf);
      expect(new Set(all.map((r) => r.id)).size).toBe(25);
      expect(all.every((r) => r.type === queryType && /^\d+(\.\d)?$/.test(r.amount as string))).toBe(true);
      expect(all.map((r) => r.date)).toEqual([...all.map((r) => r.date)].sort().reverse());
      // Older than today, within the last 60 days.
      expect(all.every((r) => r.date < '2026-11-20' && r.date >= '2026-09-21')).toBe(true);
    }
  });

  it('filters by status and by an inclusive date range', async () => {
    const session = login();
    const all = (await Promise.all([1, 2, 3].map((page) => query(session, { page })))).flatMap(recordsOf);
    for (const status of ['success', 'pending', 'failed'] as const) {
      const reply = await query(session, { status });
      const expected = all.filter((r) => r.status === status);
      expect(expected.length).toBeGreaterThan(0);
      expect(recordsOf(reply)).toEqual(expected.slice(0, 10));
      expect(reply.data.totalPages).toBe(Math.ceil(expected.length / 10));
    }
    const day = all[4]?.date.slice(0, 10) ?? '';
    const sameDay = recordsOf(await query(session, { fromDate: day, toDate: day }));
    expect(sameDay).toEqual(all.filter((r) => r.date.startsWith(day)));
    expect(sameDay.length).toBeGreaterThan(0);
    expect(await query(session, { fromDate: '2020-01-01', toDate: '2020-01-31' })).toMatchObject({
      data: { historyRecords: [], totalPages: 0 },
    });
  });

  it('is deterministic: the same clock seeds the same records', async () => {
    const other = new DemoWorld({ now: () => NOW });
    expect(other.members.get('demo')?.history).toEqual(world.members.get('demo')?.history);
  });

  it('every ledger entry appears as it happens; all-ins count as transfers', async () => {
    const session = login();
    await call('/api/deposit', { methodId: 'bank', amount: '100', promoteId: '' }, session);
    await transfer(session, '-', 'SBO', '10');
    await call('/api/allintransfer', { allinTo: 'M', providerId: 'EVO' }, session);
    await call('/api/withdraw', { amount: '60.5', memberBankId: 'MB1' }, session);
    await call('/api/RebateTransfer', { providerId: 'EVO' }, session);
    const newest = async (queryType: string) => recordsOf(await query(session, { queryType }));
    const today = { date: '2026-11-20T12:00:00.000Z', status: 'success' };
    expect((await newest('deposit'))[0]).toEqual({
      id: world.ledger[0]?.id,
      type: 'deposit',
      amount: '100',
      ...today,
    });
    expect((await newest('transfer')).slice(0, 2)).toEqual([
      { id: world.ledger[2]?.id, type: 'transfer', amount: '75.5', ...today },
      { id: world.ledger[1]?.id, type: 'transfer', amount: '10', ...today },
    ]);
    expect((await newest('withdraw'))[0]).toMatchObject({ amount: '60.5', ...today });
    expect((await newest('rebate'))[0]).toMatchObject({ amount: '3', ...today });
  });

  it.each([
    [{ queryType: 'bonus' }, ['queryType']],
    [{ status: 'done' }, ['status']],
    [{ fromDate: '2026-02-30' }, ['fromDate']],
    [{ fromDate: '20261101' }, ['fromDate']],
    [{ toDate: '2026-08-31' }, ['toDate']],
    [{ page: 0 }, ['page']],
    [{ page: 1.5 }, ['page']],
    [{ page: '1' }, ['page']],
    [{ lang: undefined }, ['lang']],
  ])('refuses %j', async (change, format) => {
    expect(await query(login(), change)).toMatchObject(error(2, 'com_request_invalid', format));
  });
});

describe('the strict server on the money calls', () => {
  it.each([
    ['/api/gettransferinfo', {}],
    ['/api/transfer', { fromProvider: '-', toProvider: 'SBO', amount: '10', promoteId: '' }],
    ['/api/checkallintomainwalletinfo', {}],
    ['/api/allintransfer', { allinTo: 'M', providerId: 'SBO' }],
    ['/api/getdepositinfo', {}],
    ['/api/deposit', { methodId: 'bank', amount: '100', promoteId: '' }],
    ['/api/quickpay', { methodId: 'qr', amount: '100' }],
    ['/api/getmemberbank', {}],
    ['/api/getwithdrawinfo', {}],
    ['/api/withdraw', { amount: '100', memberBankId: 'MB1' }],
    [
      '/api/gethistoryrecord',
      {
        queryType: 'deposit',
        fromDate: '2026-11-01',
        toDate: '2026-11-20',
        page: 1,
        status: 'all',
        lang: 'en',
      },
    ],
    ['/api/GetInstantRebateInfo', {}],
    ['/api/RebateTransfer', { providerId: 'SBO' }],
  ])('%s needs sid and the matching bearer (errorCode 1)', async (path, body) => {
    const session = login();
    const before = await balances(session);
    expect(await call(path, body, { sessionId: session.sessionId, token: 'wrong' })).toMatchObject(
      error(1, 'acct_sessionExpired'),
    );
    expect(await call(path, { ...body, sid: session.sessionId })).toMatchObject(
      error(1, 'acct_sessionExpired'),
    );
    expect(await call(path, body, { sessionId: 'nope', token: session.token })).toMatchObject({
      errorCode: 1,
    });
    // And with the session, the same call is fine.
    expect(await call(path, body, session)).toMatchObject({ errorCode: 0 });
    if (
      ![
        '/api/transfer',
        '/api/allintransfer',
        '/api/deposit',
        '/api/withdraw',
        '/api/RebateTransfer',
      ].includes(path)
    )
      expect(await balances(session)).toEqual(before);
  });

  it('a money call with the wrong bearer moves nothing', async () => {
    const session = login();
    const stranger = { sessionId: session.sessionId, token: 'wrong' };
    expect(await transfer(stranger, '-', 'SBO', '10')).toMatchObject(error(1, 'acct_sessionExpired'));
    expect(await call('/api/withdraw', { amount: '100', memberBankId: 'MB1' }, stranger)).toMatchObject({
      errorCode: 1,
    });
    expect((await balances(session))['-']).toBe('1250.5');
    expect(world.ledger).toHaveLength(0);
  });
});

describe('an idempotency key names one request (contract §10)', () => {
  it('the same key with the same body is the first answer again; with another body a 422, nothing moved', async () => {
    const session = login();
    const key = { 'Idempotency-Key': 'intent-1' };
    const first = await call(
      '/api/transfer',
      { fromProvider: '-', toProvider: 'SBO', amount: '1', promoteId: '' },
      session,
      key,
    );
    expect(first.errorCode).toBe(0);
    const before = await balances(session);
    // The same body again, its keys in another order: the first answer, nothing applied twice.
    const again = await call(
      '/api/transfer',
      { promoteId: '', amount: '1', toProvider: 'SBO', fromProvider: '-' },
      session,
      key,
    );
    expect(again).toEqual(first);
    // Another body under the same key: refused, and the first answer is not passed off as its own.
    const other = await call(
      '/api/transfer',
      { fromProvider: '-', toProvider: 'PG', amount: '50', promoteId: '' },
      session,
      key,
    );
    expect(other).toEqual({ status: 422, ...error(2, 'com_idempotency_mismatch') });
    expect(await balances(session)).toEqual(before);
    expect(world.ledger).toHaveLength(1);
  });
});

describe('test hooks', () => {
  it('fail: the next call answers the given envelope and does nothing; then the path works again', async () => {
    const session = login();
    expect(
      await call('/api/__demo/fail', {
        path: '/api/transfer',
        errorCode: 3,
        key: 'wallet_mutiClick_notAllowed',
        format: ['10:30:00'],
      }),
    ).toMatchObject({ errorCode: 0 });
    expect(await transfer(session, '-', 'SBO', '10')).toEqual({
      status: 200,
      ...error(3, 'wallet_mutiClick_notAllowed', ['10:30:00']),
    });
    expect((await balances(session))['-']).toBe('1250.5');
    expect(world.ledger).toHaveLength(0);
    expect(await transfer(session, '-', 'SBO', '10')).toMatchObject({ errorCode: 0 });
  });

  it('fail: counts down `times`, comes before the session and body checks, and matches any case', async () => {
    await call('/api/__demo/fail', {
      path: '/api/rebatetransfer',
      errorCode: -1,
      key: 'page_Maintenance1',
      times: 2,
    });
    expect(await call('/api/RebateTransfer', {})).toMatchObject(error(-1, 'page_Maintenance1'));
    expect(await call('/api/RebateTransfer', { providerId: 'SBO' }, login())).toMatchObject({
      errorCode: -1,
    });
    expect(await call('/api/RebateTransfer', { providerId: 'SBO' }, login())).toMatchObject({ errorCode: 0 });
    // Also on calls that need no session.
    await call('/api/__demo/fail', {
      path: '/api/login',
      errorCode: 5,
      key: 'acct_ip_blocked',
      format: ['1.2.3.4'],
    });
    expect(await call('/api/login', {})).toMatchObject(error(5, 'acct_ip_blocked', ['1.2.3.4']));
  });

  it('fail with a token: only that member’s calls fail, so side-by-side tests keep their own', async () => {
    const mine = login();
    const theirs = login();
    await call('/api/__demo/fail', {
      path: '/api/getbalance',
      errorCode: 2,
      key: 'wallet_amount_inSufficient',
      token: mine.token,
    });
    expect(await call('/api/getbalance', { providerId: '-' }, theirs)).toMatchObject({ errorCode: 0 });
    expect(await call('/api/getbalance', { sid: '', providerId: '-' })).toMatchObject({ errorCode: 1 });
    expect(await call('/api/getbalance', { providerId: '-' }, mine)).toMatchObject(
      error(2, 'wallet_amount_inSufficient'),
    );
    expect(await call('/api/getbalance', { providerId: '-' }, mine)).toMatchObject({ errorCode: 0 });
  });

  it('fail with network: a 503 with a body that is not JSON', async () => {
    await call('/api/__demo/fail', { path: '/api/deposit', network: true });
    const response = await fetch(`${ORIGIN}/api/deposit`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it.each([
    [{ path: '/api/nope', errorCode: 2, key: 'x' }, ['path']],
    [{ errorCode: 2, key: 'x' }, ['path']],
    [{ path: '/api/transfer', key: 'x' }, ['errorCode']],
    [{ path: '/api/transfer', errorCode: 2 }, ['key']],
    [{ path: '/api/transfer', errorCode: 2, key: 'x', times: 0 }, ['times']],
    [{ path: '/api/transfer', errorCode: 2, key: 'x', format: [1] }, ['format']],
    [{ path: '/api/transfer', network: 'yes' }, ['network']],
  ])('fail refuses %j', async (body, format) => {
    expect(await call('/api/__demo/fail', body)).toMatchObject(error(2, 'com_request_invalid', format));
    expect(await transfer(login(), '-', 'SBO', '1')).toMatchObject({ errorCode: 0 });
  });

  it('member: sets balances and promotion state; a bad request changes nothing', async () => {
    const session = login();
    const set = await call('/api/__demo/member', {
      loginId: 'demo',
      balances: { '-': '10.5', PT: '7' },
      rebates: { PG: '1.5' },
    });
    expect(set).toMatchObject({ errorCode: 0, data: { balances: { '-': '10.5', PT: '7', SBO: '300' } } });
    expect(await balances(session)).toMatchObject({ '-': '10.5', PT: '7' });
    expect((await call('/api/GetInstantRebateInfo', {}, session)).data.rebateList).toContainEqual({
      providerId: 'PG',
      amount: '1.5',
    });
    for (const bad of [
      { loginId: 'nobody' },
      { loginId: 'demo', balances: { XYZ: '1' } },
      { loginId: 'demo', balances: { '-': '1.25' } },
      { loginId: 'demo', balances: { '-': 5 } },
      { loginId: 'demo', balances: ['1'] },
      { loginId: 'demo', firstPromotion: 1 },
      { loginId: 'demo', activePromotions: { SBO: 'NOPE' } },
      { loginId: 'demo', balances: { '-': '99' }, rebates: { '-': '1' } },
    ]) {
      expect(await call('/api/__demo/member', bad)).toMatchObject({ errorCode: 2 });
    }
    expect((await balances(session))['-']).toBe('10.5');
  });

  it('reset: everything back as at start, sessions included; an empty body is fine', async () => {
    const session = login();
    await transfer(session, '-', 'SBO', '100');
    await call('/api/__demo/fail', { path: '/api/getbalance', errorCode: 2, key: 'x' });
    const response = await fetch(`${ORIGIN}/api/__demo/reset`, { method: 'POST' });
    expect(await response.json()).toEqual({ errorCode: 0, data: null });
    expect(await call('/api/getbalance', { providerId: '-' }, session)).toMatchObject({ errorCode: 1 });
    const fresh = login();
    expect(await call('/api/getbalance', { providerId: '-' }, fresh)).toMatchObject({
      data: { balance: '1250.5' },
    });
    expect(world.ledger).toHaveLength(0);
  });

  it('x-demo-delay delays the answer; the work is done before, so an aborted call may have moved money', async () => {
    const session = login();
    const started = performance.now();
    await call('/api/getbalance', { providerId: '-' }, session, { 'x-demo-delay': '150' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);

    const controller = new AbortController();
    const pending = fetch(`${ORIGIN}/api/transfer`, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${session.token}`,
        'x-demo-delay': '300',
      },
      body: JSON.stringify({
        sid: session.sessionId,
        fromProvider: '-',
        toProvider: 'SBO',
        amount: '10',
        promoteId: '',
      }),
    });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow();
    expect((await balances(session))['-']).toBe('1240.5');
  });

  it('x-demo-delay is capped at 5000 ms and ignored when malformed', () => {
    const delayOf = (value: string) =>
      demoDelayOf(new Request(ORIGIN, { headers: { 'x-demo-delay': value } }));
    expect(delayOf('250')).toBe(250);
    expect(delayOf('999999')).toBe(5000);
    expect(delayOf('-5')).toBe(0);
    expect(delayOf('soon')).toBe(0);
  });
});
