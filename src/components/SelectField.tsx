import type { ReactNode, SelectHTMLAttributes } from 'react';

/** One choice of a `SelectField`. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * A labelled select as every form of the app has it: an optional first entry (`none`: "choose one", "not
 * specified"), then `choices`; `onPick` gets the chosen value. Anything else (name, disabled, aria-*) goes
 * to the select; `children` come under it (a message, a hint).
 */
export function SelectField({
  id,
  label,
  value,
  choices,
  none,
  onPick,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'children'> & {
  id: string;
  label: ReactNode;
  value: string;
  choices: readonly Choice[];
  none?: Choice;
  onPick: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} {...select} onChange={(e) => onPick(e.target.value)}>
        {none && <option value={none.value}>{none.label}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      {children}
    </div>
  );
}
