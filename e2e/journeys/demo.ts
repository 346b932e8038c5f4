import { readFileSync } from 'node:fs';
import { encryptForDemo } from '../../demo/demoKey.ts';
import { demoHeaders } from '../demoSecret.ts';

/**
 * The demo backend as the journeys reach it from Node, in either engine: plain HTTP to the secret-gated
 * hooks (`demo/hookHandlers.ts`), fresh members, and the build's English texts.
 */

/** The build under test (the server serves it; its locales and static JSON are read from it too). */
export const OUT_DIR = process.env.E2E_OUTDIR || 'dist';

const repoFile = (relative: string) => new URL(`../../${relative}`, import.meta.url);

export function builtJson<T>(relative: string): T {
  return JSON.parse(readFileSync(repoFile(`${OUT_DIR}/${relative}`), 'utf8')) as T;
}

let english: Record<string, string> | undefined;
/** The English text of a message key, failing loudly when it is not translated. */
export function en(key: string): string {
  english ??= builtJson<Record<string, string>>('locales/en.json');
  const text = english[key];
  if (typeof text !== 'string') throw new Error(`locales/en.json has no "${key}"`);
  return text;
}

/** POSTs JSON to the server under test and answers the envelope, failing on a non-zero errorCode. */
export async function call<T = unknown>(base: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: demoHeaders({ 'content-type': 'application/json' }),
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { errorCode: number; data: T };
  if (envelope.errorCode !== 0) throw new Error(`${path} answered ${JSON.stringify(envelope)}`);
  return envelope.data;
}

export interface Member {
  loginId: string;
  password: string;
  area: string;
}

let counter = 0;
/** Registers a fresh VND member (its own, so journeys never race on one), as e2e/helpers.ts does. */
export async function registerMember(base: string): Promise<Member> {
  counter += 1;
  const stamp = Date.now().toString(36).slice(-7);
  const random = Math.floor(Math.random() * 36 ** 3).toString(36);
  const loginId = `j${stamp}${counter.toString(36)}${random}`.slice(0, 16);
  const phone = `9${[...loginId]
    .reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_000_000, 7)
    .toString()
    .padStart(9, '0')}`;
  const password = 'secret123';
  await call(base, '/api/joinnow/create', {
    loginId,
    password: encryptForDemo(password),
    fullName: 'Journey Member',
    email: `${loginId}@example.com`,
    countryCode: '+84',
    phone,
    currId: 'VND',
    referralId: '',
    trackingTag: '',
    loginSite: 'mobile',
  });
  return { loginId, password, area: 'en-vn' };
}

export type Balances = Record<string, string>;

/** Sets a member's demo wallets and promotions; answers the balances the backend now holds. */
export async function setMember(
  base: string,
  loginId: string,
  state: { balances?: Balances; extraPromotion?: string; firstPromotion?: string } = {},
): Promise<Balances> {
  const data = await call<{ balances: Balances }>(base, '/api/__demo/member', { loginId, ...state });
  return data.balances;
}

export async function setRoulette(
  base: string,
  loginId: string,
  state: { spinCount?: number; rouletteIsSpin?: boolean; nextRewardId?: string },
): Promise<void> {
  await call(base, '/api/__demo/roulette', { loginId, ...state });
}

/** What the server saw of the calls made under a session's bearer token. */
export async function requestsOf(
  base: string,
  token: string,
): Promise<{ path: string; headers: Record<string, string> }[]> {
  const data = await call<{ requests: { path: string; headers: Record<string, string> }[] }>(
    base,
    '/api/__demo/requests',
    { token },
  );
  return data.requests;
}
