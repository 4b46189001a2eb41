// What the long main-thread tasks of a page are made of: a Chromium trace of a first visit (new
// browser, empty profile, a phone's viewport, production settings with the Metrika stand-in, as
// `bench:lighthouse` measures), and for every task after the first paint that Lighthouse's
// mobile preset would count as long (over 50 ms after its CPU slowdown: 12.5 ms here at 4×),
// its self time by kind: layout, style, HTML parsing, script, paint. Lighthouse reports how long
// the tasks are; this says what to change. Not a test; figures vary with the machine's load.
//
//   node scripts/bench/longTasks.mjs [--runs=3] [--pages="long doc,long doc 2x"] [--dir=<build>]
//   [--no-settle] (load the page while the fresh browser still starts: browserSettle.mjs)
//
// `--dir` serves another build (by default the bench's own, .bench/ours/build; `--build`
// rebuilds it first), `--headers` its security-headers.json. `--css="…"` adds a style sheet to
// each page as it is served (compare with `--css=""`: both then go through the same interception).
// Durations are printed multiplied by the mobile CPU slowdown that `bench:lighthouse` uses on
// this machine (calibrated to its benchmark index, lib.mjs calibratedCpuSlowdown), so a task
// counts as long exactly when Lighthouse would count it; `--preset-cpu` uses the preset's 4×.
import { loadavg } from 'node:os';

import { measureBenchmarkIndex } from './benchmarkIndex.mjs';
import { describeSettle, launchFreshBrowser } from './browserSettle.mjs';
import { startMetrikaStandIn } from './metrikaStandIn.mjs';
import { startCompressedServer } from './server.mjs';
import {
  METRIKA_PORT,
  PAGES,
  SITES,
  calibratedCpuSlowdown,
  ensureBuilt,
  isMain,
  median,
  parseArgs,
} from './lib.mjs';

/** Lighthouse's mobile preset slows the CPU 4×; its long task is 50 ms after the slowdown. */
const PRESET_CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

/**
 * Self time by function of the V8 samples that fall in [start, end) (µs), from the trace's
 * ProfileChunk events: which code a long script task runs.
 */
export function hotFunctions(allEvents, pid, start, end) {
  const nodes = new Map();
  let time = 0;
  const byFunction = new Map();
  for (const e of allEvents) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') time = e.args?.data?.startTime ?? time;
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    samples.forEach((id, i) => {
      time += deltas[i] ?? 0;
      if (time < start || time >= end) return;
      const frame = nodes.get(id)?.callFrame;
      if (!frame) return;
      const file = (frame.url ?? '').replace(/^.*\//, '');
      const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}:${frame.columnNumber}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0));
    });
  }
  return [...byFunction].sort((a, b) => b[1] - a[1]);
}

/** Which kind of work an event's self time is. */
export function kindOf(name) {
  if (name === 'Layout' || name === 'UpdateLayoutTree' || name === 'RecalculateStyles') {
    return name === 'Layout' ? 'layout' : 'style';
  }
  if (name === 'ParseHTML' || name === 'ParseAuthorStyleSheet') return 'parse';
  if (/^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|RasterTask)/.test(name)) {
    return 'paint';
  }
  if (
    /^(v8\.|V8\.|EvaluateScript|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks)/.test(
      name,
    )
  ) {
    return 'script';
  }
  if (name === 'MajorGC' || name === 'MinorGC' || /GC/.test(name)) return 'gc';
  // Work the enabled categories do not name, mostly the HTML parser reading network data.
  if (name === 'ThreadControllerImpl::RunTask' || name === 'SimpleWatcher::OnHandleReady') {
    return 'untraced';
  }
  return 'other';
}

/** Self time of every event: its duration minus its direct children's (events sorted by start). */
export function selfTimes(events, field = 'dur') {
  const stack = [];
  const self = new Map();
  for (const e of events) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    self.set(e, e[field] ?? 0);
    if (stack.length) self.set(stack.at(-1), self.get(stack.at(-1)) - (e[field] ?? 0));
    stack.push(e);
  }
  return self;
}

/** Self time by kind of the events from index `from` that end by `end` (µs). */
function kindsIn(events, self, from, end) {
  const byKind = {};
  for (let i = from; i < events.length && events[i].ts < end; i += 1) {
    const kind = kindOf(events[i].name);
    byKind[kind] = (byKind[kind] ?? 0) + Math.max(0, self.get(events[i]));
  }
  return byKind;
}

/**
 * Long tasks of the renderer's main thread after `fcpTs` (µs), each with the self time of its
 * events by kind. `events`: complete ('X') trace events of that thread, sorted by start.
 */
export function longTasks(events, fcpTs, thresholdUs, field = 'dur') {
  const self = selfTimes(events, field);
  const tasks = [];
  events.forEach((task, index) => {
    if (task.name !== 'RunTask' || task[field] < thresholdUs || task.ts + task.dur <= fcpTs) return;
    const end = task.ts + task.dur;
    const byKind = kindsIn(events, self, index + 1, end);
    let url = '';
    for (let i = index + 1; i < events.length && events[i].ts < end && !url; i += 1) {
      if (events[i].name === 'EvaluateScript' || events[i].name === 'FunctionCall') {
        url = events[i].args?.data?.url ?? '';
      }
    }
    tasks.push({
      startUs: task.ts,
      durUs: task[field],
      byKind,
      url: url.replace(/^https?:\/\/[^/]+/, ''),
    });
  });
  return { tasks, total: kindsIn(events, self, 0, Infinity) };
}

