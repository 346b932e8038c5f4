import type { ReactNode } from 'react';

/**
 * The frame every form field has: its label, then the control, then what comes under it (`children`).
 * What sits with the control (a button beside an input, the face over a select) goes with it in one box
 * (`box`, its class and what it holds besides the control).
 */
export function FieldFrame({
  id,
  label,
  control,
  box,
  children,
}: {
  id: string;
  label: ReactNode;
  control: ReactNode;
  box?: { className: string; with: ReactNode };
  children?: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {box ? (
        <div className={box.className}>
          {control}
          {box.with}
        </div>
      ) : (
        control
      )}
      {children}
    </div>
  );
}
