import { expect, type Page } from '@playwright/test';
import type { RouletteInfo, SpinResult } from '../../features/rewards/contract/rewardsReplies';
import { rouletteMachine, segmentsOf, wheelStateOf } from '../../features/rewards/machines/roulette';

import { closeDialog, dialogUp, press, refusedCall, tap } from './members';
import { placeholderActors } from './plan';
import type { ModelContext, UiModel } from './runner';
import { t, tCount } from './texts';

/**
 * The lucky-draw roulette (spec §4) in the app, for a member: the wheel's spin, its result, a failed spin,
 * no spins left, and the 10-minute reload that waits for the wheel to rest. The page's info and the spin's
 * result are answered for this page only (`answerNext`): the demo backend's number of rewards is one for
 * the whole server (other suites use eight), and two rewards keep the wheel's stop to four steps.
 */

/** Two of the demo backend's rewards: `rw3` is first on the wheel (rewardSort 1), `rw6` second. */
const rewards = [
  { id: 'rw6', reward: '200 points', type: 'points', rewardSort: 2 },
  { id: 'rw3', reward: '18 bonus', type: 'bonus', rewardSort: 1 },
] as const;
const info = (spinCount: number): RouletteInfo =>
  ({ rewardList: rewards, spinCount, rouletteIsSpin: true, winnerList: [], memberList: [] }) as never;
/** The spin lands on the second segment and uses the member's last spin. */
const WON: SpinResult = { rewardId: 'rw6', reward: '200 points', spinCount: 0 };

const view = (page: Page) => page.locator('[data-machine="roulette"]');
const wheel = (page: Page) => view(page).locator('svg.wheel');
const spinButton = (page: Page) => view(page).locator('.spin-button');
const resultDialog = (page: Page) => page.getByRole('dialog', { name: t('lucky.youWon') });

type Context = { info: RouletteInfo | null; position: number; stepsLeft: number; result: SpinResult | null };
const contextOf = (ctx: ModelContext) => ctx.model.context as unknown as Context;

/** The wheel's turn for the model's position: the same segment under the pointer (modulo a full turn). */
async function wheelAt(ctx: ModelContext) {
  const { position, info: shown } = contextOf(ctx);
  const n = segmentsOf(shown).length;
  const turn = (rest: number) => (((rest % 360) + 360) % 360).toFixed(3);
  const expected = turn(-(position * (360 / n)) - 360 / n / 2);
  await expect
    .poll(async () => {
      const style = (await wheel(ctx.page).getAttribute('style')) ?? '';
      const deg = Number(/rotate\((-?[\d.e+-]+)deg\)/.exec(style)?.[1]);
      return turn(deg);
    })
    .toBe(expected);
}

/** The wheel with its rewards and the spins left; the button as the machine allows a spin. */
async function wheelShown(ctx: ModelContext, { spinning, greyed }: { spinning: boolean; greyed: boolean }) {
  const { page } = ctx;
  const c = contextOf(ctx);
  await expect(view(page).locator('[data-reward]')).toHaveCount(2);
  await expect(view(page).locator('.spins-left')).toHaveText(
    (ctx.model.context as { loggedIn: boolean }).loggedIn
      ? tCount('lucky.spinsLeft', c.info?.spinCount ?? 0)
      : t('lucky.loginToSpin'),
  );
  await expect(spinButton(page)).toHaveText(t(spinning ? 'lucky.spinning' : 'lucky.spin'));
  if (greyed) await expect(spinButton(page)).toHaveAttribute('aria-disabled', 'true');
  else await expect(spinButton(page)).not.toHaveAttribute('aria-disabled');
  if (spinning) await expect(wheel(page)).toHaveClass(/is-spinning/);
  else await expect(wheel(page)).not.toHaveClass(/is-spinning/);
  await wheelAt(ctx);
}

/** The wheel states where the 10 minutes cannot run out in a path: the wheel's own timers would run with
 * them, the spin or info call waits on its answer, or (at rest) the reload is the same as a RETRY's. They
 * run out under the popup after its coins, and on the failed read's card. */
