import type { AppUpdateOffer } from '../../machines/appUpdateOffer';
import type { AppConfig } from '../config';
import { readDownload } from '../platform/downloadInfo';

/**
 * The download-version check (spec §7): in the apps, the download info names the app for
 * the channel's `osType`; an OPTIONS request to that download answers the version it serves
 * (`X-App-Version`), else the download info's `version` stands. A newer version than the running
 * `clientVersion` is offered as an update. Loaded only in the apps.
 */

export type { AppUpdateOffer } from '../../machines/appUpdateOffer';

/** `1.20.0` is newer than `1.19.1`; a malformed version is never newer. */
export function isNewerVersion(candidate: string, current: string): boolean {
  const parse = (v: string) => (/^\d+(\.\d+){0,3}$/.test(v.trim()) ? v.trim().split('.').map(Number) : null);
  const a = parse(candidate);
  const b = parse(current);
  if (!a || !b) return false;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

/** The page may only connect to its own origin and the API's (the security policy says the same). */
function connectable(url: URL, config: AppConfig): boolean {
  const origins = [location.origin, ...config.hosts];
  try {
    if (config.apiBase) origins.push(new URL(config.apiBase, location.origin).origin);
  } catch {
    // a malformed apiBase was already replaced by the config check
  }
  return origins.includes(url.origin);
}

export async function checkAppVersion(
  osType: 'android' | 'ios',
  config: AppConfig,
  base = import.meta.env.BASE_URL,
): Promise<AppUpdateOffer | null> {
  const entry = await readDownload(osType, base);
  if (!entry) return null;
  const { url } = entry;
  let version = entry.version;
  if (connectable(url, config)) {
    try {
      const check = await fetch(url.href, {
        method: 'OPTIONS',
        credentials: 'same-origin',
        cache: 'no-store',
      });
      version = check.headers.get('X-App-Version') ?? version;
    } catch {
      // No answer: the download info's version stands.
    }
  }
  return version && isNewerVersion(version, config.clientVersion) ? { version, url: url.href } : null;
}
