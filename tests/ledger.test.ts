import fc from 'fast-check';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoHandlers, DemoWorld } from '../demo/handlers';

/**
 * The demo ledger as a property: random sequences of money calls (valid and invalid) for a logged-in
 * member. After each call the sum over the member's wallets has changed by exactly deposits − withdrawals
 * + rebates of the successful calls, no wallet is negative, and a failed call changed nothing. An oracle
 * (the rules of the brief, written independently of the demo code) says which calls must succeed.
 * Every call carries an `Idempotency-Key` (contract §8): some are sent twice at once with the same key,
 * and some earlier keys are sent again later; a repeat gets the first answer and moves nothing.
 */

const ORIGIN = 'http://localhost';
const world = new DemoWorld();
const server = setupServer(...createDemoHandlers(world, ORIGIN));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const MAIN = '-';
const PROVIDER_IDS = ['SBO', 'SABA', 'EVO', 'PT', 'PG', 'JILI'];
const WALLET_IDS = [MAIN, ...PROVIDER_IDS];
const PROMOTION_PROVIDERS: Record<string, string[]> = {
  WELCOME100: ['SBO', 'SABA'],
  SLOT50: ['PT', 'PG', 'JILI'],
};
const DEPOSIT_LIMITS: Record<string, [number, number]> = {
  bank: [500, 500_000],
  qr: [200, 200_000],
  card: [100, 50_000],
};
const WITHDRAW_LIMITS: [number, number] = [500, 1_000_000];
const BANKS: Record<string, string[]> = { demo: ['MB1'], demoidr: [] };

// --- money in the test: integer tenths, parsed from strings, never floats -----------------------------
const AMOUNT = /^\d{1,12}(\.\d)?$/;
function tenthsOf(value: unknown): number {
  const match = typeof value === 'string' ? /^(-?)(\d+)(?:\.(\d))?$/.exec(value) : null;
  if (!match) throw new Error(`not a decimal amount: ${JSON.stringify(value)}`);
  const tenths = Number(match[2]) * 10 + Number(match[3] ?? '0');
  return match[1] ? -tenths : tenths;
}
const requestTenths = (value: unknown): number | null =>
  typeof value === 'string' && AMOUNT.test(value) && tenthsOf(value) > 0 ? tenthsOf(value) : null;
const decimal = (tenths: number) => `${Math.floor(tenths / 10)}${tenths % 10 ? `.${tenths % 10}` : ''}`;

// --- calls ---------------------------------------------------------------------------------------------
type AmountArg = string | number;
type Call =
  | { kind: 'transfer'; fromProvider: string; toProvider: string; amount: AmountArg; promoteId: string }
  | { kind: 'allin'; allinTo: string; providerId: string }
  | { kind: 'deposit'; methodId: string; amount: AmountArg; promoteId: string }
  | { kind: 'withdraw'; memberBankId: string; amount: AmountArg }
  | { kind: 'rebate'; providerId: string };
/**
 * How the call is sent: normally, with a wrong bearer, after arming the fail hook for its path, twice with
 * the same key (`resend`), or as a repeat of an earlier call's key (`replay`, normally when none came yet).
 */
type Mode = 'normal' | 'badSession' | 'forced' | 'resend' | 'replay';
type Step = { call: Call; mode: Mode };

const PATHS: Record<Call['kind'], string> = {
  transfer: '/api/transfer',
  allin: '/api/allintransfer',
  deposit: '/api/deposit',
  withdraw: '/api/withdraw',
  rebate: '/api/RebateTransfer',
};

/** Valid request amounts between `min` and `max` tenths, as decimal strings. */
const validAmount = (min: number, max: number) => fc.integer({ min, max }).map(decimal);
/** Amounts the strict parser must refuse (`/^\d{1,12}(\.\d)?$/` and greater than 0). */
const badAmount = fc.constantFrom(
  '',
  '0',
  '0.0',
  '-5',
  '1.25',
  '1e3',
  ' 5',
  '5.',
  '.5',
  'abc',
  '1,5',
  '+5',
  '0x10',
  '1234567890123',
);
/** Mostly valid amounts (sized for the call), some malformed strings, a few of the wrong type. */
const amountArg = (valid: fc.Arbitrary<string>): fc.Arbitrary<AmountArg> =>
  fc.oneof(
    { arbitrary: valid, weight: 8 },
    { arbitrary: badAmount, weight: 2 },
    { arbitrary: fc.integer({ min: 1, max: 1000 }), weight: 1 },
  );
