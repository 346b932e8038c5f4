import fc from 'fast-check';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decodeReply, type ReplyName, replySchemas } from '../contract/schemas';
import { endpoints } from '../src/api/endpoints';

/**
 * Issue 12 item 5: every endpoint's decoder, fed replies a real server might send (fields missing, wrong
 * types, nulls, extra fields, huge lists), either returns well-typed data or the one mismatch, never
 * throws. The replies are generated from the schemas themselves, then damaged.
 */

type Node = v.GenericSchema & {
  type: string;
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  options?: unknown[];
  pipe?: Node[];
  default?: unknown;
};

const decimal = fc
  .tuple(fc.integer({ min: -1_000_000, max: 1_000_000_000 }), fc.integer({ min: 0, max: 9 }))
  .chain(([whole, tenth]) =>
    fc.constantFrom<string | number>(`${whole}.${tenth}`, `${whole}`, Number(`${whole}.${tenth}`)),
  );

/** A value the schema accepts, as a server following the contract would send it. */
function valid(schema: Node): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(schema.entries ?? {}).map(([k, s]) => [k, valid(s)])),
      );
    case 'array':
      return fc.array(valid(schema.item!), { maxLength: 4 });
    case 'nullish':
    case 'optional':
      return fc.oneof(valid(schema.wrapped!), fc.constant(undefined));
    case 'picklist':
      return fc.constantFrom(...(schema.options as string[]));
    case 'string':
      return fc.string({ maxLength: 12 });
    case 'number':
      return fc.integer({ min: -5, max: 1000 });
    case 'boolean':
      return fc.boolean();
    case 'union':
      // The one union is an amount (string | number, then a check).
      return decimal;
    case 'unknown':
      return fc.jsonValue({ maxDepth: 1 });
    default:
      throw new Error(`no generator for a schema of type ${schema.type}`);
  }
}

const junk = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.string({ maxLength: 6 }),
  fc.double(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.constantFrom('NaN', 'Infinity', '1e999', '12.34', '0x10', ''),
);

/** A reply damaged at random places: a field dropped, nulled, of another type; an extra field; a list long. */
function damaged(schema: Node, depth = 0): fc.Arbitrary<unknown> {
  const good = valid(schema);
  const deeper = (s: Node) => (depth > 4 ? valid(s) : damaged(s, depth + 1));
  switch (schema.type) {
    case 'object':
      return fc.oneof(
        junk,
        fc
          .tuple(
            fc.record(
              Object.fromEntries(Object.entries(schema.entries ?? {}).map(([k, s]) => [k, deeper(s)])),
              { requiredKeys: [] },
            ),
            fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
          )
          .map(([known, extra]) => ({ ...extra, ...known })),
      );
    case 'array':
      return fc.oneof(
        junk,
        fc.array(deeper(schema.item!), { maxLength: 5 }),
        // A huge list: the same entry many times over.
        fc
          .tuple(valid(schema.item!), fc.integer({ min: 1000, max: 20_000 }))
          .map(([item, n]) => Array.from({ length: n }, () => item)),
      );
    case 'nullish':
    case 'optional':
      return fc.oneof(deeper(schema.wrapped!), fc.constant(null), fc.constant(undefined));
    default:
      return fc.oneof({ arbitrary: good, weight: 3 }, { arbitrary: junk, weight: 1 });
  }
}

const names = Object.keys(replySchemas) as ReplyName[];

// Lists of up to 20,000 entries per run: well under a second alone, longer on a CI core shared with browsers.
describe('reply decoders (issue 12)', { timeout: 60_000 }, () => {
  it('has a schema for every endpoint, and no schema without one', () => {
    expect(new Set(names)).toEqual(new Set(Object.keys(endpoints)));
  });

  for (const name of names) {
    const schema = replySchemas[name] as unknown as Node;
    const path = endpoints[name].path;

    it(`${name}: accepts every reply that follows the contract`, () => {
      fc.assert(
        fc.property(valid(schema), (data) => {
          const result = decodeReply(name, path, data);
          expect(result).toMatchObject({ ok: true });
        }),
        { numRuns: 60 },
      );
    });

    it(`${name}: a damaged reply gives well-typed data or the mismatch, never a throw`, () => {
      fc.assert(
        fc.property(damaged(schema), (data) => {
          const result = decodeReply(name, path, data);
          if (result.ok) {
            // Well typed: what came out is itself a valid reply and reads the same again.
            expect(decodeReply(name, path, result.value)).toEqual({ ok: true, value: result.value });
          } else {
            // The mismatch names the endpoint and where the reply went wrong, for support staff.
            expect(result.detail).toMatch(new RegExp(`^${path.replace(/\//g, '\\/')}: \\S+ — .+`));
          }
        }),
        { numRuns: 80 },
      );
    });
  }
});

describe('what the decoders make of a reply', () => {
  it('a list the server left out or sent as null reads as empty', () => {
    expect(decodeReply('getInstantRebateInfo', '/api/GetInstantRebateInfo', {})).toEqual({
      ok: true,
      value: { rebateList: [] },
    });
    const banks = decodeReply('getBankList', '/api/getbanklist', { bankList: null, cityList: [] });
    expect(banks).toEqual({ ok: true, value: { bankList: [], provinceList: [], cityList: [] } });
    expect(decodeReply('getRewardMission', '/api/getrewardmission', { missionList: undefined })).toEqual({
      ok: true,
      value: { missionList: [] },
    });
  });

  it('amounts become exact decimal strings: a float’s noise rounds to its one fraction digit', () => {
    const read = (balance: unknown) => decodeReply('getBalance', '/api/getbalance', { balance });
    expect(read(0.30000000000000004)).toEqual({ ok: true, value: { balance: '0.3' } });
    expect(read(1250.5)).toEqual({ ok: true, value: { balance: '1250.5' } });
    expect(read('1250.50')).toEqual({ ok: true, value: { balance: '1250.5' } });
    expect(read(1.15)).toEqual({ ok: true, value: { balance: '1.2' } });
    expect(read(-0.05)).toEqual({ ok: true, value: { balance: '-0.1' } });
  });

  it('an amount that is not a finite decimal is a mismatch naming the field', () => {
    for (const bad of ['NaN', 'abc', '12.34', '1e5', null, true, 1e300]) {
      const result = decodeReply('getAllBalance', '/api/getallbalance', {
        balanceList: [{ providerId: 'SBO', balance: bad }],
      });
      expect(result, String(bad)).toMatchObject({ ok: false });
      if (!result.ok) expect(result.detail).toMatch(/^\/api\/getallbalance: balanceList\.0\.balance — /);
    }
  });

  it('extra fields are dropped, a wrong type in a list entry is a mismatch', () => {
    expect(decodeReply('getLoginFrom', '/api/getloginfrom', { loginId: 'demo', admin: true })).toEqual({
      ok: true,
      value: { loginId: 'demo' },
    });
    const result = decodeReply('getBankList', '/api/getbanklist', {
      bankList: [{ bankId: 1, bankName: 'A' }],
    });
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.detail).toMatch(/bankList\.0\.bankId/);
  });
});
