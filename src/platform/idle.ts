/**
 * Runs `task` after the load event, once the main thread is idle (3 s later at the latest): for what no
 * first screen needs (the side menu's code, field vitals). Nothing runs outside a browser (the build's
 * renderer has no window).
 */
export function afterIdle(task: () => void): void {
  if (typeof window === 'undefined') return;
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 1000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
