import { expect, test } from '../fixtures';
import { freshMember } from './members';
import { uiModels } from './models';
import { plan, runPath, tableProblems } from './runner';

/**
 * paths generated from the machines drive the production build. One test per planned
 * path, each with a member of its own; the per-machine coverage is judged by the reporter
 * (e2e/model/coverageReporter.ts: a state not reached or a transition not taken fails the run), and each
 * table is first checked for a row, with a check that asserts something, for every state.
 */

// A path walks many states, each checked: longer than a hand-written test, so a longer budget each.
test.describe.configure({ timeout: 120_000 });

const plans = uiModels.map((ui) => ({ ui, planned: plan(ui) }));
/** How many paths all the tables of a machine planned: the reporter judges a machine once all have passed. */
const pathsOf = (machineId: string) =>
  plans.filter((p) => p.planned.machineId === machineId).reduce((n, p) => n + p.planned.paths.length, 0);

for (const { ui, planned } of plans) {
  test.describe(`model: ${planned.machineId}${ui.variant ? ` (${ui.variant})` : ''}`, () => {
    if (ui.userAgent) test.use({ userAgent: ui.userAgent });
    test('00 the table has a check for every state', () => {
      expect(tableProblems(ui, planned)).toEqual([]);
    });
    for (const [index, path] of planned.paths.entries()) {
      test(`${String(index + 1).padStart(2, '0')} ${path.name}`, async ({
        page,
        request,
        baseURL,
      }, testInfo) => {
        const attach = (reached: { states: string[]; transitions: string[] }) =>
          testInfo.attach('model-coverage', {
            contentType: 'application/json',
            body: JSON.stringify({
              machine: planned.machineId,
              paths: pathsOf(planned.machineId),
              allStates: planned.allStates,
              allTransitions: planned.allTransitions,
              skipped: planned.skipped,
              untaken: ui.untaken ?? {},
              ...reached,
            }),
          });
        const member = await freshMember(page, request, baseURL ?? '');
        const reached = await runPath(ui, path, { page, request, member, baseURL: baseURL ?? '' }, testInfo)
          .catch(async (error) => {
            await attach({ states: [], transitions: [] });
            throw error;
          })
          .finally(() =>
            // A model's routes (the mirror forwarding to the demo through `request`) may still be answering
            // the page's background calls when the path ends: they stop with it, not after `request` is gone.
            page.unrouteAll({ behavior: 'ignoreErrors' }),
          );
        await attach(reached);
      });
    }
  });
}
