import { randomBytes } from 'node:crypto';
import type { MemberBank } from '../contract/types.ts';
import type {
  RewardMission,
  RouletteReward,
  RouletteWin,
} from '../features/rewards/contract/rewardsReplies.ts';

/**
 * The demo backend's in-memory world (contract §7): members, sessions, wallets and the ledger. Money is
 * kept in integer tenths of the account unit, so a transfer moves exactly what it says and never creates
 * or loses any. Every money move goes through `move`, which writes one ledger entry. The lucky draw's
 * state (spins, wins, missions, red envelopes) and its seeded random source live here too, so `reset`
 * restores them.
 */

/** The main wallet's provider id. */
export const MAIN = '-';

export type LedgerKind = 'transfer' | 'allin' | 'deposit' | 'withdraw' | 'rebate' | 'reward';

/**
 * One money move. `from` and `to` are wallet ids of the member ('-' is main) or, for money that enters or
 * leaves the member, the outside party: `deposit:{methodId}`, `bank:{memberBankId}`, `rebate:{providerId}`,
 * `reward:roulette:{rewardId}`, `reward:mission:{missionId}`, `reward:envelope:{envelopeId}`.
 */
export interface LedgerEntry {
  id: string;
  loginId: string;
  kind: LedgerKind;
  from: string;
  to: string;
  amountTenths: number;
  /** ISO 8601. */
  time: string;
}

export type HistoryType = 'deposit' | 'withdraw' | 'transfer' | 'rebate';
export type HistoryStatus = 'success' | 'pending' | 'failed';
export const HISTORY_TYPES: readonly HistoryType[] = ['deposit', 'withdraw', 'transfer', 'rebate'];
export const HISTORY_STATUSES: readonly HistoryStatus[] = ['success', 'pending', 'failed'];

/** One line of the member's history (seeded, from the ledger, or a pending quickpay). */
export interface DemoHistoryEntry {
  id: string;
  /** Epoch milliseconds. */
  time: number;
  type: HistoryType;
  amountTenths: number;
  status: HistoryStatus;
  /** Insertion order: breaks ties between entries of the same millisecond. */
  seq: number;
}

export interface DemoMember {
  loginId: string;
  password: string;
  fullName: string;
  email: string;
  phone: string;
  currId: string;
  area: string;
  loginIpGeo: string;
  registerDate: string;
  /** Provider id → balance in tenths. The main wallet is '-'. */
  wallets: Map<string, number>;
  /** Comma-separated promotion keys the all-in check reports (demo state, set by the member hook). */
  extraPromotion: string;
  firstPromotion: string;
  /** Provider id → the promoteId active on that provider wallet. */
  activePromotions: Map<string, string>;
  banks: MemberBank[];
  /** Provider id → instant rebate waiting to be claimed, in tenths. */
  rebates: Map<string, number>;
  history: DemoHistoryEntry[];
  rewards: DemoRewards;
}

/** A reward mission as the API lists it, plus the bonus a claim credits. */
export interface DemoMission extends RewardMission {
  bonusTenths: number;
}

/** A member's lucky-draw state. */
export interface DemoRewards {
  spinCount: number;
  rouletteIsSpin: boolean;
  /** The member's own wins, newest first. */
  wins: RouletteWin[];
  /** The reward the next spin lands on (set by the roulette hook); null for a random one. */
  nextRewardId: string | null;
  missions: DemoMission[];
  /** The waiting red envelope, or null. */
  envelopeId: string | null;
}

export interface DemoSession {
  sessionId: string;
  token: string;
  loginId: string;
  /**
   * The re-authentication token the last password check gave (contract §9): single use, until `expiresAt`,
   * for the one call the check named (`operation`, contract §10), or either when it named none.
   */
  reauth?: { token: string; expiresAt: number; operation?: string };
}

/** Wrong answers allowed per member and per client address in GUESS_WINDOW_MS (contract §10). */
export const GUESS_MAX_WRONG = 5;
export const GUESS_WINDOW_MS = 15 * 60_000;

