import { describe, expect, it } from 'vitest';
import { assign, createActor } from 'xstate';
import { HISTORY_LENGTH, navigationHistoryMachine } from '../machines/navigationHistory';
import { expectFullCoverage, expectRulesKept } from './support/fullCoverage';
import { checkRules, coverage, type StateRules, type Step } from './support/modelCoverage';

/**
 * The floating menu's back button (spec §4): it returns to the screen seen before, and goes home when
 * there is none (a deep link, a fresh app start). The walk reaches every state and arrow; the rule table
 * says what each step holds and does, written apart from the machine.
 */

type M = typeof navigationHistoryMachine;
const HOME = '/m/en-vn/home';
const PROMOTIONS = '/m/en-vn/Promotion';
const GAMES = '/m/en-vn/Games';
const NAVIGATED = [HOME, PROMOTIONS, GAMES].map((url) => ({ type: 'NAVIGATED', url }));

/** The URLs remembered after arriving at `url`: the last two different ones in a row, oldest first. */
const remembered = (before: string[], url: string) =>
  before.at(-1) === url ? before : [...before, url].slice(-2);

const ranOf = (step: Step<M>, type: string) => step.ran.filter((r) => r.type === type);

/** Common to every state: an arrival is remembered and moves the member nowhere. */
function arrivals(step: Step<M>) {
  const { event, previous, context } = step;
  if (event.type === 'NAVIGATED' && previous) {
    expect(context.urls, 'the screens remembered').toEqual(remembered(previous.context.urls, event.url));
    expect(ranOf(step, 'navigateTo'), 'an arrival navigates nowhere').toEqual([]);
    expect(ranOf(step, 'goHome'), 'an arrival goes nowhere').toEqual([]);
  }
  expect(context.urls.length).toBeLessThanOrEqual(HISTORY_LENGTH);
}

const rules: StateRules<M> = {
  // Nothing to go back to: back goes home and forgets nothing.
  noPrevious: (step) => {
    arrivals(step);
    const { event, previous, context } = step;
    expect(context.urls.length, 'at most the screen on show').toBeLessThan(2);
    if (!previous) expect(context.urls, 'a fresh start remembers nothing').toEqual([]);
    if (event.type === 'BACK' && previous?.matches('noPrevious')) {
      expect(ranOf(step, 'goHome'), 'back with nothing before goes home').toHaveLength(1);
      expect(ranOf(step, 'navigateTo')).toEqual([]);
      expect(context.urls).toEqual(previous.context.urls);
    }
    if (event.type === 'BACK' && previous?.matches('hasPrevious')) {
      // Back returns to the older screen; the one left is forgotten.
      expect(ranOf(step, 'navigateTo').map((r) => r.params)).toEqual([previous.context.urls[0]]);
      expect(ranOf(step, 'goHome')).toEqual([]);
      expect(context.urls).toEqual(previous.context.urls.slice(0, 1));
    }
  },
  // The screen on show and the one before it, two different ones.
  hasPrevious: (step) => {
    arrivals(step);
    const { urls } = step.context;
    expect(urls).toHaveLength(2);
    expect(urls[0], 'two different screens').not.toBe(urls[1]);
    expect(step.event.type, 'only an arrival brings a screen before').toBe('NAVIGATED');
  },
};

describe('navigationHistory', () => {
  it('the walk: first URL, second URL, back, back with nothing before', () => {
    expectFullCoverage(coverage(navigationHistoryMachine, { payloads: { NAVIGATED } }));
  });

  it('every state of every generated path keeps its rule', () => {
    expectRulesKept(
      checkRules(navigationHistoryMachine, rules, { payloads: { NAVIGATED }, everyTransition: true }),
    );
  });

  it('back goes home on a fresh start and after a single screen, and to the screen before after two', () => {
    const went: string[] = [];
    const actor = createActor(
      navigationHistoryMachine.provide({
        actions: {
          goHome: () => void went.push('home'),
          navigateTo: (_, url: string) => void went.push(url),
        },
      }),
    ).start();
    actor.send({ type: 'BACK' });
    actor.send({ type: 'NAVIGATED', url: PROMOTIONS });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'NAVIGATED', url: GAMES });
    actor.send({ type: 'BACK' });
    expect(went).toEqual(['home', 'home', PROMOTIONS]);
  });

  it('mutation: a back button that returns to the screen on show is reported', () => {
    const mutant = navigationHistoryMachine.provide({
      actions: { forgetCurrent: assign({ urls: ({ context }) => context.urls.slice(1) }) },
    });
    expect(
      checkRules(mutant, rules, { payloads: { NAVIGATED }, everyTransition: true }).violations.join('\n'),
    ).toMatch(/noPrevious after .*BACK/);
  });
});
