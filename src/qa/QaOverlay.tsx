import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyStateMachine } from 'xstate';
import { maskedPayload } from './maskPayload';
import { type ActorTrace, qaRecorder } from './qaRecorder';
import type { GraphLayout } from './stateGraphLayout';
import './qaInspector.css';

/**
 * `?qa=1`: the state inspector (contract §8). Each running actor is a `<section data-actor>` with its
 * machine drawn as an SVG graph (laid out by dagre, fetched only here, in QA mode): every state node carries
 * `data-state-id`, the active ones `data-active="true"`, and the last transition is animated (not under
 * reduced motion). Below, a timeline of events with their payloads, secrets masked. Everything is a tap:
 * the panel opens and closes with a button (remembered for the tab), each actor folds on its heading.
 * When the state atlas is served (`npm run atlas`, then `npm start`: /m/__atlas/, contract §9), each state
 * it has a picture of links to its entry there.
 */

const ATLAS = `${import.meta.env.BASE_URL}__atlas/`;

/** The state ids the atlas has a picture of (its `atlas.json`), read once; none when it is not served. */
let atlasRead: Promise<ReadonlySet<string>> | null = null;
const readAtlas = (): Promise<ReadonlySet<string>> => {
  atlasRead ??= fetch(`${ATLAS}atlas.json`)
    .then((r) => (r.ok ? (r.json() as Promise<Record<string, string[]>>) : null))
    .then((entries) => new Set<string>(Object.values(entries ?? {}).flat()))
    .catch(() => new Set<string>());
  return atlasRead;
};

/** A state of the graph, a link to its picture in the atlas when there is one. */
function AtlasLink({
  id,
  pictured,
  children,
}: {
  id: string;
  pictured: ReadonlySet<string>;
  children: ReactNode;
}) {
  if (!pictured.has(id)) return children;
  return (
    <a href={`${ATLAS}#${id}`} target="_blank" rel="noopener" aria-label={`${id} in the state atlas`}>
      {children}
    </a>
  );
}

type Layout = (machine: AnyStateMachine) => GraphLayout;

const layouts = new WeakMap<AnyStateMachine, GraphLayout>();
const layoutOf = (layout: Layout, machine: AnyStateMachine) => {
  let laid = layouts.get(machine);
  if (!laid) {
    laid = layout(machine);
    layouts.set(machine, laid);
  }
  return laid;
};

const OPEN_KEY = 'qa-open';
const readOpen = () => {
  try {
    return sessionStorage.getItem(OPEN_KEY) === '1';
  } catch {
    return false;
  }
};

export default function QaOverlay() {
  useSyncExternalStore(qaRecorder.subscribe, qaRecorder.version);
  const [layout, setLayout] = useState<Layout | null>(null);
  const [open, setOpen] = useState(readOpen);
  const [pictured, setPictured] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    let live = true;
    void import('./stateGraphLayout').then((m) => live && setLayout(() => m.layoutMachine));
    void readAtlas().then((ids) => live && setPictured(ids));
    return () => {
      live = false;
    };
  }, []);
  const toggle = () => {
    setOpen(!open);
    try {
      sessionStorage.setItem(OPEN_KEY, open ? '0' : '1');
    } catch {
      // kept for this page only
    }
  };
  // The screen's flows are read from the page: a screen that mounts its views redraws the list.
  const [, setScreenMarks] = useState(0);
  useEffect(() => {
    let frame = 0;
    const changes = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScreenMarks((n) => n + 1));
    });
    const main = document.getElementById('main');
    if (main) changes.observe(main, { childList: true, subtree: true, attributeFilter: ['data-machine'] });
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
    };
  }, []);
  const traces = screenFirst(qaRecorder.traces());
  // The page makes room for the inspector (qaInspector.css): folded a strip, open a bottom or side sheet.
  useEffect(() => {
    document.documentElement.dataset.qa = open ? 'open' : 'folded';
    return () => {
      delete document.documentElement.dataset.qa;
    };
  }, [open]);
  return (
    <section
      className={`qa-inspector${open ? ' is-open' : ''}`}
      aria-label="State inspector"
      data-testid="qa-overlay"
    >
      <button type="button" className="qa-toggle" aria-expanded={open} onClick={toggle}>
        {open ? 'Close' : `State inspector · ${traces.length}`}
      </button>
      <div className="qa-body" hidden={!open}>
        <h2 className="qa-title">State inspector</h2>
        <button type="button" className="qa-export" onClick={downloadTrace}>
          Export trace
        </button>
        {traces.map((trace) => (
          <ActorGraph key={trace.key} trace={trace} layout={layout} open={open} pictured={pictured} />
        ))}
        <Timeline />
      </div>
    </section>
  );
}

/**
 * The actors to show: each named once (its newest run), the open screen's own flows first (the machines
 * marked in the page's main region, contract §6), then the rest newest first.
 */
function screenFirst(all: readonly ActorTrace[]): ActorTrace[] {
  const seen = new Set<string>();
  const newest = [...all].reverse().filter((t) => !seen.has(t.id) && seen.add(t.id));
  const onScreen = new Set(
    [...document.querySelectorAll('#main [data-machine]')].map((e) => e.getAttribute('data-machine')),
  );
  const mine = (t: ActorTrace) => onScreen.has(t.machine?.id ?? t.id);
  return [...newest.filter(mine), ...newest.filter((t) => !mine(t))];
}

