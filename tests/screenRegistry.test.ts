import { expect, it } from 'vitest';
import { SCREEN_VIEWS } from '../src/app/screenViews';
import { SCREENS, type ScreenKey, type ScreenView } from '../src/routes/routeTable';

/**
 * The recipe for a new screen holds: a row of the route table without its feature's view is a compile error
 * of `src/app/screenViews.ts` (the `@ts-expect-error` below fails `tsc` the day it stops being one), and
 * every row has a view that loads.
 */
it('a screen row without its view does not compile; every row has a view', () => {
  type WithNewScreen = ScreenKey | 'voucher';
  // @ts-expect-error: the registry has no view for the new row
  const registry: Readonly<Record<WithNewScreen, ScreenView>> = SCREEN_VIEWS;
  expect(Object.keys(registry)).not.toContain('voucher');
  for (const screen of SCREENS) expect(typeof SCREEN_VIEWS[screen.key].view, screen.path).toBe('function');
});
