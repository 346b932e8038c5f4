import { setup } from 'xstate';
import type { EnvironmentReading, LoginSite } from '../domain/device';

export type { EnvironmentReading, LoginSite };

/**
 * Which channel the front end runs in (spec §4, contract §3): mobile web by default; the Android app when
 * the user agent ends with the configured marker; the iOS app when the page is served from the configured
 * app host or runs as a standalone (home-screen) web app. The channel decides the `X-Device` header, the
 * login-site value, the guards of `home` and `fingerprint-login`, and where a logout lands.
 */

export type DeviceChannelEvent =
  | ({ type: 'ENVIRONMENT_READ' } & EnvironmentReading)
  /** The page became a home-screen app (display-mode media query changed). */
  | { type: 'STANDALONE_ENTERED' };

const isAndroidApp = (e: EnvironmentReading) =>
  e.androidUserAgentSuffix !== '' && e.userAgent.trimEnd().endsWith(e.androidUserAgentSuffix);
const isIosApp = (e: EnvironmentReading) =>
  e.standalone || (e.iosAppHost !== '' && e.host.toLowerCase() === e.iosAppHost.toLowerCase());

export const deviceChannelMachine = setup({
  types: { events: {} as DeviceChannelEvent },
  guards: {
    androidApp: ({ event }) => event.type === 'ENVIRONMENT_READ' && isAndroidApp(event),
    iosApp: ({ event }) => event.type === 'ENVIRONMENT_READ' && isIosApp(event),
  },
}).createMachine({
  id: 'deviceChannel',
  initial: 'unknown',
  states: {
    // Nothing read yet; the platform layer sends ENVIRONMENT_READ before the first render.
    unknown: {
      on: {
        ENVIRONMENT_READ: [
          { guard: 'androidApp', target: 'androidApp' },
          { guard: 'iosApp', target: 'iosApp' },
          { target: 'mobileWeb' },
        ],
      },
    },
    // A phone browser: download banner allowed, logout goes home.
    mobileWeb: {
      tags: 'web',
      meta: { loginSite: 'mobile' },
      on: { STANDALONE_ENTERED: 'iosApp' },
    },
    // The Android WebView shell: native bridge, no banner, logout goes to login.
    androidApp: { tags: 'app', meta: { loginSite: 'apk' } },
    // The iOS app or a home-screen web app: no banner, logout goes to login.
    iosApp: { tags: 'app', meta: { loginSite: 'ipa' } },
  },
});

/** The login-site value (`X-Device` header, login body) of a channel state. */
export function loginSiteOf(state: string): LoginSite {
  if (state === 'androidApp') return 'apk';
  if (state === 'iosApp') return 'ipa';
  return 'mobile';
}
