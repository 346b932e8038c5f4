import { useSelector } from '@xstate/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Actor } from 'xstate';
import { confirmDialogMachine } from '../../machines/confirmDialog';
import { flowMarks, topState, useFlowMarks } from '../bindings/flowMarks';
import { useRuntime } from '../bindings/RuntimeContext';

const ConfirmDialogView = lazy(() => import('./ConfirmDialog'));

/** What the host shows before anything has asked for a dialog: the machine's marks at its first state. */
const NOT_YET_ASKED = flowMarks(confirmDialogMachine.id, confirmDialogMachine.config.initial);

/**
 * Where the global confirm dialog lives. The dialog's machine is made when something first asks for a
 * dialog, and its view and motion code load the first time the machine leaves `hidden`, keeping all three
 * off the first load; until then only this marker renders.
 */
export function DialogHost() {
  const { dialog } = useRuntime();
  const made = useSyncExternalStore(dialog.subscribe, dialog.made, dialog.made);
  if (!made) return <div {...NOT_YET_ASKED} className="dialog-host" />;
  return <AskedDialogHost dialog={made} />;
}

function AskedDialogHost({ dialog }: { dialog: Actor<typeof confirmDialogMachine> }) {
  const used = useSelector(dialog, (s) => !s.matches('hidden') || s.context.current !== null);
  const marks = useFlowMarks(dialog, topState);
  if (!used) return <div {...marks} className="dialog-host" />;
  return (
    <Suspense fallback={<div {...marks} className="dialog-host" />}>
      <ConfirmDialogView />
    </Suspense>
  );
}
