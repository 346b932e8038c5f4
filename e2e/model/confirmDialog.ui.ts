import { expect, type Page } from '@playwright/test';
import { assign } from 'xstate';
import { confirmDialogMachine } from '../../machines/confirmDialog';
import { expectFlowState, failNext } from '../helpers';
import { press, setMember, tap } from './members';
import type { ModelContext, UiModel } from './runner';
import { t } from './texts';

/**
 * The global confirm dialog (spec §2 screen 1) on the deposit and quickpay pages. What opens it depends
 * on the route: on deposit a refused deposit (with its error detail), or a reload whose two calls are
 * refused with two messages (the second waits in the queue); on quickpay the QR code. The router sends
 * its own route changes (the member follows the quickpay link or goes back); closing on quickpay, and
 * only there, navigates back (the planned machine's `navigateBack` is the router's answer: the route is
 * deposit again).
 */

const DEPOSIT = '/m/AREA/bank/deposit';
const QUICKPAY = '/m/AREA/bank/quickpay';
const onQuickpay = (route: unknown) => /\/bank\/quickpay\/?$/i.test(String(route));

/** The dialogs the paths open, by request id: the message each shows. */
const MESSAGE = {
  refused: 'com_request_invalid',
  first: 'acct_bank_notFound',
  second: 'wallet_provider_notFound',
  qr: 'quickpay.title',
} as const;
type DialogId = keyof typeof MESSAGE;

type Ctx = { current: { id: DialogId } | null; queue: { id: DialogId }[]; route: string };
const ctxOf = (c: Record<string, unknown>) => c as unknown as Ctx;
/** The first of the pair is up and the second is already on its way: nothing else happens in between. */
const pairPending = (c: Record<string, unknown>) =>
  ctxOf(c).current?.id === 'first' && !ctxOf(c).queue.length;

const open = (id: DialogId) => ({ type: 'OPEN' as const, id, message: MESSAGE[id] });

const view = (page: Page) => page.locator('[data-machine="confirmDialog"]');
const dialog = (page: Page) => page.getByRole('alertdialog');
const detailToggle = (page: Page, open: boolean) =>
  dialog(page).getByRole('button', { name: t(open ? 'dialog.hideDetail' : 'dialog.showDetail') });

async function submitDeposit(page: Page) {
  await page.getByLabel('Bank transfer').check();
  await page.locator('input[name="amount"]').fill('60');
  await tap(page, page.getByRole('button', { name: t('deposit.submit'), exact: true }));
}

const events: UiModel<typeof confirmDialogMachine>['events'] = {
  OPEN: {
    payloads: [open('refused'), open('first'), open('second'), { ...open('qr'), qrImage: 'data:image/png' }],
    unavailable: {
      why: 'a dialog opens from the page under it while none covers it (the quickpay QR on quickpay, the others on deposit); the second of the pair only right behind the first',
      when: (c: Record<string, unknown>, e: { id: DialogId }) => {
        const { current, queue, route } = ctxOf(c);
        if (e.id === 'second') return !pairPending(c);
        if (current || queue.length) return true;
        return e.id === 'qr' ? !onQuickpay(route) : onQuickpay(route);
      },
    },
    perform: async ({ page, request, member }: ModelContext, e: { id: DialogId }) => {
      if (e.id === 'refused') {
        await failNext(request, member.token, { path: '/api/deposit', errorCode: 2, key: MESSAGE.refused });
        await submitDeposit(page);
      } else if (e.id === 'first') {
        // A reload whose two calls are both refused: the balances first, the transfer info 0.5 s later (the
        // deposit form and its quickpay link stay).
        await failNext(request, member.token, {
          path: '/api/getallbalance',
          errorCode: 2,
          key: MESSAGE.first,
        });
        await failNext(request, member.token, {
          path: '/api/gettransferinfo',
          errorCode: 2,
          key: MESSAGE.second,
        });
        await page.route('**/api/gettransferinfo', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          await route.fallback();
        });
        await page.reload();
      } else if (e.id === 'qr') {
        await page.getByLabel('QR pay').check();
        await page.locator('input[name="amount"]').fill('25');
        await tap(page, page.getByRole('button', { name: t('quickpay.submit') }));
        // The QR library loads with the first QR: on a busy machine that may take a while.
        await expect(dialog(page)).toBeVisible({ timeout: 20_000 });
      }
      // `second`: already sent by the reload that opened `first`.
    },
  },
  CONFIRM: {
    perform: ({ page }: ModelContext) =>
      dialog(page)
        .getByRole('button', { name: t('dialog.ok') })
        .click(),
    unavailable: { why: 'the second refusal of the reload comes first', when: pairPending },
  },
  CANCEL: {
    unavailable: {
      why: 'no dialog of the deposit and quickpay pages asks with a cancel button (the all-in question is the allInToMain model’s)',
    },
  },
  CLICK_OUTSIDE: {
    // The backdrop, above the dialog.
    perform: ({ page }: ModelContext) => page.mouse.click(20, 20),
    unavailable: { why: 'the second refusal of the reload comes first', when: pairPending },
  },
  TOGGLE_DETAIL: {
    // The model holds the state after the step: expanded means "Show details" was pressed.
    perform: ({ page, model }: ModelContext) =>
      detailToggle(page, !JSON.stringify(model.value).includes('detailExpanded')).click(),
    unavailable: {
      why: 'the QR has no error detail to fold (and the pair’s second refusal comes first)',
      when: (c: Record<string, unknown>) => ctxOf(c).current?.id === 'qr' || pairPending(c),
    },
  },
  ROUTE_CHANGED: {
    payloads: [
      { type: 'ROUTE_CHANGED', path: DEPOSIT },
      { type: 'ROUTE_CHANGED', path: QUICKPAY },
    ],
    unavailable: {
      why: 'the member moves between deposit and quickpay only with no dialog over the page',
      when: (c: Record<string, unknown>, e: { path: string }) => {
        const { current, queue, route } = ctxOf(c);
        return !!current || queue.length > 0 || onQuickpay(route) === onQuickpay(e.path);
      },
    },
    perform: async ({ page, member }: ModelContext, e: { path: string }) => {
      const quickpayTitle = page.getByRole('main').getByRole('heading', { name: t('route.quickpay.title') });
      if (onQuickpay(e.path)) await page.getByRole('link', { name: t('deposit.quickpayLink') }).click();
      else await page.goBack();
      await page.waitForURL(`**${e.path.replace('AREA', member.area)}`);
      // The address changes before the new screen is drawn (its code may still be loading): the next step
      // must fill the form of the screen the route names, not the one on its way out.
      if (onQuickpay(e.path)) await expect(quickpayTitle).toBeVisible();
      else {
        await expect(quickpayTitle).toHaveCount(0);
        await expect(page.getByRole('link', { name: t('deposit.quickpayLink') })).toBeVisible();
      }
    },
  },
  'xstate.after.closeAnimation.confirmDialog.closed': { delay: 180 },
} as never;

