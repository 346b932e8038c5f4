import type { ComponentType } from 'react';
import { useScreen } from './useScreen';

/**
 * The screen of a page whose content is its area's: a new area is new content, so the page starts over
 * (its flows too) rather than showing the old area's files.
 */
export function perArea(Page: ComponentType<{ area: string }>) {
  return function PerAreaScreen() {
    const { area } = useScreen();
    return <Page key={area} area={area} />;
  };
}
