import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

/** One choice of a `SelectField`; `detail` is what must show whole (a wallet's balance). */
export interface Choice {
  value: string;
  label: string;
  detail?: string;
}

/** A choice as one line of text: the option, and what assistive technology reads. */
const optionText = (c: Choice) => (c.detail ? `${c.label} · ${c.detail}` : c.label);

/**
 * A labelled select as every form of the app has it: an optional first entry (`none`: "choose one", "not
 * specified"), then `choices`; `onPick` gets the chosen value. Anything else (name, disabled, aria-*) goes
 * to the select; `children` come under it (a message, a hint).
 *
 * A select cuts what it shows at its right edge, so a chosen choice with a `detail` is drawn over it: the
 * label gives way with an ellipsis, the detail (a balance) always shows whole. The select under it still
 * says and picks everything.
 */
export function SelectField({
  id,
  label,
  value,
  choices,
  none,
  onPick,
  children,
  className,
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
  const chosen = [none, ...choices].find((c) => c?.value === value);
  const faced = choices.some((c) => c.detail !== undefined);
  const control = (
    <select
      id={id}
      value={value}
      className={faced ? `has-face ${className ?? ''}`.trim() : className}
      {...select}
      onChange={(e) => onPick(e.target.value)}
    >
      {none && <option value={none.value}>{optionText(none)}</option>}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {optionText(c)}
        </option>
      ))}
    </select>
  );
  const face = (
    <span className="select-face" aria-hidden="true">
      <span className="select-face-label">{chosen?.label ?? ''}</span>
      {chosen?.detail && <span className="select-face-detail">{chosen.detail}</span>}
    </span>
  );
  return (
    <FieldFrame
      id={id}
      label={label}
      control={control}
      box={faced ? { className: 'select-box', with: face } : undefined}
    >
      {children}
    </FieldFrame>
  );
}
