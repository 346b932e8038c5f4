import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { ATLAS, ATLAS_LANG } from './atlas';
import { writeAtlasPage } from './atlasPage';

/**
 * The UI model run's verdict. Each path's test attaches `model-coverage` (JSON: its
 * machine, how many paths the machine's tables planned, the machine's states and transitions, the
 * transitions its table says the UI cannot take, and what the path reached and asserted). Per machine this
 * prints the states reached and the transitions taken by passing paths and, once every path of the machine
 * has passed, fails the run when a state was not reached, a transition was not taken without a reason listed
 * (`untaken`), or a listed one was taken after all. A run of some of a machine's paths (`-g`) is printed,
 * not judged. With `ATLAS=1` it also writes the state atlas and fails when a state has no picture.
 */
interface Attachment {
  machine: string;
  /** Paths planned by all the machine's tables. */
  paths: number;
  allStates: string[];
  allTransitions: string[];
  skipped: string[];
  untaken: Record<string, string>;
  states: string[];
  transitions: string[];
}

interface Entry {
  total: Attachment;
  untaken: Map<string, string>;
  states: Set<string>;
  transitions: Set<string>;
  passed: number;
  failed: number;
}

export default class ModelCoverageReporter implements Reporter {
  private machines = new Map<string, Entry>();

  onTestEnd(_test: TestCase, result: TestResult) {
    for (const a of result.attachments) {
      if (a.name !== 'model-coverage' || !a.body) continue;
      const data = JSON.parse(a.body.toString()) as Attachment;
      const entry = this.machines.get(data.machine) ?? {
        total: data,
        untaken: new Map<string, string>(),
        states: new Set<string>(),
        transitions: new Set<string>(),
        passed: 0,
        failed: 0,
      };
      for (const [t, why] of Object.entries(data.untaken)) entry.untaken.set(t, why);
      if (result.status === 'passed') {
        entry.passed++;
        for (const s of data.states) entry.states.add(s);
        for (const t of data.transitions) entry.transitions.add(t);
      } else entry.failed++;
      this.machines.set(data.machine, entry);
    }
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    if (!this.machines.size) return;
    const pct = (n: number, d: number) => `${n}/${d} (${d ? Math.round((100 * n) / d) : 100}%)`;
    const lines = [
      '',
      'UI model coverage (states reached and asserted, transitions taken, by passing paths):',
    ];
    const problems: string[] = [];
    for (const [machine, entry] of [...this.machines].sort()) {
      const { total, states, transitions, untaken, passed, failed } = entry;
      const s = total.allStates.filter((x) => states.has(x));
      const t = total.allTransitions.filter((x) => transitions.has(x));
      const complete = passed === total.paths && !failed;
      lines.push(
        `  ${machine.padEnd(16)} states ${pct(s.length, total.allStates.length).padEnd(12)} transitions ${pct(
          t.length,
          total.allTransitions.length,
        ).padEnd(
          12,
        )}${untaken.size ? ` ${untaken.size} not drivable, with why` : ''}${failed ? `  (${failed} failed paths)` : complete ? '' : `  (${passed} of ${total.paths} paths ran: not judged)`}`.trimEnd(),
      );
      const missing = total.allStates.filter((x) => !states.has(x));
      if (missing.length) lines.push(`      states not reached: ${missing.join(', ')}`);
      const notTaken = total.allTransitions.filter((x) => !transitions.has(x) && !untaken.has(x));
      if (notTaken.length) lines.push(`      transitions not taken: ${notTaken.join('; ')}`);
      const stale = [...untaken.keys()].filter((x) => transitions.has(x));
      if (stale.length) lines.push(`      listed as untaken but taken: ${stale.join('; ')}`);
      if (untaken.size && process.env.MODEL_VERBOSE)
        lines.push(`      not taken, and why: ${[...untaken].map(([x, why]) => `${x}: ${why}`).join('; ')}`);
      if (total.skipped.length && process.env.MODEL_VERBOSE)
        lines.push(`      not drivable from the UI: ${total.skipped.join('; ')}`);
      if (!complete) continue;
      for (const x of missing) problems.push(`${machine}: the state ${x} was not reached`);
      for (const x of notTaken)
        problems.push(`${machine}: "${x}" was not taken (take it, or list it in \`untaken\` with why)`);
      for (const x of stale) problems.push(`${machine}: "${x}" is listed as untaken but was taken`);
    }
    if (ATLAS) {
      const unpictured = writeAtlasPage(
        [...this.machines].map(([id, { total }]) => ({ id, states: total.allStates })),
        ATLAS_LANG,
      );
      lines.push(`State atlas (${ATLAS_LANG}) written: ${unpictured.length} states without a picture.`);
      for (const x of unpictured) problems.push(`atlas: ${x} has no picture`);
    }
    if (problems.length) lines.push('', 'The UI model run FAILED:', ...problems.map((p) => `  ✘ ${p}`));
    console.log(lines.join('\n'));
    if (problems.length && result.status === 'passed') return { status: 'failed' };
  }
}
