// `CHECK_API_PASSWORD=… npm run check-api -- --base URL --user ID [--config URL] [--area AREA]` (contract
// §9): checks a live (staging) server's read-only replies with the app's own schemas. It logs in as a test
// member (the password encrypted under that deployment's `passwordPublicKey`, as the app does; its
// fingerprint is printed), after the anti-forgery call, then calls every read-only call the app makes, never
// one that moves money or changes an account, and prints a table: call, HTTP status, time, and the first
// mismatch with its path. The password comes from `CHECK_API_PASSWORD` or a prompt, never the command line
// (npm's banner and `ps` show that); the server is https, or http on this machine only (a key served over
// plain http could be anyone's). Exits 1 on any mismatch or failed call, 2 on wrong usage.
// scripts/run-ts.mjs runs `checkApi`, as do the tests.
import { constants, createHash, createPublicKey, publicEncrypt } from 'node:crypto';
import { createInterface } from 'node:readline';
import { areaOrDefault, timeZoneOf } from '../domain/areas';
import { lastDays } from '../domain/dates';
import { MAIN_WALLET } from '../domain/moneyRules';
import { type EndpointName, ENDPOINTS as endpoints } from '../src/app/endpoints';

export interface CheckIo {
  log: (line: string) => void;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Where `CHECK_API_PASSWORD` is read (the process's environment). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Asks for the password without showing it; undefined where nobody can answer (no terminal). */
  askPassword?: (question: string) => Promise<string>;
}

export interface Row {
  call: string;
  status: string;
  ms: number;
  /** `ok`, or what went wrong: the first mismatch with its path, a refusal, no answer. */
  result: string;
  ok: boolean;
}

/** What the checks know of the member once logged in. */
interface Member {
  sessionId: string;
  currency: string;
  area: string;
  language: string;
  now: Date;
}

type Body = (member: Member) => Record<string, unknown>;

/**
 * The body of each read that sends one, as the app sends it (`sid` is added as the app adds it); the other
 * reads send `{}`.
 */
const READ_BODIES: Readonly<Partial<Record<EndpointName, Body>>> = {
  getNotices: (m) => ({ lang: m.language.slice(0, 2), isMobile: true, postUrl: '' }),
  getCmsList: (m) => ({ lang: m.language.slice(0, 2), isMobile: true }),
  getPromotion: (m) => ({ lang: m.area }),
  getBalance: () => ({ providerId: MAIN_WALLET }),
  getHistoryRecord: (m) => ({
    queryType: 'deposit',
    status: 'all',
    ...lastDays(timeZoneOf(m.area), m.now, 30),
    page: 1,
    lang: m.language,
  }),
  getRouletteInfo: (m) => ({ sid: m.sessionId, currency: m.currency }),
  getGameUrl: (m) => ({
    sid: m.sessionId,
    hostDomain: '',
    gameCode: 'SPORTSBOOK',
    gameType: 'v1',
    lang: m.language,
  }),
};

/** The read-only calls the app makes (`read` in the endpoint table), each with its body. */
export const READS: readonly (readonly [EndpointName, Body])[] = (Object.keys(endpoints) as EndpointName[])
  .filter((name) => endpoints[name].read)
  .map((name) => [name, READ_BODIES[name] ?? (() => ({}))] as const);

/** The calls not made, and why: each moves money, changes an account or needs what a check does not have. */
export const NOT_CALLED: Readonly<Partial<Record<EndpointName, string>>> = {
  changePassword: 'changes an account',
  forgotPassword: 'sends the member a mail',
  checkPassword: 'a re-authentication step before a change',
  getLoginFrom: 'needs a handover key',
  revokeLoginKey: 'revokes a handover key',
  fromLogin: 'needs a handover key',
  sessionLogin: 'opens another session',
  checkLoginId: 'registration',
  joinNowCreate: 'creates an account',
  checkAccountInfo: 'registration',
  addMemberBank: 'changes an account',
  deposit: 'moves money',
  withdraw: 'moves money',
  quickpay: 'moves money',
  allInTransfer: 'moves money',
  transfer: 'moves money',
  rebateTransfer: 'moves money',
  spinRoulette: 'moves money',
  claimRewardMission: 'moves money',
  claimRedEnvelope: 'moves money',
  gameStart: 'launches a game',
};

/** `--name value` pairs. */
function parseArgs(args: readonly string[]): Record<string, string> {
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(arg);
    if (!m) continue;
    if (m[2] !== undefined) options[m[1]!] = m[2];
    else if (i + 1 < args.length && !args[i + 1]!.startsWith('--')) options[m[1]!] = args[++i]!;
    else options[m[1]!] = '';
  }
  return options;
}

