import type { APIRequestContext, Locator, Page, Route, TestInfo } from '@playwright/test';
import type { AnyEventObject, AnyStateMachine, EventFromLogic } from 'xstate';
import { stateName } from '../../src/bindings/flowMarks';
import { expectFlowState } from '../helpers';
import { pictureLater, pictureNow } from './atlas';
import { eventsOf, type Plan, type PlannedPath, type PlanStep, planPaths, type StateIdOf } from './plan';

/**
 * The UI model suite's runner: a machine's two tables, what each event is in the app
 * and what each state must show, and the Playwright side of running a planned path.
 *
 * A step whose event a member sends (`perform`) is done in the page; the steps right after it that only
 * the backend decides (`xstate.done.actor.*`, `xstate.error.actor.*`) are `arm`ed on the demo backend
 * before the member acts. A state that waits on a call `holds` that call's path: the request is kept until
 * the state has been checked, so a busy state is seen, not raced. A delay (`xstate.after.*`) runs on
 * Playwright's clock, paused before the member step that leads into the delayed state.
 */

export interface Member {
  loginId: string;
  password: string;
  area: string;
  /** The session's bearer token: the demo backend's `fail` hook counts only this member's calls. */
  token: string;
  sessionId: string;
}

export interface ApiCall {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export interface ModelContext {
  page: Page;
  request: APIRequestContext;
  member: Member;
  /** The origin the app is served from (`http://localhost:4174`). */
  baseURL: string;
  /** The view's root (`[data-machine=…]`). */
  view: Locator;
  /** Every `/api/*` request the page sent since the path began, in order. */
  calls: (path: string) => ApiCall[];
  /** The model's state after the step: what the app must show. */
  model: { value: unknown; context: Record<string, unknown> };
  /** The event of the step that led here. */
  event: AnyEventObject;
  /** Every event of the path up to this step, this one last. */
  history: AnyEventObject[];
  /** How many times each state id was entered along the path so far. */
  entered: (stateId: string) => number;
  /** The next request to `path` gets this envelope instead of the demo backend's answer (a call that is
   * not the member's own, like a visitor's login, cannot be told apart by the `fail` hook's token). */
  answerNext: (path: string, envelope: { errorCode: number; data: unknown }) => void;
  /** Data the machine's setup keeps for its checks (balances at start, the member's banks …). */
  data: Record<string, unknown>;
}

export interface EventMapping<E extends AnyEventObject = AnyEventObject> {
  /** The payloads the paths use (default: `{ type }`). */
  payloads?: E[];
  /** What the member does first, before the backend is told anything (reading balances again …). */
  before?: (ctx: ModelContext, event: E) => Promise<void>;
  /** What the member does. */
  perform?: (ctx: ModelContext, event: E) => Promise<void>;
  /** What the demo backend is told before the member step that leads to this answer. */
  arm?: (ctx: ModelContext, event: E) => Promise<void>;
  /** The UI cannot send it in these states (or at all): why. A list: any of its rules. */
  unavailable?: Unavailable<E> | Unavailable<E>[];
  /** A named delay: the milliseconds Playwright's clock runs. */
  delay?: number;
}

export interface Unavailable<E extends AnyEventObject = AnyEventObject> {
  in?: string[];
  when?: (context: Record<string, unknown>, event: E) => boolean;
  why: string;
}

export interface StateExpectation {
  /** Paths of calls held while the state is checked (the state waits on them). */
  holds?: string[];
  /** Anything else the state waits on (the app shell's answer …), held while it is checked: called before
   * the member step that leads here; `arrived` resolves once the page asks, `release` lets the answer go. */
  waitsOn?: (ctx: ModelContext) => Hold;
  /** The view is gone in this state (the app navigated on): its `data-state` is not checked. */
  leaves?: boolean;
  /** Why the view's `data-state` does not say this state (a page the app has not taken over yet). */
  unmarked?: string;
  /** What must be visible in this state. */
  check: (ctx: ModelContext) => Promise<void>;
}

/** Something the app waits for, kept back while a state is checked. */
export interface Hold {
  arrived: () => Promise<void>;
  release: () => Promise<void> | void;
}

/**
 * A hold for `waitsOn`: whatever keeps the page waiting calls `arrive()` when the page asks and waits for
 * `released`, which resolves once the state has been checked.
 */
export function heldBack(): { hold: Hold; arrive: () => void; released: Promise<void> } {
  let arrive!: () => void;
  let release!: () => void;
  const came = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { hold: { arrived: () => came, release }, arrive, released };
}

type MachineEventType<M extends AnyStateMachine> = EventFromLogic<M>['type'];

/** A machine's UI tables: a state without an expectation, or an event without a mapping, fails to compile. */
export interface UiModel<M extends AnyStateMachine> {
  machine: M;
  /** Tells this table from another one of the same machine (another way in): `login (handover)`. */
  variant?: string;
  /** The browser's user agent for its paths (the Android app's …). */
  userAgent?: string;
  /** The machine as planned: placeholder actors, deterministic actions (beginIntent …). */
  planned: AnyStateMachine;
  input?: unknown;
  contextKey?: (context: never) => unknown;
  maxSteps?: number;
  /** Situations the paths must also reach (`planPaths`' goals), as names. */
  goals?: (state: { value: unknown; context: Record<string, unknown> }) => string[];
  events: { [T in MachineEventType<M>]: EventMapping<Extract<EventFromLogic<M>, { type: T }>> } & {
    [T: `xstate.${string}`]: EventMapping;
  };
  states: Record<StateIdOf<M>, StateExpectation>;
  /** Checked in every state, after the state's own check (calls sent and not sent …). */
  always?: (ctx: ModelContext) => Promise<void>;
  /** Opens the view for a fresh member; answers data for the checks. */
  setup: (ctx: Omit<ModelContext, 'model' | 'event' | 'entered' | 'history'>) => Promise<void>;
  /** The view's root. */
  view: (page: Page) => Locator;
  /** A delayed state that ends this soon (a 180 ms animation) is caught by stopping the clock before the
   * member step that leads into it, not after it is seen. */
  holdClockBeforeDelays?: boolean;
  /** What the view's `data-state` says for a state value (default: the whole value, `stateName`). */
  stateMark?: (value: unknown) => string;
  /**
   * Transitions the UI cannot take, named as the coverage names them (`source EVENT -> target [guard]`),
   * each with why. The model run fails when any other transition of the machine is taken by none of its
   * tables' paths, and when one listed here is taken (the reason no longer holds).
   */
  untaken?: Record<string, string>;
}

/** A check that asserts nothing: `async () => {}` (comments aside). */
export function isEmptyCheck(check: unknown): boolean {
  if (typeof check !== 'function') return true;
  const source = check
    .toString()
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/\s+/g, '');
  return (
    /^(async)?(\([^)]*\)|[\w$]+)=>(\{\}|\(\)|undefined|void0|null)$/.test(source) ||
    /^(async)?function[\w$]*\([^)]*\)\{\}$/.test(source)
  );
}

