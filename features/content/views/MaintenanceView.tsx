import { useSelector } from '@xstate/react';
import { useRuntime } from '../../../src/bindings/RuntimeContext';
import { StaticNotice } from './StaticNotice';

export default function MaintenanceView() {
  const runtime = useRuntime();
  const state = useSelector(runtime.failover, (s) => String(s.value));
  return <StaticNotice kind="maintenance" machine={{ id: 'hostFailover', state }} />;
}
