import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AnyActorRef, SnapshotFrom, StateValue } from 'xstate';

/**
 * Contract §6: the root element of each machine-driven view carries `data-machine="{machine id}"` and
 * `data-state="{current state value}"`. This is the one place that writes them.
 */

/** A state value as `data-state` shows it: `editing`, `forgot.filling`, `form.filling loginId.available`. */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) =>
      stateName(child)
        .split(' ')
        .map((part) => `${key}.${part}`)
        .join(' '),
    )
    .join(' ');
}

export interface FlowMarks {
  'data-machine': string;
  'data-state': string;
}

/** The two attributes, for a view that knows its machine's id and state value. */
export const flowMarks = (machine: string, state: unknown): FlowMarks => ({
  'data-machine': machine,
  'data-state': stateName(state),
});

/** Which part of the state value a view shows: all of it, or (say) one parallel region. */
export type StatePart = (value: StateValue) => unknown;

/** The top-level state only (`shown`, not `shown.detailExpanded`). */
export const topState: StatePart = (value) => (typeof value === 'string' ? value : Object.keys(value)[0]);

const whole: StatePart = (value) => value;

/** The marks of a running flow: its machine id and its current state, selected as one string. */
export function useFlowMarks(actor: AnyActorRef, part: StatePart = whole): FlowMarks {
  const state = useSelector(actor, (s) => stateName(part((s as { value: StateValue }).value)));
  return flowMarks(machineIdOf(actor), state);
}

/** Where a flow stands, without its context: its marks, `matches` and `hasTag`, as a snapshot has them. */
export interface FlowStatus {
  marks: FlowMarks;
  matches: (state: StateValue) => boolean;
  hasTag: (tag: string) => boolean;
}

/** A flow's status, selected as two strings (state and tags), so context changes do not render the view. */
export function useFlowStatus(actor: AnyActorRef, part: StatePart = whole): FlowStatus {
  const { 'data-machine': machine, 'data-state': shown } = useFlowMarks(actor, part);
  const name = useSelector(actor, (s) => stateName((s as { value: StateValue }).value));
  const tags = useSelector(actor, (s) => [...(s as { tags: Set<string> }).tags].sort().join(' '));
  return useMemo(() => {
    const active = name.split(' ');
    const tagList = tags.split(' ');
    return {
      marks: { 'data-machine': machine, 'data-state': shown },
      matches: (state) =>
        stateName(state)
          .split(' ')
          .every((wanted) => active.some((path) => path === wanted || path.startsWith(`${wanted}.`))),
      hasTag: (tag) => tagList.includes(tag),
    };
  }, [machine, shown, name, tags]);
}

function machineIdOf(actor: AnyActorRef): string {
  return (actor as { logic?: { id?: string } }).logic?.id ?? actor.id;
}

/**
 * A view's two selections of its flow: where it stands (`useFlowStatus`) and its machine's view model
 * (`view`, compared with `shallowEqual`), never the whole snapshot.
 */
export function useFlowView<TActor extends AnyActorRef, TView>(
  actor: TActor,
  view: (snapshot: SnapshotFrom<TActor>) => TView,
  part: StatePart = whole,
): [FlowStatus, TView] {
  const status = useFlowStatus(actor, part);
  return [status, useSelector(actor as AnyActorRef, view as (snapshot: unknown) => TView, shallowEqual)];
}
