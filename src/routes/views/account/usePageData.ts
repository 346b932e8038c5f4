import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageDataLogic } from '../../../app/accountFlows';
import { useFlow } from '../../../app/useFlow';
import { stateName } from './stateName';

/**
 * A page's data flow: its actor, its state name, its data typed as the flow's read answers it, and what
 * the page's `LoadState` shows (skeleton, `acct.loadFailed` and a retry).
 */
export function usePageData<T>(makeLogic: () => PageDataLogic<T>) {
  // The logic is made once per page visit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once, like useActorRef's logic
  const logic = useMemo(makeLogic, []);
  const actor = useFlow(logic);
  const state = useSelector(actor, (s) => stateName(s.value));
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
  return { actor, state, data, retry, reload, load };
}
