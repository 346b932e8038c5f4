import { describe, expect, it } from 'vitest';
import { assign, createActor } from 'xstate';
import { type Balances, balancesShowMove } from '../domain/moneyRules';
import { type AllInCall, type TransferCall, transferMachine } from '../features/money/machines/transfer';
import { withdrawMachine } from '../features/money/machines/withdraw';
import { createApi, newIdempotencyKey } from '../src/api/client';
import { ENDPOINTS as endpoints } from '../src/app/endpoints';
import { noAnswer, serverCall } from './support/calls';
import { effectSpies } from './support/effectSpies';

/**
 * every money intent carries its own idempotency key, the same again on "Send again";
 * before "Send again" is offered, the balances read again are compared with those before the call.
 */

const BEFORE: Balances = { '-': '100', SBO: '0', EVO: '5' };

/** A transfer whose intents get keys `k1`, `k2`, … and the balances BEFORE, as the app gives them. */
function start() {
  const transfer = serverCall<unknown, TransferCall>();
  const allIn = serverCall<unknown, AllInCall>();
  const reread = serverCall<Balances | undefined>();
  let keys = 0;
  const actor = createActor(
    transferMachine.provide({
      actors: { transfer: transfer.logic, allIn: allIn.logic, rereadBalances: reread.logic },
      actions: { beginIntent: assign(() => ({ intentKey: `k${++keys}`, before: BEFORE })) },
    }),
    { input: { fromProvider: '-', toProvider: 'SBO' } },
  ).start();
  actor.send({ type: 'BALANCES', balances: BEFORE });
  const keysSent = () => transfer.inputs().map((i) => i.idempotencyKey);
  const submit = (amount: string) => {
    actor.send({ type: 'AMOUNT_CHANGED', value: amount });
    actor.send({ type: 'SUBMIT' });
  };
  /** A transfer of `amount` that gets no answer, and the balances read again as `after`. */
  const unanswered = async (amount: string, after: Balances | undefined) => {
    submit(amount);
    await transfer.fail(noAnswer);
    await reread.answer(after);
  };
  return { actor, transfer, allIn, reread, keysSent, submit, unanswered };
}

describe('the idempotency key of a money intent', () => {
  it('is new for every accepted submit, and none is made for a submit the form refuses', async () => {
    const t = start();
    t.submit('0');
    expect(t.actor.getSnapshot().context.intentKey).toBeNull();
    t.submit('10');
    await t.transfer.answer(null);
    t.submit('20');
    expect(t.keysSent()).toEqual(['k1', 'k2']);
  });

  it('is the same again when an unknown outcome is sent again', async () => {
    const t = start();
    await t.unanswered('10', BEFORE);
    expect(t.actor.getSnapshot().value).toBe('outcomeUnknown');
    t.actor.send({ type: 'RETRY' });
    await t.transfer.fail(noAnswer);
    await t.reread.answer(undefined);
    t.actor.send({ type: 'RETRY' });
    expect(t.keysSent()).toEqual(['k1', 'k1', 'k1']);
  });

  it('is new after the member drops the unknown outcome and edits the form', async () => {
    const t = start();
    await t.unanswered('10', BEFORE);
    t.actor.send({ type: 'DISMISS' });
    t.submit('15');
    expect(t.keysSent()).toEqual(['k1', 'k2']);
  });

  it('an all in is an intent of its own, and its resend keeps its key', async () => {
    const t = start();
    t.submit('10');
    await t.transfer.answer(null);
    t.actor.send({ type: 'DISMISS' });
    t.actor.send({ type: 'ALL_IN', providerId: 'EVO' });
    await t.allIn.fail(noAnswer);
    await t.reread.answer(BEFORE);
    t.actor.send({ type: 'RETRY' });
    expect(t.allIn.inputs().map((i) => i.idempotencyKey)).toEqual(['k2', 'k2']);
  });
});

