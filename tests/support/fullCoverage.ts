import { expect } from 'vitest';
import type { CoverageReport } from './modelCoverage';

/** Every state reached, every transition taken, every path replayed the same on a live actor. */
export function expectFullCoverage(report: CoverageReport) {
  expect(report.missingStates, 'states never reached').toEqual([]);
  expect(report.missingTransitions, 'transitions never taken').toEqual([]);
  expect(report.replayMismatches, 'paths that replay differently').toEqual([]);
  expect(report.pathCount).toBeGreaterThan(0);
}
