/**
 * Field vitals: what a member's phone measured, reduced to what operators need and
 * nothing that names the member. A beacon carries the screen (its route, not the URL: no query, which may
 * hold a login key, a referral id or a game URL), the area, the device channel (the `X-Device` value), the
 * build, and the three Core Web Vitals. No cookie, session, login id, IP, user agent or page URL.
 */

export const VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** What the measuring library reports (web-vitals' `Metric`, the fields used). */
export interface VitalSample {
  name: string;
  value: number;
  rating?: string;
  navigationType?: string;
}

export interface VitalsContext {
  /** `location.pathname` of the page when it was measured. */
  pathname: string;
  /** `mobile`, `apk` or `ipa`. */
  channel: string;
  /** The running build (the entry script's hash) and the app's version. */
  build: string;
  version: string;
}

export interface VitalsPayload {
  route: string;
  area: string;
  channel: string;
  build: string;
  version: string;
  metrics: { name: VitalName; value: number; rating: string; navigationType: string }[];
}

const CHANNELS = new Set(['mobile', 'apk', 'ipa']);
const RATINGS = new Set(['good', 'needs-improvement', 'poor']);
const NAVIGATION_TYPES = new Set([
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
]);
const SEGMENT = /^[A-Za-z][\w-]{0,31}$/;
const AREA = /^[a-z]{2}-[a-z]{2}$/;

/**
 * `/m/{area}/{route}` → the area and the route as the app names it (`bank/transfer`); anything else (an
 * unknown shape, a segment that is not a plain word) is `other`, so no free text from the URL is sent.
 */
export function routeOfPath(
  pathname: string,
  knownRoute: (route: string) => string | null = (route) => route,
): { area: string; route: string } {
  const [, base, area = '', ...rest] = pathname.split('/');
  if (base !== 'm' || !AREA.test(area.toLowerCase())) return { area: 'other', route: 'other' };
  const segments = rest.filter(Boolean);
  const route =
    segments.length === 0 ? 'home' : segments.every((s) => SEGMENT.test(s)) ? segments.join('/') : null;
  return { area: area.toLowerCase(), route: (route && knownRoute(route)) || 'other' };
}

const short = (value: string, pattern: RegExp, fallback: string) => (pattern.test(value) ? value : fallback);

/** The beacon's body: the context and the latest value of each vital, rounded. */
export function buildVitalsPayload(
  context: VitalsContext,
  samples: readonly VitalSample[],
  knownRoute?: (route: string) => string | null,
): VitalsPayload {
  const latest = new Map<VitalName, VitalSample>();
  for (const sample of samples)
    if ((VITAL_NAMES as readonly string[]).includes(sample.name) && Number.isFinite(sample.value))
      latest.set(sample.name as VitalName, sample);
  return {
    ...routeOfPath(context.pathname, knownRoute),
    channel: CHANNELS.has(context.channel) ? context.channel : 'other',
    build: short(context.build, /^[\w-]{1,40}$/, 'unknown'),
    version: short(context.version, /^\d+\.\d+\.\d+$/, 'unknown'),
    metrics: [...latest].map(([name, sample]) => ({
      name,
      // Milliseconds for LCP and INP; CLS is a unitless score.
      value: name === 'CLS' ? Math.round(sample.value * 10_000) / 10_000 : Math.round(sample.value),
      rating: RATINGS.has(sample.rating ?? '') ? (sample.rating as string) : 'unknown',
      navigationType: NAVIGATION_TYPES.has(sample.navigationType ?? '')
        ? (sample.navigationType as string)
        : 'unknown',
    })),
  };
}
