import type { ScreenViews } from '../../../src/routes/routeTable';

/** The views of this feature's screens, by the route table's key: each loaded when its screen first opens. */
export const rewardsScreens = {
  luckyDraw: { view: () => import('./LuckyDrawView') },
} satisfies ScreenViews;
