import { expect, type Page } from '@playwright/test';
import { deviceChannelMachine, type EnvironmentReading } from '../../machines/deviceChannel';
import {
  ANDROID_APP_UA,
  emulateStandalone,
  enterStandalone,
  IPHONE_UA,
  serveConfig,
  standaloneLater,
} from '../helpers';
import { type Hold, heldBack, type ModelContext, type UiModel } from './runner';
import { MODEL_AREA_INACTIVE, t } from './texts';

/**
 * The device channel (spec §4, contract §3) in the app, from what the browser gives it: a phone's browser
 * (mobile web), the Android app (a user agent ending with the app marker), the iOS app (the page served
 * from `config.json` `iosAppHost`) and a home-screen web app (display mode standalone, at start or once
 * installed from the open page). One table per way in (the environment is the browser's before the page
 * loads). A visitor opens home: what the channel decides is seen there, the download banner, the app's
 * login before home (spec §2), and the `X-Device` the calls carry.
 */

type Channel = 'web' | 'android' | 'iosHost' | 'standalone';

/** What the app reads, as the planned machine gets it (the user agent and host stand for the browser's). */
const reading = (channel: Channel): EnvironmentReading => ({
  userAgent: channel === 'android' ? 'UA AndroidApp' : 'UA',
  host: 'HOST',
  standalone: channel === 'standalone',
  androidUserAgentSuffix: 'AndroidApp',
  iosAppHost: channel === 'iosHost' ? 'HOST' : '',
});
const channelOf = (e: EnvironmentReading): Channel =>
  e.userAgent.endsWith('AndroidApp')
    ? 'android'
    : e.standalone
      ? 'standalone'
      : e.iosAppHost
        ? 'iosHost'
        : 'web';

const view = (page: Page) => page.locator('[data-machine="deviceChannel"]');
const banner = (page: Page) => page.locator('.download-banner');
const home = (ctx: { member: { area: string } }) => `/m/${ctx.member.area}/home`;
const APP_ENTRY = '**/m/assets/index-*.js';

/** The app on a page it has taken over (the pre-rendered page's markup is the build's, not the browser's). */
const appRunning = (page: Page) => expect(page.locator('#root[data-prerendered]')).toHaveCount(0);

/** The calls of the page name the channel (`X-Device`, contract §4): the visitor's IP read at start. */
async function callsSay(ctx: ModelContext, device: 'mobile' | 'apk' | 'ipa') {
  await expect.poll(() => ctx.calls('/api/getip').length).toBeGreaterThan(0);
  expect(ctx.calls('/api/getip').at(-1)?.headers['x-device']).toBe(device);
}

/** An app channel: no download banner, and home asks a visitor to log in first (spec §2). */
async function appShown(ctx: ModelContext, device: 'apk' | 'ipa') {
  await appRunning(ctx.page);
  await expect(ctx.page).toHaveURL(new RegExp(`/m/${ctx.member.area}/member/login`));
  await expect(ctx.page.getByRole('button', { name: t('login.submit'), exact: true })).toBeVisible();
  await expect(banner(ctx.page)).toHaveCount(0);
  await callsSay(ctx, device);
}

const events = (channel: Channel): UiModel<typeof deviceChannelMachine>['events'] => ({
  ENVIRONMENT_READ: {
    payloads: [
      { type: 'ENVIRONMENT_READ', ...reading('web') },
      { type: 'ENVIRONMENT_READ', ...reading('android') },
      { type: 'ENVIRONMENT_READ', ...reading('iosHost') },
      { type: 'ENVIRONMENT_READ', ...reading('standalone') },
    ],
    // The app, held until the page before it was checked, starts and reads the browser: nothing to do.
    perform: async () => {},
    unavailable: {
      why: 'the browser of this table is another channel’s (its own table reads it)',
      when: (_, e) => channelOf(e) !== channel,
    },
  },
  STANDALONE_ENTERED: {
    // Installed from the open page (the browser's display mode changes to standalone).
    perform: ({ page }) => enterStandalone(page),
    unavailable: {
      why: 'a page opened as an app does not become one (the web table installs it)',
      when: () => channel !== 'web',
    },
  },
});

