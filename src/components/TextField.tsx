import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldMessage } from './FieldMessage';

/**
 * A labelled text input with its own message (`{id}-error`), an optional button beside it (`action`),
 * anything the form adds under it (`children`), and an optional hint (`{id}-hint`).
 */
export function TextField({
  id,
  label,
  error,
  hint,
  action,
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const field = <input id={id} {...input} />;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {action ? (
        <div className="input-with-button">
          {field}
          {action}
        </div>
      ) : (
        field
      )}
      <FieldMessage id={`${id}-error`} message={error} />
      {children}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