/**
 * Who a guess at login, the password check or `fromlogin` counts against: the member (when known) and the
 * client's address (`X-Forwarded-For` as the demo server sets it: the peer, or a proxy on this machine's word).
 */
export function guessersOf(request: Request, loginId?: string): string[] {
  const address = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'local';
  return [`address ${address}`, ...(loginId ? [`member ${loginId.trim().toLowerCase()}`] : [])];
}

/** A forced answer set by the `/api/__demo/fail` hook. */
export interface DemoFailure {
  errorCode: number;
  key: string;
  format?: string[];
  /** Answer a 503 with a non-JSON body instead of an envelope. */
  network: boolean;
  /** Set by `/api/__demo/malformed`: answer success with this as `data` (a reply the app must not trust). */
  malformed?: { data: unknown };
  remaining: number;
}

export const PROVIDERS = [
  { providerId: 'SBO', providerName: 'SBO Sports' },
  { providerId: 'SABA', providerName: 'SABA Sports' },
  { providerId: 'EVO', providerName: 'Evolution Live' },
  { providerId: 'PT', providerName: 'Playtech Slots' },
  { providerId: 'PG', providerName: 'PG Soft' },
  { providerId: 'JILI', providerName: 'JILI Games' },
] as const;

export const PROMOTIONS: readonly {
  promoteId: string;
  promoteTitle: string;
  providers: readonly string[];
}[] = [
  { promoteId: 'WELCOME100', promoteTitle: 'Welcome bonus 100%', providers: ['SBO', 'SABA'] },
  { promoteId: 'SLOT50', promoteTitle: 'Slots reload 50%', providers: ['PT', 'PG', 'JILI'] },
];

/** Deposit methods; limits in tenths of the account unit (VND and IDR count in thousands). */
export const DEPOSIT_METHODS: readonly {
  methodId: string;
  methodName: string;
  minTenths: number;
  maxTenths: number;
}[] = [
  { methodId: 'bank', methodName: 'Bank transfer', minTenths: 500, maxTenths: 500_000 },
  { methodId: 'qr', methodName: 'QR pay', minTenths: 200, maxTenths: 200_000 },
  { methodId: 'card', methodName: 'Phone card', minTenths: 100, maxTenths: 50_000 },
];

export const WITHDRAW_LIMITS = { minTenths: 500, maxTenths: 1_000_000 } as const;

/**
 * The lucky-draw rewards with the bonus a win credits (0 for points, which are not money). `rewardSort` is
 * deliberately not the array order: the wheel's order is the client's sort.
 */
export const ROULETTE_REWARDS: readonly (RouletteReward & { bonusTenths: number })[] = [
  { id: 'rw1', reward: '8 bonus', type: 'bonus', rewardSort: 3, bonusTenths: 80 },
  { id: 'rw2', reward: '50 points', type: 'points', rewardSort: 8, bonusTenths: 0 },
  { id: 'rw3', reward: '18 bonus', type: 'bonus', rewardSort: 1, bonusTenths: 180 },
  { id: 'rw4', reward: '100 points', type: 'points', rewardSort: 6, bonusTenths: 0 },
  { id: 'rw5', reward: '88 bonus', type: 'bonus', rewardSort: 7, bonusTenths: 880 },
  { id: 'rw6', reward: '200 points', type: 'points', rewardSort: 2, bonusTenths: 0 },
  { id: 'rw7', reward: '28 bonus', type: 'bonus', rewardSort: 5, bonusTenths: 280 },
  { id: 'rw8', reward: '500 points', type: 'points', rewardSort: 4, bonusTenths: 0 },
];

/** The red envelope waiting for `demo` at start. */
export const DEMO_ENVELOPE_ID = 'ENV-DEMO-1';
/** How many recent wins of everyone the winner list keeps. */
export const WINNER_LIST_SIZE = 20;
/** Fixed so a reset replays the same spins and envelopes. */
const RANDOM_SEED = 0x5eed_2026;

/** The name the winner lists show: 'demoidr' → 'de***dr'. */
export const maskLoginId = (loginId: string) => `${loginId.slice(0, 2)}***${loginId.slice(-2)}`;

