import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { confirmDialog, en, holdCalls, installClock, logIn, passTime, recordCalls } from './helpers';

/** A demo member of the lucky draw's own, so its credits never race the bank tests on `demo`. */
const LUCKY = { loginId: 'lucky', password: 'demo1234', area: 'en-vn' } as const;

/**
 * The lucky draw end to end: the roulette, reward missions and the red envelope against the demo backend.
 * The demo world is shared by the run, so these run one after another and set the roulette through its
 * demo-only hook. Timers run on Playwright's clock: a spin takes ~12 s of wheel steps in real life.
 */
test.describe.configure({ mode: 'serial' });

async function setRoulette(
  request: APIRequestContext,
  state: {
    spinCount?: number;
    rouletteIsSpin?: boolean;
    nextRewardId?: string;
    rewardCount?: number;
    envelope?: boolean;
  },
) {
  const response = await request.post('/api/__demo/roulette', { data: { loginId: LUCKY.loginId, ...state } });
  expect(((await response.json()) as { errorCode: number }).errorCode).toBe(0);
}

const roulette = (page: Page) => page.locator('[data-machine="roulette"]');
const spinButton = (page: Page) => page.locator('.spin-button');

/** The reward id of the segment the drawn wheel has under the pointer (read from its rotation). */
async function segmentUnderPointer(page: Page): Promise<string | null> {
  return page.locator('svg.wheel').evaluate((svg) => {
    const segments = [...svg.querySelectorAll('[data-reward]')];
    const degrees = Number(/rotate\((-?[\d.]+)deg\)/.exec((svg as SVGElement).style.transform)?.[1]);
    const angle = 360 / segments.length;
    // Segment i spans [i·angle, (i+1)·angle) clockwise from the top; the wheel turns by `degrees`.
    const top = (((-degrees % 360) + 360) % 360) / angle;
    return segments[Math.floor(top + 1e-6) % segments.length]?.getAttribute('data-reward') ?? null;
  });
}

/** Whole segments the drawn wheel has turned since load (it starts with segment 0 under the pointer). */
async function stepsTurned(page: Page): Promise<number> {
  return page.locator('svg.wheel').evaluate((svg) => {
    const segments = svg.querySelectorAll('[data-reward]').length;
    const degrees = Number(/rotate\((-?[\d.]+)deg\)/.exec((svg as SVGElement).style.transform)?.[1]);
    const angle = 360 / segments;
    return Math.round((-degrees - angle / 2) / angle);
  });
}

test.beforeEach(async ({ request }) => {
  await setRoulette(request, { spinCount: 3, rouletteIsSpin: true, nextRewardId: '', rewardCount: 8 });
});
test.afterAll(async ({ request }) => {
  await setRoulette(request, { rewardCount: 8, nextRewardId: '' });
});

