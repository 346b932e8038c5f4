import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page is pre-rendered by the build (`src/ssr/`) and while a browser hydrates that markup;
 * true in every render after. What the build cannot know (the viewport, a member's session) or the policy
 * would refuse in static markup (an inline `style` attribute: `style-src-attr 'none'`) waits for it, so the
 * server's HTML and the browser's first render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