export const HISTORY_PAGE_SIZE = 10;
const SEEDED_PER_TYPE = 25;
const DAY = 86_400_000;

/** A request amount: a decimal string with at most one fraction digit. Null when malformed. */
export function parseTenths(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 10 + Number(match[2] ?? '0');
}

/** A request amount that must be greater than zero. Null when malformed or zero. */
export function parseAmount(value: unknown): number | null {
  const tenths = parseTenths(value);
  return tenths !== null && tenths > 0 ? tenths : null;
}

/** Tenths to the decimal string the API sends ("1250.5", "300"). */
export function formatTenths(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 10);
  const fraction = abs % 10;
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The history API has four types: a reward credit shows as a rebate-like credit. */
const historyTypeOf = (kind: LedgerKind): HistoryType =>
  kind === 'allin' ? 'transfer' : kind === 'reward' ? 'rebate' : kind;

const mission = (
  missionId: string,
  title: string,
  progress: number,
  target: number,
  bonusTenths: number,
  claimed = false,
): DemoMission => ({
  missionId,
  title,
  progress,
  target,
  reward: `${formatTenths(bonusTenths)} bonus`,
  claimable: progress >= target,
  claimed,
  bonusTenths,
});

/**
 * Start state of the lucky draw: `demo` and `lucky` can spin, claim two missions and open an envelope;
 * `demoidr` not.
 */
function seedRewards(loginId: string): DemoRewards {
  const lucky = loginId === 'demo' || loginId === 'lucky';
  return {
    spinCount: lucky ? 3 : 0,
    rouletteIsSpin: lucky,
    wins: [],
    nextRewardId: null,
    missions: lucky
      ? [
          mission('M1', 'Deposit 3 times this week', 3, 3, 300),
          mission('M2', 'Transfer to a game wallet', 1, 1, 100),
          mission('M3', 'Play 50 slot rounds', 12, 50, 500),
          mission('M4', 'Log in 7 days in a row', 7, 7, 150, true),
        ]
      : [
          mission('M1', 'Deposit 3 times this week', 1, 3, 300),
          mission('M2', 'Transfer to a game wallet', 0, 1, 100),
        ],
    envelopeId: lucky ? DEMO_ENVELOPE_ID : null,
  };
}

/** Recent wins of other members, a few hours apart before `now`. */
function seedWinners(now: number): RouletteWin[] {
  const users = ['ng***88', 'tr***01', 'le***vn', 'ph***77', 'bu***id', 'ho***23', 'vo***09', 'da***56'];
  return ROULETTE_REWARDS.map(({ reward, type }, i) => ({
    date: new Date(now - (i + 1) * 97 * 60_000).toISOString(),
    user: users[i] ?? maskLoginId(`player${i}`),
    reward,
    type,
  }));
}

export interface DemoWorldOptions {
  /** The clock (epoch ms); tests pin it to get stable history dates. */
  now?: () => number;
}

/** How many calls the request log keeps. */
const REQUEST_LOG_SIZE = 500;

export class DemoWorld {
  members = new Map<string, DemoMember>();
  sessions = new Map<string, DemoSession>();
  xsrfTokens = new Set<string>();
  ledger: LedgerEntry[] = [];
  /** Lower-case API path → the forced answer of its next calls. */
  failures = new Map<string, DemoFailure>();
  /**
   * The last API calls that carried a bearer token, oldest first (at most REQUEST_LOG_SIZE): path and headers,
   * for the requests hook (a test checks what its own session's calls said, e.g. `X-Device`).
   */
  requestLog: { path: string; token: string; headers: Record<string, string> }[] = [];
  /**
   * Member, path and `Idempotency-Key` → the first answer to that key (contract §8): a repeat gets it
   * again and applies nothing.
   */
  seenKeys = new Map<string, { body: string; answer: Promise<Response> }>();
  /** Member or client address (`guessersOf`) → when its recent wrong answers came (ms), oldest first. */
  wrongGuesses = new Map<string, number[]>();
  /** Everyone's recent roulette wins, newest first. */
  winners: RouletteWin[] = [];
  /** Field vitals beacons received, oldest first, at most VITALS_KEPT. */
  vitals: { receivedAt: string; payload: Record<string, unknown> }[] = [];
  /** How many of ROULETTE_REWARDS are offered (the roulette hook lowers it to test small wheels). */
  rewardCount = ROULETTE_REWARDS.length;
  private randomState = RANDOM_SEED;
  private seq = 0;
  private readonly clock: () => number;

