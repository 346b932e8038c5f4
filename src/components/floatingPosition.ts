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
