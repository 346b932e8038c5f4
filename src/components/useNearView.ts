import { useEffect, useState } from 'react';

/**
 * Whether an element has come near the screen (within `margin` above or below it), for content whose
 * loading can wait until the member scrolls towards it: false until then, true for good after. Not
 * `enabled`, or where the browser has no IntersectionObserver, it is near at once. Give the returned ref to
 * the element.
 */
export function useNearView(
  enabled: boolean,
  margin = '300px',
): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null);
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return [setElement, near];
}
