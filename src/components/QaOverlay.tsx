import { useSyncExternalStore } from 'react';
import { qaRecorder } from '../app/qa/qaRecorder';

/** `?qa=1`: each running actor, its current state and its last events, on top of the app. */
export default function QaOverlay() {
  useSyncExternalStore(qaRecorder.subscribe, qaRecorder.version);
  return (
    <aside className="qa-overlay" aria-label="QA state overlay" data-testid="qa-overlay">
      <table>
        <thead>
          <tr>
            <th scope="col">actor</th>
            <th scope="col">state</th>
            <th scope="col">last events</th>
          </tr>
        </thead>
        <tbody>
          {qaRecorder.traces().map((trace) => (
            <tr key={trace.id} data-actor={trace.id}>
              <td>{trace.id}</td>
              <td>{trace.state}</td>
              <td>{trace.events.join(' ← ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </aside>
  );
}
