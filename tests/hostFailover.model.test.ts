import { describe, expect, it } from 'vitest';
import { type HostFailoverInput, hostFailoverMachine } from '../machines/hostFailover';
import { expectFullCoverage, expectRulesKept } from './support/fullCoverage';
import { checkRules, coverage, type StateRules, type Step } from './support/modelCoverage';

/** Two mirrors, none in use yet; the last one in use; a page on a primary domain. */
const FAILOVER_INPUTS: HostFailoverInput[] = [
  { onPrimaryDomain: false, hostCount: 2, hostIndex: -1 },
  { onPrimaryDomain: false, hostCount: 2, hostIndex: 1 },
  { onPrimaryDomain: true, hostCount: 2, hostIndex: -1 },
];

describe('hostFailover: model-based coverage', () => {
  it('hostFailover: mirrors left, none left, primary domain', () => {
    expectFullCoverage(coverage(hostFailoverMachine, { inputs: FAILOVER_INPUTS }));
  });
});

describe('hostFailover: each state against spec §4 and contract §2 (hostIndex)', () => {
  type M = typeof hostFailoverMachine;
  const input = (step: Step<M>) => step.input as HostFailoverInput;
  const ranOf = (step: Step<M>, type: string) => step.ran.filter((r) => r.type === type);
  /** Nothing is reloaded, remembered or shown by this step. */
  const quiet = (step: Step<M>) =>
    expect(
      step.ran.map((r) => r.type),
      'nothing done',
    ).toEqual([]);
  const rules: StateRules<M> = {
    // Calls go to the current host: at start, and again once a call was answered after maintenance.
    online: (step) => {
      quiet(step);
      if (step.previous)
        expect(step.event.type, 'only an answered call brings it back').toBe('SERVER_REACHED');
      expect(step.context.hostIndex, 'the host in use stays').toBe(input(step).hostIndex);
    },
    // A mirror is left and the page is not on a primary domain: the next one is remembered, then reloaded.
    switchingHost: (step) => {
      const { onPrimaryDomain, hostCount, hostIndex } = input(step);
      expect(step.event.type).toBe('NETWORK_FAILED');
      expect(onPrimaryDomain, 'no failover on a primary domain').toBe(false);
      expect(step.context.hostIndex, 'the next mirror').toBe(hostIndex + 1);
      expect(step.context.hostIndex, 'a mirror config.json lists').toBeLessThan(hostCount);
      expect(
        ranOf(step, 'rememberHost').map((r) => r.params),
        'its index in the cookie',
      ).toEqual([hostIndex + 1]);
      expect(ranOf(step, 'reload'), 'then the page reloads onto it').toHaveLength(1);
      expect(ranOf(step, 'goToMaintenance')).toEqual([]);
    },
    // Nothing left to try (a primary domain, or the last mirror): maintenance with its alert, no reload.
    unreachable: (step) => {
      const { onPrimaryDomain, hostCount, hostIndex } = input(step);
      expect(onPrimaryDomain || hostIndex + 1 >= hostCount, 'only with no mirror left').toBe(true);
      if (step.event.type === 'NETWORK_FAILED')
        expect(
          step.ran.map((r) => r.type),
          'maintenance, once',
        ).toEqual(['goToMaintenance']);
      else quiet(step);
      expect(step.context.hostIndex).toBe(hostIndex);
    },
  };
  const options = { inputs: FAILOVER_INPUTS, everyTransition: true };

  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(hostFailoverMachine, rules, options));
  });

  it('mutation: a failover on a primary domain is reported', () => {
    const mutant = hostFailoverMachine.provide({
      guards: { mirrorLeft: ({ context }) => context.hostIndex + 1 < context.hostCount },
    });
    expect(checkRules(mutant, rules, options).violations.join('\n')).toMatch(
      /switchingHost after NETWORK_FAILED: no failover on a primary domain/,
    );
  });

  it('mutation: maintenance while a mirror is left is reported', () => {
    const mutant = hostFailoverMachine.provide({ guards: { mirrorLeft: () => false } });
    expect(checkRules(mutant, rules, options).violations.join('\n')).toMatch(
      /unreachable after NETWORK_FAILED: only with no mirror left/,
    );
  });
});
