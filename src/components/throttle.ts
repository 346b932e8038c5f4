/** Buttons that call the server ignore taps within 500 ms of the last accepted one (spec §9). */
export const CLICK_THROTTLE_MS = 500;

/** Wraps a handler so that calls closer than `ms` to the last accepted call are dropped. */
export function throttleTaps<A extends unknown[]>(
  handler: (...args: A) => void,
  ms = CLICK_THROTTLE_MS,
  now: () => number = () => performance.now(),
): (...args: A) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const t = now();
    if (t - last < ms) return;
    last = t;
    handler(...args);
  };
}
