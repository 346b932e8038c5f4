import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useRuntime } from '../bindings/RuntimeContext';

/** Slow work only: a quick screen change should not flash the overlay. */
const SHOW_AFTER_MS = 250;

/** The loading overlay (spec §2, contract §6): `role="status"`, reads "Loading…". */
export function LoadingOverlay() {
  const runtime = useRuntime();
  const sessionBusy = useSelector(runtime.session, (s) => s.hasTag('busy'));
  const routing = useRouterState({ select: (s) => s.status === 'pending' });
  const busy = sessionBusy || routing;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
