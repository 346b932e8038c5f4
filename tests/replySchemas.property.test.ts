import fc from 'fast-check';
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { amount, count, flag, id, nothing, rouletteType, shown } from '../contract/replies/parts';
import { checkPasswordResponse } from '../features/account/contract/accountReplies';
import { groupIds } from '../features/content/contract/contentReplies';
import { ENDPOINTS as endpoints, type EndpointName as ReplyName } from '../src/app/endpoints';
import { decodeReply, replySchemas } from './support/replies';

/**
 * Every endpoint's decoder, fed replies a real server might send.
 * Within the spec's words (ids as numbers or strings, counts and flags as numeric strings or 0/1, the
 * fields the spec does not name left out, extra fields added, lists empty or long) a reply always
 * decodes; without a field its flow needs it always takes the bad-reply path; damaged at random it gives
 * well-typed data or the one mismatch, never a throw. The replies are generated from the schemas
 * themselves; what each flow needs is written out by hand below (`NEEDED`), so a schema that starts to
 * require a field the spec does not name fails here.
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

/**
 * The fields each reply must carry for its screen or flow (a list's entries as `list[].field`): those spec
 * §3 and the contract name and the flow reads, and the few it cannot work without (a balance, a limit,
 * the id a choice sends back). Every other field may be left out.
 */
const LOGIN = ['sessionId', 'token', 'currId', 'loginIpGeo'];
const BALANCE = ['balance'];
const NEEDED: Record<ReplyName, readonly string[]> = {
  login: LOGIN,
  logout: [],
  forgotPassword: [],
  getNotices: ['noticeList', 'noticeList[].title'],
  getLoginFrom: ['loginId'],
  revokeLoginKey: [],
  fromLogin: LOGIN,
  getLoginInfo: ['currId', 'loginIpGeo', 'mainBlance'],
  sessionLogin: LOGIN,
  checkLoginId: [],
  joinNowCreate: LOGIN,
  checkAccountInfo: [],
  getCmsList: ['cmsList', 'cmsList[].cmsId', 'cmsList[].cmsType', 'cmsList[].title', 'cmsList[].content'],
  getIp: [],
  gameStart: ['gameUrl'],
  getGameUrl: ['gameUrl'],
  getPromotion: [
    'menuMods',
    'menuMods[].groupId',
    'menuMods[].resourceName',
    'promotionContents',
    'promotionContents[].groupIds',
    'promotionContents[].imgPath',
    'promotionContents[].promoteTitle',
    'promotionContents[].promoteContent',
  ],
  changePassword: ['acctId'],
  getChangePasswordProvider: [
    'providerList',
    'providerList[].providerId',
    'providerList[].acctId',
    'providerList[].pwdFormat',
    'providerList[].pwdFormatError',
  ],
  getMemberBank: ['memberBankList', 'memberBankList[].memberBankId'],
  getMemberInfo: ['memInfo', 'myReferral', 'myReferral.referralCode', 'myVip'],
  checkPassword: [],
  getBankList: ['bankList', 'bankList[].bankId'],
  addMemberBank: [],
  affUrlJson: ['defaultUrl', 'currencyAffUrl', 'currencyAffUrl[].currency', 'currencyAffUrl[].url'],
  userShareJson: [
    'defaultUrl',
    'currencyShareUrl',
    'currencyShareUrl[].currency',
    'currencyShareUrl[].domain',
  ],
  deposit: [],
  getBalance: BALANCE,
  getDepositInfo: ['methodList', 'methodList[].methodId', 'methodList[].minAmount', 'methodList[].maxAmount'],
  getWithdrawInfo: ['memberBankList', 'memberBankList[].memberBankId', 'minAmount', 'maxAmount'],
  withdraw: BALANCE,
  quickpay: ['qrImage'],
  getHistoryRecord: ['historyRecords', 'historyRecords[].amount'],
  getAllBalance: ['balanceList', 'balanceList[].providerId', 'balanceList[].balance'],
  getTransferInfo: [
    'providerList',
    'providerList[].providerId',
    'providerList[].providerName',
    'providerList[].weeklyTurnover',
  ],
  allInTransfer: BALANCE,
  checkAllInToMainWalletInfo: ['providers'],
  transfer: BALANCE,
  getInstantRebateInfo: [],
  rebateTransfer: BALANCE,
  getRouletteInfo: [
    'rewardList',
    'rewardList[].id',
    'rewardList[].reward',
    'rewardList[].rewardSort',
    'spinCount',
    'rouletteIsSpin',
    'winnerList',
    'winnerList[].date',
    'winnerList[].user',
    'winnerList[].reward',
    'memberList',
    'memberList[].date',
    'memberList[].user',
    'memberList[].reward',
  ],
  spinRoulette: ['rewardId', 'reward', 'spinCount'],
  getRewardMission: [],
  claimRewardMission: [],
  getRedEnvelopeInfo: ['available'],
  claimRedEnvelope: ['amount'],
};

