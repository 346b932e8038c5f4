import { expect } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { silentActors } from '../../src/qa/machineWalk';
import { type CoverageReport, coverage, type RulesReport } from './modelCoverage';

/** Every state reached, every transition taken, every path replayed the same on a live actor. */
export function expectFullCoverage(report: CoverageReport) {
  expect(report.missingStates, 'states never reached').toEqual([]);
  expect(report.missingTransitions, 'transitions never taken').toEqual([]);
  expect(report.replayMismatches, 'paths that replay differently').toEqual([]);
  expect(report.pathCount).toBeGreaterThan(0);
}

/** The machine, its effects silenced, walked from the model's options: fully covered. */
export function expectMachineCovered<M extends AnyStateMachine>(
  machine: M,
  options: Parameters<typeof coverage<M>>[1],
) {
  expectFullCoverage(coverage(silentActors(machine), options));
}

/** Every state reached had a rule, every rule ran, and none was broken. */
export function expectRulesKept(report: RulesReport) {
  expect(report.withoutRule, 'states without a rule').toEqual([]);
  expect(report.neverChecked, 'rules no path reached').toEqual([]);
  expect(report.violations, 'states that broke their rule').toEqual([]);
}
