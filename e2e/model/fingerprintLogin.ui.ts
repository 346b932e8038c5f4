import { expect, type Page } from '@playwright/test';
import { fingerprintLoginMachine } from '../../features/account/machines/fingerprintLogin';
import { ANDROID_APP_UA, hasSession, sealed } from '../helpers';
import { closeDialog } from './members';
import { placeholderActors } from './plan';
import type { Hold, ModelContext, UiModel } from './runner';
import { t } from './texts';

/**
 * Fingerprint login in the Android app: the login page's "log in with fingerprint" link,
 * then the app shell's availability check, its prompt and the ordinary login with the login it saved. The
 * app shell is a fake bridge of the test's own: each of its answers is held until the state that waits on
 * it has been checked, then given as the path's next event says (`arm` queues it).
 */

type Reply = { ok: true; value?: unknown } | { ok: false; error: string };
type Queues = { availability: Reply[]; prompt: Reply[] };

/** The app shell: biometric requests wait in `__modelBridge.pending` until the test answers them. */
function installHeldBridge() {
  type Pending = { id: string; action: string; reason?: string };
  const w = window as unknown as {
    top: unknown;
    self: unknown;
    AndroidBridge?: { postMessage(json: string): void };
    __nativeBridgeReply?: (json: string) => void;
    __modelBridge?: { pending: Pending[]; asked: Pending[]; answer: (reply: unknown) => void };
  };
  if (w.top !== w.self) return;
  const reply = (id: string, answer: unknown) =>
    setTimeout(() => w.__nativeBridgeReply?.(JSON.stringify({ id, ...(answer as object) })), 0);
  const bridge = {
    pending: [] as Pending[],
    asked: [] as Pending[],
    answer: (answer: unknown) => {
      const request = bridge.pending.shift();
      if (request) reply(request.id, answer);
    },
  };
  w.__modelBridge = bridge;
  w.AndroidBridge = {
    postMessage(json: string) {
      const request = JSON.parse(json) as Pending;
      if (request.action !== 'biometricAvailability' && request.action !== 'biometricPrompt')
        return reply(request.id, { ok: true });
      bridge.asked.push(request);
      bridge.pending.push(request);
    },
  };
}

const view = (page: Page) => page.locator('[data-machine="fingerprintLogin"]');
const retry = (page: Page) => view(page).getByRole('button', { name: t('fingerprint.retry') });
const usePassword = (page: Page) => view(page).getByRole('link', { name: t('fingerprint.usePassword') });
const queues = (ctx: Pick<ModelContext, 'data'>) => {
  ctx.data.queues ??= { availability: [], prompt: [] } satisfies Queues;
  return ctx.data.queues as Queues;
};
const refusal = (key: string) => ({ errorCode: 2, data: { resorceCode: [key] } });

/** Holds the shell's answer to `action`; released with the next queued answer (none: the path ends here). */
const shellAnswer =
  (action: keyof Queues) =>
  (ctx: ModelContext): Hold => ({
    arrived: async () => {
      await expect
        .poll(() =>
          ctx.page.evaluate(
            (a) =>
              (
                window as unknown as { __modelBridge?: { pending: { action: string }[] } }
              ).__modelBridge?.pending.some((p) => p.action === a) ?? false,
            action === 'availability' ? 'biometricAvailability' : 'biometricPrompt',
          ),
        )
        .toBe(true);
    },
    release: async () => {
      const answer = queues(ctx)[action].shift();
      if (!answer) return;
      await ctx.page.evaluate(
        (a) =>
          (window as unknown as { __modelBridge: { answer: (r: unknown) => void } }).__modelBridge.answer(a),
        answer,
      );
    },
  });

const shown = async (page: Page, key: string) => expect(view(page)).toContainText(t(key));

// Locked out first: the paths then show a lockout (no retry) as well as a failure retried.
const failureReasons = ['lockout', 'failed', 'notEnrolled'] as const;
const never = {
  why: 'the adapter reads every answer of the shell, a timeout too, as an outcome: it never throws',
};

const events: UiModel<typeof fingerprintLoginMachine>['events'] = {
  RETRY: {
    perform: ({ page }: ModelContext) => retry(page).click(),
    unavailable: {
      why: 'no retry button once the sensor is locked out',
      when: (c: Record<string, unknown>) => c.lockedOut === true,
    },
  },
  'xstate.done.actor.checkAvailability': {
    payloads: [
      { type: 'xstate.done.actor.checkAvailability', output: { usable: true, kind: 'fingerprint' } },
      { type: 'xstate.done.actor.checkAvailability', output: { usable: false, kind: 'fingerprint' } },
    ],
    arm: async (ctx: ModelContext, e: { output: { usable: boolean } }) => {
      queues(ctx).availability.push({
        ok: true,
        value: e.output.usable
          ? { available: true, enrolled: true, kind: 'fingerprint' }
          : { available: true, enrolled: false },
      });
    },
  },
  'xstate.error.actor.checkAvailability': { unavailable: never },
  'xstate.done.actor.prompt': {
    payloads: [
      {
        type: 'xstate.done.actor.prompt',
        output: { kind: 'verified', loginId: 'MEMBER', encryptedPassword: 'SEALED' },
      },
      { type: 'xstate.done.actor.prompt', output: { kind: 'cancelled' } },
      ...failureReasons.map((reason) => ({
        type: 'xstate.done.actor.prompt' as const,
        output: { kind: 'failed' as const, reason },
      })),
    ],
    arm: async (ctx: ModelContext, e: { output: { kind: string; reason?: string } }) => {
      const { member, data } = ctx;
      if (e.output.kind === 'verified') {
        data.sealed = sealed(member.password);
        queues(ctx).prompt.push({
          ok: true,
          value: { loginId: member.loginId, encryptedPassword: data.sealed },
        });
      } else queues(ctx).prompt.push({ ok: false, error: e.output.reason ?? e.output.kind });
    },
  },
  'xstate.error.actor.prompt': { unavailable: never },
  'xstate.done.actor.logIn': {},
  'xstate.error.actor.logIn': {
    payloads: [{ type: 'xstate.error.actor.logIn', error: { code: 2, key: 'acct_loginFail' } }],
    arm: async ({ answerNext }: ModelContext) => answerNext('/api/login', refusal('acct_loginFail')),
  },
} as never;