/**
 * What is wrong with a machine's table (empty when nothing): a state of the machine without a row, a row
 * whose check is missing or empty, a row for no state, a transition listed as untaken that the machine does
 * not have or without a reason.
 */
export function tableProblems(ui: UiModel<AnyStateMachine>, planned: Plan): string[] {
  const rows = ui.states as Record<string, StateExpectation | undefined>;
  const problems: string[] = [];
  for (const id of planned.allStates) {
    const row = rows[id];
    if (!row) problems.push(`${id}: no row in the table`);
    else if (isEmptyCheck(row.check)) problems.push(`${id}: its check is missing or empty`);
  }
  for (const id of Object.keys(rows))
    if (!planned.allStates.includes(id)) problems.push(`${id}: a row for no state of the machine`);
  for (const [transition, why] of Object.entries(ui.untaken ?? {})) {
    if (!planned.allTransitions.includes(transition))
      problems.push(`untaken "${transition}": no such transition in the machine`);
    if (!why.trim()) problems.push(`untaken "${transition}": no reason given`);
  }
  return problems;
}

export function plan<M extends AnyStateMachine>(ui: UiModel<M>): Plan {
  const table = ui.events as Record<string, EventMapping | undefined>;
  return planPaths(ui.planned, {
    events: eventsOf(ui.planned, table),
    input: ui.input,
    contextKey: ui.contextKey,
    maxSteps: ui.maxSteps,
    goals: ui.goals,
    drivable: ({ value, context }, event) => {
      const here = stateName(value).split(' ');
      for (const u of [table[event.type]?.unavailable ?? []].flat()) {
        const inState = !u.in || u.in.some((s) => here.some((h) => h === s || h.startsWith(`${s}.`)));
        if (inState && (!u.when || u.when(context, event))) return u.why;
      }
      return true;
    },
  });
}

