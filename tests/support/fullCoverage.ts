import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { silentActors } from '../../src/qa/machineWalk';
import { committedEdges, edgesOf } from './mermaid';
import { allStateNodes, type CoverageReport, coverage, type RulesReport } from './modelCoverage';

/** Every state reached, every transition taken, every path replayed the same on a live actor. */
export function expectFullCoverage(report: CoverageReport) {
  expect(report.missingStates, 'states never reached').toEqual([]);
  expect(report.missingTransitions, 'transitions never taken').toEqual([]);
  expect(report.replayMismatches, 'paths that replay differently').toEqual([]);
  expect(report.pathCount).toBeGreaterThan(0);
  expectCommittedGraphWalked(report);
}

/** The machine, its effects silenced, walked from the model's options: fully covered. */
export function expectMachineCovered<M extends AnyStateMachine>(
  machine: M,
  options: Parameters<typeof coverage<M>>[1],
) {
  expectFullCoverage(coverage(silentActors(machine), options));
}

/**
 * The walk took exactly the arrows of the machine's committed graph (docs/state-graphs/<id>.md, reviewed
 * when it changes): an arrow deleted from the machine is one the walk never took, an arrow retargeted or
 * given another event or guard is one the graph does not have. The initial states are the graph's too.
 */
export function expectCommittedGraphWalked(report: CoverageReport) {
  const { machine } = report;
  const graph = readFileSync(`docs/state-graphs/${machine.id}.md`, 'utf8');
  const walked = report.fired.flatMap((def) => edgesOf(machine, def)).sort();
  expect(walked, `the walk of ${machine.id} against its committed graph`).toEqual(
    committedEdges(graph).sort(),
  );
  const initials = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('[*] -->'));
  expect(initials(graph).length).toBeGreaterThan(0);
  for (const node of [machine.root, ...allStateNodes(machine)])
    if (node.initial?.target?.[0])
      expect(initials(graph), `the initial state of ${node.id}`).toContain(
        `[*] --> ${node.initial.target[0].path.join('_')}`,
      );
}

/** Every state reached had a rule, every rule ran and asserted something, and none was broken. */
export function expectRulesKept(report: RulesReport) {
  expect(report.withoutRule, 'states without a rule').toEqual([]);
  expect(report.neverChecked, 'rules no path reached').toEqual([]);
  expect(report.violations, 'states that broke their rule').toEqual([]);
  expect(report.neverAsserted, 'rules that ran but never asserted anything').toEqual([]);
}
