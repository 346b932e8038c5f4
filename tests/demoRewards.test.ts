import { describe, expect, it } from 'vitest';
import type { RewardMission, RouletteInfo, RouletteWin } from '../features/rewards/contract/rewardsReplies';
import { segmentsOf } from '../features/rewards/machines/roulette';
import { appClient, errorEnvelope, NOW, ORIGIN, type Session, startDemoServer } from './support/demoServer';

/** The demo backend's lucky draw: roulette, reward missions, red envelopes and the roulette hook. */

const TODAY = '2026-11-20T12:00:00.000Z';
const { world, call, login } = startDemoServer();
const error = errorEnvelope;
const hook = (body: object) => call('/api/__demo/roulette', body);
/** A visitor sends an empty sid. */
const info = async (session: Session | null, currency = 'VND') => {
  const reply = await call('/api/GetRouletteInfo', session ? { currency } : { sid: '', currency }, session);
  expect(reply.errorCode).toBe(0);
  return reply.data as unknown as RouletteInfo;
};
const spin = (session: Session) => call('/api/SpinRoulette', {}, session);
const mainBalance = async (session: Session) =>
  (await call('/api/getbalance', { providerId: '-' }, session)).data.balance;
const decimal = (tenths: number) => `${Math.floor(tenths / 10)}${tenths % 10 ? `.${tenths % 10}` : ''}`;
const missions = async (session: Session) =>
  (await call('/api/getrewardmission', {}, session)).data.missionList as RewardMission[];

describe('roulette info', () => {
  it('a visitor sees the rewards and the winners, with no spins and no wins of their own', async () => {
    const visitor = await info(null);
    expect(visitor.rewardList).toHaveLength(8);
    expect(visitor).toMatchObject({ spinCount: 0, rouletteIsSpin: false, memberList: [] });
    expect(visitor.winnerList).toHaveLength(8);
    for (const win of visitor.winnerList) {
      expect(win.user).toMatch(/^\w{2}\*{3}\w{2}$/);
      expect(new Date(win.date).getTime()).toBeLessThan(NOW);
      expect(['bonus', 'points']).toContain(win.type);
    }
    // A bearer without a sid is still a visitor.
    const session = login();
    expect(await info({ sessionId: '', token: session.token })).toMatchObject({ spinCount: 0 });
  });

  it('a member sees their own spins: demo 3 and allowed, demoidr none', async () => {
    expect(await info(login())).toMatchObject({ spinCount: 3, rouletteIsSpin: true, memberList: [] });
    expect(await info(login('demoidr'), 'IDR')).toMatchObject({ spinCount: 0, rouletteIsSpin: false });
  });

  it('rewards mix bonus and points, with ids rw1…rw8 and sort keys out of array order', async () => {
    const { rewardList } = await info(null);
    expect(rewardList.map((r) => r.id)).toEqual(['rw1', 'rw2', 'rw3', 'rw4', 'rw5', 'rw6', 'rw7', 'rw8']);
    expect(new Set(rewardList.map((r) => r.type))).toEqual(new Set(['bonus', 'points']));
    const sorts = rewardList.map((r) => r.rewardSort);
    expect(new Set(sorts).size).toBe(8);
    expect(sorts).not.toEqual([...sorts].sort((a, b) => a - b));
    // The wheel's order is the client's sort, so it differs from the array's.
    expect(segmentsOf(await info(null)).map((r) => r.id)).not.toEqual(rewardList.map((r) => r.id));
    for (const r of rewardList) expect(Object.keys(r).sort()).toEqual(['id', 'reward', 'rewardSort', 'type']);
  });

  it.each(['VND', 'IDR', 'THB', 'CNY', 'MYR', 'SGD'])('knows %s', async (currency) => {
    expect((await info(null, currency)).rewardList).toHaveLength(8);
  });

  it.each([
    [{ sid: '', currency: 'USD' }, ['currency']],
    [{ sid: '', currency: 'vnd' }, ['currency']],
    [{ sid: '' }, ['currency']],
    [{ currency: 'VND' }, ['sid']],
    [{ sid: null, currency: 'VND' }, ['sid']],
  ])('refuses %j', async (body, format) => {
    expect(await call('/api/GetRouletteInfo', body)).toMatchObject(error(2, 'com_request_invalid', format));
  });

  it('a sid that is not a session with its bearer logs out, as on member calls', async () => {
    const session = login();
    expect(
      await call('/api/GetRouletteInfo', { currency: 'VND' }, { sessionId: session.sessionId, token: 'x' }),
    ).toMatchObject(error(1, 'acct_sessionExpired'));
    expect(await call('/api/GetRouletteInfo', { sid: 'nope', currency: 'VND' })).toMatchObject({
      errorCode: 1,
    });
  });
});

