import type { Reauth } from '../../../../machines/reauth';
import { ServerButton } from '../../../components/ServerButton';
import { useTranslation } from '../../../i18n/react';
import { FieldMessage } from './FieldMessage';

/**
 * The re-authentication step (issue 13 item 4) inside a form that makes a sensitive change: the member's
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
      <FieldMessage id={`${id}-error`} message={reauth.error} />
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
