import { test } from '../fixtures';
import { allInToMainUi } from './allInToMain.ui';
import { freshMember } from './members';
import { plan, runPath, type UiModel } from './runner';
import { transferUi } from './transfer.ui';
import { withdrawUi } from './withdraw.ui';

/**
 * Issue 16 item 1: paths generated from the money machines drive the production build. One test per
 * planned path, each with a member of its own; the per-machine coverage is printed by the reporter.
 */

// biome-ignore lint/suspicious/noExplicitAny: a table per machine, each typed against its own machine.
const models: UiModel<any>[] = [transferUi, allInToMainUi, withdrawUi];

for (const ui of models) {
  const planned = plan(ui);
  test.describe(`model: ${planned.machineId}`, () => {
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
              allStates: planned.allStates,
              allTransitions: planned.allTransitions,
              skipped: planned.skipped,
              ...reached,
            }),
          });
        const t0 = Date.now();
        const member = await freshMember(page, request, baseURL ?? '');
        if (process.env.MODEL_DEBUG) console.log(`member ${Date.now() - t0}ms`);
        const reached = await runPath(ui, path, { page, request, member }, testInfo).catch(async (error) => {
          await attach({ states: [], transitions: [] });
          throw error;
        });
        await attach(reached);
      });
    }
  });
}