describe('spin', () => {
  it('takes a spin, records the win for the member and for everyone, and answers what was won', async () => {
    const session = login();
    const reply = await spin(session);
    expect(reply.errorCode).toBe(0);
    const { rewardId, reward, spinCount } = reply.data as {
      rewardId: string;
      reward: string;
      spinCount: number;
    };
    expect(spinCount).toBe(2);
    const after = await info(session);
    const won = after.rewardList.find((r) => r.id === rewardId);
    expect(won?.reward).toBe(reward);
    const win: RouletteWin = { date: TODAY, user: 'de***mo', reward, type: won?.type ?? 'bonus' };
    expect(after).toMatchObject({ spinCount: 2, memberList: [win] });
    expect(after.winnerList[0]).toEqual(win);
    expect(after.winnerList).toHaveLength(9);
    // Another member sees the win among the winners, not among their own.
    const other = await info(login('demoidr'), 'IDR');
    expect(other.memberList).toEqual([]);
    expect(other.winnerList[0]).toEqual(win);
  });

  it('a bonus won is credited to main as a reward ledger entry; points move no money', async () => {
    const session = login();
    await hook({ loginId: 'demo', nextRewardId: 'rw5' });
    expect(await spin(session)).toMatchObject({
      errorCode: 0,
      data: { rewardId: 'rw5', reward: '88 bonus', spinCount: 2 },
    });
    expect(await mainBalance(session)).toBe('1338.5');
    expect(world.ledger).toEqual([
      expect.objectContaining({
        loginId: 'demo',
        kind: 'reward',
        from: 'reward:roulette:rw5',
        to: '-',
        amountTenths: 880,
      }),
    ]);
    await hook({ loginId: 'demo', nextRewardId: 'rw2' });
    expect(await spin(session)).toMatchObject({ data: { rewardId: 'rw2', reward: '50 points' } });
    expect(await mainBalance(session)).toBe('1338.5');
    expect(world.ledger).toHaveLength(1);
  });

  it('the forced winner holds for one spin only; the member list is newest first', async () => {
    const session = login();
    await hook({ loginId: 'demo', nextRewardId: 'rw3' });
    await spin(session);
    await hook({ loginId: 'demo', nextRewardId: 'rw8' });
    await spin(session);
    const { memberList } = await info(session);
    expect(memberList.map((w) => w.reward)).toEqual(['500 points', '18 bonus']);
    expect(world.members.get('demo')?.rewards.nextRewardId).toBeNull();
  });

  it('with no spins left answers reward_roulette_noSpin and changes nothing', async () => {
    const session = login();
    for (const left of [2, 1, 0]) expect(await spin(session)).toMatchObject({ data: { spinCount: left } });
    const before = await info(session);
    const ledger = world.ledger.length;
    expect(await spin(session)).toMatchObject(error(2, 'reward_roulette_noSpin'));
    expect(await info(session)).toEqual(before);
    expect(world.ledger).toHaveLength(ledger);
    expect(await spin(login('demoidr'))).toMatchObject(error(2, 'reward_roulette_noSpin'));
  });

  it('spins left but spinning not allowed answers reward_roulette_noDeposit', async () => {
    await hook({ loginId: 'demo', rouletteIsSpin: false });
    expect(await spin(login())).toMatchObject(error(3, 'reward_roulette_noDeposit'));
    expect(await info(login())).toMatchObject({ spinCount: 3 });
  });

  it('is deterministic: a reset replays the same random spins', async () => {
    const spins = async () => {
      const session = login();
      const ids: unknown[] = [];
      for (let i = 0; i < 3; i++) ids.push((await spin(session)).data.rewardId);
      return ids;
    };
    const first = await spins();
    world.reset();
    expect(await spins()).toEqual(first);
  });

  it('needs sid and the matching bearer', async () => {
    const session = login();
    expect(await spin({ sessionId: session.sessionId, token: 'x' })).toMatchObject(
      error(1, 'acct_sessionExpired'),
    );
    expect(await call('/api/SpinRoulette', {})).toMatchObject(error(2, 'com_request_invalid', ['sid']));
    expect(await info(session)).toMatchObject({ spinCount: 3 });
  });
});

