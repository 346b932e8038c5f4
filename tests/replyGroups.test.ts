import { describe, expect, it } from 'vitest';
import account from '../contract/replies/account';
import rewards from '../contract/replies/rewards';
import start from '../contract/replies/start';
import wallet from '../contract/replies/wallet';
import { endpoints, type ReplyGroup } from '../src/api/endpoints';

/**
 * the client loads an endpoint's reply schema from the module its entry in `endpoints.ts` names (`replies`), with
 * that endpoint's first call. The entries and the modules must agree, or a reply would go unchecked.
 */
const MODULES: Record<ReplyGroup, { replies: Record<string, unknown>; decode: typeof start.decode }> = {
  start,
  account,
  wallet,
  rewards,
};

describe('reply schemas by feature', () => {
  it('every endpoint has a group, and its module holds its schema', () => {
    for (const [name, { replies: group }] of Object.entries(endpoints)) {
      expect(MODULES[group], name).toBeDefined();
      expect(Object.keys(MODULES[group].replies), `${group} holds ${name}`).toContain(name);
    }
  });

  it('a module holds only the schemas of its own group', () => {
    for (const [group, module] of Object.entries(MODULES)) {
      for (const name of Object.keys(module.replies)) {
        expect(endpoints[name as keyof typeof endpoints]?.replies, name).toBe(group);
      }
    }
  });

  it('a module decodes its own replies and says so of a name it does not hold', () => {
    expect(wallet.decode('getBalance', '/api/getbalance', { balance: 12.5 })).toEqual({
      ok: true,
      value: { balance: '12.5' },
    });
    expect(wallet.decode('getBalance', '/api/getbalance', { balance: 'lots' })).toMatchObject({ ok: false });
    expect(start.decode('getBalance', '/api/getbalance', { balance: 1 })).toEqual({
      ok: false,
      detail: '/api/getbalance: no schema',
    });
  });
});
