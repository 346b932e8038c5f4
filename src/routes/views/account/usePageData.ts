import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import type { PageDataLogic } from '../../../app/accountFlows';
import { useFlow } from '../../../app/useFlow';
import { stateName } from './stateName';

/** A page's data flow: its actor, its state name, and its data typed as the flow's read answers it. */
export function usePageData<T>(makeLogic: () => PageDataLogic<T>) {
  // The logic is made once per page visit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, like useActorRef's logic
  const logic = useMemo(makeLogic, []);
  const actor = useFlow(logic);
  const state = useSelector(actor, (s) => stateName(s.value));
  const data = useSelector(actor, (s) => s.context.data);
  const retry = useCallback(() => actor.send({ type: 'RETRY' }), [actor]);
  const reload = useCallback(() => actor.send({ type: 'RELOAD' }), [actor]);
  return { actor, state, data, retry, reload };
}
