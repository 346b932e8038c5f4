// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenPainted, OBSERVER_WAIT_MS, startAfterFirstScreen } from '../src/ssr/paintFirst';

/** An image the layout places at `top` (happy-dom lays nothing out), not loaded yet. */
function image(top: number): HTMLImageElement {
  const img = document.createElement('img');
  img.src = '/m/static/art/banners/welcome.svg';
  Object.defineProperty(img, 'complete', { value: false, configurable: true });
  img.getBoundingClientRect = () => ({ top, bottom: top + 100, width: 300, height: 100 }) as DOMRect;
  document.body.append(img);
  return img;
}

const settledYet = (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  return async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    return settled;
  };
};

/**
 * The browser's IntersectionObserver, as far as the script uses it: the elements observed in one task
 * reported together, from the next frame's layout (here the mocked boxes, in an 844 px high window).
 * happy-dom's never reports.
 */
class FrameIntersectionObserver {
  static measured = 0;
  private readonly targets: Element[] = [];
  constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
  observe(target: Element) {
    this.targets.push(target);
    if (this.targets.length > 1) return;
    requestAnimationFrame(() => {
      const entries = this.targets.map((observed) => {
        FrameIntersectionObserver.measured += 1;
        const box = observed.getBoundingClientRect();
        return { target: observed, boundingClientRect: box, isIntersecting: box.bottom > 0 && box.top < 844 };
      });
      if (entries.length > 0) this.report(entries);
    });
  }
  disconnect() {
    this.targets.length = 0;
  }
}

/** An observer that never reports (as for images in a part of the page the browser skips drawing). */
class SilentIntersectionObserver {
  observe() {}
  disconnect() {}
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a pre-rendered page's script (the first screen does not wait for JavaScript)", () => {
  // A broken image counts as settled as a loaded one does; an image below the first screen is not waited for.
  it.each(['load', 'error'])(
    'waits for the images of the first screen (%s), not for those below it (a browser without IntersectionObserver)',
    async (outcome) => {
      vi.stubGlobal('IntersectionObserver', undefined);
      const banner = image(60);
      image(5000);
      const painted = settledYet(firstScreenPainted(document, 60_000));
      await new Promise((r) => setTimeout(r, 30));
      expect(await painted()).toBe(false);
      banner.dispatchEvent(new Event(outcome));
      await new Promise((r) => setTimeout(r, 60));
      expect(await painted()).toBe(true);
    },
  );

  // Measured from the next frame's layout, not in the script's own task.
  it.each(['load', 'error'])(
    'finds the images of the first screen with an IntersectionObserver (%s), not by measuring them',
    async (outcome) => {
      vi.stubGlobal('IntersectionObserver', FrameIntersectionObserver);
      const banner = image(60);
      const below = image(5000);
      const measuredHere = vi.spyOn(below, 'getBoundingClientRect');
      FrameIntersectionObserver.measured = 0;
      const painted = settledYet(firstScreenPainted(document, 60_000));
      expect(FrameIntersectionObserver.measured).toBe(0);
      expect(measuredHere).not.toHaveBeenCalled();
      await new Promise((r) => setTimeout(r, 60));
      expect(FrameIntersectionObserver.measured).toBe(2);
      expect(await painted()).toBe(false);
      banner.dispatchEvent(new Event(outcome));
      await new Promise((r) => setTimeout(r, 60));
      expect(await painted()).toBe(true);
    },
  );

  // The observer reports a frame later: an image that has loaded meanwhile is waited for no longer.
  it('does not wait for an image that loaded while the observer looked', async () => {
    vi.stubGlobal('IntersectionObserver', FrameIntersectionObserver);
    const banner = image(60);
    const painted = settledYet(firstScreenPainted(document, 60_000));
    Object.defineProperty(banner, 'complete', { value: true, configurable: true });
    await new Promise((r) => setTimeout(r, 80));
    expect(await painted()).toBe(true);
  });

  it('measures the images itself when the observer does not report in time', async () => {
    vi.stubGlobal('IntersectionObserver', SilentIntersectionObserver);
    const banner = image(60);
    image(5000);
    const painted = settledYet(firstScreenPainted(document, 60_000));
    await new Promise((r) => setTimeout(r, OBSERVER_WAIT_MS + 100));
    // The banner was found by measuring: the page waits for it, and starts once it has loaded.
    expect(await painted()).toBe(false);
    banner.dispatchEvent(new Event('load'));
    await new Promise((r) => setTimeout(r, 60));
    expect(await painted()).toBe(true);
  });

  it('does not let an image that never answers keep the app from starting', async () => {
    vi.stubGlobal('IntersectionObserver', FrameIntersectionObserver);
    image(0);
    const painted = settledYet(firstScreenPainted(document, 50));
    await new Promise((r) => setTimeout(r, 20));
    expect(await painted()).toBe(false);
    await new Promise((r) => setTimeout(r, 120));
    expect(await painted()).toBe(true);
  });

  it('preloads only same-origin scripts, then starts the entry', async () => {
    document.body.innerHTML =
      '<script type="module" data-app="/m/assets/index-Ab1.js" data-preload="/m/assets/react-Cd2.js https://evil.example/x.js /m/assets/x.css"></script>';
    // The entry cannot load in a test: its import is what rejects, after the preloads went in.
    await expect(startAfterFirstScreen(document)).rejects.toBeTruthy();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => new URL(link.href).pathname)).toEqual(['/m/assets/react-Cd2.js']);
  });

  it('refuses an entry from another origin', async () => {
    document.body.innerHTML = '<script type="module" data-app="https://evil.example/index.js"></script>';
    await expect(startAfterFirstScreen(document)).rejects.toThrow(/no app entry/);
    expect(document.head.querySelector('link')).toBeNull();
  });
});
