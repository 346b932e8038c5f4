import { CAMPAIGN_VALUE } from '../../domain/validators';
import { internalPath } from '../platform/safeUrl';
import type { ScreenSearchKey } from './routeTable';

/**
 * The query parameters of contract §1 and §2, validated by the routes (`validateSearch`) before a view or
 * flow sees them. Every value is untrusted: each passes its allow-list here, and what fails is dropped.
 * The router reads search values as plain text (`parseSearch` in `router.tsx`), as `URLSearchParams` would.
 */

/** What every page accepts: the campaign parameters (contract §2) and the QA switch (contract §8). */
export interface RootSearch {
  ref?: string;
  tag?: string;
  qa?: '0' | '1';
}

/** What a screen reads, each only on the screens the route table lists it for. */
export interface ScreenSearch {
  /** A path inside the app to continue to after login (`internalPath`). */
  redirect?: string;
  /** A login handed over from another site: a plain token. */
  loginKey?: string;
  /** The game page's URL; the frame still checks it against the allowed origins before loading it. */
  gurl?: string;
  /** The info page's section id. */
  section?: string;
}

/** The first value of a parameter, as text (the router turns `a=1` into a number and `a&a` into a list). */
function text(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' || typeof first === 'number' || typeof first === 'boolean'
    ? String(first)
    : undefined;
}

const HANDOVER_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const SECTION = /^[A-Za-z0-9_-]{1,64}$/;

const matching = (pattern: RegExp) => (raw: string) => (pattern.test(raw) ? raw : undefined);

const SCREEN_CHECKS: Record<ScreenSearchKey, (raw: string) => string | undefined> = {
  redirect: (raw) => internalPath(raw) ?? undefined,
  loginKey: matching(HANDOVER_KEY),
  gurl: (raw) => raw,
  section: matching(SECTION),
};

/** Drops the keys whose value is undefined, so a validated search holds only what passed. */
function defined<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;
}

export function validateRootSearch(raw: Record<string, unknown>): RootSearch {
  const qa = text(raw.qa);
  return defined({
    ref: matching(CAMPAIGN_VALUE)(text(raw.ref) ?? ''),
    tag: matching(CAMPAIGN_VALUE)(text(raw.tag) ?? ''),
    qa: qa === '0' || qa === '1' ? qa : undefined,
  });
}

/** The validator of a screen's route: only the parameters the table lists for it, each checked. */
export const screenSearchValidator =
  (keys: readonly ScreenSearchKey[] = []) =>
  (raw: Record<string, unknown>): ScreenSearch => {
    const search: ScreenSearch = {};
    for (const key of keys) {
      const value = text(raw[key]);
      const checked = value === undefined ? undefined : SCREEN_CHECKS[key](value);
      if (checked !== undefined) search[key] = checked;
    }
    return search;
  };

/** A handed-over login key from a query string, when it is a plain token. */
export const loginKeyOf = (search: string): string | null =>
  screenSearchValidator(['loginKey'])({ loginKey: new URLSearchParams(search).get('loginKey') }).loginKey ??
  null;

/** The root route's search of a query string, before the router runs (start-up's campaign cookies). */
export const rootSearchOf = (search: string): RootSearch => {
  const query = new URLSearchParams(search);
  return validateRootSearch({ ref: query.get('ref'), tag: query.get('tag'), qa: query.get('qa') });
};
