// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenPainted, startAfterFirstScreen } from '../src/ssr/paintFirst';

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

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe("a pre-rendered page's script (issue 15: the first screen does not wait for JavaScript)", () => {
  // A broken image counts as settled as a loaded one does; an image below the first screen is not waited for.
  it.each(['load', 'error'])(
    'waits for the images of the first screen (%s), not for those below it',
    async (outcome) => {
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

  it('does not let an image that never answers keep the app from starting', async () => {
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
