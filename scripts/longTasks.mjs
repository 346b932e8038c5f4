// The main thread's tasks after the first paint, at 4x CPU: a page is loaded with the CPU
// really slowed (DevTools' throttling, not Lighthouse's simulation), traced, and every task over 50 ms that
// starts after the first contentful paint is listed with what ran inside it: the kinds of work (parsing,
// script, style and layout, garbage collection), the scripts and the functions that took the most time
// (from the sampling profiler, self time). Used by `npm run bench -- --only tasks`.
//
// A task is the page's own unless nothing in it is script of the page's origin and it holds no parse,
// style or layout of the page (the browser's own work, e.g. a tab's start-up, is not the app's).

/** Trace categories: the timeline, the JS sampling profiler, GC. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
  'v8',
  'disabled-by-default-v8.gc',
];

const KIND = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.parseOnBackground': 'compile',
  CacheScript: 'compile',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
  BlinkGC: 'gc',
};

/** The renderer's main thread of the page: the CrRendererMain thread with the most top-level task time. */
function mainThreadOf(events) {
  const names = new Map();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      names.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && names.has(key)) names.set(key, names.get(key) + (e.dur ?? 0));
  }
  return [...names.entries()].toSorted((a, b) => b[1] - a[1])[0]?.[0];
}

/** Self time per JS function from the sampling profiler's chunks, within [from, to] (µs). */
function profileOf(events, pid, nameFrame) {
  const nodes = new Map();
  const samples = [];
  let time = 0;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') time = e.args?.data?.startTime ?? e.ts;
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      time += deltas[i] ?? 0;
      samples.push({ id: ids[i], ts: time });
    }
  }
  const nameOf = (frame) => {
    const named = nameFrame?.(frame);
    if (named) return named;
    const file = (frame.url ?? '').replace(/^.*\//, '').replace(/\?.*$/, '');
    return `${frame.functionName || '(anonymous)'} ${file}${file ? `:${(frame.lineNumber ?? 0) + 1}:${(frame.columnNumber ?? 0) + 1}` : ''}`;
  };
  /** Time per function counting its callees (each function once per sample). */
  const inclusive = (from, to) => {
    const total = new Map();
    const inTask = samples.filter((s) => s.ts >= from && s.ts <= to);
    for (let i = 0; i < inTask.length; i++) {
      const next = inTask[i + 1]?.ts ?? to;
      const seen = new Set();
      for (let node = nodes.get(inTask[i].id); node; node = nodes.get(node.parent)) {
        const frame = node.callFrame;
        if (!frame?.url) continue;
        const name = nameOf(frame);
        if (seen.has(name)) continue;
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + Math.max(0, next - inTask[i].ts));
      }
    }
    return [...total.entries()].toSorted((a, b) => b[1] - a[1]);
  };
  const selfTime = (from, to) => {
    const self = new Map();
    const inTask = samples.filter((s) => s.ts >= from && s.ts <= to);
    for (let i = 0; i < inTask.length; i++) {
      const next = inTask[i + 1]?.ts ?? to;
      const node = nodes.get(inTask[i].id);
      const frame = node?.callFrame;
      if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) continue;
      const name = nameOf(frame);
      self.set(name, (self.get(name) ?? 0) + Math.max(0, next - inTask[i].ts));
    }
    return [...self.entries()].toSorted((a, b) => b[1] - a[1]);
  };
  return { selfTime, inclusive };
}