const isActorEvent = (type: string) =>
  type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.');

/** Holds the next request to a path until released. */
class Gate {
  private waiting = new Map<string, { arrived: () => void; route?: Route; release?: () => void }[]>();
  private answers = new Map<string, unknown[]>();
  /** The next request to `path` is answered with `body` (after any hold), not by the demo backend. */
  answer(path: string, body: unknown) {
    const key = path.toLowerCase();
    this.answers.set(key, [...(this.answers.get(key) ?? []), body]);
  }
  constructor(private page: Page) {}
  async install() {
    await this.page.route(
      (url) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/__demo'),
      async (route) => {
        const path = new URL(route.request().url()).pathname.toLowerCase();
        const list = this.waiting.get(path);
        const slot = list?.find((s) => !s.route);
        if (slot) {
          slot.route = route;
          const released = new Promise<void>((resolve) => {
            slot.release = resolve;
          });
          slot.arrived();
          await released;
        }
        const answers = this.answers.get(path);
        const answer = answers?.shift();
        if (answer !== undefined) return route.fulfill({ status: 200, json: answer });
        await route.fallback();
      },
    );
  }
  /** Expects one request to `path`; answers a function that waits for it and one that lets it go. */
  hold(path: string) {
    const key = path.toLowerCase();
    let arrived!: () => void;
    const came = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const slot: { arrived: () => void; route?: Route; release?: () => void } = { arrived };
    this.waiting.set(key, [...(this.waiting.get(key) ?? []), slot]);
    return {
      arrived: () => came,
      release: () => {
        slot.release?.();
        this.waiting.set(
          key,
          (this.waiting.get(key) ?? []).filter((s) => s !== slot),
        );
      },
    };
  }
}

export interface PathResult {
  states: string[];
  transitions: string[];
}

