import { accountScreens } from '../../features/account/views/screens';
import { contentScreens } from '../../features/content/views/screens';
import { moneyScreens } from '../../features/money/views/screens';
import { rewardsScreens } from '../../features/rewards/views/screens';
import type { ScreenKey, ScreenView } from '../routes/routeTable';

/** Every screen's view, from the feature that owns it; a screen of the table without a view is a type error. */
export const SCREEN_VIEWS: Readonly<Record<ScreenKey, ScreenView>> = {
  ...accountScreens,
  ...contentScreens,
  ...moneyScreens,
  ...rewardsScreens,
} satisfies Record<ScreenKey, ScreenView>;
