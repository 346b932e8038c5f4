import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '../../../src/components/FieldMessage';
import { LoadState } from '../../../src/components/LoadState';
import { ServerButton } from '../../../src/components/ServerButton';
import type { Reauth } from '../machines/reauth';

/**
 * The re-authentication step inside a form that makes a sensitive change: the member's
 * login password, Confirm (the form's submit, so Enter confirms) and Cancel (back to the form, its
 * values kept). Shown while the machine is in `reauthenticating`.
 */
export function ReauthStep({
  id,
  reauth,
  busy,
  onType,
  onCancel,
}: {
  id: string;
  reauth: Reauth;
  busy: boolean;
  onType: (value: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="reauth-step" aria-describedby={`${id}-lead`} data-testid="reauth-step">
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
          value={reauth.password}
          disabled={busy}
          aria-invalid={reauth.error ? true : undefined}
          aria-describedby={reauth.error ? `${id}-error` : undefined}
          onChange={(e) => onType(e.target.value)}
        />
      </div>
      <FieldMessage id={`${id}-error`} message={reauth.error} params={reauth.params} />
      <div className="reauth-actions">
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={onCancel}>
          {t('reauth.cancel')}
        </button>
        <ServerButton type="submit" className="btn btn-primary" busy={busy}>
          {t('reauth.confirm')}
        </ServerButton>
      </div>
    </fieldset>
  );
}

/** The events a form with a re-authentication step sends (addBank, changePassword). */
type ReauthEvent =
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'REAUTH_PWD_CHANGED'; value: string };

/**
 * A form whose submit asks for the login password first: Enter or the submit button sends SUBMIT, then,
 * while `reauthenticating`, CONFIRM; the re-authentication step takes the submit button's place.
 */
export function ReauthForm({
  id,
  flow,
  view: { reauthenticating, reauth, busy },
  submit,
  children,
}: {
  id: string;
  flow: { send: (event: ReauthEvent) => void };
  /** The machine's view: its `reauthFlags` and the step's `reauth`. */
  view: { reauthenticating: boolean; reauth: Reauth; busy: boolean };
  /** The submit button's content. */
  submit: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: reauthenticating ? 'CONFIRM' : 'SUBMIT' });
      }}
    >
      {children}
      {reauthenticating ? (
        <ReauthStep
          id={id}
          reauth={reauth}
          busy={busy}
          onType={(value) => flow.send({ type: 'REAUTH_PWD_CHANGED', value })}
          onCancel={() => flow.send({ type: 'CANCEL' })}
        />
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
