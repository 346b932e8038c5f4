/**
 * A pre-rendered page's only script (`build/prerender.ts` puts it in place of the app's entry): the page is
 * readable already, so its first screen is painted, images included, before the app's scripts are fetched.
 * On a slow network the ~130 KB of JavaScript would otherwise share the line with the banner image and
 * delay it; on a slow CPU, running before the first paint would delay that too. The app then starts as it
 * does on `index.html` and hydrates the markup. It imports nothing, so it is a few hundred bytes.
 *
 * The entry and its static imports are named on this script's element (`data-app`, `data-preload`) by the
 * build; only same-origin scripts are loaded.
 */

/** An image of the first screen that never answers does not keep the app from starting longer than this. */
export const IMAGE_WAIT_MS = 3000;

const ownScript = (url: string | undefined): string | null => {
  if (!url) return null;
  const parsed = new URL(url, location.href);
  return parsed.origin === location.origin && parsed.pathname.endsWith('.js') ? parsed.href : null;
};

const inView = (box: { top: number; bottom: number; width: number }, height: number) =>
  box.bottom > 0 && box.top < height && box.width > 0;

/** How long the observer may take to report before the images are measured instead. */
export const OBSERVER_WAIT_MS = 500;

/**
 * The images in the first screen that have not loaded yet (lazy ones in view load now too). Found by an
 * IntersectionObserver, from the layout of the next frame: measuring them here would lay the page out in
 * this script's task, a long one on a slow phone with a screen full of pictures. Its
 * first report is taken as it comes (an image in a part of the page skipped by `content-visibility` may
 * never be reported); a page that draws no frames (hidden), a browser without the observer, or an observer
 * that has not reported in `OBSERVER_WAIT_MS`, has its images measured.
 */
function imagesInView(doc: Document): Promise<HTMLImageElement[]> {
  const pending = [...doc.querySelectorAll('img')].filter((image) => !image.complete);
  const view = doc.defaultView;
  const height = view?.innerHeight ?? 0;
  const measured = () => pending.filter((image) => inView(image.getBoundingClientRect(), height));
  if (pending.length === 0) return Promise.resolve([]);
  if (!view?.IntersectionObserver || doc.visibilityState !== 'visible') return Promise.resolve(measured());
  return new Promise((found) => {
    const observer = new view.IntersectionObserver((entries) => {
      observer.disconnect();
      clearTimeout(late);
      found(
        entries
          .filter((entry) => entry.isIntersecting && entry.boundingClientRect.width > 0)
          .map((entry) => entry.target as HTMLImageElement),
      );
    });
    const late = setTimeout(() => {
      observer.disconnect();
      found(measured());
    }, OBSERVER_WAIT_MS);
    for (const image of pending) observer.observe(image);
  });
}

/** Once the image has loaded or failed: at once if it has by now (it may have while the observer looked). */
const settled = (image: HTMLImageElement) =>
  new Promise<void>((done) => {
    image.addEventListener('load', () => done(), { once: true });
    image.addEventListener('error', () => done(), { once: true });
    if (image.complete) done();
  });

/** Resolves once the first screen's images have loaded (or failed, or waited too long) and a frame was drawn. */
export async function firstScreenPainted(doc: Document = document, wait = IMAGE_WAIT_MS): Promise<void> {
  const images = await imagesInView(doc);
  if (images.length > 0)
    await Promise.race([
      Promise.all(images.map(settled)),
      new Promise<void>((done) => setTimeout(done, wait)),
    ]);
  // A hidden page draws no frames: it starts at once rather than when shown.
  if (doc.visibilityState === 'visible')
    await new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));
}

/** Starts the app named on `script[data-app]`, once the first screen is painted. */
export async function startAfterFirstScreen(doc: Document = document): Promise<void> {
  const script = doc.querySelector<HTMLScriptElement>('script[data-app]');
  const app = ownScript(script?.dataset.app);
  if (!app) throw new Error('paintFirst: no app entry on the page');
  await firstScreenPainted(doc);
  // The entry's static imports are fetched with it, not one round trip after it.
  for (const file of (script?.dataset.preload ?? '').split(' ')) {
    const href = ownScript(file);
    if (!href) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  await import(/* @vite-ignore */ app);
}
