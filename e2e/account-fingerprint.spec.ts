import type { Page } from '@playwright/test';
import { type FakeBridgeScript, installFakeNativeBridge } from '../tests/support/fakeNativeBridge';
import { expect, test } from './fixtures';
import { ANDROID_APP_UA, en, hasSession, registerMember, sealed } from './helpers';

/**
 * Fingerprint login end to end, in the Android app with a fake app shell: the saved login goes
 * through the ordinary (encrypted) login; a cancelled prompt can be retried; no saved login means
 * unavailable; outside the apps the screen is not there.
 */

const state = (page: Page) => page.locator('[data-machine="fingerprintLogin"]');
const ready = { ok: true as const, value: { available: true, enrolled: true, kind: 'fingerprint' } };

test.describe('in the Android app', () => {
  test.use({ userAgent: ANDROID_APP_UA });

  async function withShell(page: Page, script: FakeBridgeScript) {
    await page.addInitScript(installFakeNativeBridge, script);
  }

  test('cancelled, then retried: the saved login logs the member in', async ({ page, request }) => {
    const member = await registerMember(request);
    const ciphertext = sealed(member.password);
    await withShell(page, {
      availability: ready,
      prompts: [
        { ok: false, error: 'cancelled' },
        { ok: true, value: { loginId: member.loginId, encryptedPassword: ciphertext } },
      ],
      delayMs: 50,
    });
    const logins: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/login') logins.push(r.postData() ?? '');
    });
    await page.goto('/m/en-vn/member/login');
    await page.getByRole('link', { name: en('login.withFingerprint') }).click();
    await expect(state(page)).toHaveAttribute('data-state', 'cancelled');
    await expect(page.getByText(en('fingerprint.cancelled'))).toBeVisible();
    await page.getByRole('button', { name: en('fingerprint.retry') }).click();
    await page.waitForURL('**/m/en-vn/home');
    expect(await hasSession(page.context())).toBe(true);
    expect(logins).toHaveLength(1);
    expect(logins[0]).not.toContain(member.password);
    // The shell's ciphertext goes as it is, not encrypted a second time.
    expect(JSON.parse(logins[0]!)).toMatchObject({
      loginId: member.loginId,
      loginSite: 'apk',
      password: ciphertext,
    });
    // The shell was asked once whether it can, then prompted twice, with the reason shown to the member.
    const asked = await page.evaluate(
      () =>
        (window as { __fakeBridgeRequests?: { action: string; reason?: string }[] }).__fakeBridgeRequests ??
        [],
    );
    expect(asked.map((r) => [r.action, r.reason])).toEqual([
      ['biometricAvailability', undefined],
      ['biometricPrompt', en('fingerprint.reason')],
      ['biometricPrompt', en('fingerprint.reason')],
    ]);
  });

  test('not recognised, then locked out: no more retries, the password login offered', async ({ page }) => {
    await withShell(page, {
      availability: ready,
      prompts: [
        { ok: false, error: 'failed' },
        { ok: false, error: 'lockout' },
      ],
    });
    await page.goto('/m/en-vn/fingerprint-login');
    await expect(state(page)).toHaveAttribute('data-state', 'failure');
    await expect(page.getByRole('alert')).toHaveText(en('fingerprint.notRecognised'));
    await page.getByRole('button', { name: en('fingerprint.retry') }).click();
    await expect(page.getByRole('alert')).toHaveText(en('fingerprint.lockedOut'));
    await expect(page.getByRole('button', { name: en('fingerprint.retry') })).toHaveCount(0);
    await page.getByRole('link', { name: en('fingerprint.usePassword') }).click();
    await page.waitForURL('**/m/en-vn/member/login');
  });

  test('a saved login the server refuses is a failure, not a session', async ({ page }) => {
    await withShell(page, {
      availability: ready,
      prompts: [{ ok: true, value: { loginId: 'demo', encryptedPassword: sealed('not-the-password') } }],
    });
    await page.goto('/m/en-vn/fingerprint-login');
    await expect(state(page)).toHaveAttribute('data-state', 'failure');
    await expect(page.getByRole('alert').filter({ hasText: en('fingerprint.loginFailed') })).toBeVisible();
    expect(await hasSession(page.context())).toBe(false);
  });

  test('a shell that hands over the plain password is refused: nothing is sent', async ({ page }) => {
    await withShell(page, {
      availability: ready,
      prompts: [{ ok: true, value: { loginId: 'demo', password: 'demo1234' } }],
    });
    const logins: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/login') logins.push(r.postData() ?? '');
    });
    await page.goto('/m/en-vn/fingerprint-login');
    await expect(state(page)).toHaveAttribute('data-state', 'failure');
    expect(logins).toEqual([]);
    expect(await hasSession(page.context())).toBe(false);
  });

  test('no saved login on the device: unavailable', async ({ page }) => {
    await withShell(page, {
      availability: { ok: true, value: { available: true, enrolled: false } },
      prompts: [],
    });
    await page.goto('/m/en-vn/fingerprint-login');
    await expect(state(page)).toHaveAttribute('data-state', 'unavailable');
    await expect(page.getByRole('link', { name: en('fingerprint.usePassword') })).toBeVisible();
  });

  test('an app shell without a bridge: unavailable', async ({ page }) => {
    await page.goto('/m/en-vn/fingerprint-login');
    await expect(state(page)).toHaveAttribute('data-state', 'unavailable');
  });
});

test('on the web the fingerprint screen is not there, and the login page does not offer it', async ({
  page,
}) => {
  await page.goto('/m/en-vn/fingerprint-login');
  await page.waitForURL('**/m/en-vn/home');
  await page.goto('/m/en-vn/member/login');
  await expect(page.locator('input[name="loginId"]')).toBeVisible();
  await expect(page.getByRole('link', { name: en('login.withFingerprint') })).toHaveCount(0);
});
