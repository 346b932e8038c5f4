import { test } from './fixtures';
import { Ui } from './journeys/driver.ts';
import { JOURNEYS } from './journeys/journeys.ts';
import { playwrightEngine } from './journeys/playwright.ts';

/**
 * the member journeys in Chromium. The same journeys run in WebKit over WebDriver
 * (`npm run test:webkit`, e2e/journeys/webkit.ts); only the adapter differs.
 */
test.describe.configure({ mode: 'parallel' });

for (const journey of JOURNEYS) {
  test.describe(() => {
    test.use({ allowedCspViolations: journey.allowedCsp ?? [] });
    test(journey.name, async ({ page, baseURL, cspViolations }) => {
      test.setTimeout(60_000);
      const ui = new Ui(playwrightEngine(page, baseURL!, cspViolations));
      await journey.run(ui);
      await ui.expectNoCspViolation(journey.allowedCsp);
    });
  });
}
