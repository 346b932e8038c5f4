import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { type AnyActorRef, matchesState, type SnapshotFrom, type StateValue } from 'xstate';
import { stateName } from '../../domain/stateName';

/**
 * Contract §6: the root element of each machine-driven view carries `data-machine="{machine id}"` and
 * `data-state="{current state value}"`. This is the one place that writes them.
 */

export { stateName };

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

/** The states a snapshot's `matches` takes: its machine's (a misspelt one does not compile); any for none. */
export type StateOf<TSnapshot> = TSnapshot extends { matches: (state: infer V) => boolean } ? V : StateValue;

/** The tags a snapshot's `hasTag` takes: its machine's, if it names them. */
export type TagOf<TSnapshot> = TSnapshot extends { hasTag: (tag: infer T) => boolean } ? T : string;

/**
 * Where a flow stands, without its context: its marks, and `matches` and `hasTag` as its snapshot has them,
 * with their types (`FlowStatus<SnapshotFrom<typeof logic>>`). A shared piece that takes any flow's status
 * takes `FlowStatus`.
 */
export interface FlowStatus<TSnapshot = unknown> {
  marks: FlowMarks;
  matches(state: StateOf<TSnapshot>): boolean;
  hasTag(tag: TagOf<TSnapshot>): boolean;
}

/** Two state values the same as `data-state` shows them: the view renders again only when that changes. */
const sameState = (a: StateValue, b: StateValue) => a === b || stateName(a) === stateName(b);

/**
 * A flow's status, typed by its actor, selected as its state value and its tags (a string), so context
 * changes do not render the view; `matches` is XState's own (`matchesState`), on the value selected.
 */
export function useFlowStatus<TActor extends AnyActorRef>(
  actor: TActor,
  part: StatePart = whole,
): FlowStatus<SnapshotFrom<TActor>> {
  const { 'data-machine': machine, 'data-state': shown } = useFlowMarks(actor, part);
  const value = useSelector(actor, (s) => (s as { value: StateValue }).value, sameState);
  const tags = useSelector(actor, (s) => [...(s as { tags: Set<string> }).tags].sort().join(' '));
  return useMemo(() => {
    const tagList = tags.split(' ');
    return {
      marks: { 'data-machine': machine, 'data-state': shown },
      matches: (state: unknown) => matchesState(state as StateValue, value),
      hasTag: (tag: unknown) => tagList.includes(tag as string),
    };
  }, [machine, shown, value, tags]);
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
): [FlowStatus<SnapshotFrom<TActor>>, TView] {
  const status = useFlowStatus(actor, part);
  return [status, useSelector(actor as AnyActorRef, view as (snapshot: unknown) => TView, shallowEqual)];
}
