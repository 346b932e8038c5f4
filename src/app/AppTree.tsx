import { type ReactNode, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RuntimeContext } from '../bindings/RuntimeContext';
import type { Runtime } from '../flows/runtime';
import type { I18n } from '../i18n';

/**
 * The app's providers around its router: one tree for the build's pre-renderer (`src/ssr/`) and the
 * browser (`src/main.tsx`), so that the browser's first render of a pre-rendered page is the markup the
 * build wrote and React hydrates it instead of painting it again.
 */
export function AppTree({ i18n, runtime, children }: { i18n: I18n; runtime: Runtime; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>
      </I18nextProvider>
    </StrictMode>
  );
}