  constructor(options: DemoWorldOptions = {}) {
    this.clock = options.now ?? Date.now;
    this.reset();
  }

  now(): number {
    return this.clock();
  }

  /**
   * Minutes until any of `guessers` may guess again (GUESS_MAX_WRONG wrong answers in GUESS_WINDOW_MS), at
   * least 1; 0 when all may guess now.
   */
  guessesRefusedFor(guessers: string[]): number {
    const now = this.now();
    let until = 0;
    for (const who of guessers) {
      const recent = (this.wrongGuesses.get(who) ?? []).filter((at) => now - at < GUESS_WINDOW_MS);
      if (recent.length === 0) this.wrongGuesses.delete(who);
      else this.wrongGuesses.set(who, recent);
      // One more guess is allowed once all but GUESS_MAX_WRONG - 1 of the recent ones have expired.
      const opening = recent[recent.length - GUESS_MAX_WRONG];
      if (opening !== undefined) until = Math.max(until, opening + GUESS_WINDOW_MS);
    }
    return until === 0 ? 0 : Math.max(1, Math.ceil((until - now) / 60_000));
  }

  /** A wrong answer, counted against each of `guessers`. */
  guessedWrong(guessers: string[]): void {
    for (const who of guessers)
      this.wrongGuesses.set(who, [...(this.wrongGuesses.get(who) ?? []), this.now()]);
  }

  /**
   * Puts everything back as it was at start: members, wallets, banks, rebates, history, ledger, hooks, the
   * lucky draw and its random source.
   */
  reset(): void {
    this.members.clear();
    this.sessions.clear();
    this.failures.clear();
    this.requestLog = [];
    this.seenKeys.clear();
    this.wrongGuesses.clear();
    this.ledger = [];
    this.vitals = [];
    this.seq = 0;
    this.randomState = RANDOM_SEED;
    this.rewardCount = ROULETTE_REWARDS.length;
    const now = this.now();
    this.winners = seedWinners(now);
    this.members.set(
      'demo',
      this.seedMember(
        {
          loginId: 'demo',
          password: 'demo1234',
          fullName: 'Nguyen Van Demo',
          email: 'demo@example.com',
          phone: '+84 912 345 678',
          currId: 'VND',
          area: 'en-vn',
          loginIpGeo: 'VN',
          registerDate: '2025-03-14',
        },
        { '-': 12505, SBO: 3000, EVO: 755 },
        [
          {
            memberBankId: 'MB1',
            bankId: 'VCB',
            bankName: 'Vietcombank',
            bankAccNo: '0071000123456',
            bankAddress: '198 Tran Quang Khai, Hoan Kiem, Ha Noi',
            bankBranch: 'Ha Noi',
            verified: true,
          },
        ],
        { SBO: 125, EVO: 30 },
        now,
      ),
    );
    this.members.set(
      'demoidr',
      this.seedMember(
        {
          loginId: 'demoidr',
          password: 'demo1234',
          fullName: 'Budi Demo',
          email: 'budi@example.com',
          phone: '+62 812 3456 7890',
          currId: 'IDR',
          area: 'en-id',
          loginIpGeo: 'ID',
          registerDate: '2025-06-02',
        },
        { '-': 8200, PG: 1200 },
        [],
        {},
        now,
      ),
    );
    // The lucky draw's end-to-end tests play as `lucky`, so their credits never race the bank tests on
    // `demo`'s balances.
    this.members.set(
      'lucky',
      this.seedMember(
        {
          loginId: 'lucky',
          password: 'demo1234',
          fullName: 'Tran Thi May',
          email: 'lucky@example.com',
          phone: '+84 987 654 321',
          currId: 'VND',
          area: 'en-vn',
          loginIpGeo: 'VN',
          registerDate: '2025-09-09',
        },
        { '-': 5000 },
        [],
        {},
        now,
      ),
    );
    // The games' end-to-end tests: a VND account logged in from Thailand, so the PT rule (spec §5) applies.
    this.members.set(
      'roamer',
      this.seedMember(
        {
          loginId: 'roamer',
          password: 'demo1234',
          fullName: 'Le Van Roam',
          email: 'roamer@example.com',
          phone: '+84 903 111 222',
          currId: 'VND',
          area: 'en-vn',
          loginIpGeo: 'TH',
          registerDate: '2025-10-01',
        },
        { '-': 1000 },
        [],
        {},
        now,
      ),
    );
  }

