import { describe, expect, it } from 'vitest';
import { ApiError, BAD_REPLY_MESSAGE } from '../src/api/dispatcher';
import { appClient, ORIGIN, type Session, startDemoServer } from './support/demoServer';

/**
 * Bad replies through the app's client: a success whose data does not match its endpoint's schema is
 * one failure, handled by the dispatcher like any other; a reply that matches arrives checked.
 */

const { login } = startDemoServer();

async function malformNext(path: string, data: unknown, token?: string) {
  const response = await fetch(`${ORIGIN}/api/__demo/malformed`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path, data, ...(token ? { token } : {}) }),
  });
  expect(((await response.json()) as { errorCode: number }).errorCode).toBe(0);
}

function member(loginId?: string) {
  let session: Session | null = null;
  const client = appClient(() => session);
  session = login(loginId);
  return { ...client, session };
}

describe('the demo hook', () => {
  it('with a token, answers badly to that member only', async () => {
    const other = member('lucky');
    const target = member();
    await malformNext('/api/gettransferinfo', { providerList: 'none' }, target.session.token);
    expect((await other.api.getTransferInfo({})).providerList.length).toBeGreaterThan(0);
    expect(await target.api.getTransferInfo({}).catch((e: unknown) => e)).toMatchObject({
      key: BAD_REPLY_MESSAGE,
    });
  });
});

describe('a reply that does not match its schema', () => {
  it('is one ApiError with its own key; the dialog names the endpoint and the first mismatch', async () => {
    const { api, effects } = member();
    await malformNext('/api/gettransferinfo', { providerList: [{ providerId: 'SBO', providerName: null }] });
    const error = await api.getTransferInfo({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ key: BAD_REPLY_MESSAGE, code: 0 });
    expect(effects.alert).toHaveBeenCalledTimes(1);
    expect(effects.alert.mock.calls[0]![0]).toMatchObject({
      message: 'com_badReply',
      errorDetail: expect.objectContaining({
        call: '/api/gettransferinfo',
        mismatch: expect.stringMatching(/^\/api\/gettransferinfo: providerList\.0\.providerName — /),
      }),
    });
    expect(effects.networkFailed).not.toHaveBeenCalled();
    // The next answer is the server's own again, and arrives.
    expect((await api.getTransferInfo({})).providerList.length).toBeGreaterThan(0);
  });

  it('after a money call leaves the outcome to the re-read of balances: no dialog, code null', async () => {
    const { api, effects } = member();
    await malformNext('/api/transfer', { balance: 'lots' });
    const error = await api
      .transfer({ fromProvider: '-', toProvider: 'SBO', amount: '1', promoteId: '' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ key: BAD_REPLY_MESSAGE, code: null });
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it('of a silent call shows nothing', async () => {
    const { api, effects } = member();
    await malformNext('/api/getnotices', { noticeList: 'none' });
    await expect(api.getNotices({ lang: 'en', isMobile: true, postUrl: '' })).rejects.toMatchObject({
      key: BAD_REPLY_MESSAGE,
    });
    expect(effects.alert).not.toHaveBeenCalled();
  });

  it('a reply that matches arrives with its lists present and amounts exact', async () => {
    const { api } = member();
    await malformNext('/api/getallbalance', {
      balanceList: [{ providerId: '-', balance: 0.30000000000000004 }],
    });
    expect(await api.getAllBalance({})).toEqual({ balanceList: [{ providerId: '-', balance: '0.3' }] });
    await malformNext('/api/GetInstantRebateInfo', { rebateList: null, extra: 1 });
    expect(await api.getInstantRebateInfo({})).toEqual({ rebateList: [] });
  });
});
