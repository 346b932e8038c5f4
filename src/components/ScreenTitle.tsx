import type { ReactNode } from 'react';

/**
 * A screen's heading for screen readers: the header already shows the title, so it is not shown twice. The
 * screen's section names it (`aria-labelledby={id}`).
 */
export function ScreenTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="visually-hidden">
      {children}
    </h2>
  );
}
