/** The device channel's vocabulary, shared by the platform layer (which reads the browser) and the
 * deviceChannel machine (which only compares). */

export type LoginSite = 'mobile' | 'apk' | 'ipa';

/** What the platform layer reads from the browser; the machine only compares. */
export interface EnvironmentReading {
  userAgent: string;
  host: string;
  standalone: boolean;
  androidUserAgentSuffix: string;
  iosAppHost: string;
}

/** The `osType` of a download-info entry. */
export type OsType = 'android' | 'ios';

/**
 * Which app a download offer means (errorCode 10): the app the member is in, and in a browser the app for
 * the phone's own platform, so an iPhone is never sent an APK.
 */
export function downloadOsType(site: LoginSite, iosBrowser: boolean): OsType {
  if (site === 'ipa') return 'ios';
  if (site === 'apk') return 'android';
  return iosBrowser ? 'ios' : 'android';
}
