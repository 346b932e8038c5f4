// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type AnyEventObject, createMachine, type StateValue } from 'xstate';
import type { RouletteInfo } from '../features/rewards/contract/rewardsReplies';
import { redEnvelopeMachine } from '../features/rewards/machines/redEnvelope';
import { rewardMissionsMachine } from '../features/rewards/machines/rewardMissions';
import { rouletteMachine } from '../features/rewards/machines/roulette';
import LuckyDrawView from '../features/rewards/views/LuckyDrawView';
import { type AtomicStates, pathsToStates, showIn, standing, usable } from './support/componentHarness';
import { rouletteInfo } from './support/rewardFixtures';
import { done, error, pending } from './support/stubs';

/**
 * The lucky-draw page's wheel in every state of the roulette machine's `wheel` region: what a member
 * (and a visitor) sees and can press. The page starts the roulette first, then the missions and the red
 * envelope for a member (left loading here); the roulette is driven along the machine's shortest paths,
 * its timers included, with every delay so long that only the test moves the wheel.
 */

// vi.mock factories run before this file's own code: they reach the test's actors through `flows`.
const flows = vi.hoisted(() => ({
  member: true,
  sessions: {} as Record<'member' | 'visitor', unknown>,
  roulette: null as unknown,
  missions: null as unknown,
  envelope: null as unknown,
  askToLogIn: null as unknown as () => void,
}));
vi.mock('../src/bindings/useFlow', async () =>
  (await import('./support/componentHarness')).capturingUseFlow(),
);
vi.mock('../src/components/useScreen', () => ({ useScreen: () => ({ screen: undefined, area: 'en-vn' }) }));
vi.mock('../src/bindings/RuntimeContext', () => ({
  useRuntime: () => ({ session: flows.member ? flows.sessions.member : flows.sessions.visitor }),
}));

/** A session that only says who is there: the page reads its `member` tag. */
const sessionOf = (who: 'member' | 'visitor') =>
  standing(
    createMachine({ initial: who, states: { member: { tags: 'member' }, visitor: { tags: 'visitor' } } }),
  );
flows.sessions = { member: sessionOf('member'), visitor: sessionOf('visitor') };

const NEVER = 2 ** 30;
const askToLogIn = vi.fn();
const rouletteLogic = rouletteMachine.provide({
  actors: { loadInfo: pending(), spin: pending() },
  actions: { askToLogIn },
  delays: { spinStep: NEVER, resultDelay: NEVER, coin: NEVER, reloadAfter: NEVER },
});
flows.roulette = rouletteLogic;
flows.missions = rewardMissionsMachine.provide({ actors: { loadMissions: pending(), claim: pending() } });
flows.envelope = redEnvelopeMachine.provide({ actors: { loadEnvelope: pending(), claim: pending() } });
vi.mock('../features/rewards/flows/rewardFlows', () => ({
  rouletteLogic: () => flows.roulette,
  rewardMissionsLogic: () => flows.missions,
  redEnvelopeLogic: () => flows.envelope,
}));

const info = (spinCount: number): RouletteInfo =>
  rouletteInfo({
    spinCount,
    winnerList: [{ date: '2026-11-20T10:00:00Z', user: 'lu***y', reward: '100 bonus', type: 'bonus' }],
  });
const WON = { rewardId: 'r2', reward: '20 bonus', spinCount: 2 };

/** A timer of the machine, as the clock would fire it. */
const fired = (delay: string, stateId: string) => ({ type: `xstate.after.${delay}.roulette.${stateId}` });
const EVENTS: AnyEventObject[] = [
  done('loadInfo', info(3)),
  error('loadInfo', new Error('not read')),
  { type: 'SPIN' },
  done('spin', WON),
  error('spin', { code: 1, key: 'lucky_noSpin' }),
  fired('spinStep', 'wheel.stopping'),
  fired('resultDelay', 'wheel.landed'),
  fired('coin', 'wheel.result.coins'),
  { type: 'CLOSE_RESULT' },
  { type: 'RETRY' },
];
const wheelPart = (value: StateValue) => ({ wheel: (value as { wheel: StateValue }).wheel });
// Positions grow without end; the wheel's place modulo its four segments is what matters.
const contextKey = (c: {
  position: number;
  stepsLeft: number;
  info: RouletteInfo | null;
  result: unknown;
}) => [c.position % 4, c.stepsLeft, c.info?.spinCount ?? null, c.result === null];
type WheelState = Extract<AtomicStates<typeof rouletteMachine>, `wheel.${string}`>;

