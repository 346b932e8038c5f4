import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Amount } from '../../../contract/types';
import {
  amountText,
  exampleAmount,
  keptWhileTyping,
  readAmount,
  separatorsOf,
} from '../../../domain/amountInput';
import { isAmountProblem, LIMIT_MESSAGES } from '../../../domain/moneyRules';
import { FieldMessage } from '../../../src/components/FieldMessage';
import { SelectField } from '../../../src/components/SelectField';
import { ServerButton } from '../../../src/components/ServerButton';
import { useMoney } from '../../../src/components/useMoney';

/** The form pieces the bank tabs share: amount field, promotion select, error line, submit button. */

/**
 * An amount field's text, read in the area's language (`readAmount`): the money machine gets the amount
 * the text says (a plain decimal) or none, never a text it would have to guess at. A text that is no amount
 * is kept as typed and the field says why beside it: at once, or once the member leaves the field or
 * sends while it may still become one (`1,5` on its way to `1,500`). `check()` before a submit: false,
 * with the field saying why and taking the focus, when its text is no amount.
 */
export function useAmountInput(value: string, send: (amount: string) => void) {
  const { locale } = useMoney();
  const separators = useMemo(() => separatorsOf(locale), [locale]);
  // What the member typed and the amount it gave the machine: while the machine holds that amount, the
  // field shows the text; when the machine set another (cleared after a success), the field shows that.
  const [draft, setDraft] = useState({ text: value, sent: value });
  const [told, setTold] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const text = draft.sent === value ? draft.text : amountText(value, separators);
  const reading = readAmount(text, separators);
  const problem = reading.kind === 'unreadable' && (told || !reading.unfinished) ? reading.problem : null;
  return {
    field: {
      ref,
      text,
      problem,
      example: exampleAmount(separators),
      onText: (typed: string) => {
        const kept = keptWhileTyping(text, typed, separators);
        const now = readAmount(kept, separators);
        const sent = now.kind === 'amount' ? now.amount : '';
        setDraft({ text: kept, sent });
        setTold(false);
        send(sent);
      },
      onBlur: () => setTold(true),
    },
    check: () => {
      if (reading.kind !== 'unreadable') return true;
      setTold(true);
      ref.current?.focus();
      return false;
    },
  };
}

/**
 * The amount, in the account's unit, with a hint under it (limits, or what is available) and, when its
 * text is no amount, a message beside it saying why (`{id}-problem`).
 */
export function AmountField({
  id,
  field,
  disabled,
  error,
  describedBy,
  children,
}: {
  id: string;
  field: ReturnType<typeof useAmountInput>['field'];
  disabled: boolean;
  /** The form's error: the field is marked when it is about the amount. */
  error: string | null | undefined;
  describedBy: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const problemId = `${id}-problem`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {t('transfer.amount')} ({money.unit})
      </label>
      <input
        ref={field.ref}
        id={id}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={field.text}
        disabled={disabled}
        aria-invalid={isAmountProblem(error) || field.problem ? true : undefined}
        aria-describedby={field.problem ? `${problemId} ${describedBy}` : describedBy}
        onChange={(e) => field.onText(e.target.value)}
        onBlur={field.onBlur}
      />
      <FieldMessage id={problemId} message={field.problem} params={[field.example]} />
      {children}
    </div>
  );
}

/** The smallest and largest amount the form takes, under the amount field that `id` describes. */
export function AmountLimits({ id, min, max }: { id: string; min: Amount; max: Amount }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <small id={id} className="muted">
      {t('wallet.limits', { min: money.format(min), max: money.format(max) })}
    </small>
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

/**
 * The form's error line, a message key with its parameters; nothing without an error. Limits are written
 * as the hints write them (`100,000`, not `100000`).
 */
export function FormError({
  id,
  error,
  params,
}: {
  id?: string;
  error: string | null | undefined;
  params?: readonly (string | number)[];
}) {
  const money = useMoney();
  const shown = error && LIMIT_MESSAGES.has(error) ? params?.map((p) => money.format(String(p))) : params;
  return <FieldMessage id={id} className="form-error" message={error} params={shown} />;
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
