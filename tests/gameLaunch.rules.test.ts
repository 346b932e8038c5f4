import { describe, expect, it } from 'vitest';
import {
  countryRestricted,
  gameLaunchMachine,
  type LaunchFacts,
  type LaunchTarget,
  startingGame,
} from '../features/content/machines/gameLaunch';
import { expectRulesKept } from './support/fullCoverage';
import { checkRules, runsOf, type StateRules, type Step, startsOf } from './support/modelCoverage';
import { done } from './support/stubs';

/**
 * Launching a game held to its rules in every state (spec §5, §9): only a member plays (a visitor is asked
 * to log in); a PT game only where the login country is the currency's; the server is asked for the URL of
 * the game tapped and the game page opens with it; a second tap while one launch runs starts nothing.
 */

type M = typeof gameLaunchMachine;
const PT: LaunchTarget = { provider: 'PT', gameCode: 'pt-bonus', launch: 'cmd' };
const SBO: LaunchTarget = { provider: 'SBO', gameCode: 'sbo-slot', launch: 'url' };
const facts = (loggedIn: boolean, loginIpGeo: string): LaunchFacts => ({
  loggedIn,
  loginIpGeo,
  currId: 'VND',
});
const options = {
  payloads: {
    LAUNCH: [
      { type: 'LAUNCH', game: PT },
      { type: 'LAUNCH', game: SBO },
    ],
    'xstate.done.actor.readFacts': [
      done('readFacts', facts(false, 'VN')),
      done('readFacts', facts(true, 'VN')),
      done('readFacts', facts(true, 'TH')),
    ],
    'xstate.done.actor.startGame': [done('startGame', 'https://games.example/play?t=1')],
  },
};
const factsOf = (step: Step<M>) => (step.event as unknown as { output: LaunchFacts }).output;
const names = (step: Step<M>) => step.ran.map((r) => r.type);

const rules: StateRules<M> = {
  idle: (step) => {
    const { event, previous, context } = step;
    expect(startingGame(step.state), 'no tile shows a launch').toBeUndefined();
    expect(step.started).toEqual([]);
    if (event.type === 'xstate.done.actor.readFacts') {
      const f = factsOf(step);
      if (!f.loggedIn) expect(names(step), 'a visitor is asked to log in').toEqual(['askToLogIn']);
      else {
        expect(countryRestricted(context.game!.provider, f), 'only a restricted game stops here').toBe(true);
        expect(names(step), 'refused for the country').toEqual(['refuseCountry']);
      }
    } else if (event.type === 'xstate.done.actor.startGame')
      expect(
        runsOf([step], 'openGame').map((r) => r.params),
        'the game page opens with its URL',
      ).toEqual(['https://games.example/play?t=1']);
    else {
      // Nothing yet, or a failure the dispatcher has shown: nothing opened.
      if (previous) expect(event.type).toMatch(/^xstate\.error\.actor\./);
      expect(names(step)).toEqual([]);
    }
  },
  checking: (step) => {
    const { event, context } = step;
    expect(event.type).toBe('LAUNCH');
    expect(context.game, 'the game tapped').toEqual((event as unknown as { game: LaunchTarget }).game);
    expect(
      step.started.map((s) => s.src),
      'who taps is read first',
    ).toEqual(['readFacts']);
    expect(startingGame(step.state), 'its tile shows the launch').toBe(context.game!.gameCode);
    expect(step.state.can({ type: 'LAUNCH', game: SBO }), 'a second tap starts nothing').toBe(false);
  },
  starting: (step) => {
    const f = factsOf(step);
    const game = step.context.game!;
    expect(f.loggedIn, 'only a member plays').toBe(true);
    expect(countryRestricted(game.provider, f), 'allowed in this country').toBe(false);
    expect(
      startsOf([step], 'startGame').map((s) => s.input),
      'the URL of that game asked for',
    ).toEqual([game]);
    expect(runsOf([step], 'openGame')).toEqual([]);
    expect(step.state.can({ type: 'LAUNCH', game: SBO }), 'a second tap starts nothing').toBe(false);
  },
};

describe('game launch: each state against its rules', () => {
  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(checkRules(gameLaunchMachine, rules, { ...options, everyTransition: true }));
  });
});
