import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { useFlowView } from '../../../src/bindings/flowMarks';
import { FieldMessage } from '../../../src/components/FieldMessage';
import { LoadState } from '../../../src/components/LoadState';
import { ServerButton } from '../../../src/components/ServerButton';
import { type reauthMachine, reauthView } from '../machines/reauth';

/**
 * The re-authentication step inside a form that makes a sensitive change: the member's
 * login password, Confirm (the form's submit, so Enter confirms) and Cancel (back to the form, its
 * values kept). Shown while the form's machine is in `reauthenticating`: a view of the step's own machine
 * (`reauth`), which carries its marks.
 */
export function ReauthStep({ id, step }: { id: string; step: ActorRefFrom<typeof reauthMachine> }) {
  const { t } = useTranslation();
  const [status, { password, error, params, checking }] = useFlowView(step, reauthView);
  return (
    <fieldset
      className="reauth-step"
      aria-describedby={`${id}-lead`}
      data-testid="reauth-step"
      {...status.marks}
    >
      <legend>{t('reauth.title')}</legend>
      <p className="field-hint" id={`${id}-lead`}>
        {t('reauth.lead')}
      </p>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('reauth.password')}</label>
        <input
          id={`${id}-password`}
          name="loginPassword"
          type="password"
          autoComplete="current-password"
          // biome-ignore lint/a11y/noAutofocus: the step opens on the member's own submit; the field is what it asks for
          autoFocus
          value={password}
          disabled={checking}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => step.send({ type: 'REAUTH_PWD_CHANGED', value: e.target.value })}
        />
      </div>
      <FieldMessage id={`${id}-error`} message={error} params={params} />
      <div className="reauth-actions">
        <button
          type="button"
          className="btn btn-ghost"
          disabled={checking}
          onClick={() => step.send({ type: 'CANCEL' })}
        >
          {t('reauth.cancel')}
        </button>
        <ServerButton type="submit" className="btn btn-primary" busy={checking}>
          {t('reauth.confirm')}
        </ServerButton>
      </div>
    </fieldset>
  );
}

/**
 * A form whose submit asks for the login password first: Enter or the submit button sends SUBMIT, then,
 * while the step runs, CONFIRM to the step; the re-authentication step takes the submit button's place.
 */
export function ReauthForm({
  id,
  flow,
  view: { reauthStep, busy },
  submit,
  children,
}: {
  id: string;
  flow: { send: (event: { type: 'SUBMIT' }) => void };
  /** The machine's view: its `reauthFlags` and the step's actor while it runs. */
  view: { reauthStep: ActorRefFrom<typeof reauthMachine> | undefined; busy: boolean };
  /** The submit button's content. */
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (reauthStep) reauthStep.send({ type: 'CONFIRM' });
        else flow.send({ type: 'SUBMIT' });
      }}
    >
      {children}
      {reauthStep ? (
        <ReauthStep id={id} step={reauthStep} />
      ) : (
        <ServerButton type="submit" className="btn btn-primary btn-block" busy={busy}>
          {submit}
        </ServerButton>
      )}
    </form>
  );
}

/** The read such a form waits on (bank lists, providers): a skeleton card, or the failure and a retry. */
export function FormRead({
  state,
  flow,
}: {
  state: { matches: (value: 'loading' | 'loadFailed') => boolean };
  flow: { send: (event: { type: 'RETRY' }) => void };
}) {
  const { t } = useTranslation();
  return (
    <LoadState
      loading={state.matches('loading')}
      skeleton="skeleton-card"
      failed={state.matches('loadFailed')}
      className="empty-card"
      message={t('acct.loadFailed')}
      onRetry={() => flow.send({ type: 'RETRY' })}
    />
  );
}
