import { type ReactNode, useCallback, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page is pre-rendered by the build (`src/ssr/`) and while a browser hydrates that markup;
 * true in every render after. What the build cannot know (the viewport, a member's session) waits for it,
 * so the server's HTML and the browser's first render agree. React renders a component again, at once and
 * in one piece, when this turns true: keep it in small components (`AfterHydration`), never in a screen's
 * or the shell's body.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Its children only in the browser, after hydration: the render that adds them is theirs alone. */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

/**
 * A ref that puts CSS properties (`--hue`, `transform`: kebab-case names) on its element's inline style.
 * The policy refuses inline `style` attributes in pre-rendered markup (`style-src-attr 'none'`), but not
 * styles set from script: the browser's first commit sets them, with no second render for them.
 */
export function useInlineStyle(properties: Readonly<Record<string, string>> | undefined) {
  const key = properties ? JSON.stringify(properties) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the properties' values are the key
  return useCallback(
    (element: HTMLElement | SVGElement | null) => {
      if (!element || !properties) return;
      for (const [name, value] of Object.entries(properties)) element.style.setProperty(name, value);
      return () => {
        for (const name of Object.keys(properties)) element.style.removeProperty(name);
      };
    },
    [key],
  );
}
