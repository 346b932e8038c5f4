import { lazy, Suspense } from 'react';
import './NoticesLine.css';

const NoticesLineView = lazy(() => import('./NoticesLineView'));

/**
 * The home page's scrolling notices line. It shows only once `/api/getnotices` has
 * answered, so its code loads beside that call rather than with the first screen's JavaScript.
 */
export function NoticesLine() {
  return (
    // Its place is kept while its code loads, as while its notices are read (`NoticesLineView`).
    <Suspense fallback={<div className="notices-line notices-line-pending" aria-hidden="true" />}>
      <NoticesLineView />
    </Suspense>
  );
}