const RELOAD_NOT_HERE = [
  'wheel.loading',
  'wheel.idle',
  'wheel.spinning',
  'wheel.stopping',
  'wheel.landed',
  'wheel.result.coins',
];

const events: UiModel<typeof rouletteMachine>['events'] = {
  SPIN: { perform: ({ page }) => tap(page, spinButton(page)) },
  CLOSE_RESULT: {
    perform: ({ page }) => press(resultDialog(page), 'dialog.ok'),
    unavailable: {
      in: [
        'wheel.loading',
        'wheel.unavailable',
        'wheel.idle',
        'wheel.spinning',
        'wheel.stopping',
        'wheel.landed',
      ],
      why: 'only the result’s popup has the button that closes it',
    },
  },
  RETRY: { perform: ({ page }) => press(view(page), 'common.retry') },
  RELOAD_INFO: {
    unavailable: { why: 'raised by the reload region when the 10 minutes are up, never by the member' },
  },
  'xstate.done.actor.loadInfo': {
    // Spins left, and none.
    payloads: [
      { type: 'xstate.done.actor.loadInfo', output: info(1) },
      { type: 'xstate.done.actor.loadInfo', output: info(0) },
    ],
    arm: async (ctx, e) => ctx.answerNext('/api/GetRouletteInfo', { errorCode: 0, data: e.output }),
    // A member opens the page with a spin; a spin used is not given back.
    unavailable: {
      why: 'the member opens the page with a spin, and the spin used is not given back',
      when: (c, e) =>
        (c.info === null) !== (e.output as RouletteInfo).spinCount > 0 ||
        ((c.info as RouletteInfo | null)?.spinCount === 0 && (e.output as RouletteInfo).spinCount > 0),
    },
  },
  'xstate.error.actor.loadInfo': refusedCall(
    'xstate.error.actor.loadInfo',
    '/api/GetRouletteInfo',
    'page_Maintenance1',
  ),
  'xstate.done.actor.spin': {
    payloads: [{ type: 'xstate.done.actor.spin', output: WON }],
    arm: async (ctx, e) => ctx.answerNext('/api/SpinRoulette', { errorCode: 0, data: e.output }),
  },
  // Any refusal resets the wheel, silently (spec §8): the demo backend's own for a member without spins.
  'xstate.error.actor.spin': refusedCall(
    'xstate.error.actor.spin',
    '/api/SpinRoulette',
    'reward_roulette_noSpin',
  ),
  'xstate.after.spinStep.roulette.wheel.spinning.turning': {
    delay: 500,
    unavailable: {
      why: 'the spin call is held while `spinning` is checked and its answer is told with the step that follows; a turn of the wheel in between would let the call go before its answer is set',
    },
  },
  'xstate.after.spinStep.roulette.wheel.stopping': { delay: 500 },
  'xstate.after.resultDelay.roulette.wheel.landed': { delay: 1000 },
  'xstate.after.coin.roulette.wheel.result.coins': { delay: 2000 },
  'xstate.after.reloadAfter.roulette.reload.waiting': {
    delay: 600_000,
    unavailable: {
      in: RELOAD_NOT_HERE,
      why: 'run out where no wheel timer runs and no call waits (the popup after its coins, the failed read)',
    },
  },
};

const noResult = async ({ page }: ModelContext) => expect(resultDialog(page)).toHaveCount(0);

