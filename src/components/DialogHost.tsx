import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { topState, useFlowMarks } from '../bindings/flowMarks';
import { useRuntime } from '../bindings/RuntimeContext';

const ConfirmDialogView = lazy(() => import('./ConfirmDialog'));

/**
 * Where the global confirm dialog lives. The dialog's view and its motion code load the first time the
 * machine leaves `hidden`, keeping them off the first load; until then only this marker renders.
 */
export function DialogHost() {
  const { dialog } = useRuntime();
  const used = useSelector(dialog, (s) => !s.matches('hidden') || s.context.current !== null);
  const marks = useFlowMarks(dialog, topState);
  if (!used) return <div {...marks} className="dialog-host" />;
  return (
    <Suspense fallback={<div {...marks} className="dialog-host" />}>
      <ConfirmDialogView />
    </Suspense>
  );
}