  private seedMember(
    m: Omit<
      DemoMember,
      | 'wallets'
      | 'extraPromotion'
      | 'firstPromotion'
      | 'activePromotions'
      | 'banks'
      | 'rebates'
      | 'history'
      | 'rewards'
    >,
    balances: Record<string, number>,
    banks: MemberBank[],
    rebates: Record<string, number>,
    now: number,
  ): DemoMember {
    const wallets = new Map<string, number>([[MAIN, balances[MAIN] ?? 0]]);
    for (const p of PROVIDERS) wallets.set(p.providerId, balances[p.providerId] ?? 0);
    const member: DemoMember = {
      ...m,
      wallets,
      extraPromotion: '',
      firstPromotion: '',
      activePromotions: new Map(),
      banks,
      rebates: new Map(Object.entries(rebates)),
      history: [],
      rewards: seedRewards(m.loginId),
    };
    this.seedHistory(member, now);
    return member;
  }

  /**
   * ~25 older records per type over the last 60 days, before today (UTC). Deterministic: the same clock
   * gives the same records. Seeded records are history only; they never touched the wallets.
   */
  private seedHistory(member: DemoMember, now: number): void {
    const today = Math.floor(now / DAY) * DAY;
    const salt = member.loginId.length;
    HISTORY_TYPES.forEach((type, t) => {
      for (let i = 0; i < SEEDED_PER_TYPE; i++) {
        const daysAgo = 1 + Math.floor((i * 59) / SEEDED_PER_TYPE);
        const minute = ((i * 7 + t * 5 + salt) % 24) * 60 + ((i * 13 + t * 17) % 60);
        const k = i * 31 + t * 17 + salt * 7;
        const amountTenths =
          type === 'rebate' ? 5 + (k % 200) : (50 + ((k * 37) % 950)) * 10 + (i % 3 === 0 ? 5 : 0);
        const status: HistoryStatus =
          type === 'rebate'
            ? 'success'
            : (i + t) % 7 === 3
              ? 'failed'
              : type !== 'transfer' && (i + t) % 5 === 1
                ? 'pending'
                : 'success';
        member.history.push({
          id: `H${member.loginId.toUpperCase()}-${type.slice(0, 1).toUpperCase()}${String(i + 1).padStart(2, '0')}`,
          time: today - daysAgo * DAY + minute * 60_000,
          type,
          amountTenths,
          status,
          seq: this.seq++,
        });
      }
    });
  }

  /**
   * A member who registered through join-now: empty wallets, no bank account, no lucky-draw
   * spins. Registered members live until the next reset, like everything else in the world.
   */
  addMember(
    m: Pick<
      DemoMember,
      'loginId' | 'password' | 'fullName' | 'email' | 'phone' | 'currId' | 'area' | 'loginIpGeo'
    >,
  ): DemoMember {
    const member = this.seedMember(
      { ...m, registerDate: new Date(this.now()).toISOString().slice(0, 10) },
      {},
      [],
      {},
      this.now(),
    );
    this.members.set(m.loginId.toLowerCase(), member);
    return member;
  }

  /** The rewards on offer, in array order (not wheel order). */
  offeredRewards() {
    return ROULETTE_REWARDS.slice(0, this.rewardCount);
  }

