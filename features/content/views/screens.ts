import type { ScreenViews } from '../../../src/routes/routeTable';

/** The views of this feature's screens, by the route table's key: each loaded when its screen first opens. */
export const contentScreens = {
  home: { view: () => import('./HomeView') },
  games: { view: () => import('./GamesView') },
  game: { view: () => import('./GameView') },
  sportbook: { view: () => import('./SportsFrameView') },
  esport: { view: () => import('./SportsFrameView') },
  vsport: { view: () => import('./SportsFrameView') },
  promotion: { view: () => import('./PromotionView') },
  contactUs: { view: () => import('./ContactView') },
  maintenance: { view: () => import('./MaintenanceView') },
  restrict: { view: () => import('./RestrictView') },
  info: { view: () => import('./InfoView') },
} satisfies ScreenViews;