describe('one idempotency key, one request (contract §10)', () => {
  /** A small seeded random source, so a failing walk can be replayed. */
  const randomOf = (seed: number) => () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };

  it('never sends one key with two bodies, whatever the member and the server do', async () => {
    for (let seed = 1; seed <= 60; seed++) {
      const random = randomOf(seed);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
      const t = start();
      const steps: (() => unknown)[] = [
        () => t.actor.send({ type: 'AMOUNT_CHANGED', value: pick(['5', '10', '20.5']) }),
        () => t.actor.send({ type: 'TO_CHANGED', providerId: pick(['SBO', 'EVO']) }),
        () => t.actor.send({ type: 'SUBMIT' }),
        () => t.actor.send({ type: 'RETRY' }),
        () => t.actor.send({ type: 'DISMISS' }),
        () => t.actor.send({ type: 'ALL_IN', providerId: pick(['SBO', 'EVO']) }),
        () => (t.transfer.count() ? t.transfer.fail(pick([noAnswer, { code: 2, key: 'x' }])) : null),
        () => (t.transfer.count() ? t.transfer.answer(null) : null),
        () => (t.allIn.count() ? t.allIn.fail(noAnswer) : null),
        () => (t.reread.count() ? t.reread.answer(pick([BEFORE, { ...BEFORE, '-': '90' }])) : null),
      ];
      for (let step = 0; step < 40; step++) await pick(steps)();
      const bodies = new Map<string, string>();
      const sent = [
        ...t.transfer
          .inputs()
          .map(({ idempotencyKey, ...body }) => [idempotencyKey, `transfer ${JSON.stringify(body)}`]),
        ...t.allIn
          .inputs()
          .map(({ idempotencyKey, ...body }) => [idempotencyKey, `allIn ${JSON.stringify(body)}`]),
      ];
      for (const [key = '', body = ''] of sent) {
        expect(bodies.get(key) ?? body, `seed ${seed}, key ${key}`).toBe(body);
        bodies.set(key, body);
      }
    }
  });
});

describe('the idempotency keys of the machine as it ships (no key maker given)', () => {
  it('each intent has its own key and a resend keeps it', async () => {
    const transfer = serverCall<unknown, TransferCall>();
    const reread = serverCall<Balances | undefined>();
    const actor = createActor(
      transferMachine.provide({ actors: { transfer: transfer.logic, rereadBalances: reread.logic } }),
      { input: { fromProvider: '-', toProvider: 'SBO' } },
    ).start();
    actor.send({ type: 'BALANCES', balances: BEFORE });
    const submit = (amount: string) => {
      actor.send({ type: 'AMOUNT_CHANGED', value: amount });
      actor.send({ type: 'SUBMIT' });
    };
    submit('10');
    await transfer.answer(null);
    actor.send({ type: 'DISMISS' });
    submit('20');
    await transfer.fail(noAnswer);
    await reread.answer(BEFORE);
    actor.send({ type: 'RETRY' });
    const [first, second, resent] = transfer.inputs().map((i) => i.idempotencyKey);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second, 'a second transfer is a new intent').not.toBe(first);
    expect(resent, '"Send again" is the same intent').toBe(second);
  });
});

describe('before "Send again": the balances read again against those before the call', () => {
  it('the source went down by the amount: the member is told so and nothing can be resent', async () => {
    const t = start();
    await t.unanswered('10', { ...BEFORE, '-': '90', SBO: '10' });
    expect(t.actor.getSnapshot().value).toBe('moneyMoved');
    expect(t.actor.getSnapshot().hasTag('unanswered')).toBe(true);
    t.actor.send({ type: 'RETRY' });
    expect(t.transfer.count()).toBe(1);
    t.actor.send({ type: 'DISMISS' });
    expect(t.actor.getSnapshot().value).toBe('editing');
    expect(t.actor.getSnapshot().context.amount).toBe('');
  });

  it('an all in that emptied the main wallet into its provider is seen as moved', async () => {
    const t = start();
    t.actor.send({ type: 'ALL_IN', providerId: 'EVO' });
    await t.allIn.fail(noAnswer);
    await t.reread.answer({ ...BEFORE, '-': '0', EVO: '105' });
    expect(t.actor.getSnapshot().value).toBe('moneyMoved');
  });

  it('unchanged balances, another change, or none read: Send again is offered as before', async () => {
    for (const after of [BEFORE, { ...BEFORE, '-': '95' }, undefined]) {
      const t = start();
      await t.unanswered('10', after);
      expect(t.actor.getSnapshot().value).toBe('outcomeUnknown');
      t.actor.send({ type: 'RETRY' });
      expect(t.transfer.count()).toBe(2);
    }
  });

  it('a withdrawal: the main wallet went down by the amount', async () => {
    const loadInfo = serverCall<unknown>();
    const withdraw = serverCall<unknown, { idempotencyKey: string }>();
    const reread = serverCall<Balances | undefined>();
    const actor = createActor(
      withdrawMachine.provide({
        actors: {
          loadInfo: loadInfo.logic as never,
          withdraw: withdraw.logic as never,
          rereadBalances: reread.logic,
        },
        actions: { beginIntent: assign(() => ({ intentKey: 'w1', before: BEFORE })) },
      }),
    ).start();
    await loadInfo.answer({ memberBankList: [{ memberBankId: 'MB1' }], minAmount: '1', maxAmount: '1000' });
    actor.send({ type: 'AMOUNT_CHANGED', value: '60' });
    actor.send({ type: 'SUBMIT' });
    expect(withdraw.inputs()[0]?.idempotencyKey).toBe('w1');
    await withdraw.fail(noAnswer);
    await reread.answer({ ...BEFORE, '-': '40' });
    expect(actor.getSnapshot().value).toBe('moneyMoved');
  });
});

