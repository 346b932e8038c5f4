import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, per machine, the share of its states and transitions that the UI model suite's passing paths
 * reached in the app (issue 16 item 1). Each model test attaches `model-coverage` (JSON: machine, totals,
 * what the path reached and asserted).
 */
interface Attachment {
  machine: string;
  allStates: string[];
  allTransitions: string[];
  skipped: string[];
  states: string[];
  transitions: string[];
}

export default class ModelCoverageReporter implements Reporter {
  private machines = new Map<
    string,
    { total: Attachment; states: Set<string>; transitions: Set<string>; failed: number }
  >();

  onTestEnd(_test: TestCase, result: TestResult) {
    for (const a of result.attachments) {
      if (a.name !== 'model-coverage' || !a.body) continue;
      const data = JSON.parse(a.body.toString()) as Attachment;
      const entry = this.machines.get(data.machine) ?? {
        total: data,
        states: new Set<string>(),
        transitions: new Set<string>(),
        failed: 0,
      };
      if (result.status === 'passed') {
        for (const s of data.states) entry.states.add(s);
        for (const t of data.transitions) entry.transitions.add(t);
      } else entry.failed++;
      this.machines.set(data.machine, entry);
    }
  }

  onEnd() {
    if (!this.machines.size) return;
    const pct = (n: number, d: number) => `${n}/${d} (${d ? Math.round((100 * n) / d) : 100}%)`;
    const lines = [
      '',
      'UI model coverage (states reached and asserted, transitions taken, by passing paths):',
    ];
    for (const [machine, { total, states, transitions, failed }] of [...this.machines].sort()) {
      const s = total.allStates.filter((x) => states.has(x));
      const t = total.allTransitions.filter((x) => transitions.has(x));
      lines.push(
        `  ${machine.padEnd(16)} states ${pct(s.length, total.allStates.length).padEnd(12)} transitions ${pct(
          t.length,
          total.allTransitions.length,
        )}${failed ? `  (${failed} failed paths)` : ''}`,
      );
      const missing = total.allStates.filter((x) => !states.has(x));
      if (missing.length) lines.push(`      states not reached: ${missing.join(', ')}`);
      const notTaken = total.allTransitions.filter((x) => !transitions.has(x));
      if (notTaken.length) lines.push(`      transitions not taken: ${notTaken.join('; ')}`);
      if (total.skipped.length && process.env.MODEL_VERBOSE)
        lines.push(`      not drivable from the UI: ${total.skipped.join('; ')}`);
    }
    console.log(lines.join('\n'));
  }
}
