import { readFileSync } from 'node:fs';
import { stateName } from '../../src/bindings/flowMarks';
import { parseTrace } from '../../src/qa/trace';
import { expect, test } from '../fixtures';
import { repoFile } from '../helpers';
import { freshMember } from './members';
import { uiModelOf } from './models';
import { pathFromEvents } from './plan';
import { runPath } from './runner';

/**
 * `npm run replay <trace> --ui`: a QA trace replayed in Chromium. Each recorded actor whose
 * machine has UI tables (e2e/model/*.ui.ts) is driven through them: its events become what the member does
 * and what the demo backend answers, and each state it went through is checked as the model suite checks
 * it. Without REPLAY_TRACE it replays the committed trace (tests/traces/transfer.trace.json), so a change
 * that breaks a recorded QA session through the UI fails the suite.
 */

/** The trace named by REPLAY_TRACE (`npm run replay <trace> --ui`), else the committed one (in `npm test`). */
const file = process.env.REPLAY_TRACE || repoFile('tests/traces/transfer.trace.json');
const trace = parseTrace(readFileSync(file, 'utf8'));

test.describe('QA trace replay', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const [index, actor] of trace.actors.entries()) {
    const ui = uiModelOf(actor.machine);
    test(`${index + 1}. ${actor.machine} → ${actor.finalState}`, async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      test.skip(!ui, `no UI tables for "${actor.machine}": replayed against the machine only`);
      if (!ui) return;
      const path = pathFromEvents(
        ui.planned,
        actor.input ?? ui.input,
        actor.events.map((e) => e.event),
        actor.machine,
      );
      // The machine goes where the session went, else the replay says where it diverged.
      for (const [k, step] of path.steps.entries()) {
        const recorded = actor.events[k]!;
        expect(stateName(step.value), `event ${k + 1} (${recorded.event.type})`).toBe(recorded.state);
      }
      const member = await freshMember(page, request, baseURL ?? '');
      await runPath(ui, path, { page, request, member, baseURL: baseURL ?? '' }, testInfo);
    });
  }
});
