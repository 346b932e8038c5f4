import { areaForCountry } from '../../domain/areas';
import type { Runtime } from '../flows/runtime';

/**
 * The visitor's IP and country (spec §2 screen 6, §7), detected in the background at
 * start and never waited for: `/api/getip` first; when it gives no IP and `ipLookupUrl` is configured, the
 * external public lookup (a GET answering `{ "ip": "…" }`). Loaded apart from the first screen's code.
 */

/** An IPv4 or IPv6 address as text: digits, hex, dots and colons only (anything else is not shown). */
const IP = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:.]{2,45})$/i;
const COUNTRY = /^[A-Z]{2}$/;

export const ipOrEmpty = (raw: unknown) => (typeof raw === 'string' && IP.test(raw.trim()) ? raw.trim() : '');
export const countryOrEmpty = (raw: unknown) => {
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return COUNTRY.test(code) ? code : '';
};

/** The external lookup's answer, or '' (not configured, failed, or not an IP). Never sends cookies. */
export async function lookUpIp(url: string, fetcher: typeof fetch = fetch): Promise<string> {
  if (!url) return '';
  try {
    const response = await fetcher(url, {
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    });
    if (!response.ok) return '';
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? ipOrEmpty((body as { ip?: unknown }).ip) : '';
  } catch {
    return '';
  }
}

export interface DetectOptions {
  /** No `area` cookie and no area in the URL at start: the country may choose the area. */
  firstVisit: boolean;
  /** Moves the page to another area (same screen, replacing the history entry). */
  switchArea(area: string): void;
  fetcher?: typeof fetch;
}

/** Fills `runtime.visitor`; on a first visit, moves to the country's area if the visitor is still on the default one. */
export async function detectVisitor(runtime: Runtime, options: DetectOptions): Promise<void> {
  const startArea = runtime.navigator.currentArea();
  const answer = await runtime.api.getIp({}).catch(() => null);
  if (answer) {
    runtime.visitor.ip = ipOrEmpty(answer.ip);
    runtime.visitor.country = countryOrEmpty(answer.country);
  }
  if (options.firstVisit && runtime.visitor.country) {
    const area = areaForCountry(runtime.visitor.country)?.area;
    const here = runtime.navigator.currentArea();
    // Only while the visitor is still where the start put them: a language they chose wins.
    if (area && area !== here && here === startArea) options.switchArea(area);
  }
  if (!runtime.visitor.ip) {
    runtime.visitor.ip = await lookUpIp(runtime.config.ipLookupUrl, options.fetcher);
  }
}
