import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  dispatchOutcome,
  FALLBACK_MESSAGE,
  messageOf,
  NETWORK_FAIL_MESSAGE,
  type Outcome,
} from '../src/api/dispatcher';
import { effectSpies } from './support/effectSpies';

/** Every row of the error catalogue (spec §8), with the effects replaced by spies. */

const effects = effectSpies;

const envelope = (errorCode: number, data: unknown = null): Outcome => ({
  kind: 'envelope',
  errorCode,
  data,
});
const withKey = (errorCode: number, key: string, format?: string[]) =>
  envelope(errorCode, { resorceCode: [key], ...(format ? { resorceCodeFormat: { key, format } } : {}) });

/** Runs the dispatcher, returning the thrown ApiError (or the data), then lets alert follow-ups run. */
async function run(outcome: Outcome, fx = effects(), silent = false, money = false) {
  let result: unknown;
  try {
    result = dispatchOutcome(outcome, fx, { silent, money });
  } catch (error) {
    result = error;
  }
  await Promise.resolve();
  await Promise.resolve();
  return { result, fx };
}

/** The dialog of `fx` showed `message`. */
const expectMessage = (fx: ReturnType<typeof effects>, message: string) =>
  expect(fx.alert).toHaveBeenCalledWith(expect.objectContaining({ message }));

const noOtherEffect = (fx: ReturnType<typeof effects>, except: (keyof ReturnType<typeof effects>)[]) => {
  for (const name of [
    'alert',
    'goToMaintenance',
    'networkFailed',
    'endSession',
    'restrict',
    'reload',
    'openDownload',
  ] as const) {
    if (!except.includes(name)) expect(fx[name], name).not.toHaveBeenCalled();
  }
};

