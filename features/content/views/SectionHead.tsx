import { Link } from '@tanstack/react-router';
import { useScreen } from '../../../src/components/useScreen';

/** A home section's head: its title (the section's name, by `id`) and a link to the page that has all of it. */
export function SectionHead({
  id,
  title,
  to,
  more,
}: {
  id: string;
  title: string;
  to: '/$area/Promotion' | '/$area/Games';
  more: string;
}) {
  const { area } = useScreen();
  return (
    <div className="section-head">
      <h3 id={id}>{title}</h3>
      <Link to={to} params={{ area }}>
        {more}
      </Link>
    </div>
  );
}
