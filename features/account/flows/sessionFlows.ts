import { fromPromise } from 'xstate';
import type { Credentials, SessionGrant } from '../../../machines/session';
import { callsOf } from '../../../src/api/client';
import type { Runtime } from '../../../src/flows/runtime';
import { accountEndpoints } from '../contract/endpoints';

/**
 * The session's calls, as the account feature makes them: the composition root hands them to the session
 * machine (`login`, `logout`). A typed password goes from here to the cipher and on to `/api/login`; a login
 * the app shell saved (`sealed`) is already the ciphertext and goes as it is, never encrypted twice.
 */

/** Encrypts a password with the operator's key (the cipher's code loads on first use only). */
export async function encryptFor(runtime: Pick<Runtime, 'config'>, password: string): Promise<string> {
  const { encryptPassword } = await import('../../../src/platform/passwordCipher');
  return encryptPassword(password, runtime.config.passwordPublicKey);
}

/** `/api/login` with the password encrypted (unless sealed) and the channel's login site. */
export function logInActor(get: () => Runtime) {
  return fromPromise<SessionGrant, Credentials>(async ({ input }) => {
    const runtime = get();
    const password = input.sealed ? input.password : await encryptFor(runtime, input.password);
    return callsOf(runtime, accountEndpoints).login({
      loginId: input.loginId,
      password,
      loginSite: runtime.loginSite(),
    });
  });
}

/** `/api/logout`: the session machine forgets the session whatever it answers. */
export function logOutActor(get: () => Runtime) {
  return fromPromise<void, void>(async () => {
    await callsOf(get(), accountEndpoints).logout({});
  });
}
