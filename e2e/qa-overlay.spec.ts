import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { parseTrace } from '../src/qa/trace';
import { test } from './fixtures';
import { DEMO, repoFile, serveConfig } from './helpers';

/**
 * Foundation item 13 and with `?qa=1` the running app has a state inspector (contract §8):
 * a region named "State inspector" with one `<section data-actor>` per running actor, each holding an SVG
 * of its machine whose state nodes carry `data-state-id` and, when active, `data-active="true"`; the last
 * transition is marked, and a timeline lists the events with their payloads, secrets masked. It opens and
 * closes with a tap, stays on for the tab until `?qa=0`, and nothing of it shows otherwise.
 */

const inspector = (page: Page) => page.getByRole('region', { name: 'State inspector' });
const actor = (page: Page, id: string) => inspector(page).locator(`section[data-actor="${id}"]`).first();
const stateName = (page: Page, id: string) => actor(page, id).locator('.qa-actor-state');
const lastEvents = (page: Page, id: string) => actor(page, id).locator('.qa-actor-events');
/** The ids of the active state nodes drawn in an actor's graph. */
const activeStates = (page: Page, id: string) =>
  actor(page, id)
    .locator('svg [data-state-id][data-active="true"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-state-id')).sort());

async function openInspector(page: Page) {
  const toggle = inspector(page).getByRole('button', { name: /State inspector/ });
  await toggle.click();
  await expect(inspector(page).getByRole('button', { name: 'Close' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}
async function closeInspector(page: Page) {
  await inspector(page).getByRole('button', { name: 'Close' }).click();
}

/** Contract §8 on the current screen: every listed actor has an SVG; each of its active states is drawn. */
async function expectContractDom(page: Page, actors: string[]) {
  await expect(inspector(page)).toBeVisible();
  for (const id of actors) {
    const section = actor(page, id);
    await expect(section).toBeVisible();
    await expect(section.locator('svg')).toBeVisible();
    await expect(section.locator('svg [data-state-id]').first()).toBeAttached();
    await expect.poll(() => activeStates(page, id), `${id} has active states`).not.toEqual([]);
    for (const stateId of await activeStates(page, id)) expect(stateId?.startsWith(`${id}.`)).toBe(true);
  }
}

/** Logs the demo member in with `?qa=1`, so the inspector runs from the first screen on. */
async function logInWithInspector(page: Page) {
  await page.goto('/m/en-vn/member/login?qa=1');
  await page.locator('input[name="loginId"]').fill(DEMO.loginId);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/m/en-vn/home');
}

test('lists the running actors with their state and last events, following the flows', async ({ page }) => {
  await page.goto('/m/en-vn/member/login?qa=1');
  await expect(inspector(page)).toBeVisible();
  for (const id of ['session', 'deviceChannel', 'hostFailover', 'confirmDialog', 'navigationHistory'])
    await expect(actor(page, id)).toBeAttached();
  await openInspector(page);
  await expect(stateName(page, 'session')).not.toHaveText('');
  await expect(stateName(page, 'deviceChannel')).toHaveText('mobileWeb');
  const visitorState = await stateName(page, 'session').textContent();
  await closeInspector(page);

  await page.locator('input[name="loginId"]').fill(DEMO.loginId);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/m/en-vn/home');
  // The session moved on and its last events say why.
  await expect(stateName(page, 'session')).not.toHaveText(visitorState ?? '');
  await expect(lastEvents(page, 'session')).toContainText('LOGIN');
  // The timeline has the login with its payload: the login id in shape, the password masked.
  const login = inspector(page).locator('.qa-timeline li[data-event="LOGIN"]').first();
  await expect(login).toContainText(`"loginId":"${'x'.repeat(DEMO.loginId.length)}"`);
  await expect(login).toContainText('"password":"•••"');
  await expect(inspector(page).locator('.qa-timeline')).not.toContainText(DEMO.password);

  // A screen's own flows show while the screen is open, and leave with it.
  await page.goto('/m/en-vn/bank/transfer');
  await expect(actor(page, 'transfer')).toBeAttached();
  await expect(stateName(page, 'transfer')).toHaveText('editing');
  await expect(stateName(page, 'wallet')).toHaveText(/ready|settling|loading/);
  await page.locator('input[name="amount"]').fill('5');
  await expect(lastEvents(page, 'transfer')).toContainText('AMOUNT_CHANGED');
  await page.getByRole('link', { name: 'History' }).first().click();
  await expect(actor(page, 'history')).toBeAttached();
  await expect(inspector(page).locator('section[data-actor="transfer"]')).toHaveCount(0);
});

test('contract §8 on the home page: a graph per running actor, active states marked', async ({ page }) => {
  await page.goto('/m/en-vn/home?qa=1');
  await openInspector(page);
  await expectContractDom(page, ['session', 'deviceChannel', 'confirmDialog', 'navigationHistory']);
  expect(await activeStates(page, 'deviceChannel')).toEqual(['deviceChannel.mobileWeb']);
  expect(await activeStates(page, 'confirmDialog')).toEqual(['confirmDialog.hidden']);
  // Every state of the machine is drawn, not only the active ones.
  await expect(
    actor(page, 'confirmDialog').locator('[data-state-id="confirmDialog.shown.detailExpanded"]'),
  ).toBeAttached();
  await expect(
    actor(page, 'confirmDialog').locator('[data-state-id="confirmDialog.shown.detailExpanded"]'),
  ).not.toHaveAttribute('data-active', 'true');
});

test('contract §8 on bank/transfer, logged in: the graph follows the flow, the last transition marked', async ({
  page,
}) => {
  await logInWithInspector(page);
  await page.goto('/m/en-vn/bank/transfer');
  await expect(actor(page, 'transfer')).toBeAttached();
  await expect.poll(() => activeStates(page, 'wallet')).toContain('wallet.ready');
  await page.locator('input[name="amount"]').fill('5');
  await openInspector(page);
  await expectContractDom(page, ['session', 'transfer', 'wallet', 'confirmDialog']);
  expect(await activeStates(page, 'transfer')).toEqual(['transfer.editing']);
  expect(await activeStates(page, 'session')).toContain('session.loggedIn');
  // The timeline shows the member's typing with its payload.
  await expect(inspector(page).locator('.qa-timeline li[data-event="AMOUNT_CHANGED"]').first()).toContainText(
    '"value":"5"',
  );
  // The wallet's last transition (the spinner's hold ended) is the marked arrow into its active state.
  const wallet = actor(page, 'wallet');
  await expect(wallet.locator('.qa-edge.is-last')).toHaveCount(1);
  await expect(wallet.locator('.qa-node.is-entered')).toHaveAttribute('data-state-id', 'wallet.ready');
  await expect(wallet.locator('.qa-node.is-entered')).toHaveAttribute('data-active', 'true');
});

test('each state the state atlas has a picture of links to its entry there', async ({ page }) => {
  // The atlas served (`npm run atlas`, then `npm start`): two states of the dialog pictured, no other.
  await page.route('**/m/__atlas/atlas.json', (route) =>
    route.fulfill({ json: { confirmDialog: ['confirmDialog.hidden', 'confirmDialog.shown'] } }),
  );
  await page.goto('/m/en-vn/home?qa=1');
  await openInspector(page);
  const dialog = actor(page, 'confirmDialog');
  const link = dialog.getByRole('link', { name: 'confirmDialog.hidden in the state atlas' });
  await expect(link).toHaveAttribute('href', '/m/__atlas/#confirmDialog.hidden');
  await expect(link.locator('[data-state-id="confirmDialog.hidden"]')).toBeAttached();
  // The frame of a compound state links too; a state without a picture does not.
  await expect(dialog.getByRole('link', { name: 'confirmDialog.shown in the state atlas' })).toBeAttached();
  await expect(dialog.locator('a [data-state-id="confirmDialog.closed"]')).toHaveCount(0);
  await expect(actor(page, 'session').locator('a [data-state-id]')).toHaveCount(0);
});

test('without an atlas served, the graphs link nowhere', async ({ page }) => {
  await page.route('**/m/__atlas/atlas.json', (route) => route.fulfill({ status: 404, body: 'none' }));
  await page.goto('/m/en-vn/home?qa=1');
  await openInspector(page);
  await expect(actor(page, 'confirmDialog').locator('[data-state-id="confirmDialog.hidden"]')).toBeAttached();
  await expect(inspector(page).locator('a [data-state-id]')).toHaveCount(0);
});

test('stays on for the tab until ?qa=0, and is absent without the flag', async ({ page, context }) => {
  await page.goto('/m/en-vn/home');
  await expect(page.locator('[data-testid="qa-overlay"]')).toHaveCount(0);
  await page.goto('/m/en-vn/home?qa=1');
  await expect(inspector(page)).toBeVisible();
  await openInspector(page);
  await page.goto('/m/en-vn/Promotion');
  await expect(inspector(page)).toBeVisible();
  // Opened once, it stays open in this tab.
  await expect(inspector(page).getByRole('button', { name: 'Close' })).toBeVisible();
  await page.goto('/m/en-vn/home?qa=0');
  await expect(page.locator('[data-testid="qa-overlay"]')).toHaveCount(0);
  await page.goto('/m/en-vn/Promotion');
  await expect(page.locator('[data-testid="qa-overlay"]')).toHaveCount(0);
  // Another tab starts without it.
  await page.goto('/m/en-vn/home?qa=1');
  const other = await context.newPage();
  await other.goto('/m/en-vn/home');
  await expect(other.locator('[data-testid="qa-overlay"]')).toHaveCount(0);
});

test('where the config does not allow it (qaInspector false), ?qa=1 turns nothing on', async ({ page }) => {
  await serveConfig(page, { qaInspector: false });
  await page.goto('/m/en-vn/home?qa=1');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.locator('[data-testid="qa-overlay"]')).toHaveCount(0);
  // Nor is the flag kept for the tab.
  expect(await page.evaluate(() => sessionStorage.getItem('qa'))).toBeNull();
});

test('the inspector exports the session as a trace that replays to the same states', async ({ page }) => {
  await logInWithInspector(page);
  await openInspector(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    inspector(page).getByRole('button', { name: 'Export trace' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^qa-trace-.*\.json$/);
  const file = await download.path();
  const text = readFileSync(file, 'utf8');
  // Secrets masked as the timeline masks them; the login id in shape only.
  expect(text).not.toContain(DEMO.password);
  expect(text).not.toContain(`"value":"${DEMO.loginId}"`);
  const trace = parseTrace(text);
  expect(trace.startPath).toBe('/m/en-vn/member/login?qa=1');
  const login = trace.actors.find((a) => a.machine === 'login');
  expect(login?.events.map((e) => e.event.type)).toEqual(
    expect.arrayContaining(['LOGIN_ID_CHANGED', 'PASSWORD_CHANGED', 'SUBMIT']),
  );
  expect(login?.finalState).toBe('done');
  // `npm run replay` takes the file and ends every actor in its recorded state.
  const replay = spawnSync(process.execPath, [repoFile('scripts/replay.mjs'), file], {
    cwd: repoFile('.'),
    encoding: 'utf8',
  });
  expect(replay.status, replay.stdout + replay.stderr).toBe(0);
  expect(replay.stdout).toMatch(/✓ login: \d+ events, ended in "done" as the session did/);
  expect(replay.stdout).not.toContain('✘');
});