/** Runs one planned path in the page; answers what it reached and asserted. */
export async function runPath<M extends AnyStateMachine>(
  ui: UiModel<M>,
  path: PlannedPath,
  base: { page: Page; request: APIRequestContext; member: Member; baseURL: string },
  testInfo: TestInfo,
): Promise<PathResult> {
  const { page } = base;
  const table = ui.events as Record<string, EventMapping | undefined>;
  const states = ui.states as Record<string, StateExpectation | undefined>;
  // An actor's answer is the backend's, unless a member gives it (a dialog's button: `perform`).
  const isBackendEvent = (type: string) => isActorEvent(type) && !table[type]?.perform;
  const calls: ApiCall[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/__demo')) return;
    let body: Record<string, unknown> = {};
    try {
      body = (r.postDataJSON() as Record<string, unknown>) ?? {};
    } catch {}
    calls.push({ path: url.pathname.toLowerCase(), body, headers: r.headers() });
  });
  const gate = new Gate(page);
  await gate.install();
  await page.clock.install();
  const data: Record<string, unknown> = {};
  const view = ui.view(page);
  const mark = ui.stateMark ?? stateName;
  const common = {
    ...base,
    view,
    data,
    answerNext: (p: string, envelope: { errorCode: number; data: unknown }) => gate.answer(p, envelope),
    calls: (p: string) => calls.filter((c) => c.path === p.toLowerCase()),
  };

  // One object per step, so a step the planner reuses at two places of a path has each place's history.
  const steps = path.steps.map((s) => ({ ...s }));
  const enteredCount = new Map<string, number>();
  const reached: PathResult = { states: [], transitions: [] };
  let previous: string[] = [];
  const enter = (step: PlanStep) => {
    const targets = step.transitions.flatMap((t) => t.split(' -> ')[1]?.split(' ')[0]?.split(',') ?? []);
    for (const s of step.states) {
      if (!previous.includes(s) || targets.includes(`${ui.machine.id}.${s}`))
        enteredCount.set(s, (enteredCount.get(s) ?? 0) + 1);
    }
    previous = step.states;
  };
  const contextFor = (step: PlanStep): ModelContext => ({
    ...common,
    model: { value: step.value, context: step.context as Record<string, unknown> },
    event: step.event,
    history: steps.slice(0, steps.indexOf(step) + 1).map((s) => s.event),
    entered: (id) => enteredCount.get(id) ?? 0,
  });
  const t0 = Date.now();
  const check = async (step: PlanStep, label: string) => {
    if (process.env.MODEL_DEBUG) console.log(`${Date.now() - t0}ms ${label} -> ${stateName(step.value)}`);
    const ctx = contextFor(step);
    await testInfo.attach(`step ${label}`, { body: JSON.stringify(step.value), contentType: 'text/plain' });
    if (!step.states.some((id) => states[id]?.leaves || states[id]?.unmarked))
      await expectFlowState(view, mark(step.value), `data-state after ${label}`);
    pictureLater(page, ui.machine.id, step.states);
    for (const id of step.states) {
      const row = states[id];
      if (!row || isEmptyCheck(row.check)) throw new Error(`${ui.machine.id}: no check for the state ${id}`);
      await row.check(ctx);
    }
    await ui.always?.(ctx);
    await pictureNow(page);
    reached.states.push(...step.states);
  };

  let clockHeld = false;
  const holdsOf = (chain: PlanStep[]): Hold[][] =>
    chain.map((s) => [
      ...s.states.flatMap((id) => states[id]?.holds ?? []).map((p) => gate.hold(p)),
      ...s.states.flatMap((id) => {
        const waitsOn = states[id]?.waitsOn;
        return waitsOn ? [waitsOn(contextFor(s))] : [];
      }),
    ]);
  /** Checks each state of a chain: a held one while its call waits, the last one once it rests. */
  const settle = async (
    chain: PlanStep[],
    holds: ReturnType<typeof holdsOf>,
    labelOf: (k: number) => string,
  ) => {
    for (const [k, s] of chain.entries()) {
      const label = labelOf(k);
      enter(s);
      const held = holds[k] ?? [];
      if (held.length) {
        for (const h of held) await h.arrived();
        await check(s, label);
        for (const h of held) await h.release();
      } else if (s === chain.at(-1)) {
        if (s.delayed && clockHeld) {
          // Stopped before the member's step: the state stays while it is checked.
        } else if (s.delayed) {
          // A state that leaves on a delay is held on the clock (300 ms more for rendering) until checked.
          await expectFlowState(view, mark(s.value));
          await holdClock(page);
          await page.clock.fastForward(300);
          clockHeld = true;
        }
        await check(s, label);
      }
      reached.transitions.push(...s.transitions);
    }
  };

  // Opening the view is the first member step: the backend's answers to it are armed before.
  let i = 0;
  while (i < steps.length && isBackendEvent(steps[i]!.event.type)) i++;
  const opening = [path.start, ...steps.slice(0, i)];
  for (const s of opening.slice(1))
    await table[s.event.type]?.arm?.(contextFor(path.start), s.event as never);
  const openingHolds = holdsOf(opening);
  await ui.setup(common);
  await settle(opening, openingHolds, (k) => (k === 0 ? 'start' : `${k}. ${opening[k]!.event.type}`));

  while (i < steps.length) {
    const step = steps[i]!;
    const mapping = table[step.event.type];
    // The chain: this step and the backend's answers right after it.
    let end = i + 1;
    while (end < steps.length && isBackendEvent(steps[end]!.event.type)) end++;
    const chain = steps.slice(i, end);
    const ctxBefore = contextFor(step);
    await mapping?.before?.(ctxBefore, step.event as never);
    for (const s of chain) await table[s.event.type]?.arm?.(ctxBefore, s.event as never);
    const holds = holdsOf(chain);
    if (mapping?.delay !== undefined) {
      await page.clock.runFor(mapping.delay);
    } else {
      if (ui.holdClockBeforeDelays && chain.at(-1)?.delayed && !clockHeld) {
        await holdClock(page);
        clockHeld = true;
      }
      await mapping?.perform?.(ctxBefore, step.event as never);
    }
    if (clockHeld && !(ui.holdClockBeforeDelays && chain.at(-1)?.delayed)) {
      await page.clock.resume();
      clockHeld = false;
    }
    const first = i;
    await settle(chain, holds, (k) => `${first + k + 1}. ${chain[k]!.event.type}`);
    i = end;
  }
  return reached;
}

/** Stops Playwright's clock now (the page's time runs on; a target it already passed is retried later). */
async function holdClock(page: Page) {
  for (let margin = 50; ; margin += 100) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + margin);
      return;
    } catch (error) {
      if (margin > 400 || !String(error).includes('to the past')) throw error;
    }
  }
}
