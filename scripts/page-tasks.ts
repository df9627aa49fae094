/**
 * Where a page's load spends the main thread, task by task: loads a screen of the built site in
 * Debian's Chromium (a phone, Pixel 7, for /m; a desktop otherwise) with a trace that carries CPU
 * samples, and prints each task of at least PAGE_TASKS_MIN ms (default 10) with what it did
 * (layout, style, script, GC) and the app functions it ran, source-mapped to our files. Real CPU,
 * no throttling: Lighthouse's mobile profile counts each task at 4x its time, so on a host like
 * this one a task over about 12.5 ms is one that counts as blocking there.
 *   npm run build && node scripts/page-tasks.ts               # /m/home, signed in as demo
 *   PAGE_TASKS_PATH=/m/login PAGE_TASKS_MIN=5 node scripts/page-tasks.ts
 *   PAGE_TASKS_LANG=en node scripts/page-tasks.ts             # the stored language
 * Ends with the time the main thread waited on synchronous calls (fonts and storage, answered by
 * the browser process; compositor commits), which a host's wake-up cost stretches.
 * Starts the built site on a data folder of its own (port PAGE_TASKS_PORT, default 8194), or
 * measures SITE_URL. Not a benchmark: figures vary by tens of percent between runs on shared
 * cores; compare several runs, or use bench/lighthouse.ts for the goal.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, devices } from "@playwright/test";
import { SourceMapConsumer } from "source-map-js";
import { hostLine, measureHost } from "../bench/host.ts";
import { builtSite } from "../e2e/support/built-site.ts";
import { chromiumLaunch } from "./chromium.ts";

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

const PATH = process.env.PAGE_TASKS_PATH ?? "/m/home";
const MIN_MS = Number(process.env.PAGE_TASKS_MIN ?? 10);
const dist = fileURLToPath(new URL("../apps/web/dist/assets/", import.meta.url));
const built = builtSite("page-tasks", Number(process.env.PAGE_TASKS_PORT ?? 8194));

/** What a task did, by the trace's own event names. */
const KINDS = new Set([
  "Layout",
  "UpdateLayoutTree",
  "Paint",
  "PrePaint",
  "Commit",
  "ParseHTML",
  "EvaluateScript",
  "FunctionCall",
  "RunMicrotasks",
  "TimerFire",
  "MinorGC",
  "MajorGC",
  "FireAnimationFrame",
  "IntersectionObserverController::computeIntersections",
]);

const maps = new Map<string, SourceMapConsumer | null>();
function sourceMap(url: string): SourceMapConsumer | null {
  let map = maps.get(url);
  if (map === undefined) {
    const file = url.match(/\/assets\/([^/?#]+\.js)$/)?.[1];
    try {
      map = file ? new SourceMapConsumer(JSON.parse(readFileSync(`${dist}${file}.map`, "utf8"))) : null;
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  return map;
}

/** `name file:line`, through the build's source map where there is one. */
function frameName(frame: CallFrame): string {
  const url = frame.url ?? "";
  const original = url
    ? sourceMap(url)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
    : undefined;
  if (original?.source) {
    const file = original.source.replace(/.*node_modules\//, "").replace(/.*\//, "");
    return `${original.name ?? frame.functionName ?? "(anonymous)"} ${file}:${original.line}`;
  }
  return `${frame.functionName || "(anonymous)"} ${url.replace(/.*\//, "")}`;
}

const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(" | ");

async function trace(): Promise<TraceEvent[]> {
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext(
      PATH.startsWith("/m") ? devices["Pixel 7"] : devices["Desktop Chrome"],
    );
    const page = await context.newPage();
    // A JSON answer of the site's origin: storage for the origin, and no app asset cached.
    await page.goto(`${built.url}/member/none`);
    const signedIn = !/\/login\/?$/.test(PATH);
    const stored = {
      token: signedIn ? await built.demoToken() : "",
      lang: process.env.PAGE_TASKS_LANG ?? "",
    };
    await page.evaluate(({ token, lang }) => {
      if (token) localStorage.setItem("token", token);
      if (lang) localStorage.setItem("lang", lang);
    }, stored);
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "disabled-by-default-v8.cpu_profiler",
        // The main thread's synchronous calls to the browser process, and what made them.
        "base",
        "fonts",
      ],
    });
    await page.goto(`${built.url}${PATH}`);
    await page.waitForTimeout(3000);
    return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
      .traceEvents;
  } finally {
    await browser.close();
  }
}

await built.ready();
const events = await trace();
built.stop();

// The page's main thread: the renderer thread that ran the most script.
const threadNames = new Map<string, string>();
for (const e of events)
  if (e.name === "thread_name") threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? "");
const scriptTime = new Map<string, number>();
for (const e of events) {
  const thread = `${e.pid}:${e.tid}`;
  if (e.name === "FunctionCall" && e.ph === "X" && threadNames.get(thread) === "CrRendererMain")
    scriptTime.set(thread, (scriptTime.get(thread) ?? 0) + (e.dur ?? 0));
}
const main = [...scriptTime].sort((a, b) => b[1] - a[1])[0]?.[0];
if (!main) throw new Error(`no script ran on ${PATH}`);
const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === "X").sort((a, b) => a.ts - b.ts);
const tasks = onMain.filter((e) => e.name === "RunTask");
const start =
  events.find((e) => e.name === "navigationStart" && `${e.pid}:${e.tid}` === main)?.ts ?? tasks[0]?.ts ?? 0;