const states: UiModel<typeof deviceChannelMachine>['states'] = {
  // Before the app has read the browser: the build's page, pre-rendered, its controls disabled until the
  // app takes it over (the app's script is held while this is checked); in an area the build found
  // inactive (no page pre-rendered), the shell's skeleton.
  unknown: {
    unmarked: 'the pre-rendered markup says the channel the build read (the mobile web), not the browser’s',
    waitsOn: ({ page }): Hold => {
      const { hold, arrive, released } = heldBack();
      let held = false;
      void page.route(APP_ENTRY, async (route) => {
        if (!held) {
          held = true;
          arrive();
          await released;
        }
        await route.fallback();
      });
      return hold;
    },
    check: async ({ page }) => {
      if (MODEL_AREA_INACTIVE) {
        await expect(page.locator('#root .sk-header')).toHaveText('Lotus Play');
        await expect(page.locator('[data-machine]')).toHaveCount(0);
        return;
      }
      await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: t('home.welcome') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('header.openMenu') })).toBeDisabled();
    },
  },
  // A phone's browser: the download banner, home open to a visitor, calls from `mobile`.
  mobileWeb: {
    check: async (ctx) => {
      await appRunning(ctx.page);
      await expect(banner(ctx.page)).toBeVisible();
      await expect(ctx.page).toHaveURL(new RegExp(`${home(ctx)}$`));
      await expect(ctx.page.getByRole('button', { name: t('header.openMenu') })).toBeEnabled();
      await callsSay(ctx, 'mobile');
    },
  },
  // The Android app's WebView: no banner, the login before home, calls from `apk`.
  androidApp: { check: (ctx) => appShown(ctx, 'apk') },
  // The iOS app or a home-screen app: no banner, the login before home, calls from `ipa`. Installed from
  // the open page, the banner goes at once and the next call says `ipa`.
  iosApp: {
    check: async (ctx) => {
      if (ctx.event.type !== 'STANDALONE_ENTERED') return appShown(ctx, 'ipa');
      await expect(banner(ctx.page)).toHaveCount(0);
      await ctx.page
        .getByRole('navigation', { name: t('menu.label') })
        .getByRole('link', { name: t('menu.promotion') })
        .click();
      await expect.poll(() => ctx.calls('/api/getpromotion').length).toBeGreaterThan(0);
      expect(ctx.calls('/api/getpromotion').at(-1)?.headers['x-device']).toBe('ipa');
    },
  },
};

const table = (channel: Channel): UiModel<typeof deviceChannelMachine> => ({
  machine: deviceChannelMachine,
  variant: channel === 'web' ? undefined : channel,
  planned: deviceChannelMachine,
  view,
  events: events(channel),
  states,
  setup: async ({ page, member, baseURL }) => {
    // A visitor: the app channels guard home.
    await page.context().clearCookies();
    if (channel === 'web') await standaloneLater(page);
    if (channel === 'standalone') await emulateStandalone(page);
    // The page is served from the iOS app's host: this one.
    if (channel === 'iosHost') await serveConfig(page, { iosAppHost: new URL(baseURL).host });
    // Not `page.goto`: it would wait for the app, held until the page before it is checked.
    await page.mainFrame().goto(`/m/${member.area}/home`, { waitUntil: 'commit' });
  },
});

export const deviceChannelUi = table('web');
export const deviceChannelAndroidUi: UiModel<typeof deviceChannelMachine> = {
  ...table('android'),
  userAgent: ANDROID_APP_UA,
};
export const deviceChannelIosHostUi: UiModel<typeof deviceChannelMachine> = {
  ...table('iosHost'),
  userAgent: IPHONE_UA,
};
export const deviceChannelStandaloneUi: UiModel<typeof deviceChannelMachine> = {
  ...table('standalone'),
  userAgent: IPHONE_UA,
};