/** An entry a reply may leave out: the schema reads `undefined` (a default, or a neutral value). */
const mayLack = (s: Node) => s.type === 'optional' || s.type === 'nullish' || s.type === 'unknown';
/** A list, whether it must be there (`nullable`) or not. */
const listIn = (s: Node): Node | null =>
  s.type === 'array' ? s : s.wrapped?.type === 'array' ? s.wrapped : null;

/** The fields a schema requires, as `NEEDED` writes them. */
function requiredPaths(schema: Node, prefix = ''): string[] {
  if (schema.type !== 'object') return [];
  return Object.entries(schema.entries ?? {}).flatMap(([key, entry]) => {
    if (mayLack(entry)) return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const inner = listIn(entry);
    return [path, ...(inner ? requiredPaths(inner.item!, `${path}[]`) : requiredPaths(entry, path))];
  });
}

const decimal = fc
  .tuple(fc.integer({ min: -1_000_000, max: 1_000_000_000 }), fc.integer({ min: 0, max: 9 }))
  .chain(([whole, tenth]) =>
    fc.constantFrom<string | number>(`${whole}.${tenth}`, `${whole}`, Number(`${whole}.${tenth}`)),
  );
const anId = fc.oneof(fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: 2_000_000_000 }));
const whole = fc.integer({ min: 0, max: 1000 });

/** The shared pieces of `parts.ts`, as a server within the spec's words may send them. */
const PIECES = new Map<unknown, fc.Arbitrary<unknown>>([
  [amount, decimal],
  [id, anId],
  [count, fc.oneof(whole, whole.map(String))],
  [flag, fc.constantFrom(true, false, 0, 1, '0', '1', 'true', 'false')],
  [shown, fc.oneof(fc.string({ maxLength: 12 }), whole, fc.constant(null), fc.constant(undefined))],
  [rouletteType, fc.oneof(fc.constantFrom('bonus', 'points'), fc.string({ maxLength: 8 }))],
  [
    groupIds,
    fc.oneof(
      fc.array(whole, { maxLength: 3 }).map((g) => g.join(',')),
      whole,
      fc.array(anId),
    ),
  ],
  [nothing, fc.jsonValue({ maxDepth: 1 })],
  // The password check (contract §9): a token (an id) and its lifetime, or nothing of the kind at all.
  [
    checkPasswordResponse,
    fc.oneof(
      fc.record(
        { reauthToken: anId, expiresIn: fc.oneof(whole, whole.map(String)) },
        { requiredKeys: ['reauthToken'] },
      ),
      fc.jsonValue({ maxDepth: 1 }),
    ),
  ],
]);

interface Shape {
  /** Lists hold at least one entry (so a field of an entry can be taken away). */
  filled?: boolean;
}

