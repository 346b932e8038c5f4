import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The tests `npm run mutation` runs a mutant against: the unit, behaviour and model tests of the files it
 * mutates (machines, domain, contract, the input-guarding adapters). Left out: the component and
 * hydration tests (.tsx), which load whole screens and their flows inside a test, so a per-test coverage
 * run would credit them with mutants they cannot see; and the checks of the build, the docs and the demo,
 * and the QA trace replay, which test none of the mutated behaviour and only slow each mutant down. The
 * demo ledger property (25 s, one test) imports the demo backend, and through it domain/ and contract/: it
 * ran for every static mutant of those files, a third of the time of each, to test the demo's books.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/**/*.test.ts'],
    exclude: [
      'tests/architecture.test.ts',
      'tests/atlasPages.test.ts',
      'tests/checkApi.test.ts',
      'tests/firstScreen.test.ts',
      'tests/mainThread.test.ts',
      'tests/minBuild.test.ts',
      'tests/nginxConfig.test.ts',
      'tests/paintFirst.test.ts',
      'tests/prerender.test.ts',
      'tests/qaInspector.test.ts',
      'tests/securityHeaders.test.ts',
      'tests/serviceWorker.json.test.ts',
      'tests/shell.test.ts',
      'tests/stateGraphs.test.ts',
      'tests/translations.test.ts',
      'tests/accountDemo.test.ts',
      'tests/contentDemo.test.ts',
      'tests/demoRewards.test.ts',
      'tests/demoServerHooks.test.ts',
      'tests/demoWallet.test.ts',
      'tests/replay.test.ts',
      'tests/ledger.test.ts',
      'tests/demoAllAreas.test.ts',
      'tests/demoEndpoints.test.ts',
      'tests/demoTexts.test.ts',
    ],
  },
});
