import { CONTACT_FILE, homeListFiles, settingsFile } from './contentFlows';
import { gameListFiles } from './gameFlows';

/**
 * The static files each pre-rendered screen's first render shows, for an area: the build reads them, renders
 * with them and writes them into the page (`build/prerender.ts`), so the browser renders the same.
 * Screens whose first content comes from the API (promotions, the lucky draw, information) are not here:
 * their pages carry the loading state.
 */
export const FIRST_SCREEN_FILES: Readonly<Record<string, (area: string) => string[]>> = {
  home: (area) => [settingsFile(area), ...homeListFiles(area)],
  Games: (area) => gameListFiles(area),
  contactus: (area) => [settingsFile(area), CONTACT_FILE],
  maintenance: (area) => [settingsFile(area)],
  restrict: (area) => [settingsFile(area)],
};
