import { lazy, Suspense } from 'react';

const NoticesLineView = lazy(() => import('./NoticesLineView'));

/**
 * The home page's scrolling notices line (issue 4 item 9). It shows only once `/api/getnotices` has
 * answered, so its code loads beside that call rather than with the first screen's JavaScript.
 */
export function NoticesLine() {
  return (
    <Suspense fallback={null}>
      <NoticesLineView />
    </Suspense>
  );
}
