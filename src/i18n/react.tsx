import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { I18n } from './index';

/**
 * The texts for views: `const { t, i18n } = useTranslation()`, re-rendered when the language changes.
 * The app passes its texts with `I18nProvider` at the root; a test passes its own.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ value, children }: { value: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useTranslation() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nProvider');
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.t);
  return { t, i18n };
}
