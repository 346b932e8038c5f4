import { createContext, useContext } from 'react';
import type { Runtime } from '../flows/runtime';

export const RuntimeContext = createContext<Runtime | null>(null);

/** The app's actors and API, for views that send events and read state. */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside RuntimeContext');
  return runtime;
}
