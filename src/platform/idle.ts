/**
 * Runs `task` after the load event, once the main thread is idle (3 s later at the latest): for what no
 * first screen needs (field vitals). Nothing runs outside a browser (the build's
 * renderer has no window).
 */
export function afterIdle(task: () => void): void {
  if (typeof window === 'undefined') return;
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 1000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** `scheduler.yield()` where the browser has it (Chromium 129+): the rest of a task continues first. */
interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Gives the main thread back between two pieces of one piece of work: a tap or a frame
 * waiting meanwhile goes first, and no task runs long on a slow phone. `scheduler.yield()` resumes ahead of
 * other tasks; elsewhere a message-channel task (not `setTimeout`, which nested timers slow to 4 ms).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') return new Promise((resume) => setTimeout(resume, 0));
  return new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resume();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `task` once the browser has painted the frame in progress: a tap's answer (a tile pressed) shows
 * before the work the tap asked for (a page swap React renders in one piece) takes the main thread. A
 * hidden page paints no frame, so there it runs at once.
 */
export function afterNextPaint(task: () => void): void {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') {
    task();
    return;
  }
  // A frame's callbacks run before its paint; the task queued from there runs after it.
  requestAnimationFrame(() => void yieldToMain().then(task));
}