const spinButton = () => screen.queryByRole('button', { name: /^Spin/ });
/** The Spin button, which the test needs to be there. */
function theSpinButton() {
  const spin = spinButton();
  if (!spin) throw new Error('no Spin button');
  return spin;
}
const spinsLeft = () => document.querySelector('.spins-left')?.textContent;
/** The reward under the pointer, read from the wheel's turn as drawn. */
function rewardUnderPointer() {
  const svg = document.querySelector<SVGElement>('svg.wheel');
  const turn = Number(/rotate\((-?[\d.]+)deg\)/.exec(svg?.style.transform ?? '')?.[1]);
  const segments = [...(svg?.querySelectorAll('[data-reward]') ?? [])];
  const angle = 360 / segments.length;
  const count = segments.length;
  const index = ((Math.round((-turn - angle / 2) / angle) % count) + count) % count;
  return segments[index]?.getAttribute('data-reward');
}

/** The wheel's frame: the card busy, blank segments and no reward, the Spin button shown but disabled. */
const frameShown = () => {
  const card = document.querySelector('.wheel-card');
  expect(card?.getAttribute('aria-busy')).toBe('true');
  expect(card?.querySelectorAll('svg.wheel.is-blank path')).toHaveLength(8);
  expect(card?.querySelector('[data-reward], text')).toBeNull();
  const spin = spinButton();
  expect(spin?.textContent).toBe('Spin');
  expect((spin as HTMLButtonElement | null)?.disabled).toBe(true);
  expect(spin?.getAttribute('aria-busy')).toBe('true');
};

/** The wheel is drawn and its button can't start a spin: the machine would not take one now. */
const wheelBusy = (label: string) => {
  const spin = spinButton();
  expect(spin?.textContent).toBe(label);
  expect(spin && usable(spin)).toBe(false);
};