const transferAmount = amountArg(fc.oneof(validAmount(1, 50), validAmount(1, 3000), validAmount(1, 30_000)));
const depositAmount = amountArg(fc.oneof(validAmount(1, 2000), validAmount(100, 600_000)));
const withdrawAmount = amountArg(fc.oneof(validAmount(400, 15_000), validAmount(1, 1_200_000)));
const wallet = fc.oneof(
  { arbitrary: fc.constantFrom(...WALLET_IDS), weight: 15 },
  { arbitrary: fc.constantFrom('', 'XYZ', 'M', 'sbo'), weight: 1 },
);
const promoteId = fc.oneof(
  { arbitrary: fc.constant(''), weight: 7 },
  { arbitrary: fc.constantFrom('WELCOME100', 'SLOT50', 'NOPE'), weight: 3 },
);

const call: fc.Arbitrary<Call> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      // Mostly from main, where the money starts, so that many transfers can succeed.
      fromProvider: fc.oneof({ arbitrary: fc.constant(MAIN), weight: 3 }, { arbitrary: wallet, weight: 2 }),
      toProvider: wallet,
      amount: transferAmount,
      promoteId,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('allin' as const),
      allinTo: fc.oneof(fc.constant('M'), wallet),
      providerId: wallet,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      methodId: fc.constantFrom('bank', 'qr', 'card', 'cash'),
      amount: depositAmount,
      promoteId: fc.constantFrom('', '', 'WELCOME100', 'NOPE'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      memberBankId: fc.constantFrom('MB1', 'MB1', 'MB1', 'MB9'),
      amount: withdrawAmount,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rebate' as const),
      providerId: fc.constantFrom('SBO', 'EVO', 'PG', 'XYZ'),
    }),
  },
);
const step: fc.Arbitrary<Step> = fc.record({
  call,
  mode: fc.oneof(
    { arbitrary: fc.constant<Mode>('normal'), weight: 18 },
    { arbitrary: fc.constantFrom<Mode>('badSession', 'forced'), weight: 1 },
    { arbitrary: fc.constantFrom<Mode>('resend', 'replay'), weight: 3 },
  ),
});

// --- talking to the demo backend -----------------------------------------------------------------------
interface Envelope {
  errorCode: number;
  data: unknown;
}
type Session = { sessionId: string; token: string };

async function post(path: string, body: object, session?: Session, key?: string): Promise<Envelope> {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(session ? { Authorization: `Bearer ${session.token}` } : {}),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(session ? { ...body, sid: session.sessionId } : body),
  });
  return (await response.json()) as Envelope;
}

async function member(path: string, body: object, session: Session): Promise<Record<string, unknown>> {
  const reply = await post(path, body, session);
  expect(reply.errorCode).toBe(0);
  return reply.data as Record<string, unknown>;
}

/** Wallet id → tenths, read through the API. */
async function readWallets(session: Session): Promise<Map<string, number>> {
  const data = await member('/api/getallbalance', {}, session);
  const list = data.balanceList as { providerId: string; balance: string }[];
  return new Map(list.map((b) => [b.providerId, tenthsOf(b.balance)]));
}
async function readRebates(session: Session): Promise<Map<string, number>> {
  const data = await member('/api/GetInstantRebateInfo', {}, session);
  const list = data.rebateList as { providerId: string; amount: string }[];
  return new Map(list.map((r) => [r.providerId, tenthsOf(r.amount)]));
}
const total = (wallets: Map<string, number>) => [...wallets.values()].reduce((a, b) => a + b, 0);

function bodyOf(call: Call): object {
  switch (call.kind) {
    case 'transfer':
      return {
        fromProvider: call.fromProvider,
        toProvider: call.toProvider,
        amount: call.amount,
        promoteId: call.promoteId,
      };
    case 'allin':
      return { allinTo: call.allinTo, providerId: call.providerId };
    case 'deposit':
      return { methodId: call.methodId, amount: call.amount, promoteId: call.promoteId };
    case 'withdraw':
      return { memberBankId: call.memberBankId, amount: call.amount };
    case 'rebate':
      return { providerId: call.providerId };
  }
}