describe('roulette hook', () => {
  it('sets spins and the allowed flag, and answers the resulting state', async () => {
    expect(await hook({ loginId: 'DemoIDR', spinCount: 5, rouletteIsSpin: true })).toEqual({
      status: 200,
      errorCode: 0,
      data: {
        loginId: 'demoidr',
        spinCount: 5,
        rouletteIsSpin: true,
        nextRewardId: '',
        rewardCount: 8,
        envelopeId: '',
      },
    });
    const session = login('demoidr');
    expect(await info(session, 'IDR')).toMatchObject({ spinCount: 5, rouletteIsSpin: true });
    expect(await spin(session)).toMatchObject({ errorCode: 0, data: { spinCount: 4 } });
  });

  it('rewardCount limits the rewards everyone is offered, and what a spin can land on', async () => {
    expect(await hook({ loginId: 'demo', rewardCount: 1 })).toMatchObject({ data: { rewardCount: 1 } });
    expect((await info(null)).rewardList.map((r) => r.id)).toEqual(['rw1']);
    const session = login();
    for (let i = 0; i < 3; i++) expect(await spin(session)).toMatchObject({ data: { rewardId: 'rw1' } });
    await hook({ loginId: 'demo', rewardCount: 3 });
    expect((await info(session)).rewardList.map((r) => r.id)).toEqual(['rw1', 'rw2', 'rw3']);
  });

  it('a forced winner must be on offer; one that leaves the wheel later no longer forces', async () => {
    expect(await hook({ loginId: 'demo', rewardCount: 2, nextRewardId: 'rw5' })).toMatchObject(
      error(2, 'com_request_invalid', ['nextRewardId']),
    );
    expect(await hook({ loginId: 'demo', nextRewardId: 'rw5' })).toMatchObject({ errorCode: 0 });
    await hook({ loginId: 'demo', rewardCount: 2 });
    expect(['rw1', 'rw2']).toContain((await spin(login())).data.rewardId);
    // '' clears a forced winner.
    await hook({ loginId: 'demo', rewardCount: 8, nextRewardId: 'rw5' });
    expect(await hook({ loginId: 'demo', nextRewardId: '' })).toMatchObject({ data: { nextRewardId: '' } });
  });

  it.each([
    [{}, ['loginId']],
    [{ loginId: 'nobody' }, ['loginId']],
    [{ loginId: 'demo', spinCount: -1 }, ['spinCount']],
    [{ loginId: 'demo', spinCount: 1.5 }, ['spinCount']],
    [{ loginId: 'demo', spinCount: '2' }, ['spinCount']],
    [{ loginId: 'demo', spinCount: 1001 }, ['spinCount']],
    [{ loginId: 'demo', rouletteIsSpin: 'yes' }, ['rouletteIsSpin']],
    [{ loginId: 'demo', rewardCount: 0 }, ['rewardCount']],
    [{ loginId: 'demo', rewardCount: 9 }, ['rewardCount']],
    [{ loginId: 'demo', nextRewardId: 'rw9' }, ['nextRewardId']],
    [{ loginId: 'demo', nextRewardId: 5 }, ['nextRewardId']],
    [{ loginId: 'demo', envelope: 1 }, ['envelope']],
    [{ loginId: 'demo', spinCount: 9, rewardCount: 0 }, ['rewardCount']],
  ])('refuses %j and changes nothing', async (body, format) => {
    expect(await hook(body)).toMatchObject(error(2, 'com_request_invalid', format));
    expect(await info(login())).toMatchObject({ spinCount: 3, rouletteIsSpin: true });
    expect((await info(null)).rewardList).toHaveLength(8);
  });

  it('a malformed body is refused; the fail hook knows the new paths', async () => {
    const response = await fetch(`${ORIGIN}/api/__demo/roulette`, { method: 'POST', body: '[1]' });
    expect(await response.json()).toMatchObject(error(2, 'com_request_invalid'));
    for (const path of [
      '/api/GetRouletteInfo',
      '/api/SpinRoulette',
      '/api/getrewardmission',
      '/api/ClaimRewardMission',
      '/api/getredenvelopeinfo',
      '/api/claimredenvelope',
    ]) {
      expect(await call('/api/__demo/fail', { path, errorCode: -1, key: 'page_Maintenance1' })).toMatchObject(
        { errorCode: 0 },
      );
    }
    const session = login();
    expect(await call('/api/GetRouletteInfo', { sid: '', currency: 'VND' })).toMatchObject({ errorCode: -1 });
    expect(await spin(session)).toMatchObject(error(-1, 'page_Maintenance1'));
    expect(await call('/api/getrewardmission', {}, session)).toMatchObject({ errorCode: -1 });
    expect(await call('/api/ClaimRewardMission', { missionId: 'M1' }, session)).toMatchObject({
      errorCode: -1,
    });
    expect(await call('/api/getredenvelopeinfo', {}, session)).toMatchObject({ errorCode: -1 });
    expect(await call('/api/claimredenvelope', { envelopeId: 'ENV-DEMO-1' }, session)).toMatchObject({
      errorCode: -1,
    });
    // A forced failure changed nothing; the next calls work.
    expect(world.ledger).toHaveLength(0);
    expect(await info(session)).toMatchObject({ spinCount: 3 });
    expect(await spin(session)).toMatchObject({ errorCode: 0 });
  });
});

