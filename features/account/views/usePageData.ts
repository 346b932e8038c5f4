import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlowMarks } from '../../../src/bindings/flowMarks';
import { useFlow } from '../../../src/bindings/useFlow';
import type { Runtime } from '../../../src/flows/runtime';
import type { PageDataLogic } from '../flows/accountFlows';

/**
 * A page's data flow: its actor, its state name, its data typed as the flow's read answers it, and what
 * the page's `LoadState` shows (skeleton, `acct.loadFailed` and a retry).
 */
export function usePageData<T>(makeLogic: (runtime: Runtime) => PageDataLogic<T>) {
  // The logic is made once per page visit.
  const actor = useFlow(makeLogic);
  const marks = useFlowMarks(actor);
  const state = marks['data-state'];
  const data = useSelector(actor, (s) => s.context.data);
  const retry = useCallback(() => actor.send({ type: 'RETRY' }), [actor]);
  const reload = useCallback(() => actor.send({ type: 'RELOAD' }), [actor]);
  const { t } = useTranslation();
  const load = {
    loading: state === 'loading',
    failed: state === 'failed',
    message: t('acct.loadFailed'),
    onRetry: retry,
    skeleton: 'card skeleton-card',
  };
  return { actor, state, marks, data, retry, reload, load };
}