/** `css`: a style sheet put at the end of every page's head, to try a CSS idea without a build. */
async function traceOnce(url, css, settle) {
  const { context, page, settled, close } = await launchFreshBrowser('magistral-tasks-', {
    settle,
  });
  try {
    if (css !== undefined) {
      await page.route('**/*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        const body = (await response.text()).replace('</head>', `<style>${css}</style></head>`);
        return route.fulfill({ response, body });
      });
    }
    const cdp = await context.newCDPSession(page);
    const chunks = [];
    cdp.on('Tracing.dataCollected', ({ value }) => chunks.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(4000);
    await cdp.send('Tracing.end');
    await done;
    return { chunks, settled };
  } finally {
    await close();
  }
}

/** The renderer main thread that painted the page, and its first contentful paint. */
export function mainThreadOf(events) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const threads = events.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const main =
    threads.find((t) => fcp && t.pid === fcp.pid) ??
    threads
      .map((t) => ({ t, n: events.filter((e) => e.pid === t.pid && e.tid === t.tid).length }))
      .sort((a, b) => b.n - a.n)[0]?.t;
  const thread = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  // Most events are complete ('X'); some (HTML parsing among them) come as begin/end pairs.
  const open = [];
  const paired = [];
  for (const e of thread) {
    if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E' && open.length) {
      const begin = open.pop();
      paired.push({
        ...begin,
        ph: 'X',
        dur: e.ts - begin.ts,
        tdur: (e.tts ?? 0) - (begin.tts ?? 0),
      });
    }
  }
  const mine = [...thread.filter((e) => e.ph === 'X'), ...paired].sort(
    (a, b) => a.ts - b.ts || b.dur - a.dur,
  );
  return { events: mine, fcpTs: fcp?.ts ?? 0, pid: main.pid };
}

async function main() {
  const args = parseArgs();
  const runs = Number(args.value('runs', 3));
  const wanted = args.value('pages', 'long doc,long doc 2x').split(',').filter(Boolean);
  const pages = PAGES.filter((page) => wanted.includes(page.name));
  const site = SITES.ours;
  const dir = args.value('dir', '') || site.outDir;
  if (!args.value('dir', '')) ensureBuilt(site, { rebuild: args.flags.has('--build') });
  const metrika = await startMetrikaStandIn(METRIKA_PORT);
  const headersFile = args.value('headers', '') || site.headersFile;
  const server = await startCompressedServer(dir, site.port, { headersFile });
  const slowdown = args.flags.has('--preset-cpu')
    ? PRESET_CPU_SLOWDOWN
    : calibratedCpuSlowdown(await measureBenchmarkIndex(), PRESET_CPU_SLOWDOWN);
  const times = `×${slowdown}`;
  console.log(
    `CPU slowdown ${times}${args.flags.has('--preset-cpu') ? ' (the preset)' : ' (calibrated)'}`,
  );
  const scale = (us) => Math.round((us / 1000) * slowdown);
  try {
    for (const page of pages) {
      const totals = [];
      for (let run = 1; run <= runs; run += 1) {
        const load = loadavg()[0];
        const { chunks: trace, settled } = await traceOnce(
          server.url + encodeURI(page.path),
          args.value('css', undefined),
          !args.flags.has('--no-settle'),
        );
        const { events, fcpTs, pid } = mainThreadOf(trace);
        // `--cpu`: the main thread's own CPU time instead of the wall clock, steadier on a busy
        // machine (a thread waiting for a core is not counted), but not what Lighthouse sees.
        const field = args.flags.has('--cpu') ? 'tdur' : 'dur';
        const { tasks, total } = longTasks(events, fcpTs, (LONG_TASK_MS * 1000) / slowdown, field);
        const blocking = tasks.reduce(
          (sum, t) => sum + Math.max(0, scale(t.durUs) - LONG_TASK_MS),
          0,
        );
        totals.push(blocking);
        const sum = (kind) => scale(total[kind] ?? 0);
        const browser = describeSettle(settled);
        console.log(
          `\n${page.name}, run ${run}/${runs} (load ${load.toFixed(2)}, ${browser}): ` +
            `${tasks.length} long tasks, blocking ${times} ≈ ${blocking} ms`,
        );
        for (const t of tasks) {
          const kinds = Object.entries(t.byKind)
            .filter(([, us]) => scale(us) >= 4)
            .sort((a, b) => b[1] - a[1])
            .map(([kind, us]) => `${kind} ${scale(us)}`)
            .join(', ');
          console.log(
            `  +${Math.round((t.startUs - fcpTs) / 1000)} ms after FCP: ${scale(t.durUs)} ms ${times} ` +
              `(${kinds})${t.url ? ` ${t.url}` : ''}`,
          );
          if (args.flags.has('--functions') && (t.byKind.script ?? 0) * slowdown >= 40_000) {
            for (const [name, us] of hotFunctions(trace, pid, t.startUs, t.startUs + t.durUs).slice(
              0,
              8,
            )) {
              console.log(`      ${scale(us)} ms ${times}  ${name}`);
            }
          }
        }
        console.log(
          `  all tasks ${times}: layout ${sum('layout')}, style ${sum('style')}, parse ${sum('parse')}, script ${sum('script')}, paint ${sum('paint')}`,
        );
      }
      console.log(
        `${page.name}: blocking ${times} median ${median(totals)} ms [${Math.min(...totals)}–${Math.max(...totals)}]`,
      );
    }
  } finally {
    await server.close();
    await metrika.close();
  }
}

if (isMain(import.meta.url)) await main();