test('a member spins and the wheel lands on the segment the backend chose', async ({ page, request }) => {
  await setRoulette(request, { nextRewardId: 'rw6' });
  await page.clock.install();
  await logIn(page, LUCKY);
  const spins = recordCalls(page, '/api/SpinRoulette');
  const infoCalls = recordCalls(page, '/api/GetRouletteInfo');
  await page.goto('/m/en-vn/lucky-draw');
  await expect(roulette(page)).toHaveAttribute('data-state', 'idle');
  await expect(page.getByText('3 spins left')).toBeVisible();
  const rw6 = await page.locator('[data-reward="rw6"] title').textContent();

  await spinButton(page).click();
  await expect(roulette(page)).toHaveAttribute('data-state', 'stopping');
  await expect(spinButton(page)).toHaveAttribute('aria-disabled', 'true');
  // The wheel steps a segment every 500 ms: two buffer rotations of 8 segments, then on to the winner.
  let steps = 0;
  while ((await roulette(page).getAttribute('data-state')) === 'stopping' && steps < 40) {
    await page.clock.runFor(500);
    steps++;
  }
  await expect(roulette(page)).toHaveAttribute('data-state', 'landed');
  // The drawn wheel has turned at least the two buffer rotations (its angle counts every step taken).
  expect(await stepsTurned(page)).toBeGreaterThanOrEqual(2 * 8);
  expect(await segmentUnderPointer(page)).toBe('rw6');
  await page.clock.runFor(1000);
  const dialog = page.getByRole('dialog', { name: en('lucky.youWon') });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.coins')).toBeVisible();
  await expect(dialog).toContainText(rw6 ?? '');
  await expect(dialog).toContainText('2 spins left');
  await page.clock.runFor(2000);
  await expect(dialog.locator('.coins')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(roulette(page)).toHaveAttribute('data-state', 'idle');
  expect(spins).toHaveLength(1);
  expect(infoCalls).toHaveLength(2);
  await expect(page.getByText('2 spins left')).toBeVisible();
  // The win is in the member's own list.
  await page.getByRole('tab', { name: en('lucky.mine') }).click();
  await expect(page.getByRole('tabpanel')).toContainText(rw6 ?? '');
});

test('the info reloads ten minutes after load', async ({ page }) => {
  await installClock(page);
  const infoCalls = recordCalls(page, '/api/GetRouletteInfo');
  await page.goto('/m/en-vn/lucky-draw');
  await expect(roulette(page)).toHaveAttribute('data-state', 'idle');
  expect(infoCalls).toHaveLength(1);
  // The installed clock also runs with real time while the page loads (slowly on a busy machine): stop it
  // now, so only the test moves it. The 10 minutes started at most `loaded` ago; the exact delay is the
  // machine's (tests/roulette.model.test.ts, on a simulated clock).
  const loaded = await page.evaluate(() => performance.now());
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await passTime(page, 600_000 - 1_000 - Math.ceil(loaded) - 1_000);
  expect(infoCalls).toHaveLength(1);
  await passTime(page, 2_000 + Math.ceil(loaded));
  await expect.poll(() => infoCalls.length).toBe(2);
});

test('a visitor who spins is asked to log in, with no cancel button', async ({ page }) => {
  const spins = recordCalls(page, '/api/SpinRoulette');
  const info = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/GetRouletteInfo');
  await page.goto('/m/en-vn/lucky-draw');
  // A visitor's info asks in the area's currency with an empty sid.
  expect((await info).postDataJSON()).toEqual({ sid: '', currency: 'VND' });
  await expect(page.getByText(en('lucky.loginToSpin'))).toBeVisible();
  await spinButton(page).click();
  const dialog = confirmDialog(page);
  await expect(dialog).toContainText(en('acct_LoginFirst'));
  await expect(dialog.getByRole('button')).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  expect(spins).toHaveLength(0);
  // Its one button logs the visitor in and brings them back to the wheel.
  await dialog.getByRole('button', { name: en('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/en-vn\/member\/login\?redirect=.*lucky-draw/);
  await page.locator('input[name="loginId"]').fill(LUCKY.loginId);
  await page.locator('input[name="password"]').fill(LUCKY.password);
  await page.getByRole('button', { name: en('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/m\/en-vn\/lucky-draw$/);
});

test('no spins left: the button is greyed and sends nothing', async ({ page, request }) => {
  await setRoulette(request, { spinCount: 0 });
  await logIn(page, LUCKY);
  const spins = recordCalls(page, '/api/SpinRoulette');
  await page.goto('/m/en-vn/lucky-draw');
  await expect(page.getByText('0 spins left')).toBeVisible();
  await expect(spinButton(page)).toHaveAttribute('aria-disabled', 'true');
  // A member can still tap the greyed button (it stays focusable, aria-disabled): nothing happens.
  await spinButton(page).click({ force: true });
  await page.waitForTimeout(300);
  expect(spins).toHaveLength(0);
  await expect(roulette(page)).toHaveAttribute('data-state', 'idle');
});

test('spinning not allowed greys the button too', async ({ page, request }) => {
  await setRoulette(request, { rouletteIsSpin: false });
  await logIn(page, LUCKY);
  await page.goto('/m/en-vn/lucky-draw');
  await expect(page.getByText('3 spins left')).toBeVisible();
  await expect(spinButton(page)).toHaveAttribute('aria-disabled', 'true');
});

test('a failed spin resets the wheel silently', async ({ page, request }) => {
  await logIn(page, LUCKY);
  await page.goto('/m/en-vn/lucky-draw');
  await expect(roulette(page)).toHaveAttribute('data-state', 'idle');
  const start = await segmentUnderPointer(page);
  await request.post('/api/__demo/fail', {
    data: { path: '/api/SpinRoulette', errorCode: 2, key: 'reward_spin_fail' },
  });
  // The refusal is held back, as on a slow network, until the wheel has turned (whatever the machine's speed).
  const release = await holdCalls(page, '**/api/SpinRoulette');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/SpinRoulette');
  await spinButton(page).click();
  await expect.poll(() => segmentUnderPointer(page)).not.toBe(start);
  release();
  await answered;
  await expect(roulette(page)).toHaveAttribute('data-state', 'idle');
  expect(await segmentUnderPointer(page)).toBe(start);
  await expect(confirmDialog(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('3 spins left')).toBeVisible();
});

test('with a single reward there is no wheel', async ({ page, request }) => {
  await setRoulette(request, { rewardCount: 1 });
  await logIn(page, LUCKY);
  await page.goto('/m/en-vn/lucky-draw');
  await expect(roulette(page)).toHaveAttribute('data-state', 'idle');
  await expect(page.locator('svg.wheel')).toHaveCount(0);
  await expect(page.locator('.spin-button')).toHaveCount(0);
  // The reward itself is still listed.
  await expect(page.getByRole('region', { name: en('lucky.rewards') }).locator('.reward-card')).toHaveCount(
    1,
  );
  await setRoulette(request, { rewardCount: 8 });
});

test('a finished mission is claimed once', async ({ page, request }) => {
  await logIn(page, LUCKY);
  const claims = recordCalls(page, '/api/ClaimRewardMission');
  await page.goto('/m/en-vn/lucky-draw');
  const missions = page.locator('[data-machine="rewardMissions"]');
  const mission = missions.getByRole('listitem').filter({ hasText: 'Transfer to a game wallet' });
  const before = Number(
    (
      (await (await request.post('/api/__demo/member', { data: { loginId: LUCKY.loginId } })).json()) as {
        data: { balances: Record<string, string> };
      }
    ).data.balances['-'],
  );
  await mission.getByRole('button', { name: en('wallet.claim') }).click();
  await expect(confirmDialog(page)).toContainText(en('wallet_Success'));
  await expect(mission).toContainText(en('lucky.claimed'));
  await expect(mission.getByRole('button')).toHaveCount(0);
  expect(claims).toHaveLength(1);
  expect(claims[0]!.postDataJSON()).toMatchObject({ missionId: expect.any(String) });
  const after = Number(
    (
      (await (await request.post('/api/__demo/member', { data: { loginId: LUCKY.loginId } })).json()) as {
        data: { balances: Record<string, string> };
      }
    ).data.balances['-'],
  );
  expect(after).toBeGreaterThan(before);
  // An unfinished mission cannot be claimed.
  const unfinished = missions.getByRole('listitem').filter({ hasText: 'Play 50 slot rounds' });
  await expect(unfinished.getByRole('button', { name: en('wallet.claim') })).toBeDisabled();
});

test('a red envelope opens once and shows the amount won', async ({ page, request }) => {
  await setRoulette(request, { envelope: true });
  await logIn(page, LUCKY);
  const claims = recordCalls(page, '/api/claimredenvelope');
  await page.goto('/m/en-vn/lucky-draw');
  const envelope = page.getByRole('button', { name: en('lucky.openEnvelope') });
  await envelope.click();
  const won = page.locator('[data-machine="redEnvelope"]').getByRole('status');
  await expect(won).toContainText(/You won \d+(\.\d)?!/);
  await expect(envelope).toBeDisabled();
  expect(claims).toHaveLength(1);
});