const EXPECTED: Record<WheelState, () => void> = {
  'wheel.loading': () => {
    // The wheel's frame where the wheel will be: blank segments, no reward, its button not usable yet.
    frameShown();
    expect(spinsLeft()).toBe('\u00a0');
    // The terms are static: there from the start, above where the lists will come.
    expect(screen.getByText('Terms and conditions')).toBeTruthy();
    expect(document.querySelector('.skeleton-card')).toBeNull();
  },
  'wheel.unavailable': () => {
    expect(screen.getByRole('alert').textContent).toContain('The lucky draw is not available right now.');
    expect(usable(screen.getByRole('button', { name: 'Try again' }))).toBe(true);
    expect(spinButton()).toBeNull();
    // The frame gave way to the failure.
    expect(document.querySelector('.wheel-card')).toBeNull();
    expect(screen.getByText('Terms and conditions')).toBeTruthy();
  },
  'wheel.idle': () => {
    const spin = spinButton();
    expect(spin?.textContent).toBe('Spin');
    expect(spin && usable(spin)).toBe(true);
    expect(spinsLeft()).toBe('3 spins left');
    expect(document.querySelector('svg.wheel')?.getAttribute('class')).toBe('wheel');
    // The rewards on offer, three at a time, in wheel order.
    expect(screen.getByRole('region', { name: 'Rewards' }).textContent).toBe(
      '10 bonusBonus20 bonusBonus50 pointsPoints',
    );
    expect(screen.getByRole('tab', { name: 'Latest winners' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('lu***y')).toBeTruthy();
    expect(screen.getByText('Terms and conditions')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = document.querySelector('.wheel-card');
    expect(card?.hasAttribute('aria-busy')).toBe(false);
    expect(card?.querySelector('.is-blank')).toBeNull();
    expect(spin?.hasAttribute('aria-busy')).toBe(false);
  },
  'wheel.spinning.turning': () => {
    // The spin call is in flight: the wheel turns and nothing starts another.
    wheelBusy('Spinning…');
    expect(document.querySelector('svg.wheel')?.getAttribute('class')).toBe('wheel is-spinning');
    expect(spinsLeft()).toBe('3 spins left');
  },
  'wheel.stopping': () => {
    wheelBusy('Spinning…');
    // The answer's spin count is shown at once.
    expect(spinsLeft()).toBe('2 spins left');
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  'wheel.landed': () => {
    wheelBusy('Spin');
    expect(rewardUnderPointer()).toBe('r2');
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  'wheel.result.coins': () => {
    wheelBusy('Spin');
    const dialog = screen.getByRole('dialog', { name: 'Congratulations! You won' });
    expect(within(dialog).getByText('20 bonus')).toBeTruthy();
    expect(within(dialog).getByText('2 spins left')).toBeTruthy();
    expect(dialog.querySelector('.coins')).not.toBeNull();
    expect(usable(within(dialog).getByRole('button', { name: 'OK' }))).toBe(true);
    expect(rewardUnderPointer()).toBe('r2');
  },
  'wheel.result.shown': () => {
    wheelBusy('Spin');
    const dialog = screen.getByRole('dialog', { name: 'Congratulations! You won' });
    expect(dialog.querySelector('.coins')).toBeNull();
    expect(usable(within(dialog).getByRole('button', { name: 'OK' }))).toBe(true);
  },
};

/** The path as a test's name: `done.actor.spin → after.spinStep ×9 → …`. */
function stepsOf(events: AnyEventObject[]) {
  const names = events.map((e) => e.type.replace('xstate.', '').replace(/\.roulette\..*$/, ''));
  const runs: string[] = [];
  for (let i = 0; i < names.length; ) {
    let j = i;
    while (names[j] === names[i]) j++;
    runs.push(j - i > 1 ? `${names[i]} ×${j - i}` : (names[i] ?? ''));
    i = j;
  }
  return runs.join(' → ') || 'on arrival';
}

beforeAll(() => {
  // The page's language, as the app sets it (the winners' dates are written in it).
  document.documentElement.lang = 'en';
});

/** The flows the page started, in start order. */
let started: AnyActorRef[] = [];

/** Renders the page for a member or a visitor and drives the roulette (the first flow it starts). */
function show(member: boolean, state: string, events: AnyEventObject[]) {
  flows.member = member;
  const shown = showIn(<LuckyDrawView />, { machine: 'roulette', state, events });
  started = shown.started;
  const roulette = shown.actor;
  expect(screen.getByRole('heading', { level: 2, name: 'Lucky draw' })).toBeTruthy();
  return roulette;
}

describe("Lucky draw: the wheel, in every state of the roulette's wheel region (a member)", () => {
  const paths = pathsToStates(rouletteLogic, EVENTS, { loggedIn: true }, { part: wheelPart, contextKey });

  it('reaches every state of the region', () => {
    expect([...paths.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [state, events] of paths) {
    it(`${state}: ${stepsOf(events)}`, () => {
      // The page's marks name the wheel's state without its inner steps (`spinning`, not `spinning.turning`).
      show(true, state.split('.')[1] ?? '', events);
      // A member's missions and red envelope are on the page with the wheel.
      expect(screen.getByRole('heading', { name: 'Reward missions' })).toBeTruthy();
      EXPECTED[state as WheelState]();
    });
  }

  it('idle: pressing Spin starts a spin', () => {
    const roulette = show(true, 'idle', [done('loadInfo', info(3))]);
    const spin = theSpinButton();
    act(() => fireEvent.click(spin));
    expect(roulette.getSnapshot().matches({ wheel: 'spinning' })).toBe(true);
    expect(spinButton()?.textContent).toBe('Spinning…');
  });

  it('idle with no spins left: the button is greyed and pressing it starts nothing', () => {
    const roulette = show(true, 'idle', [done('loadInfo', info(0))]);
    expect(spinsLeft()).toBe('0 spins left');
    const spin = theSpinButton();
    expect(usable(spin)).toBe(false);
    act(() => fireEvent.click(spin));
    expect(roulette.getSnapshot().matches({ wheel: 'idle' })).toBe(true);
  });

  it('a refused spin puts the wheel back at rest, silently', () => {
    show(true, 'idle', [done('loadInfo', info(3)), { type: 'SPIN' }, error('spin', { code: 1, key: 'x' })]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rewardUnderPointer()).toBe('r1');
    expect(usable(spinButton() as HTMLElement)).toBe(true);
  });
});

describe('Lucky draw: the wheel for a visitor', () => {
  it('idle: asks them to log in, and pressing Spin does (no spin starts)', () => {
    askToLogIn.mockClear();
    const roulette = show(false, 'idle', [done('loadInfo', info(0))]);
    expect(spinsLeft()).toBe('Log in to spin the wheel.');
    const spin = theSpinButton();
    expect(usable(spin)).toBe(true);
    act(() => fireEvent.click(spin));
    expect(askToLogIn).toHaveBeenCalledTimes(1);
    expect(roulette.getSnapshot().matches({ wheel: 'idle' })).toBe(true);
    // Missions and the red envelope are a member's.
    expect(screen.queryByRole('heading', { name: 'Reward missions' })).toBeNull();
    expect(started).toHaveLength(1);
  });
});

describe("Lucky draw: the wheel's frame while the info is read, and what takes its place", () => {
  const oneReward = (count: number) => ({ ...info(3), rewardList: info(3).rewardList.slice(0, count) });

  it('the rewards fill in the frame: the same card, line and button, now usable', () => {
    const roulette = show(true, 'loading', []);
    frameShown();
    const [card, line, spin] = ['.wheel-card', '.spins-left', '.spin-button'].map((s) =>
      document.querySelector(s),
    );
    act(() => roulette.send(done('loadInfo', info(3))));
    expect(document.querySelector('.wheel-card')).toBe(card);
    expect(document.querySelector('.spins-left')).toBe(line);
    expect(spinButton()).toBe(spin);
    expect(line?.textContent).toBe('3 spins left');
    expect(document.querySelectorAll('.wheel-card [data-reward]')).toHaveLength(4);
    expect(document.querySelector('.wheel-card .is-blank')).toBeNull();
    expect(usable(spin as HTMLElement)).toBe(true);
  });

  for (const count of [1, 0])
    it(`${count} reward${count ? '' : 's'}: no wheel (spec: more than one), the frame goes`, () => {
      const roulette = show(true, 'loading', []);
      act(() => roulette.send(done('loadInfo', oneReward(count))));
      expect(document.querySelector('.wheel-card')).toBeNull();
      expect(spinButton()).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryAllByRole('region', { name: 'Rewards' })).toHaveLength(count);
      expect(screen.getByText('Terms and conditions')).toBeTruthy();
    });

  it('a failed read: the frame gives way to the reason and a retry, which brings the frame back', () => {
    const roulette = show(true, 'loading', []);
    act(() => roulette.send(error('loadInfo', new Error('not read'))));
    expect(document.querySelector('.wheel-card')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(roulette.getSnapshot().matches({ wheel: 'loading' })).toBe(true);
    frameShown();
  });

  it('read again after a spin: the wheel stays with its rewards, busy, with no frame or skeleton', () => {
    show(true, 'loading', [
      done('loadInfo', info(3)),
      { type: 'SPIN' },
      done('spin', { ...WON, rewardId: 'r1' }),
      ...Array.from({ length: 8 }, () => fired('spinStep', 'wheel.stopping')),
      fired('resultDelay', 'wheel.landed'),
      { type: 'CLOSE_RESULT' },
    ]);
    const card = document.querySelector('.wheel-card');
    expect(card?.getAttribute('aria-busy')).toBe('true');
    expect(card?.querySelectorAll('[data-reward]')).toHaveLength(4);
    expect(card?.querySelector('.is-blank')).toBeNull();
    expect(document.querySelector('.skeleton-card')).toBeNull();
    expect(spinsLeft()).toBe('2 spins left');
  });

  it('the terms come before the lists, so the lists arriving move nothing above them', () => {
    show(true, 'idle', [done('loadInfo', info(3))]);
    const terms = document.querySelector('.terms');
    const lists = [screen.getByRole('region', { name: 'Rewards' }), screen.getByRole('tablist')];
    for (const list of lists)
      expect((terms?.compareDocumentPosition(list) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("a visitor's frame already says how to spin", () => {
    show(false, 'loading', []);
    frameShown();
    expect(spinsLeft()).toBe('Log in to spin the wheel.');
  });
});