/** The tasks over `overMs` after the first contentful paint, each with its work by kind and its top functions. */
export function longTasksAfterFirstPaint(events, { overMs = 50, origin = '', nameFrame } = {}) {
  const main = mainThreadOf(events);
  if (!main) return { fcpMs: null, tasks: [] };
  const [pid, tid] = main.split(':').map(Number);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid);
  const navigationStart =
    onMain.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ??
    events.find((e) => e.name === 'navigationStart')?.ts ??
    0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.ts >= navigationStart)?.ts;
  const profile = profileOf(events, pid, nameFrame);
  const tasks = [];
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ph !== 'X') continue;
    if ((task.dur ?? 0) < overMs * 1000 || task.ts < (fcp ?? 0)) continue;
    const end = task.ts + task.dur;
    const inside = onMain.filter(
      (e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task,
    );
    // Self time by kind: an event's time less its children's (nested events of any kind).
    const kinds = {};
    const scripts = new Map();
    const sorted = inside.toSorted((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stack = [];
    for (const e of sorted) {
      while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
      const kind = KIND[e.name];
      const parent = stack.findLast((s) => s.kind);
      if (kind) {
        kinds[kind] = (kinds[kind] ?? 0) + e.dur;
        if (parent) kinds[parent.kind] -= e.dur;
      }
      const url = e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url || '';
      if (kind === 'script' && url && !stack.some((s) => s.kind === 'script')) {
        const file = url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');
        scripts.set(file, (scripts.get(file) ?? 0) + e.dur);
      }
      stack.push({ end: e.ts + e.dur, kind });
    }
    const ms = (us) => Math.round(us / 100) / 10;
    const own =
      [...scripts.keys()].some((file) => file.startsWith('/m/') || (origin && file.startsWith(origin))) ||
      profile.inclusive(task.ts, end).length > 0 ||
      (kinds['parse HTML'] ?? 0) + (kinds.layout ?? 0) + (kinds.style ?? 0) > 0;
    tasks.push({
      atMs: ms(task.ts - navigationStart),
      durationMs: ms(task.dur),
      own,
      kinds: Object.fromEntries(
        Object.entries(kinds)
          .filter(([, v]) => v > 500)
          .toSorted((a, b) => b[1] - a[1])
          .map(([k, v]) => [k, ms(v)]),
      ),
      scripts: [...scripts.entries()].toSorted((a, b) => b[1] - a[1]).map(([f, v]) => `${ms(v)} ms ${f}`),
      functions: profile
        .selfTime(task.ts, end)
        .slice(0, 8)
        .map(([f, v]) => `${ms(v)} ms ${f}`),
      callers: profile
        .inclusive(task.ts, end)
        .slice(0, Number(process.env.CALLERS ?? 14))
        .map(([f, v]) => `${ms(v)} ms ${f}`),
    });
  }
  return { fcpMs: fcp ? Math.round((fcp - navigationStart) / 1000) : null, tasks };
}

/** Loads `url` in `page` (puppeteer) at `cpu`× CPU, traced until the network is idle and `settleMs` after. */
export async function traceLoad(page, url, { cpu = 4, settleMs = 3000 } = {}) {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await page.tracing.start({ categories: TRACE_CATEGORIES });
  await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
  await new Promise((r) => setTimeout(r, settleMs));
  const buffer = await page.tracing.stop();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return JSON.parse(new TextDecoder().decode(buffer)).traceEvents;
}

/**
 * Names a profiler frame of a built script by its source (`src/app/runtime.ts:93 createRuntime`), from the
 * build's source maps (`vite build --sourcemap hidden`: the scripts are the same, the maps beside them).
 */
export async function frameNamesFrom(dist) {
  const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
  const { existsSync, readFileSync } = await import('node:fs');
  const maps = new Map();
  const mapOf = (file) => {
    if (!maps.has(file)) {
      const path = `${dist}/assets/${file}.map`;
      maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    }
    return maps.get(file);
  };
  return (frame) => {
    const file = /\/assets\/([^/?#]+\.js)/.exec(frame.url ?? '')?.[1];
    const map = file && mapOf(file);
    if (!map) return null;
    const at = originalPositionFor(map, {
      line: (frame.lineNumber ?? 0) + 1,
      column: frame.columnNumber ?? 0,
    });
    if (!at.source) return null;
    // A path in the repository (`src/…`), or a package's (`react-dom/…`), wherever the build sat.
    const source = at.source
      .replace(/^.*node_modules\//, '')
      .replace(/^(\.\.\/)+/, '')
      .replace(/^.*?\/?(?=(src|machines|domain|contract)\/)/, '');
    return `${at.name || frame.functionName || '(anonymous)'} ${source}:${at.line}`;
  };
}

/**
 * The main thread's whole load, from navigation to the end of the trace: how many tasks and how long, how
 * many were under 1 ms, the task overhead (a RunTask's own time, outside any event in it), and self time by
 * the event that took it (the "other" Lighthouse cannot attribute is mostly the overhead, microtasks and
 * the IPC of many small tasks).
 */
export function mainThreadSummary(events, { topEvents = 12 } = {}) {
  const main = mainThreadOf(events);
  if (!main) return null;
  const [pid, tid] = main.split(':').map(Number);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const navigationStart =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ??
    events.find((e) => e.name === 'navigationStart')?.ts ??
    0;
  const inLoad = onMain
    .filter((e) => e.ts >= navigationStart)
    .toSorted((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  let tasks = 0;
  let under1 = 0;
  let over50 = 0;
  let total = 0;
  for (const e of inLoad) {
    const dur = e.dur ?? 0;
    while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (!parent && e.name !== 'RunTask') continue;
    if (e.name === 'RunTask' && !parent) {
      tasks++;
      total += dur;
      if (dur < 1000) under1++;
      if (dur > 50_000) over50++;
    }
    self.set(e.name, (self.get(e.name) ?? 0) + dur);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - dur);
    stack.push({ end: e.ts + dur, name: e.name });
  }
  const ms = (us) => Math.round(us / 1000);
  return {
    tasks,
    under1ms: under1,
    over50ms: over50,
    mainThreadMs: ms(total),
    byEvent: Object.fromEntries(
      [...self.entries()]
        .toSorted((a, b) => b[1] - a[1])
        .slice(0, topEvents)
        .map(([name, us]) => [name === 'RunTask' ? 'task overhead (RunTask self)' : name, ms(us)]),
    ),
  };
}
