/** Carousels (spec §9): 3 slides in view; autoplay every 3 s and loop only with more than 3 items. */
export const CAROUSEL_VISIBLE = 3;
export const CAROUSEL_INTERVAL_MS = 3000;

export function carouselPlan(count: number): { visible: number; loop: boolean; autoplay: boolean } {
  const moving = count > CAROUSEL_VISIBLE;
  return { visible: Math.min(CAROUSEL_VISIBLE, count), loop: moving, autoplay: moving };
}

/** The first visible item after `steps` autoplay steps. */
export const carouselStart = (steps: number, count: number) => (count > CAROUSEL_VISIBLE ? steps % count : 0);