describe('reward missions', () => {
  it('demo has four missions: two claimable, one in progress, one claimed', async () => {
    expect(await missions(login())).toEqual([
      {
        missionId: 'M1',
        title: 'Deposit 3 times this week',
        progress: 3,
        target: 3,
        reward: '30 bonus',
        claimable: true,
        claimed: false,
      },
      {
        missionId: 'M2',
        title: 'Transfer to a game wallet',
        progress: 1,
        target: 1,
        reward: '10 bonus',
        claimable: true,
        claimed: false,
      },
      {
        missionId: 'M3',
        title: 'Play 50 slot rounds',
        progress: 12,
        target: 50,
        reward: '50 bonus',
        claimable: false,
        claimed: false,
      },
      {
        missionId: 'M4',
        title: 'Log in 7 days in a row',
        progress: 7,
        target: 7,
        reward: '15 bonus',
        claimable: true,
        claimed: true,
      },
    ]);
  });

  it('a claimable mission is claimed once: its bonus is credited, a second claim fails', async () => {
    const session = login();
    expect(await call('/api/ClaimRewardMission', { missionId: 'M1' }, session)).toEqual({
      status: 200,
      errorCode: 0,
      data: null,
    });
    expect(await mainBalance(session)).toBe('1280.5');
    expect(world.ledger).toEqual([
      expect.objectContaining({ kind: 'reward', from: 'reward:mission:M1', to: '-', amountTenths: 300 }),
    ]);
    expect((await missions(session))[0]).toMatchObject({ missionId: 'M1', claimed: true });
    expect(await call('/api/ClaimRewardMission', { missionId: 'M1' }, session)).toMatchObject(
      error(2, 'reward_mission_notClaimable'),
    );
    expect(await mainBalance(session)).toBe('1280.5');
    // The credit shows in the history as a rebate-like line.
    const history = await call(
      '/api/gethistoryrecord',
      {
        queryType: 'rebate',
        fromDate: '2026-11-20',
        toDate: '2026-11-20',
        page: 1,
        status: 'all',
        lang: 'en',
      },
      session,
    );
    expect(history.data.historyRecords).toEqual([
      { id: world.ledger[0]?.id, type: 'rebate', amount: '30', date: TODAY, status: 'success' },
    ]);
  });

  it.each([['M3'], ['M4'], ['M9'], ['']])('refuses to claim %s and moves nothing', async (missionId) => {
    const session = login();
    expect(await call('/api/ClaimRewardMission', { missionId }, session)).toMatchObject(
      error(2, 'reward_mission_notClaimable'),
    );
    expect(world.ledger).toHaveLength(0);
  });

  it('refuses a body without a string missionId, and a call without a session', async () => {
    const session = login();
    expect(await call('/api/ClaimRewardMission', { missionId: 1 }, session)).toMatchObject(
      error(2, 'com_request_invalid', ['missionId']),
    );
    expect(await call('/api/ClaimRewardMission', { sid: '', missionId: 'M1' })).toMatchObject(
      error(1, 'acct_sessionExpired'),
    );
    expect(await call('/api/getrewardmission', { sid: session.sessionId })).toMatchObject({ errorCode: 1 });
  });
});

