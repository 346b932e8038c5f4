import { describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { DEMO_PUBLIC_KEY } from '../demo/demoKey';
import { addBankLogic, changePasswordLogic } from '../features/account/flows/accountFlows';
import type { Runtime } from '../src/flows/runtime';
import { NEW_BANK } from './support/bankFixtures';
import { stepShows, toStep } from './support/reauth';

/**
 * The account flows' wiring of the re-authentication step: the check's token goes
 * with the sensitive call as its `X-Reauth-Token` option, and without a configured key the member is told
 * so, translated, and no password leaves.
 */

function runtimeWith(passwordPublicKey: string, reauthToken: string | null = 'tok-1') {
  const api = {
    getBankList: vi.fn(async () => ({
      bankList: [{ bankId: 'TCB', bankName: 'Techcombank' }],
      provinceList: [],
      cityList: [],
    })),
    getChangePasswordProvider: vi.fn(async () => ({
      providerList: [
        { providerId: 'SBO', providerName: 'SBO', acctId: 'SBO1', pwdFormat: '', pwdFormatError: '' },
      ],
    })),
    checkPassword: vi.fn(async (_body: { password: string; operation: string }) => ({ reauthToken })),
    addMemberBank: vi.fn(async () => null),
    changePassword: vi.fn(async (_body: unknown, _options?: { reauthToken?: string | null }) => ({
      acctId: 'SBO2',
    })),
  };
  const ask = vi.fn(async () => true);
  return { runtime: { api, ask, config: { passwordPublicKey } } as unknown as Runtime, api, ask };
}

async function confirmReauth(actor: AnyActorRef) {
  actor.send({ type: 'SUBMIT' });
  toStep(actor, { type: 'REAUTH_PWD_CHANGED', value: 'demo1234' });
  toStep(actor, { type: 'CONFIRM' });
}

async function bankForm(runtime: Runtime) {
  const actor = createActor(addBankLogic(runtime, () => undefined)).start();
  await waitFor(actor, (s) => s.matches('editing'));
  for (const [field, value] of Object.entries(NEW_BANK))
    actor.send({ type: 'FIELD_CHANGED', field: field as keyof typeof NEW_BANK, value });
  return actor;
}

describe('the re-authentication step, wired', () => {
  it("sends the check's token with the bank account, as the call's option", async () => {
    const { runtime, api } = runtimeWith(DEMO_PUBLIC_KEY);
    const actor = await bankForm(runtime);
    await confirmReauth(actor);
    await waitFor(actor, (s) => s.matches('added'));
    // The login password left encrypted, never as typed.
    expect(api.checkPassword.mock.calls[0]?.[0]).not.toEqual({ password: 'demo1234' });
    expect(api.addMemberBank).toHaveBeenCalledExactlyOnceWith(NEW_BANK, { reauthToken: 'tok-1' });
    // The check names the call its token is for (contract §10).
    expect(api.checkPassword.mock.calls[0]?.[0].operation).toBe('addmemberbank');
  });

  it('sends the change of a provider password with the token; none from a server that gives none', async () => {
    const { runtime, api } = runtimeWith(DEMO_PUBLIC_KEY, null);
    const actor = createActor(changePasswordLogic(runtime)).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'NEW_PWD_CHANGED', value: 'abc123' });
    actor.send({ type: 'CONFIRM_PWD_CHANGED', value: 'abc123' });
    await confirmReauth(actor);
    await waitFor(actor, (s) => s.matches('changed'));
    expect(api.changePassword.mock.calls[0]?.[1]).toEqual({ reauthToken: null });
    expect(api.checkPassword.mock.calls[0]?.[0].operation).toBe('changepassword');
  });

  it('without a configured key, says so under the field and sends no password', async () => {
    const { runtime, api } = runtimeWith('');
    const actor = await bankForm(runtime);
    await confirmReauth(actor);
    const step = actor.getSnapshot().children.reauth;
    expect(step).toBeDefined();
    if (step) await waitFor(step, (s) => s.context.error !== null);
    expect(stepShows(actor).error).toBe('acct_passwordKeyMissing');
    expect(api.checkPassword).not.toHaveBeenCalled();
    expect(api.addMemberBank).not.toHaveBeenCalled();
  });
});