describe('dispatcher: spec §8', () => {
  it('0: returns the data and does nothing else', async () => {
    const { result, fx } = await run(envelope(0, { balance: '12.5' }));
    expect(result).toEqual({ balance: '12.5' });
    noOtherEffect(fx, []);
  });

  it('2: shows resorceCode[0]', async () => {
    const { result, fx } = await run(withKey(2, 'acct_loginFail'));
    expect(fx.alert).toHaveBeenCalledWith(expect.objectContaining({ message: 'acct_loginFail', params: [] }));
    expect(result).toBeInstanceOf(ApiError);
    expect((result as ApiError).key).toBe('acct_loginFail');
    noOtherEffect(fx, ['alert']);
  });

  it('2: the format variant fills its parameters', async () => {
    const { fx } = await run(
      envelope(2, { resorceCode: ['x'], resorceCodeFormat: { key: 'wallet_limit', format: ['100', 'VND'] } }),
    );
    expect(fx.alert).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'wallet_limit', params: ['100', 'VND'] }),
    );
  });

  it('-1: maintenance, and the message over it with the detail to report', async () => {
    const { fx, result } = await run(withKey(-1, 'page_Maintenance1'));
    expect(fx.goToMaintenance).toHaveBeenCalledTimes(1);
    expect(fx.alert).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'page_Maintenance1',
        errorDetail: expect.objectContaining({ errorCode: -1 }),
      }),
    );
    expect((result as ApiError).code).toBe(-1);
    noOtherEffect(fx, ['goToMaintenance', 'alert']);
  });

  it('1: ends the session', async () => {
    const { fx } = await run(envelope(1, {}));
    expect(fx.endSession).toHaveBeenCalledTimes(1);
    noOtherEffect(fx, ['endSession']);
  });

  it('3: the promotion keys show the used promotion', async () => {
    for (const key of ['transfer_mainPromote_notSupportProvider', 'transfer_providerPromote_alreadyExist']) {
      const { fx } = await run(withKey(3, key, ['Welcome 100%']));
      expect(fx.alert).toHaveBeenCalledWith(
        expect.objectContaining({ message: key, params: ['Welcome 100%'], extraInfo: 'Welcome 100%' }),
      );
      noOtherEffect(fx, ['alert']);
    }
  });

  it('3: wallet_mutiClick_notAllowed shows the next allowed time', async () => {
    const { fx } = await run(withKey(3, 'wallet_mutiClick_notAllowed', ['10:30:05']));
    expect(fx.alert).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'wallet_mutiClick_notAllowed', extraInfo: '10:30:05' }),
    );
  });

  it('3: reward_roulette_noDeposit gives the minimum deposit as the terms do, in the account unit', async () => {
    for (const [currency, minimum] of [
      ['VND', '300 K VND (300,000 VND)'],
      ['IDR', '150 K IDR (150,000 IDR)'],
      ['MYR', '50 MYR'],
      ['THB', '500 THB'],
      ['CNY', '200 CNY'],
      ['SGD', '15 SGD'],
    ]) {
      const { fx } = await run(withKey(3, 'reward_roulette_noDeposit'), effects(currency));
      expect(fx.alert).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'reward_roulette_noDeposit', params: [minimum] }),
      );
    }
  });

  it("3: reward_roulette_noDeposit formats the amount in the page's language", async () => {
    const fx = { ...effects('VND'), locale: () => 'vi-VN' };
    await run(withKey(3, 'reward_roulette_noDeposit'), fx);
    expect(fx.alert).toHaveBeenCalledWith(expect.objectContaining({ params: ['300 K VND (300.000 VND)'] }));
  });

  it('3: acct_ip_blocked shows the IP, then logs out once closed', async () => {
    const fx = effects();
    let close: (v: string) => void = () => {};
    fx.alert.mockImplementationOnce(() => new Promise<string>((resolve) => (close = resolve)));
    await run(withKey(3, 'acct_ip_blocked', ['10.1.2.3']), fx);
    expect(fx.alert).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'acct_ip_blocked', extraInfo: '10.1.2.3' }),
    );
    expect(fx.endSession).not.toHaveBeenCalled();
    close('ok');
    await Promise.resolve();
    await Promise.resolve();
    expect(fx.endSession).toHaveBeenCalledTimes(1);
  });

  // 3 com_service_unavaible reloads after the message; 10 opens the download URL after it.
  it.each([
    [3, 'com_service_unavaible', 'reload'],
    [10, 'app_update_required', 'openDownload'],
  ] as const)('%i: %s shows its message, then %s', async (code, key, effect) => {
    const { fx } = await run(withKey(code, key));
    expectMessage(fx, key);
    expect(fx[effect]).toHaveBeenCalledTimes(1);
  });

  it('3: any other key is shown; no key shows page_Maintenance1', async () => {
    expectMessage((await run(withKey(3, 'wallet_amount_inSufficient'))).fx, 'wallet_amount_inSufficient');
    expectMessage((await run(envelope(3, {}))).fx, FALLBACK_MESSAGE);
  });

  it('4: restrict (clears the session, goes to /restrict)', async () => {
    const { fx } = await run(envelope(4, {}));
    expect(fx.restrict).toHaveBeenCalledTimes(1);
    noOtherEffect(fx, ['restrict']);
  });

  it('5: acct_ip_blocked or the maintenance message, then logout', async () => {
    const blocked = await run(withKey(5, 'acct_ip_blocked', ['1.2.3.4']));
    expectMessage(blocked.fx, 'acct_ip_blocked');
    expect(blocked.fx.endSession).toHaveBeenCalledTimes(1);
    const other = await run(withKey(5, 'something_else'));
    expectMessage(other.fx, FALLBACK_MESSAGE);
    expect(other.fx.endSession).toHaveBeenCalledTimes(1);
  });

  it("3 and 5: acct_ip_blocked without the IP shows the visitor's own, detected at start", async () => {
    for (const code of [3, 5]) {
      const fx = { ...effects(), visitorIp: () => '203.0.113.7' };
      await run(withKey(code, 'acct_ip_blocked'), fx);
      expect(fx.alert).toHaveBeenCalledWith(
        expect.objectContaining({
          message: 'acct_ip_blocked',
          params: ['203.0.113.7'],
          extraInfo: '203.0.113.7',
        }),
      );
      // The server's own IP wins.
      const given = { ...effects(), visitorIp: () => '203.0.113.7' };
      await run(withKey(code, 'acct_ip_blocked', ['10.1.2.3']), given);
      expect(given.alert).toHaveBeenCalledWith(expect.objectContaining({ extraInfo: '10.1.2.3' }));
    }
  });

  it('any other code: the key, or page_Maintenance1', async () => {
    expectMessage((await run(withKey(7, 'odd_key'))).fx, 'odd_key');
    const bare = await run(envelope(99, null));
    expectMessage(bare.fx, FALLBACK_MESSAGE);
    noOtherEffect(bare.fx, ['alert']);
  });

  it('any answer, whatever its code, tells the failover the server was reached; no answer does not', async () => {
    for (const outcome of [envelope(0, {}), withKey(2, 'acct_loginFail'), withKey(-1, 'page_Maintenance1')]) {
      expect((await run(outcome)).fx.serverReached, JSON.stringify(outcome)).toHaveBeenCalledTimes(1);
    }
    expect((await run({ kind: 'network', detail: 'fetch failed' })).fx.serverReached).not.toHaveBeenCalled();
    // When the call left goes with it: an answer to a call older than a failure proves nothing new.
    const fx = effects();
    dispatchOutcome(envelope(0, {}), fx, { sentAt: 42 });
    expect(fx.serverReached).toHaveBeenCalledWith(42);
    expect(
      (await run({ kind: 'network', detail: 'aborted' }, effects(), false, true)).fx.serverReached,
    ).not.toHaveBeenCalled();
  });

  it('network failure: the failover machine decides, the caller gets acct_NetworkFail', async () => {
    const { fx, result } = await run({ kind: 'network', detail: 'fetch failed' });
    expect(fx.networkFailed).toHaveBeenCalledTimes(1);
    expect((result as ApiError).key).toBe(NETWORK_FAIL_MESSAGE);
    expect((result as ApiError).code).toBeNull();
  });

  it('a money call without an answer leaves the failover to the balance re-read that follows', async () => {
    const { fx, result } = await run({ kind: 'network', detail: 'aborted' }, effects(), false, true);
    noOtherEffect(fx, []);
    expect((result as ApiError).code).toBeNull();
    // A money call's business errors are shown like any other.
    const business = await run(withKey(2, 'wallet_amount_inSufficient'), effects(), false, true);
    expectMessage(business.fx, 'wallet_amount_inSufficient');
  });

  it('silent calls (the spin) show nothing for business errors but still end a dead session', async () => {
    const business = await run(withKey(2, 'reward_spin_fail'), effects(), true);
    expect(business.fx.alert).not.toHaveBeenCalled();
    expect(business.result).toBeInstanceOf(ApiError);
    const dead = await run(envelope(1, {}), effects(), true);
    expect(dead.fx.endSession).toHaveBeenCalledTimes(1);
  });

  it('messageOf ignores malformed error data', () => {
    expect(messageOf(null)).toEqual({ key: '', params: [] });
    expect(messageOf({ resorceCode: 'x' })).toEqual({ key: '', params: [] });
    expect(messageOf({ resorceCode: [1, 'k'] })).toEqual({ key: 'k', params: [] });
    expect(messageOf({ resorceCodeFormat: { key: 'k', format: [1, 2] } })).toEqual({
      key: 'k',
      params: ['1', '2'],
    });
  });
});