// --- the oracle ----------------------------------------------------------------------------------------
interface Model {
  loginId: string;
  wallets: Map<string, number>;
  rebates: Map<string, number>;
  /** Provider → promotion taken there by a successful transfer in this run. */
  active: Map<string, string>;
}

const within = (amount: number, [min, max]: [number, number]) => amount >= min && amount <= max;

/** Whether a normally sent call must succeed, from the brief's rules alone. */
function mustSucceed(call: Call, model: Model): boolean {
  const has = (id: string) => model.wallets.has(id);
  const isProvider = (id: string) => id !== MAIN && has(id);
  switch (call.kind) {
    case 'transfer': {
      const amount = requestTenths(call.amount);
      if (amount === null || !has(call.fromProvider) || !has(call.toProvider)) return false;
      if (call.fromProvider === call.toProvider || (model.wallets.get(call.fromProvider) ?? 0) < amount)
        return false;
      if (!call.promoteId) return true;
      const providers = PROMOTION_PROVIDERS[call.promoteId];
      return !!providers?.includes(call.toProvider) && !model.active.has(call.toProvider);
    }
    case 'allin':
      return call.allinTo === 'M'
        ? isProvider(call.providerId)
        : isProvider(call.allinTo) && has(call.providerId);
    case 'deposit': {
      const amount = requestTenths(call.amount);
      const limits = DEPOSIT_LIMITS[call.methodId];
      const promotionOk = call.promoteId === '' || call.promoteId in PROMOTION_PROVIDERS;
      return amount !== null && !!limits && within(amount, limits) && promotionOk;
    }
    case 'withdraw': {
      const amount = requestTenths(call.amount);
      return (
        amount !== null &&
        (BANKS[model.loginId] ?? []).includes(call.memberBankId) &&
        within(amount, WITHDRAW_LIMITS) &&
        (model.wallets.get(MAIN) ?? 0) >= amount
      );
    }
    case 'rebate':
      return (model.rebates.get(call.providerId) ?? 0) > 0;
  }
}

/** The wallets after a successful call, from the model before it. */
function expectedWallets(call: Call, model: Model): Map<string, number> {
  const next = new Map(model.wallets);
  const add = (id: string, tenths: number) => next.set(id, (next.get(id) ?? 0) + tenths);
  switch (call.kind) {
    case 'transfer': {
      const amount = requestTenths(call.amount) ?? 0;
      add(call.fromProvider, -amount);
      add(call.toProvider, amount);
      break;
    }
    case 'allin': {
      const [from, to] = call.allinTo === 'M' ? [call.providerId, MAIN] : [MAIN, call.allinTo];
      const amount = model.wallets.get(from) ?? 0;
      add(from, -amount);
      add(to, amount);
      break;
    }
    case 'deposit':
      add(MAIN, requestTenths(call.amount) ?? 0);
      break;
    case 'withdraw':
      add(MAIN, -(requestTenths(call.amount) ?? 0));
      break;
    case 'rebate':
      add(MAIN, model.rebates.get(call.providerId) ?? 0);
      break;
  }
  return next;
}

/** Every field has the type the API declares (the generator sends some amounts as numbers). */
const wellTyped = (call: Call) => !('amount' in call) || typeof call.amount === 'string';

/** What the call adds to the member's money from outside: deposits − withdrawals + rebates. */
function externalDelta(call: Call, model: Model): number {
  if (call.kind === 'deposit') return requestTenths(call.amount) ?? 0;
  if (call.kind === 'withdraw') return -(requestTenths(call.amount) ?? 0);
  if (call.kind === 'rebate') return model.rebates.get(call.providerId) ?? 0;
  return 0;
}