const urlMatchesRoute = async ({ page, model }: ModelContext) => {
  const quickpay = onQuickpay(ctxOf(model.context).route);
  await expect
    .poll(() => new URL(page.url()).pathname)
    .toMatch(quickpay ? /\/bank\/quickpay$/ : /\/bank\/deposit$/);
};

const states: UiModel<typeof confirmDialogMachine>['states'] = {
  // Nothing over the page.
  hidden: {
    check: async ({ page }) => {
      await expect(dialog(page)).toHaveCount(0);
    },
  },
  // The current request's message and its OK; the QR as an image; a refusal's detail folded or open.
  shown: {
    check: async ({ page, model }) => {
      const { current } = ctxOf(model.context);
      const id = current?.id as DialogId;
      // The QR library loads with the first QR: on a busy machine that may take a while.
      await expect(dialog(page)).toContainText(t(MESSAGE[id]), {
        timeout: id === 'qr' ? 20_000 : undefined,
      });
      await expect(dialog(page).getByRole('button', { name: t('dialog.ok') })).toBeEnabled();
      await expect(dialog(page).getByRole('button', { name: t('dialog.cancel') })).toHaveCount(0);
      if (id === 'qr') {
        const qr = dialog(page).getByRole('img', { name: t('dialog.qrAlt') });
        await expect(qr).toBeVisible();
        expect(await qr.getAttribute('src')).toMatch(/^data:image\//);
      }
    },
  },
  'shown.detailCollapsed': {
    check: async ({ page, model }) => {
      if (ctxOf(model.context).current?.id === 'qr') {
        await expect(detailToggle(page, false)).toHaveCount(0);
        return;
      }
      await expect(detailToggle(page, false)).toBeVisible();
      await expect(dialog(page)).not.toContainText(t('dialog.detailCode'));
    },
  },
  'shown.detailExpanded': {
    check: async ({ page }) => {
      await expect(detailToggle(page, true)).toBeVisible();
      await expect(dialog(page)).toContainText(t('dialog.detailCode'));
      await expect(dialog(page)).toContainText(t('dialog.detailCall'));
    },
  },
  // Answered and on its way out (the clock is held): the page under it is where the route says (back on
  // deposit after the QR, nowhere else after anything else).
  closed: {
    check: async ({ page }) => {
      await expect(dialog(page).getByRole('button', { name: t('dialog.ok') })).toHaveCount(0);
    },
  },
};

export const confirmDialogUi: UiModel<typeof confirmDialogMachine> = {
  machine: confirmDialogMachine,
  // The router's answer to `navigateBack`: the screen before quickpay, deposit.
  planned: confirmDialogMachine.provide({ actions: { navigateBack: assign({ route: DEPOSIT }) } }),
  // The graph sends every request in every state: queues longer than one (never driven) are one state,
  // so the walk ends.
  contextKey: (c: Ctx) => [
    onQuickpay(c.route),
    c.current?.id ?? null,
    c.queue.length > 1 ? 'more' : c.queue.map((q) => q.id),
  ],
  holdClockBeforeDelays: true,
  stateMark: (value) => (typeof value === 'string' ? value : Object.keys(value as object)[0]!),
  view,
  events,
  states,
  untaken: {
    'confirmDialog.shown CANCEL -> confirmDialog.closed [onQuickpayRoute]':
      'no dialog of the quickpay page asks with a cancel button (its QR and refusals have OK only)',
    'confirmDialog.closed OPEN -> (self)':
      'a request that comes in the 180 ms the dialog takes to close: the member cannot use the page under an open dialog, and a call already out is shown behind the first before it closes (the reload’s pair)',
  },
  always: urlMatchesRoute,
  setup: async ({ page, member }) => {
    await page.goto(`/m/${member.area}/bank/deposit`);
    await expect(page.locator('input[name="amount"]')).toBeVisible();
  },
};

/**
 * The same dialog asking a question (bank/transfer: all in to main with an extra promotion to give up):
 * Continue, Cancel, or a tap outside. Its only request is the question, on a route that never changes.
 */
const ALL_IN_START = { '-': '100', SBO: '40', SABA: '0', EVO: '0', PT: '0', PG: '0', JILI: '0' };
const allInButton = (page: Page) => page.getByRole('button', { name: t('wallet.allInToMain') });
const question = { type: 'OPEN' as const, id: 'giveUp', message: 'transfer_giveUpPromotion_confirm' };

const askedStates: UiModel<typeof confirmDialogMachine>['states'] = {
  ...states,
  // The question, the promotion it would give up, Continue and Cancel.
  shown: {
    check: async ({ page }) => {
      await expect(dialog(page)).toContainText(t('transfer_giveUpPromotion_confirm'));
      await expect(dialog(page)).toContainText('WELCOME100');
      await expect(dialog(page).getByRole('button', { name: t('dialog.continue') })).toBeEnabled();
      await expect(dialog(page).getByRole('button', { name: t('dialog.cancel') })).toBeEnabled();
    },
  },
  // A question has no error detail to fold.
  'shown.detailCollapsed': {
    check: async ({ page }) => {
      await expect(detailToggle(page, false)).toHaveCount(0);
      await expect(dialog(page)).not.toContainText(t('dialog.detailCode'));
    },
  },
  // Answered and on its way out: its buttons are gone; the all in goes on only after Continue.
  closed: {
    check: async ({ page, event, request, member }) => {
      await expect(dialog(page).getByRole('button', { name: t('dialog.continue') })).toHaveCount(0);
      await expect(dialog(page).getByRole('button', { name: t('dialog.cancel') })).toHaveCount(0);
      if (event.type !== 'CONFIRM') expect(await setMember(request, member)).toMatchObject(ALL_IN_START);
    },
  },
};

export const confirmDialogQuestionUi: UiModel<typeof confirmDialogMachine> = {
  ...confirmDialogUi,
  variant: 'question',
  planned: confirmDialogMachine,
  contextKey: (c: Ctx) => [c.current?.id ?? null, c.queue.length > 0],
  events: {
    OPEN: {
      payloads: [question],
      unavailable: {
        why: 'the question is asked from the page, with no dialog over it',
        when: (c: Record<string, unknown>) => !!ctxOf(c).current || ctxOf(c).queue.length > 0,
      },
      // Two provider wallets, an extra promotion: the member taps all in to main.
      perform: async (ctx: ModelContext) => {
        await expect(allInButton(ctx.page)).toBeEnabled();
        await setMember(ctx.request, ctx.member, {
          balances: ALL_IN_START,
          extraPromotion: 'WELCOME100',
          firstPromotion: '',
        });
        await tap(ctx.page, allInButton(ctx.page));
      },
    },
    CONFIRM: { perform: ({ page }: ModelContext) => press(dialog(page), 'dialog.continue') },
    CANCEL: { perform: ({ page }: ModelContext) => press(dialog(page), 'dialog.cancel') },
    CLICK_OUTSIDE: { perform: ({ page }: ModelContext) => page.mouse.click(20, 20) },
    TOGGLE_DETAIL: { unavailable: { why: 'a question has no error detail' } },
    ROUTE_CHANGED: { unavailable: { why: 'the question is asked on bank/transfer, and answered there' } },
    'xstate.after.closeAnimation.confirmDialog.closed': { delay: 180 },
  } as never,
  states: askedStates,
  always: async ({ page }) => {
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/bank\/transfer$/);
  },
  setup: async (ctx) => {
    await setMember(ctx.request, ctx.member, { balances: ALL_IN_START });
    await ctx.page.goto(`/m/${ctx.member.area}/bank/transfer`);
    await expectFlowState(ctx.page.locator('[data-machine="wallet"]'), 'ready');
  },
};
