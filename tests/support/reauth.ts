import type { AnyActorRef, StateValue } from 'xstate';
import { type Reauth, type ReauthGrant, reauthMachine } from '../../features/account/machines/reauth';
import { serverCall } from './calls';

/** The member's login password, as a form's re-authentication step is given it. */
export const LOGIN_PASSWORD = 'demo1234';

/** The login password check (`/api/checkpassword`) of a form with the re-authentication step. */
export const passwordCheck = () => serverCall<ReauthGrant, { password: string }>();

/** The step's machine, its check answered by hand: the form's `reauth` actor. */
export const reauthWith = (check: ReturnType<typeof passwordCheck>) =>
  reauthMachine.provide({ actors: { checkPassword: check.logic } });

/** A server of before: the check confirms and gives no token (contract §9). */
export const NO_TOKEN: ReauthGrant = { reauthToken: null };

/** The form's re-authentication step while it runs (`reauthenticating` invokes it as `reauth`). */
const stepOf = (form: AnyActorRef): AnyActorRef | undefined =>
  (form.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children.reauth;

/** An event of the step (the password typed, Confirm, Cancel), sent where the view sends it: to the step. */
export function toStep(
  form: AnyActorRef,
  event: { type: 'CONFIRM' | 'CANCEL' } | { type: 'REAUTH_PWD_CHANGED'; value: string },
) {
  const step = stepOf(form);
  if (!step) throw new Error('the form is not asking for the login password');
  step.send(event);
}

/** The form's state with its step's: `{ reauthenticating: 'asking' }` while the step runs. */
export const formState = (form: AnyActorRef): StateValue => {
  const value = (form.getSnapshot() as { value: StateValue }).value;
  const step = stepOf(form);
  return step ? { [value as string]: (step.getSnapshot() as { value: StateValue }).value } : value;
};

/** What the step holds: the password typed, the refusal's key and its values. */
export const stepShows = (form: AnyActorRef): Reauth => {
  const step = stepOf(form);
  if (!step) throw new Error('the form is not asking for the login password');
  const { password, error, params } = (step.getSnapshot() as { context: Reauth }).context;
  return { password, error, params };
};

/** Whether the step's check is in flight. */
export const stepBusy = (form: AnyActorRef) =>
  (stepOf(form)?.getSnapshot() as { hasTag: (tag: string) => boolean } | undefined)?.hasTag('busy') ?? false;

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
  toStep(actor, { type: 'REAUTH_PWD_CHANGED', value: LOGIN_PASSWORD });
  toStep(actor, { type: 'CONFIRM' });
  await check.answer(grant);
}