describe('demo ledger (property)', () => {
  it('money is only created by deposits and rebates, only lost by withdrawals; failures change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('demo', 'demoidr'),
        fc.array(step, { minLength: 1, maxLength: 30 }),
        async (loginId, steps) => {
          world.reset();
          const session = world.openSession(loginId);
          const stranger: Session = { sessionId: session.sessionId, token: 'not-the-token' };
          const model: Model = {
            loginId,
            wallets: await readWallets(session),
            rebates: await readRebates(session),
            active: new Map(),
          };
          const initial = new Map(model.wallets);
          let expectedTotal = total(initial);
          /** The keyed calls sent so far, with their first answers. */
          const sent: { call: Call; key: string; reply: Envelope }[] = [];

          for (const { call, mode } of steps) {
            const ledgerBefore = world.ledger.length;
            const earlier = mode === 'replay' ? sent[ledgerBefore % Math.max(sent.length, 1)] : undefined;
            if (earlier) {
              // An earlier intent sent again: its first answer, and nothing moves.
              const again = await post(PATHS[earlier.call.kind], bodyOf(earlier.call), session, earlier.key);
              expect(again).toEqual(earlier.reply);
              expect(await readWallets(session)).toEqual(model.wallets);
              expect(await readRebates(session)).toEqual(model.rebates);
              expect(world.ledger.length).toBe(ledgerBefore);
              continue;
            }
            if (mode === 'forced') {
              const armed = await post('/api/__demo/fail', {
                path: PATHS[call.kind],
                errorCode: 3,
                key: 'wallet_mutiClick_notAllowed',
                format: ['10:30:00'],
              });
              expect(armed.errorCode).toBe(0);
            }
            const key = crypto.randomUUID();
            const reply = await post(
              PATHS[call.kind],
              bodyOf(call),
              mode === 'badSession' ? stranger : session,
              key,
            );
            if (mode === 'resend') {
              // "Send again" after an unknown outcome: the same key gets the same answer.
              expect(await post(PATHS[call.kind], bodyOf(call), session, key)).toEqual(reply);
            }
            if (mode !== 'badSession' && mode !== 'forced') sent.push({ call, key, reply });
            const wallets = await readWallets(session);
            const rebates = await readRebates(session);

            // The strict server checks the body's field types before the session.
            if (mode === 'badSession') expect(reply.errorCode).toBe(wellTyped(call) ? 1 : 2);
            else if (mode === 'forced') expect(reply).toMatchObject({ errorCode: 3 });
            else expect(reply.errorCode === 0).toBe(mustSucceed(call, model));

            if (reply.errorCode === 0) {
              expectedTotal += externalDelta(call, model);
              expect(wallets).toEqual(expectedWallets(call, model));
              expect((reply.data as { balance: string }).balance).toBe(decimal(wallets.get(MAIN) ?? 0));
              if (call.kind === 'rebate') model.rebates.delete(call.providerId);
              if (call.kind === 'transfer' && call.promoteId)
                model.active.set(call.toProvider, call.promoteId);
            } else {
              expect(wallets).toEqual(model.wallets);
              expect(world.ledger.length).toBe(ledgerBefore);
            }
            expect(rebates).toEqual(model.rebates);
            expect(total(wallets)).toBe(expectedTotal);
            for (const balance of wallets.values()) expect(balance).toBeGreaterThanOrEqual(0);
            model.wallets = wallets;
          }

          // The ledger explains every balance: replaying it over the start gives the end.
          const replay = new Map(initial);
          for (const entry of world.ledger) {
            expect(entry.loginId).toBe(loginId);
            expect(entry.amountTenths).toBeGreaterThan(0);
            if (entry.kind === 'transfer' || entry.kind === 'allin') {
              expect(WALLET_IDS).toContain(entry.from);
              expect(WALLET_IDS).toContain(entry.to);
              expect(entry.from).not.toBe(entry.to);
            }
            if (replay.has(entry.from))
              replay.set(entry.from, (replay.get(entry.from) ?? 0) - entry.amountTenths);
            if (replay.has(entry.to)) replay.set(entry.to, (replay.get(entry.to) ?? 0) + entry.amountTenths);
          }
          expect(replay).toEqual(model.wallets);
        },
      ),
      { numRuns: 60 },
    );
    // Sixty random call sequences over HTTP-shaped handlers, with resends and replays: seconds alone, a
    // minute or more on a busy CI core shared with the end-to-end browsers. A limit, not a timing.
  }, 240_000);
});
