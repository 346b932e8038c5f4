import type { AnyActorRef } from 'xstate';
import type { ReauthGrant } from '../../features/account/machines/reauth';
import { serverCall } from './calls';

/** The member's login password, as a form's re-authentication step is given it. */
export const LOGIN_PASSWORD = 'demo1234';

/** The login password check (`/api/checkpassword`) of a form with the re-authentication step. */
export const passwordCheck = () => serverCall<ReauthGrant, { password: string }>();

/** A server of before: the check confirms and gives no token (contract §9). */
export const NO_TOKEN: ReauthGrant = { reauthToken: null };

/**
 * SUBMIT, and when the form passed, the login password confirmed (the check answered, with `grant`: a
 * server that gives no token by default).
 */
export async function submitConfirmed(
  actor: AnyActorRef,
  check: ReturnType<typeof passwordCheck>,
  grant: ReauthGrant = NO_TOKEN,
) {
  actor.send({ type: 'SUBMIT' });
  if (!actor.getSnapshot().matches('reauthenticating')) return;
  actor.send({ type: 'REAUTH_PWD_CHANGED', value: LOGIN_PASSWORD });
  actor.send({ type: 'CONFIRM' });
  await check.answer(grant);
}