const states: UiModel<typeof fingerprintLoginMachine>['states'] = {
  // The page asks the shell whether a sensor with a saved login is there.
  checking: {
    waitsOn: shellAnswer('availability'),
    check: async ({ page }) => {
      await shown(page, 'fingerprint.checking');
      await expect(retry(page)).toHaveCount(0);
    },
  },
  // No saved login: only the password login is offered.
  unavailable: {
    check: async ({ page }) => {
      await shown(page, 'fingerprint.unavailableTitle');
      await shown(page, 'fingerprint.unavailable');
      await expect(retry(page)).toHaveCount(0);
      await expect(usePassword(page)).toBeVisible();
    },
  },
  // The shell's prompt is up, asked with the reason the member reads.
  prompting: {
    waitsOn: shellAnswer('prompt'),
    check: async ({ page }) => {
      await shown(page, 'fingerprint.prompt');
      await expect(retry(page)).toHaveCount(0);
      await expect(usePassword(page)).toBeVisible();
      const asked = await page.evaluate(
        () =>
          (window as unknown as { __modelBridge: { asked: { action: string; reason?: string }[] } })
            .__modelBridge.asked,
      );
      expect(asked.at(-1)).toMatchObject({ action: 'biometricPrompt', reason: t('fingerprint.reason') });
    },
  },
  // The saved login goes as the shell sealed it (not encrypted again), with the app's login site.
  verifying: {
    holds: ['/api/login'],
    check: async ({ page, member, calls, data }) => {
      await shown(page, 'fingerprint.verifying');
      await expect(usePassword(page)).toHaveCount(0);
      expect(calls('/api/login').at(-1)?.body).toEqual({
        loginId: member.loginId,
        loginSite: 'apk',
        password: data.sealed,
      });
      expect(JSON.stringify(calls('/api/login').at(-1)?.body)).not.toContain(member.password);
    },
  },
  success: {
    leaves: true,
    check: async ({ page, member }) => {
      await page.waitForURL(`**/m/${member.area}/home`);
      await expect.poll(() => hasSession(page.context())).toBe(true);
    },
  },
  failure: {
    check: async ({ page, model, event }) => {
      const c = model.context as { error: string; lockedOut: boolean };
      // A login the server refused is said in the dialog too; the member closes it first.
      if (event.type === 'xstate.error.actor.logIn') await closeDialog(page, t('acct_loginFail'));
      await expect(view(page).getByRole('alert')).toHaveText(t(c.error));
      await expect(retry(page)).toHaveCount(c.lockedOut ? 0 : 1);
      await expect(usePassword(page)).toBeVisible();
      expect(await hasSession(page.context())).toBe(false);
    },
  },
  // The member closed the prompt: nothing happened, they may try again.
  cancelled: {
    check: async ({ page }) => {
      await shown(page, 'fingerprint.cancelled');
      await expect(retry(page)).toBeEnabled();
      await expect(usePassword(page)).toBeVisible();
    },
  },
};

export const fingerprintLoginUi: UiModel<typeof fingerprintLoginMachine> = {
  machine: fingerprintLoginMachine,
  planned: placeholderActors(fingerprintLoginMachine),
  userAgent: ANDROID_APP_UA,
  contextKey: (c: { error: string | null; lockedOut: boolean; kind: string }) => [
    c.error,
    c.lockedOut,
    c.kind,
  ],
  view,
  events,
  states,
  untaken: {
    'fingerprintLogin.checking xstate.error.actor.checkAvailability -> fingerprintLogin.unavailable':
      never.why,
    'fingerprintLogin.prompting xstate.error.actor.prompt -> fingerprintLogin.failure': never.why,
  },
  always: async (ctx) => {
    // One login per verification, none before.
    expect(ctx.calls('/api/login')).toHaveLength(ctx.entered('verifying'));
  },
  setup: async ({ page, member }) => {
    // A visitor in the app: the member's cookies go; the shell is there before the page.
    await page.context().clearCookies();
    await page.addInitScript(installHeldBridge);
    await page.goto(`/m/${member.area}/member/login`);
    await page.getByRole('link', { name: t('login.withFingerprint') }).click();
  },
};