// The CPU samples of the page's process, in time order, as [timestamp, node].
const nodes = new Map<number, ProfileNode>();
const samples: [number, number][] = [];
let at = 0;
for (const e of events
  .filter((e) => `${e.pid}` === main.split(":")[0] && (e.name === "Profile" || e.name === "ProfileChunk"))
  .sort((a, b) => a.ts - b.ts)) {
  const data = e.args?.data;
  if (e.name === "Profile") {
    at = data?.startTime ?? at;
    continue;
  }
  for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
  const ids = data?.cpuProfile?.samples ?? [];
  const deltas = data?.timeDeltas ?? [];
  ids.forEach((id, i) => {
    at += deltas[i] ?? 0;
    samples.push([at, id]);
  });
}

console.log(`${PATH}: tasks of ${MIN_MS} ms or more, from the navigation (real CPU, no throttling)`);
console.log(hostLine(await measureHost()));
let next = 0;
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  while (next < samples.length && (samples[next]?.[0] ?? 0) < task.ts) next++;
  if ((task.dur ?? 0) < MIN_MS * 1000) continue;
  const kinds = new Map<string, number>();
  for (const e of onMain) {
    if (e.ts < task.ts || e.ts + (e.dur ?? 0) > end || !KINDS.has(e.name)) continue;
    kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  // Our functions on each sample's stack (time inside them, callees included), and the
  // function each sample was in.
  const ours = new Map<string, number>();
  const self = new Map<string, number>();
  let previous = task.ts;
  for (let i = next; i < samples.length && (samples[i]?.[0] ?? Infinity) <= end; i++) {
    const [time, id] = samples[i] as [number, number];
    const ms = (time - previous) / 1000;
    previous = time;
    const leaf = nodes.get(id);
    if (!leaf) continue;
    const name = frameName(leaf.callFrame);
    self.set(name, (self.get(name) ?? 0) + ms);
    const seen = new Set<string>();
    for (let node: ProfileNode | undefined = leaf; node; node = nodes.get(node.parent ?? -1)) {
      const frame = frameName(node.callFrame);
      if (seen.has(frame) || !/\.tsx?:\d+$/.test(frame)) continue;
      seen.add(frame);
      ours.set(frame, (ours.get(frame) ?? 0) + ms);
    }
  }
  console.log(
    `${`@${((task.ts - start) / 1000).toFixed(0)} ms`.padEnd(10)}${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms   ${top(kinds, 5)}`,
  );
  if (ours.size) console.log(`    ours: ${top(ours, 6)}`);
  if (self.size) console.log(`    self: ${top(self, 5)}`);
}

// Time the main thread stood waiting on a synchronous call: to the browser process for a font or
// its rendering settings at a size (Chromium on Linux asks the browser's font service; on Android
// the renderer reads the fonts itself), for storage asked by script (localStorage's first read,
// sessionStorage), and on the compositor thread at each commit. A wait is another thread's or
// process's CPU, so a host where waking one is dear, or a browser process busy with tracing and
// screenshots, stretches it: Lighthouse counts it as the page's own time.
const SCRIPT = new Set(["EvaluateScript", "FunctionCall", "TimerFire", "RunMicrotasks", "v8.callFunction"]);
const waits = new Map<string, [number, number]>();
let outerEnd = 0;
for (const e of onMain) {
  if (e.name !== "ScopedBlockingCallWithBaseSyncPrimitives" || e.ts < outerEnd) continue;
  outerEnd = e.ts + (e.dur ?? 0);
  const where =
    (e.args as { source_location?: { file_name?: string } } | undefined)?.source_location?.file_name ?? "";
  const around = onMain.filter((o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= outerEnd);
  const kind =
    /font_service|fontconfig/.test(where) || around.some((o) => /^(FontCache|FontDataManager)/.test(o.name))
      ? "fonts"
      : /completion_event/.test(where)
        ? "compositor commits"
        : around.some((o) => SCRIPT.has(o.name))
          ? "storage and other calls from script"
          : "other";
  const sum = waits.get(kind) ?? [0, 0];
  waits.set(kind, [sum[0] + (e.dur ?? 0) / 1000, sum[1] + 1]);
}
const waited = [...waits.values()].reduce((a, [ms]) => a + ms, 0);
console.log(
  `waiting on synchronous calls: ${waited.toFixed(1)} ms${waits.size ? ` (${[...waits].map(([kind, [ms, n]]) => `${kind} ${ms.toFixed(1)} ms in ${n}`).join(", ")})` : ""}`,
);
process.exit(0);
