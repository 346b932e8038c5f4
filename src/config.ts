/**
 * Runtime configuration (contract §3): `config.json` is fetched once, before the first API call, so one
 * build serves every environment. Each key is checked on its own; a bad value logs a clear console error
 * and falls back to its default, so one typo never takes the site down.
 */

import { originAndPathOf, originOfUrl, parseOrigin } from '../domain/origins';

export interface AppConfig {
  apiBase: string;
  hosts: string[];
  primaryDomains: string[];
  iosAppHost: string;
  androidUserAgentSuffix: string;
  clientVersion: string;
  liveChatUrl: string;
  gameOrigins: string[];
  passwordPublicKey: string;
  /** The external public IP lookup (contract §8): a GET answering `{ "ip": "…" }`; '' for none. */
  ipLookupUrl: string;
  /**
   * Where field vitals go: an https URL (its origin joins connect-src) or a path of this
   * origin, with no query; '' for none.
   */
  vitalsUrl: string;
  /** The oldest build allowed to run (`1.20.0`); an older page reloads (`src/platform/minBuild.ts`). */
  minBuild: string;
  /** Whether `?qa=1` turns the state inspector on (contract §3): off in production, on in the demo. */
  qaInspector: boolean;
}

export const DEFAULT_CONFIG: AppConfig = {
  apiBase: '',
  hosts: [],
  primaryDomains: [],
  iosAppHost: '',
  androidUserAgentSuffix: 'AndroidApp',
  clientVersion: '1.19.1',
  // No chat unless the deployment names one: Live Chat is then hidden, never an empty frame.
  liveChatUrl: '',
  gameOrigins: [],
  // No compiled default: without the operator's key, passwords are refused, not sent
  // under a key whose private half someone else holds.
  passwordPublicKey: '',
  ipLookupUrl: '',
  vitalsUrl: '',
  minBuild: '',
  qaInspector: false,
};

type Check = (value: unknown) => boolean;

const isString: Check = (v) => typeof v === 'string';
/** Origins go into URL checks and the server's policy: one rule for both (`domain/origins.ts`). */
const isHttpOrigin = (v: string) => parseOrigin(v) !== null;
/** '', an http(s) origin, or a path of named segments (`/gateway/v2`): never `//host`, which leaves the site. */
const isApiBase: Check = (v) =>
  isString(v) && (v === '' || v === '/' || isHttpOrigin(v as string) || /^(\/[\w-]+)+\/?$/.test(v as string));
const isStringList =
  (item: (s: string) => boolean): Check =>
  (v) =>
    Array.isArray(v) && v.every((s) => typeof s === 'string' && item(s));
/** A path of this origin (`/api/vitals`): named segments, never `//host`. */
const isPlainPath: Check = (v) => isString(v) && /^(\/[\w.~-]+)+\/?$/.test(v as string);
const isHostName = (s: string) => /^[a-z0-9.-]+(:\d+)?$/i.test(s);

const checks: Record<keyof AppConfig, Check> = {
  apiBase: isApiBase,
  hosts: isStringList(isHttpOrigin),
  primaryDomains: isStringList(isHostName),
  iosAppHost: (v) => isString(v) && (v === '' || isHostName(v as string)),
  androidUserAgentSuffix: isString,
  clientVersion: (v) => isString(v) && /^\d+\.\d+\.\d+$/.test(v as string),
  liveChatUrl: (v) =>
    v === '' ||
    (isString(v) &&
      (/^https:\/\//.test(v as string) ? originOfUrl(v) !== null : /^\/[^/\\]/.test(v as string))),
  gameOrigins: isStringList(isHttpOrigin),
  // '' is no key (the build's own config): passwords are refused, saying so.
  passwordPublicKey: (v) => v === '' || (isString(v) && (v as string).includes('BEGIN PUBLIC KEY')),
  // Its origin joins connect-src (server/securityHeaders.ts), so the same one rule holds.
  ipLookupUrl: (v) => v === '' || originAndPathOf(v) !== null,
  vitalsUrl: (v) => v === '' || originAndPathOf(v) !== null || isPlainPath(v),
  minBuild: (v) => isString(v) && /^(\d+(\.\d+){0,2})?$/.test(v as string),
  qaInspector: (v) => typeof v === 'boolean',
};

/** Keeps every valid key, replaces every invalid one by its default and says so on the console. */
export function validateConfig(raw: unknown, log: (message: string) => void = console.error): AppConfig {
  const config: AppConfig = { ...DEFAULT_CONFIG };
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    log('config.json: expected a JSON object; using the defaults.');
    return config;
  }
  const record = raw as Record<string, unknown>;
  for (const key of Object.keys(checks) as (keyof AppConfig)[]) {
    if (!(key in record)) continue;
    if (checks[key](record[key])) {
      (config as unknown as Record<string, unknown>)[key] = record[key];
    } else {
      log(`config.json: "${key}" has an invalid value ${JSON.stringify(record[key])}; using the default.`);
    }
  }
  config.apiBase = config.apiBase.replace(/\/+$/, '');
  config.hosts = config.hosts.map((h) => parseOrigin(h) ?? h);
  config.gameOrigins = config.gameOrigins.map((o) => parseOrigin(o) ?? o);
  config.ipLookupUrl = originAndPathOf(config.ipLookupUrl) ?? '';
  config.vitalsUrl =
    originAndPathOf(config.vitalsUrl) ?? (isPlainPath(config.vitalsUrl) ? config.vitalsUrl : '');
  return config;
}

export async function loadConfig(url: string): Promise<AppConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return validateConfig(await response.json());
  } catch (error) {
    console.error(`config.json could not be loaded (${String(error)}); using the defaults.`);
    return { ...DEFAULT_CONFIG };
  }
}
