import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
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
  return (
    <FieldFrame
      id={id}
      label={label}
      control={<input id={id} {...input} />}
      box={action ? { className: 'input-with-button', with: action } : undefined}
    >
      <FieldMessage id={`${id}-error`} message={error} />
      {children}
      {hintShown && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </FieldFrame>
  );
}
