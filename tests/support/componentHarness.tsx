import { act, cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { expect } from 'vitest';
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  createActor,
  type StateValue,
  type StateValueFrom,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import en from '../../public/locales/en.json' with { type: 'json' };
import { stateName } from '../../src/bindings/flowMarks';
import { type I18n, i18nOptions } from '../../src/i18n';

/**
 * Component tests of the views: a view is rendered with the real i18n texts and the
 * actor it starts is driven, from its machine's own graph, into each of the machine's states; the test
 * then asserts what a member sees and can press there. The states come from the machine (shortest paths
 * of `xstate/graph`), not from hand-written snapshots: a state added to the machine without an
 * expectation is a compile error in the test's typed table, and an unreachable one a failure.
 */

/** The English texts, with the app's interpolation (`{name}`, `{0}`): what every view is rendered with. */
const ENGLISH: I18n = i18next.createInstance({
  ...i18nOptions('en'),
  resources: { en: { translation: en } },
  initAsync: false,
});
void ENGLISH.init();

/** A state value's paths as `stateName` writes them, parents included (`submitting`, `submitting.booking`). */
type StatePaths<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]: `${K}.${StatePaths<V[K]>}` }[keyof V & string]
    : never;
/** The paths with no path below them: the atomic states. */
type Leaves<P extends string, All extends string = P> = P extends unknown
  ? [Extract<All, `${P}.${string}`>] extends [never]
    ? P
    : never
  : never;

/**
 * The atomic states of a machine, as `stateName` writes them (`editing`, `submitting.booking`,
 * `wheel.spinning.turning`; each region of a parallel machine on its own): the keys of a test's table of
 * expectations, so a state added to the machine is a compile error until the table says what it shows.
 */
export type AtomicStates<M extends AnyStateMachine> = Leaves<StatePaths<StateValueFrom<M>>>;

/**
 * Every state (as `data-state` writes it) with the shortest list of events that reaches it. `part` picks
 * what of the state value names it (say one region of a parallel machine: `(v) => ({ wheel: v.wheel })`);
 * `contextKey` what of the context tells two snapshots apart (all of it unless told; a machine whose
 * context grows without end, such as a wheel's position, needs it to keep the graph finite).
 */
export function pathsToStates(
  machine: AnyStateMachine,
  events: AnyEventObject[],
  input?: unknown,
  {
    part = (value) => value,
    contextKey = (context) => context,
  }: { part?: (value: StateValue) => unknown; contextKey?: (context: never) => unknown } = {},
): Map<string, AnyEventObject[]> {
  const paths = getShortestPaths(machine, {
    events,
    input,
    // State and context: an event that only fills the form still leads somewhere new.
    serializeState: (snapshot: { value: unknown; context: unknown }) =>
      `${stateName(snapshot.value)} ${JSON.stringify(contextKey(snapshot.context as never))}`,
    serializeEvent: (event: AnyEventObject) => JSON.stringify(event),
  } as never);
  const byState = new Map<string, AnyEventObject[]>();
  for (const path of paths) {
    const name = stateName(part((path.state as { value: StateValue }).value));
    const steps = path.steps
      .map((step) => step.event as AnyEventObject)
      .filter((e) => e.type !== 'xstate.init');
    if (!byState.has(name) || (byState.get(name)?.length ?? 0) > steps.length) byState.set(name, steps);
  }
  return byState;
}

/** The actors the view rendered last started with `useFlow`, in start order. */
const started: AnyActorRef[] = [];

/**
 * `useFlow` as the app has it, keeping the actors a view starts, so a test can drive them. The test file
 * mocks `src/app/useFlow` with `capturingUseFlow()`.
 */
export async function capturingUseFlow() {
  const { useActorRef } = await import('@xstate/react');
  const { useMemo } = await import('react');
  return {
    useFlow: (
      factory: (runtime: never) => AnyStateMachine,
      { deps = [], input }: { input?: unknown; deps?: readonly unknown[] } = {},
    ) => {
      // As the app's hook: the logic is made again only when the named deps change.
      const logic = useMemo(() => factory({} as never), deps);
      const actor = useActorRef(logic, { input } as never);
      if (!started.includes(actor)) started.push(actor);
      return actor;
    },
  };
}

/** A started actor of `machine` that nothing drives but the test (for actors the view reads, not starts). */
export const standing = (machine: AnyStateMachine, input?: unknown) =>
  createActor(machine, { input }).start();

/** Whether a control can be used now (`aria-disabled` and a disabled fieldset count too). */
export const usable = (element: HTMLElement) =>
  !(element as HTMLButtonElement).disabled &&
  element.getAttribute('aria-disabled') !== 'true' &&
  !element.closest('fieldset:disabled');

/**
 * The router's `Link` as a plain anchor whose `href` is the route with its parameters filled in, for a view
 * rendered without a router: `vi.mock('@tanstack/react-router', async (original) =>
 * (await import('./support/componentHarness')).linkAsAnchor(await original()))`.
 */
export function linkAsAnchor<T extends object>(router: T) {
  function Link({
    to,
    params = {},
    className,
    children,
  }: {
    to: string;
    params?: Record<string, string>;
    className?: string;
    children?: ReactNode;
  }) {
    const href = to.replace(/\$(\w+)/g, (whole, name: string) => params[name] ?? whole);
    return (
      <a className={className} href={href}>
        {children}
      </a>
    );
  }
  return { ...router, Link };
}

/** Renders `node` alone, in English; answers the actors it starts (in start order, as they start). */
export function renderView(node: ReactNode) {
  cleanup();
  started.length = 0;
  render(<I18nextProvider i18n={ENGLISH}>{node}</I18nextProvider>);
  return started;
}

/**
 * Renders `node`, drives the flow number `index` it starts along `events` (after `before` went to the
 * others), and checks the marks of `machine`: answers that flow, the machine's root element and every flow
 * the view started.
 */
export function showIn(
  node: ReactNode,
  {
    machine,
    index = 0,
    state,
    events,
    before = [],
  }: {
    machine: string;
    index?: number;
    state: string;
    events: AnyEventObject[];
    before?: [number, AnyEventObject][];
  },
) {
  const started = renderView(node);
  const actor = started[index];
  if (!actor) throw new Error(`the view started no flow number ${index}`);
  act(() => {
    for (const [other, event] of before) started[other]?.send(event);
    for (const event of events) actor.send(event);
  });
  const root = document.querySelector<HTMLElement>(`[data-machine="${machine}"]`);
  if (!root) throw new Error(`no ${machine} on screen`);
  expect(root.getAttribute('data-state')).toBe(state);
  return { actor, root, started };
}