describe('dispatcher: the error detail a member can copy to support', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const call = { call: '/api/GetRouletteInfo?x=1', version: '1.19.1' };
  const at = new Date('2026-11-23T13:08:21.000Z');
  const detailOf = (fx: ReturnType<typeof effects>) => fx.alert.mock.calls[0]?.[0].errorDetail;

  it('every reported failure carries the call, its errorCode, the time and the version', async () => {
    vi.useFakeTimers({ now: at, toFake: ['Date'] });
    for (const [outcome, code] of [
      [withKey(2, 'acct_LoginFirst'), 2],
      [withKey(3, 'wallet_amount_inSufficient'), 3],
      [withKey(3, 'transfer_providerPromote_alreadyExist', ['P']), 3],
      [withKey(3, 'reward_roulette_noDeposit'), 3],
      [withKey(3, 'acct_ip_blocked', ['1.2.3.4']), 3],
      [withKey(3, 'com_service_unavaible'), 3],
      [withKey(5, 'acct_ip_blocked', ['1.2.3.4']), 5],
      [withKey(-1, 'page_Maintenance1'), -1],
      [withKey(42, 'odd_key'), 42],
    ] as const) {
      const fx = effects();
      expect(() => dispatchOutcome(outcome, fx, call), `code ${code}`).toThrow(ApiError);
      expect(detailOf(fx), `code ${code}`).toEqual({
        call: '/api/GetRouletteInfo',
        errorCode: code,
        time: '2026-11-23T13:08:21.000Z',
        version: '1.19.1',
      });
    }
  });

  it('a wrong password or login comes without a detail: the member mends it, support has nothing to find', () => {
    for (const key of ['acct_loginFail', 'acct_password_wrong']) {
      const fx = effects();
      expect(() => dispatchOutcome(withKey(2, key), fx, call)).toThrow();
      expectMessage(fx, key);
      expect(detailOf(fx), key).toBeUndefined();
    }
  });

  it('a call without an answer hands its detail to the failover, with no errorCode', () => {
    vi.useFakeTimers({ now: at, toFake: ['Date'] });
    const fx = effects();
    expect(() =>
      dispatchOutcome({ kind: 'network', detail: 'TypeError: Failed to fetch' }, fx, call),
    ).toThrow(ApiError);
    expect(fx.networkFailed).toHaveBeenCalledWith({
      call: '/api/GetRouletteInfo',
      errorCode: null,
      time: '2026-11-23T13:08:21.000Z',
      version: '1.19.1',
    });
  });

  it('a silent call shows nothing, so hands no detail either', async () => {
    const { fx } = await run(withKey(-1, 'page_Maintenance1'), effects(), true);
    expect(fx.goToMaintenance).toHaveBeenCalledTimes(1);
    expect(fx.alert).not.toHaveBeenCalled();
  });
});
