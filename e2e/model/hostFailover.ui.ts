import { expect, type Page } from '@playwright/test';
import { hostFailoverMachine } from '../../machines/hostFailover';
import { cookieValue, serveConfig } from '../helpers';
import { closeDialog } from './members';
import type { ModelContext, UiModel } from './runner';
import { t } from './texts';

/**
 * The host failover (spec §4) in the app: the server is unreachable (every `/api/` call of the page is
 * refused at the network) or reachable again; what the member sees is maintenance with the network alert,
 * or the site working. A machine without a view of its own outside maintenance: `online` is the site
 * working (home, no maintenance, no alert), checked without `data-state`.
 */

const MIRROR = 'https://mirror.test';

const view = (page: Page) => page.locator('[data-machine="hostFailover"]');
const dialog = (page: Page) => page.getByRole('alertdialog');
const menu = (page: Page) => page.locator('nav.bottom-menu');
const homePath = (ctx: { member: { area: string } }) => `/m/${ctx.member.area}/home`;

/**
 * While `data.down`, the page's own API refuses every call at the network (the server cannot be reached),
 * from the first call the member's step makes (`getpromotion`) on: a call home makes in the background
 * just before the tap is still answered. Refused, it would take the member to maintenance under the tap,
 * and the tap (on the bottom menu, there on every page) would then land on Promotion.
 */
async function serverGoesDownOnCue(ctx: Omit<ModelContext, 'model' | 'event' | 'entered' | 'history'>) {
  await ctx.page.route(
    (url) =>
      url.origin !== MIRROR && url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/__demo'),
    (route) => {
      if (!ctx.data.down) return route.fallback();
      const first = !ctx.data.refused;
      if (first && new URL(route.request().url()).pathname.toLowerCase() !== '/api/getpromotion')
        return route.fallback();
      ctx.data.refused = ((ctx.data.refused as number | undefined) ?? 0) + 1;
      return route.abort('connectionrefused');
    },
  );
}

/** A member step that calls the API: the bottom menu's Promotion tab (one call, `getpromotion`). */
async function openPromotions({ page }: ModelContext) {
  await menu(page)
    .getByRole('link', { name: t('menu.promotion') })
    .click();
}

const events: UiModel<typeof hostFailoverMachine>['events'] = {
  NETWORK_FAILED: {
    perform: async (ctx) => {
      ctx.data.down = true;
      await openPromotions(ctx);
    },
  },
  SERVER_REACHED: {
    // The server is back; the member taps maintenance's "Try again": home asks for its notices.
    perform: async (ctx) => {
      ctx.data.down = false;
      ctx.data.refused = 0;
      await closeDialog(ctx.page, t('acct_NetworkFail'));
      await view(ctx.page)
        .getByRole('link', { name: t('common.retry') })
        .click();
    },
  },
};

/** The site works: the page the member is on, no maintenance, no alert. */
const online = async (ctx: ModelContext) => {
  const { page } = ctx;
  await expect(view(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${homePath(ctx)}$`));
  await expect(menu(page)).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  // Coming back from maintenance, home's call was answered: that is how the app learnt the server is back.
  if (ctx.event.type === 'SERVER_REACHED')
    await expect.poll(() => ctx.calls('/api/getnotices').length).toBeGreaterThan(0);
};

/** Maintenance, with the network alert naming the call that got no answer. */
const unreachable = async (ctx: ModelContext) => {
  const { page } = ctx;
  await expect(page).toHaveURL(new RegExp(`/m/${ctx.member.area}/maintenance$`));
  await expect(view(page).getByRole('heading', { name: t('route.maintenance.title') })).toBeVisible();
  await expect(dialog(page)).toContainText(t('acct_NetworkFail'));
  await expect(view(page).getByRole('link', { name: t('common.retry') })).toBeVisible();
  // A call was sent and got no answer; no mirror is tried.
  expect(ctx.data.refused).toBeGreaterThan(0);
  expect(await cookieValue(page.context(), 'hostIndex')).toBeUndefined();
};

export const hostFailoverUi: UiModel<typeof hostFailoverMachine> = {
  machine: hostFailoverMachine,
  planned: hostFailoverMachine,
  // config.json lists no mirror: any host is a dead end, maintenance comes at once.
  input: { onPrimaryDomain: false, hostCount: 0, hostIndex: -1 },
  view,
  setup: async (ctx) => {
    await serverGoesDownOnCue(ctx);
    await ctx.page.goto(homePath(ctx));
    await expect(menu(ctx.page)).toBeVisible();
  },
  events,
  states: {
    online: { leaves: true, check: online },
    unreachable: { check: unreachable },
    // The mirror is remembered, the page reloaded onto it: the site works from the mirror, no maintenance.
    // Reached with a mirror in config.json (the variant below); with none, a failover here would fail it.
    switchingHost: {
      leaves: true,
      check: async ({ page, data }) => {
        await expect.poll(() => cookieValue(page.context(), 'hostIndex')).toBe('0');
        await expect.poll(() => data.mirrorCalls as number).toBeGreaterThan(0);
        await expect(menu(page)).toBeVisible();
        await expect(view(page)).toHaveCount(0);
        await expect(dialog(page)).toHaveCount(0);
      },
    },
  },
};

/**
 * With one mirror in config.json and the page off the primary domains: the first failure writes the mirror's
 * index into the `hostIndex` cookie and reloads onto it; the site then works from the mirror.
 */
export const hostFailoverMirrorUi: UiModel<typeof hostFailoverMachine> = {
  ...hostFailoverUi,
  variant: 'mirror',
  input: { onPrimaryDomain: false, hostCount: 1, hostIndex: -1 },
  setup: async (ctx) => {
    await serveConfig(ctx.page, { hosts: [MIRROR] });
    // The mirror answers every call as the demo backend would.
    await ctx.page.route(`${MIRROR}/api/**`, async (route) => {
      const request = route.request();
      const origin = (await request.headerValue('origin')) ?? '*';
      const headers = await request.allHeaders();
      const response = await ctx.request.post(new URL(request.url()).pathname, {
        data: request.postData() ?? '{}',
        headers: Object.fromEntries(
          ['authorization', 'x-device', 'x-version', 'idempotency-key']
            .filter((name) => headers[name])
            .map((name) => [name, headers[name] as string]),
        ),
      });
      await route.fulfill({
        status: response.status(),
        contentType: 'application/json',
        headers: {
          'Access-Control-Allow-Origin': origin,
          'Access-Control-Allow-Credentials': 'true',
          Vary: 'Origin',
        },
        body: await response.body(),
      });
    });
    ctx.data.mirrorCalls = 0;
    ctx.page.on('request', (r) => {
      if (r.url().startsWith(`${MIRROR}/api/`) && r.method() === 'POST')
        ctx.data.mirrorCalls = (ctx.data.mirrorCalls as number) + 1;
    });
    await serverGoesDownOnCue(ctx);
    await ctx.page.goto(homePath(ctx));
    await expect(menu(ctx.page)).toBeVisible();
  },
};