describe('red envelopes', () => {
  const envelopeOf = async (session: Session) => (await call('/api/getredenvelopeinfo', {}, session)).data;
  const open = (session: Session, envelopeId: string) =>
    call('/api/claimredenvelope', { envelopeId }, session);

  it('demo has one waiting; it opens once, for an amount credited to main', async () => {
    const session = login();
    expect(await envelopeOf(session)).toEqual({ available: true, envelopeId: 'ENV-DEMO-1' });
    expect(await envelopeOf(login('demoidr'))).toEqual({ available: false, envelopeId: '' });
    const reply = await open(session, 'ENV-DEMO-1');
    expect(reply.errorCode).toBe(0);
    const amount = reply.data.amount as string;
    expect(amount).toMatch(/^\d+(\.\d)?$/);
    const [whole = '', fraction = '0'] = amount.split('.');
    const tenths = Number(whole) * 10 + Number(fraction);
    expect(tenths).toBeGreaterThanOrEqual(10);
    expect(tenths).toBeLessThanOrEqual(888);
    expect(world.ledger).toEqual([
      expect.objectContaining({ kind: 'reward', from: 'reward:envelope:ENV-DEMO-1', amountTenths: tenths }),
    ]);
    expect(await mainBalance(session)).toBe(decimal(12505 + tenths));
    expect(await envelopeOf(session)).toEqual({ available: false, envelopeId: '' });
    expect(await open(session, 'ENV-DEMO-1')).toMatchObject(error(2, 'reward_envelope_none'));
    expect(world.ledger).toHaveLength(1);
  });

  it('a wrong id opens nothing; a malformed body is refused', async () => {
    const session = login();
    expect(await open(session, 'ENV-OTHER')).toMatchObject(error(2, 'reward_envelope_none'));
    expect(await open(login('demoidr'), 'ENV-DEMO-1')).toMatchObject(error(2, 'reward_envelope_none'));
    expect(await call('/api/claimredenvelope', {}, session)).toMatchObject(
      error(2, 'com_request_invalid', ['envelopeId']),
    );
    expect(world.ledger).toHaveLength(0);
    expect(await envelopeOf(session)).toMatchObject({ available: true });
  });

  it('the hook gives a new envelope with a new id, or takes one away', async () => {
    const given = await hook({ loginId: 'demoidr', envelope: true });
    const envelopeId = given.data.envelopeId as string;
    expect(envelopeId).toMatch(/^ENV\d+$/);
    const session = login('demoidr');
    expect(await envelopeOf(session)).toEqual({ available: true, envelopeId });
    expect(await open(session, envelopeId)).toMatchObject({ errorCode: 0 });
    const again = (await hook({ loginId: 'demoidr', envelope: true })).data.envelopeId;
    expect(again).not.toBe(envelopeId);
    await hook({ loginId: 'demo', envelope: false });
    expect(await envelopeOf(login())).toEqual({ available: false, envelopeId: '' });
  });
});

