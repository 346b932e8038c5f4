import type { AnyActorRef } from 'xstate';
import { serverCall } from './calls';

/** The member's login password, as a form's re-authentication step is given it. */
export const LOGIN_PASSWORD = 'demo1234';

/** The login password check (`/api/checkpassword`) of a form with the re-authentication step. */
export const passwordCheck = () => serverCall<void, { password: string }>();

/** SUBMIT, and when the form passed, the login password confirmed (the check answered). */
export async function submitConfirmed(actor: AnyActorRef, check: ReturnType<typeof passwordCheck>) {
  actor.send({ type: 'SUBMIT' });
  if (!actor.getSnapshot().matches('reauthenticating')) return;
  actor.send({ type: 'REAUTH_PWD_CHANGED', value: LOGIN_PASSWORD });
  actor.send({ type: 'CONFIRM' });
  await check.answer();
}
