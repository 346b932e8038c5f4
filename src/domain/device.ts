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