export const rouletteUi: UiModel<typeof rouletteMachine> = {
  machine: rouletteMachine,
  planned: placeholderActors(rouletteMachine),
  input: { loggedIn: true },
  contextKey: (c: Context) => [
    c.info?.spinCount ?? null,
    c.position % Math.max(1, segmentsOf(c.info).length),
    c.stepsLeft,
    c.result?.rewardId ?? null,
  ],
  maxSteps: 20,
  // The wheel at rest with no spins left (the greyed button) is a situation of its own.
  goals: ({ value, context }) =>
    wheelStateOf(value as never) === 'idle' && (context as unknown as Context).info?.spinCount === 0
      ? ['no spins left']
      : [],
  view,
  stateMark: (value) => String(wheelStateOf(value as never)),
  // Every wheel state runs on the page's clock: it stands still while a state is checked.
  holdClockBeforeDelays: true,
  setup: async ({ page, member }) => {
    await page.goto(`/m/${member.area}/lucky-draw`);
  },
  events,
  untaken: {
    'roulette.wheel.spinning.turning xstate.after.spinStep.roulette.wheel.spinning.turning -> roulette.wheel.spinning.turning':
      'a turn while the spin call is out happens only when the server answers after 500 ms; the path holds the call while `spinning` is checked and answers it with the next step (a turn in between would let it go unanswered); the same turn, a segment every 500 ms, is `stopping`’s, taken',
  },
  states: {
    // The page around the wheel: its title, the wheel's card or the failed read's, and the terms.
    wheel: {
      check: async ({ page }) => {
        await expect(view(page).getByRole('heading', { name: t('route.luckyDraw.title') })).toBeVisible();
        await expect(
          spinButton(page).or(view(page).getByRole('button', { name: t('common.retry') })),
        ).toHaveCount(1);
      },
    },
    // The countdown shows nothing of its own: the terms stay, the page is not read again meanwhile (below).
    reload: {
      check: async ({ page }) => {
        await expect(view(page).locator('details.terms summary')).toHaveText(t('lucky.terms'));
      },
    },
    // The info is on its way: the wheel's frame (blank, its Spin button disabled), or the last wheel when
    // read again; busy either way, no popup.
    'wheel.loading': {
      holds: ['/api/GetRouletteInfo'],
      check: async (ctx) => {
        await expect(view(ctx.page).locator('.wheel-card[aria-busy="true"]')).toHaveCount(1);
        const framed = !contextOf(ctx).info;
        await expect(wheel(ctx.page)).toHaveClass(framed ? 'wheel is-blank' : 'wheel');
        await expect(view(ctx.page).locator('[data-reward]')).toHaveCount(framed ? 0 : 2);
        if (framed) await expect(spinButton(ctx.page)).toBeDisabled();
        await noResult(ctx);
      },
    },
    // The info was refused: said, then "Try again"; no wheel.
    'wheel.unavailable': {
      check: async ({ page, event }) => {
        if (event.type === 'xstate.error.actor.loadInfo') {
          await dialogUp(page, t('page_Maintenance1'));
          await closeDialog(page, t('page_Maintenance1'));
        }
        await expect(view(page)).toContainText(t('lucky.unavailable'));
        await expect(view(page).getByRole('button', { name: t('common.retry') })).toBeEnabled();
        await expect(wheel(page)).toHaveCount(0);
      },
    },
    // At rest: with spins left the button spins; with none it is greyed (a tap does nothing).
    'wheel.idle': {
      check: async (ctx) => {
        const visitor = !(ctx.model.context as { loggedIn: boolean }).loggedIn;
        const none = !visitor && !contextOf(ctx).info?.spinCount;
        // A visitor's tap asks them to log in, with no cancel (spec §5): one button, "Log in"; Escape
        // leaves them on the wheel, which spun nothing.
        if (visitor && ctx.event.type === 'SPIN') {
          const asked = await dialogUp(ctx.page, t('acct_LoginFirst'));
          await expect(asked.getByRole('button')).toHaveCount(1);
          await expect(asked.getByRole('button')).toHaveText(t('login.submit'));
          await ctx.page.keyboard.press('Escape');
          await ctx.page.clock.fastForward(200);
          await expect(asked).toHaveCount(0);
        }
        await wheelShown(ctx, { spinning: false, greyed: none });
        await noResult(ctx);
        if (none) {
          // No spins left: a tap does nothing (no call, no turn; checked below and by `always`).
          await ctx.page.clock.fastForward(600);
          await spinButton(ctx.page).click({ force: true });
          await expect(view(ctx.page)).toHaveAttribute('data-state', 'idle');
          await expect(wheel(ctx.page)).not.toHaveClass(/is-spinning/);
        }
      },
    },
    // The spin call is on its way (held): the wheel turns, the button says so and spins nothing more.
    'wheel.spinning': {
      holds: ['/api/SpinRoulette'],
      check: async (ctx) => {
        await wheelShown(ctx, { spinning: true, greyed: true });
        await noResult(ctx);
      },
    },
    // A segment further every 500 ms while the call is out: the wheel turns, nothing can be tapped.
    'wheel.spinning.turning': {
      check: async ({ page }) => {
        await expect(wheel(page)).toHaveClass(/is-spinning/);
        await expect(spinButton(page)).toHaveAttribute('aria-disabled', 'true');
      },
    },
    // The result is known: segment by segment towards it, no popup yet.
    'wheel.stopping': {
      check: async (ctx) => {
        await wheelShown(ctx, { spinning: true, greyed: true });
        await noResult(ctx);
      },
    },
    // On the winning segment: a pause before the popup.
    'wheel.landed': {
      check: async (ctx) => {
        await wheelShown(ctx, { spinning: false, greyed: true });
        await noResult(ctx);
      },
    },
    // The popup: the reward won and the spins left.
    'wheel.result': {
      check: async ({ page }) => {
        await expect(resultDialog(page).locator('.result-reward')).toHaveText(WON.reward);
        await expect(resultDialog(page)).toContainText(tCount('lucky.spinsLeft', WON.spinCount));
      },
    },
    'wheel.result.coins': {
      check: async ({ page }) => expect(resultDialog(page).locator('.coins')).toBeVisible(),
    },
    'wheel.result.shown': {
      check: async ({ page }) => expect(resultDialog(page).locator('.coins')).toHaveCount(0),
    },
    // Counting down: the wheel's card is busy only while the wheel itself reads (the info is read once per
    // entry into loading, below).
    'reload.waiting': {
      check: async (ctx) => {
        const reading = wheelStateOf(ctx.model.value as never) === 'loading';
        await expect(view(ctx.page).locator('.wheel-card[aria-busy="true"]')).toHaveCount(reading ? 1 : 0);
      },
    },
    // The 10 minutes are up while the wheel is not at rest: nothing more is read until it is. The popup
    // stays open, or the failed read's card with its "Try again", or the wheel reads what it was asked to.
    'reload.due': {
      check: async (ctx) => {
        const wheelState = wheelStateOf(ctx.model.value as never);
        expect(['result', 'unavailable', 'loading']).toContain(wheelState);
        if (wheelState === 'result') await expect(resultDialog(ctx.page)).toBeVisible();
        if (wheelState === 'unavailable')
          await expect(view(ctx.page).getByRole('button', { name: t('common.retry') })).toBeEnabled();
        const reading = wheelState === 'loading';
        await expect(view(ctx.page).locator('.wheel-card[aria-busy="true"]')).toHaveCount(reading ? 1 : 0);
      },
    },
  },
  // Requests sent and not sent: the info once per entry into loading, the spin once per entry into spinning.
  always: async (ctx) => {
    expect(ctx.calls('/api/GetRouletteInfo')).toHaveLength(ctx.entered('wheel.loading'));
    expect(ctx.calls('/api/SpinRoulette')).toHaveLength(ctx.entered('wheel.spinning'));
  },
};

/** A visitor on the lucky-draw page: the wheel, and a spin that asks them to log in. */
export const rouletteVisitorUi: UiModel<typeof rouletteMachine> = {
  ...rouletteUi,
  variant: 'visitor',
  input: { loggedIn: false },
  goals: undefined,
  events: {
    ...events,
    // The member's paths take the failed read; a visitor's only the spin.
    'xstate.error.actor.loadInfo': {
      ...events['xstate.error.actor.loadInfo'],
      unavailable: { why: 'the member’s paths take it' },
    },
  },
  setup: async ({ page, member }) => {
    await page.context().clearCookies();
    await page.goto(`/m/${member.area}/lucky-draw`);
  },
};
