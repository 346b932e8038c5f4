import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '../../../src/components/FieldMessage';
import { SelectField } from '../../../src/components/SelectField';
import { ServerButton } from '../../../src/components/ServerButton';
import { useMoney } from '../../../src/components/useMoney';

/** The form pieces the bank tabs share: amount field, promotion select, error line, submit button. */

/** The amount, in the account's unit, with a hint under it (limits, or what is available). */
export function AmountField({
  id,
  value,
  disabled,
  invalid,
  describedBy,
  onChange,
  children,
}: {
  id: string;
  value: string;
  disabled: boolean;
  invalid: boolean;
  describedBy: string;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="field">
      <label htmlFor={id}>
        {t('transfer.amount')} ({money.unit})
      </label>
      <input
        id={id}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {children}
    </div>
  );
}

/** The promotion to join with the money, or none. */
export function PromotionSelect({
  id,
  value,
  disabled,
  promotions,
  onChange,
}: {
  id: string;
  value: string;
  disabled: boolean;
  promotions: readonly { promoteId: string; promoteTitle: string }[];
  onChange: (promoteId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      id={id}
      name="promoteId"
      label={t('transfer.promotion')}
      value={value}
      disabled={disabled}
      none={{ value: '', label: t('transfer.noPromotion') }}
      choices={promotions.map((p) => ({ value: p.promoteId, label: p.promoteTitle }))}
      onPick={onChange}
    />
  );
}

/** The form's error line, a message key with its parameters; nothing without an error. */
export function FormError({
  id,
  error,
  params,
}: {
  id?: string;
  error: string | null | undefined;
  params?: readonly (string | number)[];
}) {
  return <FieldMessage id={id} className="form-error" message={error} params={params} />;
}

/**
 * The form's one submit: a full-width button that drops repeated taps and shows when a call is in flight;
 * `disabled` while the form takes no submit (a success being confirmed, a dialog over it).
 */
export function SubmitButton({
  busy,
  disabled = false,
  onClick,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ServerButton
      type="button"
      className="btn btn-primary btn-block"
      busy={busy}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </ServerButton>
  );
}