describe('reset', () => {
  it('restores spins, wins, winners, missions, envelopes, reward count and random source', async () => {
    const session = login();
    const start = {
      info: await info(session),
      visitor: await info(null),
      missions: await missions(session),
      envelope: (await call('/api/getredenvelopeinfo', {}, session)).data,
    };
    const firstSpin = (await spin(session)).data;
    const firstEnvelope = (await call('/api/claimredenvelope', { envelopeId: 'ENV-DEMO-1' }, session)).data;
    await call('/api/ClaimRewardMission', { missionId: 'M2' }, session);
    await hook({ loginId: 'demo', spinCount: 0, rouletteIsSpin: false, rewardCount: 2, nextRewardId: 'rw2' });
    await hook({ loginId: 'demoidr', envelope: true });

    const response = await fetch(`${ORIGIN}/api/__demo/reset`, { method: 'POST' });
    expect(await response.json()).toEqual({ errorCode: 0, data: null });
    const fresh = login();
    expect(await info(fresh)).toEqual(start.info);
    expect(await info(null)).toEqual(start.visitor);
    expect(await missions(fresh)).toEqual(start.missions);
    expect((await call('/api/getredenvelopeinfo', {}, fresh)).data).toEqual(start.envelope);
    expect((await call('/api/getredenvelopeinfo', {}, login('demoidr'))).data).toMatchObject({
      available: false,
    });
    expect(world.members.get('demo')?.rewards.nextRewardId).toBeNull();
    // The same first spin and the same envelope as before.
    expect((await spin(fresh)).data).toEqual(firstSpin);
    expect((await call('/api/claimredenvelope', { envelopeId: 'ENV-DEMO-1' }, fresh)).data).toEqual(
      firstEnvelope,
    );
  });
});

describe('through the app’s client', () => {
  it('sends the field names the handlers read: spin, claim a mission, open the envelope', async () => {
    const session = login();
    const { api, effects } = appClient(() => session);
    expect(await api.getRouletteInfo({ sid: session.sessionId, currency: 'VND' })).toMatchObject({
      spinCount: 3,
    });
    await hook({ loginId: 'demo', nextRewardId: 'rw7' });
    expect(await api.spinRoulette({})).toEqual({ rewardId: 'rw7', reward: '28 bonus', spinCount: 2 });
    expect((await api.getRewardMission({})).missionList).toHaveLength(4);
    expect(await api.claimRewardMission({ missionId: 'M2' })).toBeNull();
    const { envelopeId } = await api.getRedEnvelopeInfo({});
    expect((await api.claimRedEnvelope({ envelopeId })).amount).toMatch(/^\d+(\.\d)?$/);
    // A spin refused is silent: no alert, the wheel just resets.
    await hook({ loginId: 'demo', spinCount: 0 });
    await expect(api.spinRoulette({})).rejects.toMatchObject({ code: 2, key: 'reward_roulette_noSpin' });
    expect(effects.alert).not.toHaveBeenCalled();
  });
});
