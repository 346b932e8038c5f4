import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { I18n } from './index';

/**
 * The texts for views: `const { t, i18n } = useTranslation()`, re-rendered when the language changes.
 * The app passes its texts with `I18nProvider` at the root; a test passes its own, or none.
 */
const I18nContext = createContext<I18n | null>(null);

/** Outside a provider (a part rendered on its own, as in a unit test) a key reads as itself. */
const KEYS_ONLY: I18n = {
  language: 'en',
  t: (key) => key,
  exists: () => false,
  changeLanguage: async () => {},
  subscribe: () => () => {},
};

export function I18nProvider({ value, children }: { value: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useTranslation() {
  const i18n = useContext(I18nContext) ?? KEYS_ONLY;
  // The same on the server (the build's pre-rendering), where React asks for its own snapshot.
  const current = () => i18n.t;
  const t = useSyncExternalStore(i18n.subscribe, current, current);
  return { t, i18n };
}