function ActorGraph({
  trace,
  layout,
  open,
  pictured,
}: {
  trace: ActorTrace;
  layout: Layout | null;
  open: boolean;
  pictured: ReadonlySet<string>;
}) {
  const laid = layout && trace.machine ? layoutOf(layout, trace.machine) : null;
  const scroller = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState(false);
  const active = new Set(trace.active);
  const last = trace.last;
  // The graph is a window on the machine, kept centred on the active state (the newest, for parallel ones).
  const focus =
    laid?.nodes.find((n) => n.id === last?.entered.at(-1)) ??
    laid?.nodes.filter((n) => active.has(n.id)).at(-1) ??
    null;
  useEffect(() => {
    const box = scroller.current;
    if (!box || !focus || fit || !open) return;
    box.scrollLeft = Math.max(0, focus.x - box.clientWidth / 2);
    box.scrollTop = Math.max(0, focus.y - box.clientHeight / 2);
  }, [focus, fit, open]);
  const isLast = (from: string, to: string) =>
    !!last &&
    last.entered.includes(to) &&
    (last.left.includes(from) || [...last.left, trace.machine?.id].some((id) => from === `${id}#any`));
  const marker = `qa-arrow-${trace.key}`;
  return (
    <section data-actor={trace.id} className="qa-actor">
      <h3 className="qa-actor-name">
        {trace.id} <span className="qa-actor-state">{trace.state}</span>
      </h3>
      <p className="qa-actor-events">{trace.events.join(' ← ')}</p>
      {laid && (
        <button type="button" className="qa-fit" aria-pressed={fit} onClick={() => setFit(!fit)}>
          {fit ? 'Zoom to the state' : 'Whole graph'}
        </button>
      )}
      <div className={`qa-graph-scroll${fit ? ' is-fit' : ''}`} ref={scroller}>
        {laid ? (
          <svg
            className="qa-graph"
            viewBox={`0 0 ${laid.width} ${laid.height}`}
            width={laid.width}
            height={laid.height}
            role="img"
            aria-label={`State graph of ${trace.id}`}
          >
            <defs>
              <marker
                id={marker}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M0 0 L10 5 L0 10 z" className="qa-arrowhead" />
              </marker>
            </defs>
            {laid.frames.map((f) => (
              <AtlasLink key={f.id} id={f.id} pictured={pictured}>
                <g
                  data-state-id={f.id}
                  data-active={active.has(f.id) ? 'true' : undefined}
                  className={`qa-frame${f.parallel ? ' is-parallel' : ''}`}
                >
                  <rect x={f.x} y={f.y} width={f.width} height={f.height} rx={10} />
                  <text x={f.x + 10} y={f.y + 15}>
                    {f.label}
                    {f.parallel ? ' (parallel)' : ''}
                  </text>
                </g>
              </AtlasLink>
            ))}
            {laid.edges.map((e) => {
              const lastOne = isLast(e.from, e.to);
              const top = e.label ? e.label.y - ((e.lines.length - 1) * 12) / 2 + 4 : 0;
              return (
                <g
                  key={`${e.from}>${e.to}${lastOne ? `#${last?.seq}` : ''}`}
                  className={`qa-edge${lastOne ? ' is-last' : ''}`}
                >
                  <path
                    d={e.points
                      .map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`)
                      .join(' ')}
                    markerEnd={`url(#${marker})`}
                  />
                  {e.label && (
                    <text className="qa-edge-label">
                      {e.lines.map((line, i) => (
                        <tspan key={line} x={e.label?.x.toFixed(1)} y={(top + i * 12).toFixed(1)}>
                          {line}
                        </tspan>
                      ))}
                    </text>
                  )}
                </g>
              );
            })}
            {laid.nodes.map((n) => {
              if (n.start) return <circle key={n.id} cx={n.x} cy={n.y} r={7} className="qa-start" />;
              const x = n.x - n.width / 2;
              const y = n.y - n.height / 2;
              const entered = !!last?.entered.includes(n.id);
              return (
                <AtlasLink key={`${n.id}${entered ? `#${last?.seq}` : ''}`} id={n.id} pictured={pictured}>
                  <g
                    {...(n.marker ? { 'data-marker': n.id } : { 'data-state-id': n.id })}
                    data-active={active.has(n.id) ? 'true' : undefined}
                    className={`qa-node${n.marker ? ' is-marker' : ''}${n.final ? ' is-final' : ''}${entered ? ' is-entered' : ''}`}
                  >
                    <rect x={x} y={y} width={n.width} height={n.height} rx={n.marker ? 11 : 8} />
                    <text x={n.x} y={y + (n.marker ? 15 : 20)} className="qa-node-label">
                      {n.label}
                    </text>
                    {n.loops.map((l, i) => (
                      <text key={l} x={n.x} y={y + 34 + i * 12} className="qa-node-loop">
                        ↻ {l}
                      </text>
                    ))}
                  </g>
                </AtlasLink>
              );
            })}
          </svg>
        ) : (
          <p className="qa-pending">{trace.machine ? 'Drawing…' : 'Not a machine.'}</p>
        )}
      </div>
    </section>
  );
}

const clock = (at: number) => {
  const d = new Date(at);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
};

function Timeline() {
  const entries = qaRecorder.timeline();
  return (
    <section className="qa-timeline" aria-label="Event timeline">
      <h3 className="qa-actor-name">Events, newest first</h3>
      <ol>
        {entries.map((entry) => {
          const payload = maskedPayload(entry.event);
          return (
            <li key={entry.seq} data-event={entry.event.type}>
              <time>{clock(entry.at)}</time> <b>{entry.actor}</b> {entry.event.type}
              {payload && <code className="qa-payload">{payload}</code>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Downloads the session as a trace file for `npm run replay` (passwords and tokens masked). */
function downloadTrace() {
  const blob = new Blob([`${JSON.stringify(qaRecorder.exportTrace(), null, 2)}\n`], {
    type: 'application/json',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `qa-trace-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
