import { type ReactNode, useEffect, useState } from 'react';
import { CAROUSEL_INTERVAL_MS, carouselPlan, carouselStart } from './carouselPlan';

/**
 * A carousel that shows three items at a time (spec §9): with more than three it moves one item every 3 s
 * and loops; with three or fewer it stands still. It pauses while touched or focused, and for members who
 * prefer reduced motion.
 */
export function Carousel<T>({
  items,
  label,
  render,
}: {
  items: T[];
  label: string;
  render: (item: T) => ReactNode;
}) {
  const plan = carouselPlan(items.length);
  const [steps, setSteps] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const reduced =
      typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!plan.autoplay || paused || reduced) return;
    const timer = setInterval(() => setSteps((s) => s + 1), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [plan.autoplay, paused]);

  const start = carouselStart(steps, items.length);
  const shown = Array.from({ length: plan.visible }, (_, i) => items[(start + i) % items.length] as T);
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-autoplay={plan.autoplay}
    >
      <ul className="carousel-track">
        {shown.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slots are positional; the item in a slot changes
          <li key={i} className="carousel-slide" aria-roledescription="slide">
            {render(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}
