import { cleanup, render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { type AnyActorRef, type AnyEventObject, type AnyStateMachine, createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import en from '../../public/locales/en.json' with { type: 'json' };
import { stateName } from '../../src/app/flowMarks';

/**
 * Component tests of the views (issue 11 item 6): a view is rendered with the real i18n texts and the
 * actor it starts is driven, from its machine's own graph, into each of the machine's states; the test
 * then asserts what a member sees and can press there. The states come from the machine (shortest paths
 * of `xstate/graph`), not from hand-written snapshots: a state added to the machine without an
 * expectation is a compile error in the test's typed table, and an unreachable one a failure.
 */

/** The English texts, with the app's interpolation (`{name}`, `{0}`). */
export async function englishTexts(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    react: { useSuspense: false },
  });
  return instance;
}

/** Every state (as `data-state` writes it) with the shortest list of events that reaches it. */
export function pathsToStates(
  machine: AnyStateMachine,
  events: AnyEventObject[],
  input?: unknown,
): Map<string, AnyEventObject[]> {
  const paths = getShortestPaths(machine, {
    events,
    input,
    // State and context: an event that only fills the form still leads somewhere new.
    serializeState: (snapshot: { value: unknown; context: unknown }) =>
      `${stateName(snapshot.value)} ${JSON.stringify(snapshot.context)}`,
    serializeEvent: (event: AnyEventObject) => JSON.stringify(event),
  } as never);
  const byState = new Map<string, AnyEventObject[]>();
  for (const path of paths) {
    const name = stateName((path.state as { value: unknown }).value);
    const steps = path.steps
      .map((step) => step.event as AnyEventObject)
      .filter((e) => e.type !== 'xstate.init');
    if (!byState.has(name) || (byState.get(name)?.length ?? 0) > steps.length) byState.set(name, steps);
  }
  return byState;
}

/**
 * The actors a view starts with `useFlow`, kept in start order, so a test can drive them. The test file
 * mocks `src/app/useFlow` with `capturingUseFlow(captured)`.
 */
export function capturingUseFlow(captured: AnyActorRef[]) {
  return async () => {
    const { useActorRef } = await import('@xstate/react');
    const { useMemo } = await import('react');
    return {
      useFlow: (factory: (runtime: never) => AnyStateMachine, options: { input?: unknown } = {}) => {
        const logic = useMemo(() => factory({} as never), [factory]);
        const actor = useActorRef(logic, { input: options.input } as never);
        if (!captured.includes(actor)) captured.push(actor);
        return actor;
      },
    };
  };
}

/** A started actor of `machine` that nothing drives but the test (for actors the view reads, not starts). */
export const standing = (machine: AnyStateMachine, input?: unknown) =>
  createActor(machine, { input }).start();

/** Whether a control can be used now (a disabled fieldset counts too). */
export const usable = (element: HTMLElement) =>
  !(element as HTMLButtonElement).disabled && !element.closest('fieldset:disabled');

export function renderView(node: ReactNode, texts: i18n) {
  cleanup();
  return render(<I18nextProvider i18n={texts}>{node}</I18nextProvider>);
}
