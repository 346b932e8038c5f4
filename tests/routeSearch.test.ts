import { describe, expect, it } from 'vitest';
import { BANK_TABS, screenTo, screenToOf } from '../src/routes/routeTable';
import { screenSearchValidator, validateRootSearch } from '../src/routes/search';

/** the routes validate their query parameters; links are typed from the route table. */

describe('search parameters validated by the routes', () => {
  it('every page keeps plain campaign tokens and the QA switch, and drops anything else', () => {
    expect(validateRootSearch({ ref: 'friend_01', tag: 2026, qa: 1, other: 'x' })).toEqual({
      ref: 'friend_01',
      tag: '2026',
      qa: '1',
    });
    expect(validateRootSearch({ ref: '<b>', tag: 'a b', qa: 'yes' })).toEqual({});
  });

  it('a screen reads only the parameters the table lists for it, each through its allow-list', () => {
    const login = screenSearchValidator(['redirect', 'loginKey']);
    expect(login({ redirect: '/m/en-vn/account', loginKey: 'abcdef0123456789', gurl: 'x' })).toEqual({
      redirect: '/m/en-vn/account',
      loginKey: 'abcdef0123456789',
    });
    expect(login({ redirect: 'https://evil.example/m/', loginKey: '<script>' })).toEqual({});
    expect(login({ redirect: '//evil.example/m/x', loginKey: 12345678 })).toEqual({ loginKey: '12345678' });
    expect(screenSearchValidator()({ redirect: '/m/en-vn/home' })).toEqual({});
    expect(screenSearchValidator(['section'])({ section: ['terms', 'about'] })).toEqual({ section: 'terms' });
  });
});

describe('typed links from the route table', () => {
  it('builds router paths, and static content links fall back to home', () => {
    expect(screenTo('bank/deposit')).toBe('/$area/bank/deposit');
    expect(screenToOf('games/GAME')).toBe('/$area/Games/game');
    expect(screenToOf('nowhere')).toBe('/$area/home');
    // @ts-expect-error a path that is not in the route table does not compile
    screenTo('nowhere');
  });

  it('the bank tabs come from the table, in its order', () => {
    expect(BANK_TABS.map((tab) => tab.path)).toEqual([
      'bank/deposit',
      'bank/withdraw',
      'bank/transfer',
      'bank/history',
    ]);
  });
});
