import { type AnyStateMachine, assign } from 'xstate';
import { checkRules, type RulesReport, type StateRules } from './modelCoverage';

/**
 * One rule table checked on variants of a machine (with and without a pre-rendered page's copy), as one
 * report: a rule must be reached, and assert, in some variant; any variant that breaks a rule breaks it.
 */
export function rulesAcross(reports: RulesReport[]): RulesReport {
  const [first, ...rest] = reports;
  if (!first) throw new Error('no report');
  const checks: Record<string, number> = {};
  for (const r of reports)
    for (const [key, n] of Object.entries(r.checks)) checks[key] = (checks[key] ?? 0) + n;
  return {
    violations: reports.flatMap((r) => r.violations),
    withoutRule: [...new Set(reports.flatMap((r) => r.withoutRule))],
    neverChecked: first.neverChecked.filter((key) => rest.every((r) => r.neverChecked.includes(key))),
    checks,
    neverAsserted: [...new Set(reports.flatMap((r) => r.neverAsserted))],
    pathCount: reports.reduce((n, r) => n + r.pathCount, 0),
  };
}

/** The rules checked on every transition of each variant of the machine, as one report. */
export const checkRulesAcross = <M extends AnyStateMachine>(
  variants: M[],
  rules: StateRules<M>,
  options: Parameters<typeof checkRules<M>>[2],
): RulesReport =>
  rulesAcross(variants.map((machine) => checkRules(machine, rules, { ...options, everyTransition: true })));

/**
 * A screen machine whose page may carry its answer (`answerAtHand`, `keepAnswerAtHand`): the rules checked
 * on it as it reads, and as it starts from the page's copy (`copy`: the context the copy gives).
 */
export function checkRulesWithPageCopy<M extends AnyStateMachine>(
  machine: M,
  copy: () => Record<string, unknown>,
  rules: StateRules<M>,
  options: Parameters<typeof checkRules<M>>[2],
): RulesReport {
  const withCopy = (machine.provide as (implementations: object) => M)({
    guards: { answerAtHand: () => true },
    actions: { keepAnswerAtHand: assign(copy) },
  });
  return checkRulesAcross([machine, withCopy], rules, options);
}