export const USAGE =
  'usage: CHECK_API_PASSWORD=… npm run check-api -- --base URL --user ID [--config URL] [--area AREA]' +
  ' (without CHECK_API_PASSWORD the password is asked for)';

/** The environment variable the member's password is read from. */
export const PASSWORD_VARIABLE = 'CHECK_API_PASSWORD';

/** Whether a URL may be used: https, or http to this machine only. */
export function allowedUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (
      protocol === 'https:' ||
      (protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname))
    );
  } catch {
    return false;
  }
}

/** The SHA-256 of a public key's SPKI (DER), base64: what an operator compares with their key's. */
export function keyFingerprint(publicKeyPem: string): string {
  const spki = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/** Asks on the terminal without echoing what is typed; undefined without a terminal. */
const terminalPrompt = (): CheckIo['askPassword'] =>
  process.stdin.isTTY
    ? (question) =>
        new Promise<string>((resolve) => {
          const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
          const output = rl as unknown as { _writeToOutput: (text: string) => void };
          let asked = false;
          output._writeToOutput = (text) => {
            // The question once; nothing of the answer.
            if (!asked) process.stdout.write(text);
            asked = true;
          };
          rl.question(question, (answer) => {
            rl.close();
            process.stdout.write('\n');
            resolve(answer);
          });
        })
    : undefined;

/** RSA-OAEP with SHA-256 under the deployment's key, base64: what src/platform/passwordCipher.ts sends. */
export function encryptPassword(password: string, publicKeyPem: string): string {
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}

/** The cookies a server set, kept as a browser would for this one origin. */
class CookieJar {
  readonly values = new Map<string, string>();
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.values.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  header() {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const isEnvelope = (value: unknown): value is { errorCode: number; data: unknown } =>
  !!value && typeof value === 'object' && typeof (value as { errorCode?: unknown }).errorCode === 'number';

/** The first key of an error reply, for the table. */
function refusalOf(data: unknown): string {
  const keys = (data as { resorceCode?: unknown } | null)?.resorceCode;
  return Array.isArray(keys) && typeof keys[0] === 'string' ? keys[0] : 'no key';
}

/** Runs the check; resolves to the exit code. */
export async function checkApi(
  args: readonly string[],
  io: CheckIo = { log: console.log, env: process.env, askPassword: terminalPrompt() },
): Promise<number> {
  const options = parseArgs(args);
  const base = (options.base ?? '').replace(/\/+$/, '');
  if ('password' in options) {
    io.log(
      `The password is never taken from the command line (npm's banner and ps show it): set ${PASSWORD_VARIABLE}, or leave it unset to be asked.`,
    );
    return 2;
  }
  if (!/^https?:\/\//.test(base) || !options.user) {
    io.log(USAGE);
    return 2;
  }
  const configUrl = options.config || `${base}/m/config.json`;
  for (const url of [base, configUrl])
    if (!allowedUrl(url)) {
      io.log(
        `${url}: plain http only to this machine (localhost, 127.0.0.1); a server elsewhere needs https.`,
      );
      return 2;
    }
  const password =
    io.env?.[PASSWORD_VARIABLE] ||
    (io.askPassword ? await io.askPassword(`Password of ${options.user}: `) : '');
  if (!password) {
    io.log(`No password: set ${PASSWORD_VARIABLE}, or run it in a terminal to be asked.`);
    return 2;
  }
  const http = io.fetch ?? fetch;
  const jar = new CookieJar();
  const rows: Row[] = [];

  // The deployment's runtime configuration: its password key and client version.
  let config: { passwordPublicKey?: unknown; clientVersion?: unknown };
  try {
    const response = await http(configUrl);
    config = (await response.json()) as typeof config;
  } catch (error) {
    io.log(`Cannot read the configuration at ${configUrl}: ${String(error)}`);
    return 2;
  }
  const publicKey = typeof config?.passwordPublicKey === 'string' ? config.passwordPublicKey : '';
  if (!publicKey) {
    io.log(`${configUrl} has no passwordPublicKey: the password cannot be encrypted as the app does.`);
    return 2;
  }
  let fingerprint: string;
  try {
    fingerprint = keyFingerprint(publicKey);
  } catch {
    io.log(`${configUrl} has a passwordPublicKey that is not a public key (SPKI, PEM).`);
    return 2;
  }
  // Compare it with the operator's key before trusting the result: the password went out under this one.
  io.log(`Password key (SHA-256 of its SPKI): ${fingerprint}`);
  const clientVersion = typeof config.clientVersion === 'string' ? config.clientVersion : '1.19.1';
  let token = '';

  const headers = (extra: Record<string, string> = {}) => {
    const h: Record<string, string> = {
      'Content-Type': 'application/json',
      'X-Device': 'mobile',
      'X-Version': clientVersion,
      ...extra,
    };
    if (token) h.Authorization = `Bearer ${token}`;
    const xsrf = jar.values.get('XSRF-TOKEN');
    if (xsrf) h['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    const cookie = jar.header();
    if (cookie) h.Cookie = cookie;
    return h;
  };

  /** One call, its reply checked with the app's schema; the row it adds, and the checked data when it read. */
  async function call(name: EndpointName, body: Record<string, unknown>): Promise<unknown> {
    const spec = endpoints[name];
    const started = performance.now();
    const row: Row = { call: spec.path, status: '—', ms: 0, result: '', ok: false };
    rows.push(row);
    try {
      const response = await http(`${base}${spec.path}`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify(body),
      });
      row.status = String(response.status);
      jar.keep(response);
      const text = await response.text();
      row.ms = Math.round(performance.now() - started);
      let reply: unknown;
      try {
        reply = JSON.parse(text);
      } catch {
        row.result = `not JSON: ${JSON.stringify(text.slice(0, 60))}`;
        return null;
      }
      if (!isEnvelope(reply)) {
        row.result = 'no envelope: errorCode is missing or not a number';
        return null;
      }
      if (reply.errorCode !== 0) {
        row.result = `refused: errorCode ${reply.errorCode} (${refusalOf(reply.data)})`;
        return null;
      }
      const decoded = (await spec.replies()).default.decode(name, spec.path, reply.data);
      if (!decoded.ok) {
        row.result = `MISMATCH ${decoded.detail.slice(spec.path.length + 2)}`;
        return null;
      }
      row.result = 'ok';
      row.ok = true;
      return decoded.value;
    } catch (error) {
      row.ms = Math.round(performance.now() - started);
      row.result = `no answer: ${error instanceof Error ? error.message : String(error)}`;
      return null;
    }
  }

  // The anti-forgery call first, as the app makes it at start.
  const started = performance.now();
  const antiforgery: Row = { call: '/api/antiforgery', status: '—', ms: 0, result: '', ok: false };
  rows.push(antiforgery);
  try {
    const response = await http(`${base}/api/antiforgery`, { headers: headers() });
    jar.keep(response);
    await response.arrayBuffer();
    antiforgery.status = String(response.status);
    antiforgery.ok = response.ok;
    antiforgery.result = !response.ok
      ? `HTTP ${response.status}`
      : jar.values.has('XSRF-TOKEN')
        ? 'ok'
        : 'ok (no XSRF-TOKEN cookie)';
  } catch (error) {
    antiforgery.result = `no answer: ${error instanceof Error ? error.message : String(error)}`;
  }
  antiforgery.ms = Math.round(performance.now() - started);

  const area = areaOrDefault(options.area);
  const login = (await call('login', {
    loginId: options.user,
    password: encryptPassword(password, publicKey),
    loginSite: 'mobile',
  })) as { sessionId: string; token: string; currId: string } | null;

  if (login) {
    // The cookies the app sets from the login's answer (contract §2).
    token = login.token;
    jar.values.set('sessionId', login.sessionId);
    jar.values.set('token', login.token);
    const member: Member = {
      sessionId: login.sessionId,
      currency: login.currId || area.currency,
      area: area.area,
      language: area.language,
      now: io.now?.() ?? new Date(),
    };
    for (const [name, body] of READS) {
      const sid = endpoints[name].sid ? { sid: member.sessionId } : {};
      await call(name, { ...sid, ...body(member) });
    }
    await call('logout', { sid: member.sessionId });
  }

  printTable(rows, io.log);
  const failed = rows.filter((r) => !r.ok);
  io.log('');
  io.log(
    `Not called (${Object.keys(NOT_CALLED).length}): ${Object.entries(NOT_CALLED)
      .map(([name, why]) => `${endpoints[name as EndpointName].path} (${why})`)
      .join(', ')}.`,
  );
  if (!login) io.log('The login failed: no member call was checked.');
  io.log(
    failed.length === 0
      ? `All ${rows.length} replies read as the app reads them.`
      : `${failed.length} of ${rows.length} calls failed the check.`,
  );
  return failed.length === 0 ? 0 : 1;
}

function printTable(rows: readonly Row[], log: (line: string) => void) {
  const head = ['call', 'status', 'time', 'result'];
  const cells = rows.map((r) => [r.call, r.status, `${r.ms} ms`, r.result]);
  const widths = [0, 1, 2].map((i) => Math.max(head[i]!.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) =>
    [c[0]!.padEnd(widths[0]!), c[1]!.padStart(widths[1]!), c[2]!.padStart(widths[2]!), c[3]].join('  ');
  log(line(head));
  log(line(widths.map((w) => '-'.repeat(w)).concat('------')));
  for (const c of cells) log(line(c));
}
