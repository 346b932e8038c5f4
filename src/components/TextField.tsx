import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldMessage } from './FieldMessage';

/**
 * A labelled text input with its own message (`{id}-error`), an optional button beside it (`action`),
 * anything the form adds under it (`children`), and an optional hint (`{id}-hint`). The message that says
 * the hint's rule again (`hintRule`, the key of that message) stands in the hint's place: each rule is said
 * once.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  hintRule,
  action,
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  hintRule?: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const hintShown = hint && !(error && error === hintRule);
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
      {hintShown && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