/** A value the schema accepts, as a server following the contract would send it. */
function valid(schema: Node, shape: Shape = {}): fc.Arbitrary<unknown> {
  const piece = PIECES.get(schema);
  if (piece) return piece;
  switch (schema.type) {
    case 'object': {
      const entries = Object.entries(schema.entries ?? {});
      return fc
        .tuple(
          fc.record(Object.fromEntries(entries.map(([k, s]) => [k, valid(s, shape)])), {
            // What the spec does not name may be left out.
            requiredKeys: entries.filter(([, s]) => !mayLack(s)).map(([k]) => k),
          }),
          fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
        )
        .map(([known, extra]) => ({ ...extra, ...known }));
    }
    case 'array': {
      const item = valid(schema.item!, shape);
      const min = shape.filled ? 1 : 0;
      // Empty, short, or long.
      return fc.oneof(
        { arbitrary: fc.array(item, { minLength: min, maxLength: 4 }), weight: 4 },
        { arbitrary: fc.array(item, { minLength: 40, maxLength: 80 }), weight: 1 },
      );
    }
    case 'nullable':
      return shape.filled
        ? valid(schema.wrapped!, shape)
        : fc.oneof(valid(schema.wrapped!, shape), fc.constant(null));
    case 'nullish':
      return fc.oneof(valid(schema.wrapped!, shape), fc.constant(undefined), fc.constant(null));
    case 'optional':
      return fc.oneof(valid(schema.wrapped!, shape), fc.constant(undefined));
    case 'string':
      return fc.string({ maxLength: 12 });
    default:
      throw new Error(`no generator for a schema of type ${schema.type}`);
  }
}

/** The reply without the field at `path` (`list[].field`: in its first entry). */
function without(reply: unknown, path: string): unknown {
  const copy = structuredClone(reply) as Record<string, unknown>;
  const steps = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const step of steps.slice(0, -1)) {
    const key = step.replace('[]', '');
    const next = at[key];
    at = (step.endsWith('[]') ? (next as unknown[])[0] : next) as Record<string, unknown>;
  }
  const last = steps.at(-1)!;
  if (last.endsWith('[]')) throw new Error(`a path ends in a field: ${path}`);
  delete at[last];
  return copy;
}

/** Where the decoder says a reply without `path` went wrong: the dot path of its first entry. */
const mismatchAt = (path: string) => path.replaceAll('[]', '.0');

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
  switch (PIECES.has(schema) ? 'piece' : schema.type) {
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
    case 'nullable':
    case 'nullish':
    case 'optional':
      return fc.oneof(deeper(schema.wrapped!), fc.constant(null), fc.constant(undefined));
    default:
      return fc.oneof({ arbitrary: good, weight: 3 }, { arbitrary: junk, weight: 1 });
  }
}

const names = Object.keys(replySchemas) as ReplyName[];

