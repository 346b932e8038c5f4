/** Keeps the floating menu's button inside the viewport, wherever it is dragged or the screen turns. */
export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

export const FLOAT_MARGIN = 8;

export function clampToViewport(position: Point, button: Size, viewport: Size, margin = FLOAT_MARGIN): Point {
  const maxX = Math.max(margin, viewport.width - button.width - margin);
  const maxY = Math.max(margin, viewport.height - button.height - margin);
  const clamp = (v: number, max: number) =>
    Number.isFinite(v) ? Math.min(Math.max(v, margin), max) : margin;
  return { x: clamp(position.x, maxX), y: clamp(position.y, maxY) };
}

/** After a drag the button rests against the nearer side edge, out of the content's way. */
export function snapToEdge(position: Point, button: Size, viewport: Size, margin = FLOAT_MARGIN): Point {
  const clamped = clampToViewport(position, button, viewport, margin);
  const centre = clamped.x + button.width / 2;
  const x = centre < viewport.width / 2 ? margin : Math.max(margin, viewport.width - button.width - margin);
  return { x, y: clamped.y };
}

/** A box on the screen, in viewport pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The space kept between the button and anything a member types in or taps. */
export const FLOAT_GAP = 4;

const overlaps = (a: Box, b: Box, gap: number) =>
  a.x < b.x + b.width + gap &&
  b.x < a.x + a.width + gap &&
  a.y < b.y + b.height + gap &&
  b.y < a.y + a.height + gap;

/**
 * Where the button rests: the free place nearest to `wanted` where it covers none of `controls` (inputs,
 * buttons, links, labels), tried first along the side edge it is on, then the other edge, then anywhere
 * on a grid; `wanted` itself (clamped) when the screen has no free place at all.
 */
export function freeSpot(
  wanted: Point,
  button: Size,
  viewport: Size,
  controls: readonly Box[],
  margin = FLOAT_MARGIN,
  gap = FLOAT_GAP,
): Point {
  const start = clampToViewport(wanted, button, viewport, margin);
  const visible = controls.filter(
    (c) =>
      c.width > 0 &&
      c.height > 0 &&
      c.x < viewport.width &&
      c.y < viewport.height &&
      c.x + c.width > 0 &&
      c.y + c.height > 0,
  );
  const free = (p: Point) => !visible.some((c) => overlaps({ ...p, ...button }, c, gap));
  if (free(start)) return start;
  const step = 4;
  const maxX = Math.max(margin, viewport.width - button.width - margin);
  const maxY = Math.max(margin, viewport.height - button.height - margin);
  const byDistance = (xs: number[]) => {
    const ys: number[] = [];
    for (let y = margin; y <= maxY; y += step) ys.push(y);
    ys.push(maxY);
    const spots = xs.flatMap((x) => ys.map((y) => ({ x, y })));
    spots.sort(
      (a, b) =>
        Math.abs(a.y - start.y) - Math.abs(b.y - start.y) ||
        Math.abs(a.x - start.x) - Math.abs(b.x - start.x),
    );
    return spots.find(free);
  };
  const near = start.x + button.width / 2 < viewport.width / 2 ? margin : maxX;
  const far = near === margin ? maxX : margin;
  const columns: number[] = [];
  for (let x = margin; x <= maxX; x += step) columns.push(x);
  return byDistance([near]) ?? byDistance([far]) ?? byDistance(columns) ?? start;
}
