import { describe, expect, it } from 'vitest';
import { deviceChannelMachine, type EnvironmentReading, loginSiteOf } from '../machines/deviceChannel';
import { expectFullCoverage, expectRulesKept } from './support/fullCoverage';
import { checkRules, coverage, type StateRules, type Step } from './support/modelCoverage';

/**
 * Which channel the front end runs in (spec §4, contract §3): the Android app when the user agent ends
 * with the configured marker, the iOS app on the configured app host or as a home-screen app, the mobile
 * web otherwise. The channel names the `X-Device` login site (`mobile`, `apk`, `ipa`).
 */

type M = typeof deviceChannelMachine;
const web: EnvironmentReading = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile',
  host: 'm.example.com',
  standalone: false,
  androidUserAgentSuffix: 'AndroidApp',
  iosAppHost: 'ios.example.com',
};
const READINGS: EnvironmentReading[] = [
  web,
  { ...web, userAgent: `${web.userAgent} AndroidApp` },
  // Trailing spaces after the marker are the WebView's, not the page's.
  { ...web, userAgent: `${web.userAgent} AndroidApp  ` },
  // The marker elsewhere in the user agent is not the app.
  { ...web, userAgent: `AndroidApp ${web.userAgent}` },
  // No marker configured: no user agent is the app.
  { ...web, androidUserAgentSuffix: '' },
  { ...web, host: 'ios.example.com' },
  { ...web, host: 'IOS.Example.com' },
  { ...web, standalone: true },
  // No app host configured: an empty host is not it.
  { ...web, host: '', iosAppHost: '' },
  // The Android marker wins over the iOS host.
  { ...web, userAgent: `${web.userAgent} AndroidApp`, host: 'ios.example.com' },
];
const payloads = { ENVIRONMENT_READ: READINGS.map((r) => ({ type: 'ENVIRONMENT_READ', ...r })) };

/** The channel a reading names, by contract §3's words. */
function channelOf(r: EnvironmentReading): 'androidApp' | 'iosApp' | 'mobileWeb' {
  const marker = r.androidUserAgentSuffix;
  if (marker && r.userAgent.replace(/\s+$/, '').slice(-marker.length) === marker) return 'androidApp';
  if (r.standalone) return 'iosApp';
  if (r.iosAppHost && r.host.toUpperCase() === r.iosAppHost.toUpperCase()) return 'iosApp';
  return 'mobileWeb';
}

const loginSite = (step: Step<M>) =>
  (Object.values(step.state.getMeta())[0] as { loginSite?: string } | undefined)?.loginSite;

/** A channel read from the environment: the one the reading names, with its tag and login site. */
function channel(step: Step<M>, name: string, tag: 'web' | 'app', site: string) {
  const { event, state } = step;
  if (event.type === 'ENVIRONMENT_READ')
    expect(channelOf(event as unknown as EnvironmentReading), 'the channel the reading names').toBe(name);
  expect(state.hasTag(tag), `tagged ${tag}`).toBe(true);
  expect(state.hasTag(tag === 'web' ? 'app' : 'web')).toBe(false);
  expect(loginSite(step), 'its login site').toBe(site);
  expect(loginSiteOf(name)).toBe(site);
}

const rules: StateRules<M> = {
  unknown: (step) => {
    expect(step.previous, 'only before the environment is read').toBeNull();
    expect(loginSite(step)).toBeUndefined();
  },
  mobileWeb: (step) => channel(step, 'mobileWeb', 'web', 'mobile'),
  androidApp: (step) => {
    channel(step, 'androidApp', 'app', 'apk');
    expect(step.previous?.matches('unknown'), 'the app is known from the start').toBe(true);
  },
  iosApp: (step) => {
    channel(step, 'iosApp', 'app', 'ipa');
    if (step.previous?.matches('mobileWeb'))
      expect(step.event.type, 'a web page becomes the app when added to the home screen').toBe(
        'STANDALONE_ENTERED',
      );
  },
};

describe('deviceChannel', () => {
  it('the walk: mobile web, Android app, iOS app (host and standalone)', () => {
    expectFullCoverage(coverage(deviceChannelMachine, { payloads }));
  });

  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(deviceChannelMachine, rules, { payloads, everyTransition: true }));
  });

  it('before the environment is read, calls name the mobile web', () => {
    expect(loginSiteOf('unknown')).toBe('mobile');
  });

  it('mutation: the Android marker read anywhere in the user agent is reported', () => {
    const mutant = deviceChannelMachine.provide({
      guards: {
        androidApp: ({ event }) =>
          event.type === 'ENVIRONMENT_READ' && event.userAgent.includes('AndroidApp'),
      },
    });
    expect(checkRules(mutant, rules, { payloads, everyTransition: true }).violations.join('\n')).toMatch(
      /androidApp after ENVIRONMENT_READ: the channel the reading names/,
    );
  });
});