describe('the money rule: balancesShowMove', () => {
  it('counts in tenths: out of the source or into the destination by exactly the amount', () => {
    const before = { '-': '100.5', SBO: 0 };
    expect(balancesShowMove(before, { '-': '90.4', SBO: 0 }, { from: '-', amount: '10.1' })).toBe(true);
    expect(balancesShowMove(before, { '-': '100.5', SBO: '10.1' }, { to: 'SBO', amount: '10.1' })).toBe(true);
    expect(balancesShowMove(before, { '-': '90.5', SBO: 0 }, { from: '-', amount: '10.1' })).toBe(false);
    expect(balancesShowMove(before, { SBO: 0 }, { from: '-', amount: '10' })).toBe(false);
    expect(balancesShowMove(before, { '-': '100.5' }, { from: '-', amount: '0' })).toBe(false);
    expect(balancesShowMove(before, { '-': '0' }, { from: '-', amount: undefined })).toBe(false);
  });
});

describe('the API client', () => {
  it('sends Idempotency-Key on money calls (the intent key, else a new one), never on others', async () => {
    const seen: { path: string; key: string | null }[] = [];
    const fetchBase = 'http://api.test';
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push({ path: new URL(request.url).pathname, key: request.headers.get('idempotency-key') });
      return new Response(JSON.stringify({ errorCode: 0, data: { balance: '1' } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
    try {
      const api = createApi(
        {
          base: () => '',
          clientVersion: '1',
          loginSite: () => 'mobile' as never,
          session: () => ({ sessionId: 's', token: 't' }),
          xsrfToken: () => undefined,
          effects: effectSpies(),
          fetchBase,
        },
        endpoints,
      );
      const form = { fromProvider: '-', toProvider: 'SBO', amount: '1', promoteId: '' };
      await api.transfer(form, { idempotencyKey: 'intent-key' });
      await api.rebateTransfer({ providerId: 'SBO' });
      await api.getBalance({ providerId: '-' });
    } finally {
      globalThis.fetch = original;
    }
    expect(seen[0]).toEqual({ path: '/api/transfer', key: 'intent-key' });
    expect(seen[1]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[2]).toEqual({ path: '/api/getbalance', key: null });
  });

  it('marks exactly the nine money calls of contract §8 as carrying the key', () => {
    const keyed = Object.values(endpoints)
      .filter((spec) => (spec as { idempotent?: boolean }).idempotent)
      .map((spec) => spec.path)
      .sort();
    expect(keyed).toEqual(
      [
        '/api/transfer',
        '/api/allintransfer',
        '/api/withdraw',
        '/api/deposit',
        '/api/quickpay',
        '/api/RebateTransfer',
        '/api/ClaimRewardMission',
        '/api/claimredenvelope',
        '/api/SpinRoulette',
      ].sort(),
    );
  });

  it('makes a version-4 UUID also where crypto.randomUUID is missing (older WebViews)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys)
        expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
