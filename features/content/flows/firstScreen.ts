import { CONTACT_FILE, homeListFiles, settingsFile } from './contentFlows';
import { gameListFiles } from './gameFlows';
import { promotionFile } from './promotionFlows';

/**
 * The static files each pre-rendered screen's first render shows, for an area: the build reads them, renders
 * with them and writes them into the page (`build/prerender.ts`), so the browser renders the same.
 * The promotions come from the API: the page shows the area's static copy while the answer is read. The
 * lucky draw's rewards and the information texts are not here (API only): those pages carry the wheel's
 * frame and the terms, and the loading state.
 */
export const FIRST_SCREEN_FILES: Readonly<Record<string, (area: string) => string[]>> = {
  home: (area) => [settingsFile(area), ...homeListFiles(area)],
  Games: (area) => gameListFiles(area),
  Promotion: (area) => [promotionFile(area)],
  contactus: (area) => [settingsFile(area), CONTACT_FILE],
  maintenance: (area) => [settingsFile(area)],
  restrict: (area) => [settingsFile(area)],
};
