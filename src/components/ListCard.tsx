import type { HTMLAttributes, ReactNode } from 'react';

/** A card of rows under a subtitle that names it (`{id}`: the heading the section is labelled by). */
export function ListCard({
  id,
  title,
  className,
  children,
  ...section
}: Omit<HTMLAttributes<HTMLElement>, 'id' | 'title'> & {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `card list-card ${className}` : 'card list-card'}
      aria-labelledby={id}
      {...section}
    >
      <h3 id={id} className="card-subtitle">
        {title}
      </h3>
      {children}
    </section>
  );
}