// Lists of up to 20,000 entries per run: well under a second alone, longer on a CI core shared with browsers.
describe('reply decoders (26)', { timeout: 60_000 }, () => {
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

    it(`${name}: requires what its flow needs and no more`, () => {
      expect(requiredPaths(schema)).toEqual(NEEDED[name]);
    });

    for (const needed of NEEDED[name]) {
      it(`${name}: without ${needed} it is a bad reply naming it`, () => {
        fc.assert(
          fc.property(valid(schema, { filled: true }), (data) => {
            const result = decodeReply(name, path, without(data, needed));
            expect(result).toMatchObject({ ok: false });
            if (!result.ok) expect(result.detail.startsWith(`${path}: ${mismatchAt(needed)} — `)).toBe(true);
          }),
          { numRuns: 15 },
        );
      });
    }

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
  it('a list the spec does not name may be left out; a list a screen shows may be null, not missing', () => {
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
    const noBanks = decodeReply('getMemberBank', '/api/getmemberbank', {});
    expect(noBanks).toMatchObject({ ok: false });
    if (!noBanks.ok) expect(noBanks.detail).toMatch(/^\/api\/getmemberbank: memberBankList — /);
  });

  it('what the four screens met on a real server reads', () => {
    expect(
      decodeReply('getPromotion', '/api/getpromotion', {
        menuMods: [{ groupId: 7, resourceName: 'Slots' }],
        promotionContents: [
          { promoteId: 12, groupIds: [0, 7], imgPath: '', promoteTitle: 'A', promoteContent: '<p>x</p>' },
          { groupIds: 7, imgPath: '', promoteTitle: 'B', promoteContent: '' },
        ],
      }),
    ).toEqual({
      ok: true,
      value: {
        menuMods: [{ groupId: '7', resourceName: 'Slots' }],
        promotionContents: [
          { promoteId: '12', groupIds: '0,7', imgPath: '', promoteTitle: 'A', promoteContent: '<p>x</p>' },
          { promoteId: '', groupIds: '7', imgPath: '', promoteTitle: 'B', promoteContent: '' },
        ],
      },
    });
    const wheel = decodeReply('getRouletteInfo', '/api/GetRouletteInfo', {
      rewardList: [{ id: 3, reward: '50', type: 'cash', rewardSort: '1' }],
      spinCount: '2',
      rouletteIsSpin: 1,
      winnerList: null,
      memberList: [],
    });
    expect(wheel).toEqual({
      ok: true,
      value: {
        rewardList: [{ id: '3', reward: '50', type: 'other', rewardSort: 1 }],
        spinCount: 2,
        rouletteIsSpin: true,
        winnerList: [],
        memberList: [],
      },
    });
    expect(
      decodeReply('spinRoulette', '/api/SpinRoulette', { rewardId: 3, reward: '50', spinCount: 0 }),
    ).toEqual({ ok: true, value: { rewardId: '3', reward: '50', spinCount: 0 } });
    expect(
      decodeReply('getWithdrawInfo', '/api/getwithdrawinfo', {
        memberBankList: [{ memberBankId: 9, bankName: 'VCB', bankAccNo: '0123456789' }],
        minAmount: 100,
        maxAmount: '5000',
      }),
    ).toEqual({
      ok: true,
      value: {
        memberBankList: [
          {
            memberBankId: '9',
            bankId: '',
            bankName: 'VCB',
            bankAccNo: '0123456789',
            bankAddress: '',
            bankBranch: '',
            verified: false,
          },
        ],
        minAmount: '100',
        maxAmount: '5000',
      },
    });
    expect(
      decodeReply('getMemberInfo', '/api/getmemberinfo', {
        memInfo: { loginId: 'demo' },
        myReferral: { referralCode: 'R1' },
        myVip: { levelName: 'Gold' },
      }),
    ).toEqual({
      ok: true,
      value: {
        memInfo: { loginId: 'demo', fullName: '', email: '', phone: '', currId: '', registerDate: '' },
        myReferral: { referralCode: 'R1', referralCount: 0 },
        myVip: { level: null, levelName: 'Gold', nextLevelName: '', progress: 0 },
      },
    });
    expect(
      decodeReply('getChangePasswordProvider', '/api/getchangepasswordprovider', {
        providerList: [{ providerId: 4, acctId: 77, pwdFormat: '^.{6,}$', pwdFormatError: 'x' }],
      }),
    ).toEqual({
      ok: true,
      value: {
        providerList: [
          { providerId: '4', providerName: '4', acctId: '77', pwdFormat: '^.{6,}$', pwdFormatError: 'x' },
        ],
      },
    });
  });

  it('still a bad reply: money of the wrong type, a data that is no object, a float id', () => {
    for (const [data, where] of [
      [{ balance: true }, 'balance'],
      [{ balance: '12.34' }, 'balance'],
      // An array is read as an object without the field.
      [[], 'balance'],
      ['ok', 'data'],
      [null, 'data'],
    ] as const) {
      const result = decodeReply('getBalance', '/api/getbalance', data);
      expect(result, JSON.stringify(data)).toMatchObject({ ok: false });
      if (!result.ok) expect(result.detail.startsWith(`/api/getbalance: ${where} — `)).toBe(true);
    }
    expect(
      decodeReply('spinRoulette', '/api/SpinRoulette', { rewardId: 1.5, reward: '', spinCount: 0 }),
    ).toMatchObject({ ok: false });
    expect(
      decodeReply('spinRoulette', '/api/SpinRoulette', { rewardId: '1', reward: '', spinCount: 'two' }),
    ).toMatchObject({ ok: false });
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
      bankList: [{ bankId: { code: 1 }, bankName: 'A' }],
    });
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.detail).toMatch(/bankList\.0\.bankId/);
  });
});
