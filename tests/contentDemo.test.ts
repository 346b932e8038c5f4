import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/dispatcher';
import { appClient, ORIGIN, type Session, startDemoServer } from './support/demoServer';

/**
 * The demo backend's content (contract §7): game launch (POST and GET), the sports frames' URLs and the
 * promotions. It enforces what the client checks, so a client that skipped a check would be caught.
 */

const demo = startDemoServer();

describe('POST /gamepage/gamestart/cmd', () => {
  const body = { provider: 'PT', gameCode: 'PT-001', lang: 'en-US' };

  it('refuses a visitor: the session is over (errorCode 1)', async () => {
    expect((await demo.call('/gamepage/gamestart/cmd', { sid: '', ...body })).errorCode).toBe(1);
  });

  it('gives a member in the currency country a game URL on the same origin', async () => {
    const reply = await demo.call('/gamepage/gamestart/cmd', body, demo.login('demo'));
    expect(reply.errorCode).toBe(0);
    const url = new URL(reply.data.gameUrl as string);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toBe('/m/demo-game/slot.html');
    expect(url.searchParams.get('game')).toBe('PT-001');
    expect(url.searchParams.get('lang')).toBe('en-US');
  });

  it('refuses PT from another country than the currency (spec §5), other providers not', async () => {
    const roamer = demo.login('roamer');
    const pt = await demo.call('/gamepage/gamestart/cmd', body, roamer);
    expect(pt).toMatchObject({ errorCode: 2, data: { resorceCode: ['provider_Game_CountryRestrict'] } });
    const pg = await demo.call(
      '/gamepage/gamestart/cmd',
      { ...body, provider: 'PG', gameCode: 'PG-001' },
      roamer,
    );
    expect(pg.errorCode).toBe(0);
  });

  it('refuses a game that is not in the list, or under another provider', async () => {
    const session = demo.login('demo');
    for (const wrong of [{ gameCode: 'PT-999' }, { provider: 'PG' }, { gameCode: '<script>' }]) {
      const reply = await demo.call('/gamepage/gamestart/cmd', { ...body, ...wrong }, session);
      expect(reply).toMatchObject({ errorCode: 2, data: { resorceCode: ['com_request_invalid'] } });
    }
  });

  it('is what the app client calls, and the dispatcher shows the refusal', async () => {
    let session: Session | null = demo.login('roamer');
    const { api, effects } = appClient(() => session);
    await expect(api.gameStart({ sid: session!.sessionId, ...body })).rejects.toBeInstanceOf(ApiError);
    expect(effects.alert).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'provider_Game_CountryRestrict' }),
    );
    session = demo.login('demo');
    await expect(api.gameStart({ sid: session.sessionId, ...body })).resolves.toMatchObject({
      gameUrl: expect.stringContaining('/m/demo-game/slot.html?'),
    });
  });
});

describe('GET /gamepage/gamestart (Provider, Lang)', () => {
  const get = (query: string, cookie = '') =>
    fetch(`${ORIGIN}/gamepage/gamestart?${query}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const cookieOf = (s: Session) => `sessionId=${s.sessionId}; token=${s.token}`;

  it('redirects a member to the game', async () => {
    const response = await get('Provider=CQ9&Lang=vi-VN&GameCode=CQ9-001', cookieOf(demo.login('demo')));
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('location') ?? '');
    expect(target.pathname).toBe('/m/demo-game/slot.html');
    expect(target.searchParams.get('game')).toBe('CQ9-001');
    expect(target.searchParams.get('lang')).toBe('vi-VN');
    expect(target.searchParams.get('error')).toBeNull();
  });

  it('sends a visitor and a restricted country to the game page with the reason, never a game', async () => {
    const visitor = new URL(
      (await get('Provider=CQ9&Lang=en-US&GameCode=CQ9-001')).headers.get('location') ?? '',
    );
    expect(visitor.searchParams.get('error')).toBe('login');
    const roamer = await get('Provider=PT&Lang=en-US&GameCode=PT-001', cookieOf(demo.login('roamer')));
    expect(new URL(roamer.headers.get('location') ?? '').searchParams.get('error')).toBe('restricted');
  });
});

describe('POST /api/getgameurl', () => {
  const body = { hostDomain: 'localhost', gameCode: 'SPORTSBOOK', gameType: 'v1', lang: 'en-US' };

  it('answers visitors (empty sid) and members, with the book of the game type', async () => {
    const visitor = await demo.call('/api/getgameurl', { sid: '', ...body });
    expect(visitor.errorCode).toBe(0);
    expect(new URL(visitor.data.gameUrl as string).searchParams.get('player')).toBe('guest');
    for (const [gameType, book] of [
      ['v1', 'sports'],
      ['v3', 'esports'],
      ['v6', 'virtual'],
    ]) {
      const reply = await demo.call('/api/getgameurl', { ...body, gameType }, demo.login('demo'));
      const url = new URL(reply.data.gameUrl as string);
      expect(url.pathname).toBe('/m/demo-game/sports.html');
      expect(url.searchParams.get('book')).toBe(book);
      expect(url.searchParams.get('player')).toBe('de***mo');
    }
  });

  it('refuses a stale session (errorCode 1) and an unknown game type', async () => {
    expect((await demo.call('/api/getgameurl', { sid: 'gone', ...body })).errorCode).toBe(1);
    const reply = await demo.call('/api/getgameurl', { sid: '', ...body, gameType: 'v2' });
    expect(reply).toMatchObject({ errorCode: 2, data: { resorceCode: ['com_request_invalid'] } });
  });
});

describe('POST /api/getpromotion', () => {
  it('answers the promotions of the area named by lang', async () => {
    const en = await demo.call('/api/getpromotion', { lang: 'en-vn' });
    const vi = await demo.call('/api/getpromotion', { lang: 'vi-vn' });
    expect(en.errorCode).toBe(0);
    const titles = (reply: typeof en) =>
      (reply.data.promotionContents as { promoteTitle: string }[]).map((c) => c.promoteTitle);
    expect(titles(en)).toContain('Welcome bonus 100%');
    expect(titles(vi)).toContain('Thưởng chào mừng 100%');
    expect(en.data.menuMods).toEqual(
      expect.arrayContaining([{ groupId: '0', resourceName: 'promo.group.all' }]),
    );
    // IDR areas count their amounts in K IDR.
    const idr = await demo.call('/api/getpromotion', { lang: 'en-id' });
    expect(JSON.stringify(idr.data)).toContain('K IDR');
  });

  it('refuses an unknown area', async () => {
    for (const lang of ['xx-yy', '../../etc']) {
      const reply = await demo.call('/api/getpromotion', { lang });
      expect(reply).toMatchObject({ errorCode: 2, data: { resorceCode: ['com_request_invalid'] } });
    }
  });
});