  /** A deterministic number in [0, 1) (mulberry32): the same world replays the same spins and envelopes. */
  random(): number {
    this.randomState = (this.randomState + 0x6d2b79f5) | 0;
    let t = this.randomState;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  newToken(): string {
    return randomBytes(18).toString('base64url');
  }

  /** A readable, unique id: `L12`, `QP13`. */
  nextId(prefix: string): string {
    this.seq += 1;
    return `${prefix}${this.seq}`;
  }

  openSession(loginId: string): DemoSession {
    const session = { sessionId: this.newToken(), token: this.newToken(), loginId };
    this.sessions.set(session.sessionId, session);
    return session;
  }

  /** The session a call acts for: the body's sid and the bearer token must belong together. */
  sessionFor(sid: unknown, bearer: string | null): DemoSession | null {
    if (typeof sid !== 'string' || !bearer) return null;
    const session = this.sessions.get(sid);
    return session && `Bearer ${session.token}` === bearer ? session : null;
  }

  closeSession(sid: string): void {
    this.sessions.delete(sid);
  }

  balance(member: DemoMember, walletId: string): number | undefined {
    return member.wallets.get(walletId);
  }

  /** Adds a line to the member's history (a pending quickpay; ledger moves add theirs themselves). */
  addHistory(member: DemoMember, entry: Omit<DemoHistoryEntry, 'seq' | 'time'> & { time?: number }): void {
    member.history.push({ ...entry, time: entry.time ?? this.now(), seq: this.seq++ });
  }

  /**
   * The one way money moves. Between two wallets of the member for 'transfer' and 'allin'; into the main
   * wallet for 'deposit', 'rebate' and 'reward' (a lucky-draw credit); out of it for 'withdraw'. The
   * handlers validate first: breaking an invariant here is a bug in the demo, so it throws and nothing
   * changes.
   */
  move(member: DemoMember, kind: LedgerKind, from: string, to: string, amountTenths: number): LedgerEntry {
    if (!Number.isSafeInteger(amountTenths) || amountTenths <= 0)
      throw new Error(`bad amount ${amountTenths}`);
    const debits = kind === 'transfer' || kind === 'allin' || kind === 'withdraw';
    const credits = kind !== 'withdraw';
    const fromBalance = member.wallets.get(from);
    const toBalance = member.wallets.get(to);
    if (debits && (fromBalance === undefined || fromBalance < amountTenths))
      throw new Error(`cannot debit ${amountTenths} from ${from}`);
    if (credits && toBalance === undefined) throw new Error(`no wallet ${to}`);
    if (from === to) throw new Error('a move needs two sides');
    if (debits && fromBalance !== undefined) member.wallets.set(from, fromBalance - amountTenths);
    if (credits && toBalance !== undefined) member.wallets.set(to, toBalance + amountTenths);
    const time = this.now();
    const entry: LedgerEntry = {
      id: this.nextId('L'),
      loginId: member.loginId,
      kind,
      from,
      to,
      amountTenths,
      time: new Date(time).toISOString(),
    };
    this.ledger.push(entry);
    this.addHistory(member, {
      id: entry.id,
      time,
      type: historyTypeOf(kind),
      amountTenths,
      status: 'success',
    });
    return entry;
  }

  /** Arms the fail hook for a path. `token`: only calls carrying that bearer token fail, so parallel tests never take each other's failure. */
  armFailure(path: string, failure: DemoFailure, token = ''): void {
    this.failures.set(`${path.toLowerCase()}\n${token}`, failure);
  }

  /** The forced answer for this call of `path` (by this token's holder first), if armed; counts it down. */
  /** Notes a call made under a bearer token (see `requestLog`). */
  logRequest(path: string, token: string, headers: Headers): void {
    this.requestLog.push({ path, token, headers: Object.fromEntries(headers) });
    if (this.requestLog.length > REQUEST_LOG_SIZE) this.requestLog.shift();
  }

  takeFailure(path: string, token = ''): DemoFailure | undefined {
    const keys = [`${path.toLowerCase()}\n${token}`, `${path.toLowerCase()}\n`];
    const key = keys.find((k) => this.failures.has(k));
    const failure = key ? this.failures.get(key) : undefined;
    if (!key || !failure) return undefined;
    failure.remaining -= 1;
    if (failure.remaining <= 0) this.failures.delete(key);
    return failure;
  }
}
