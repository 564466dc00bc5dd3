// Profiles one screen in Chromium with 4x CPU slowdown: long tasks, and the CPU profile's
// self time grouped by original source file (through the build's hidden source maps).
// Usage: npm run profile-web -w @blaze/bench -- /dashboard (after npm run build; SHOT=file.png keeps a screenshot,
// CPU=1 changes the slowdown, REPEAT=1 profiles a second visit, TRACE=file.json keeps the trace, TIMELINE=1 prints each request's start and end beside the long tasks)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { repoRoot, startServer } from './support.mjs';
import { signUp } from './web-members.mjs';

const target = process.argv[2] ?? '/dashboard';
const server = await startServer({ port: 3207 });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  // /auth is measured signed out, as a newcomer sees it; other screens as a member placed in Berlin.
  const member = target === '/auth' ? null : await signUp(server, 'anton', 'profile');
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'block',
    ...(member ? { extraHTTPHeaders: { cookie: member.cookie } } : {}),
  });
  const page = await context.newPage();
  // BLOCK=image,font: what the screen costs without those requests.
  if (process.env.BLOCK)
    await page.route('**/*', (route) =>
      process.env.BLOCK.split(',').includes(route.request().resourceType())
        ? route.abort()
        : route.continue(),
    );
  // REPEAT=1: a repeat visit, after one unmeasured visit wrote the device's cache (IndexedDB) and
  // filled the HTTP cache (the service worker stays blocked).
  if (process.env.REPEAT) {
    await page.goto(`${server.url}${target}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3_000);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU ?? 4) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        globalThis.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'toplevel',
      'blink',
      'loading',
      'v8',
      'disabled-by-default-v8.compile',
      'IndexedDB',
      'navigation',
    ],
  });
  await page.goto(`${server.url}${target}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(6_000);
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString());
  // TRACE=file.json keeps the trace (open it in Chromium's Performance panel).
  if (process.env.TRACE) fs.writeFileSync(process.env.TRACE, JSON.stringify(trace));
  if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT });
  // Main-thread breakdown: self time of each event name (children subtracted) inside RunTask.
  const mains = trace.traceEvents.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  );
  // The page's main thread: the renderer main thread that ran the most script.
  const count = (m) =>
    trace.traceEvents
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'FunctionCall')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const mainThread = mains.sort((x, y) => count(y) - count(x))[0];
  const main = trace.traceEvents
    .filter((e) => e.ph === 'X' && e.dur && e.pid === mainThread.pid && e.tid === mainThread.tid)
    .sort((x, y) => x.ts - y.ts || y.dur - x.dur);
  const self = new Map();
  const stack = [];
  for (const e of main) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length) stack.at(-1).selfDur -= e.dur;
    e.selfDur = e.dur;
    stack.push(e);
  }
  for (const e of main) {
    const key =
      e.name === 'FunctionCall' || e.name === 'EvaluateScript'
        ? `${e.name} ${(e.args?.data?.url ?? '').split('/').pop()}`
        : e.name;
    self.set(key, (self.get(key) ?? 0) + e.selfDur / 1000);
  }
  console.log('main thread self time by event (CPU throttled x4):');
  console.log(
    [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n'),
  );
  const bySrc = new Map();
  for (const e of main.filter((x) => x.name === 'RunTask')) {
    const k = JSON.stringify(e.args?.src_func ?? e.args?.src_file ?? e.args ?? {}).slice(0, 120);
    bySrc.set(k, (bySrc.get(k) ?? 0) + e.selfDur / 1000);
  }
  console.log(
    'RunTask self time by posting site:\n' +
      [...bySrc]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`)
        .join('\n'),
  );
  const tasks = main.filter((e) => e.name === 'RunTask' && e.dur > 50_000);
  const t0 = main[0].ts;
  for (const t of tasks) {
    const inner = main.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
    const by = new Map();
    for (const e of inner) {
      const key =
        e.name === 'FunctionCall' ||
        e.name === 'EvaluateScript' ||
        e.name === 'TimerFire' ||
        e.name === 'FireAnimationFrame'
          ? `${e.name}`
          : e.name;
      by.set(key, (by.get(key) ?? 0) + e.selfDur / 1000);
    }
    const first = inner.find(
      (e) => e.args?.data?.url || e.args?.data?.functionName || e.args?.data?.type,
    );
    console.log(
      `task @${((t.ts - t0) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(0)} ms: ${first ? first.name + ' ' + JSON.stringify(first.args.data).slice(0, 140) : ''}\n    ` +
        [...by]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([k, v]) => `${k} ${v.toFixed(0)}`)
          .join(', '),
    );
  }
  const longTasks = await page.evaluate(() => globalThis.__longTasks);
  console.log('long tasks [start ms, duration ms]:', JSON.stringify(longTasks));
  // TIMELINE=1: each request's start and end (ms from the navigation), beside the long tasks above.
  if (process.env.TIMELINE)
    console.log(
      (
        await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map(
              (e) =>
                `${String(Math.round(e.startTime)).padStart(6)} ${String(Math.round(e.responseEnd)).padStart(6)}  ${e.name.replace(globalThis.location.origin, '').slice(0, 70)}`,
            ),
        )
      ).join('\n'),
    );
  console.log(
    'total long:',
    longTasks.reduce((a, [, d]) => a + d, 0),
    'ms',
  );

  // self time per node
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++)
    dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + profile.timeDeltas[i] / 1000);
  const consumers = new Map();
  const consumerFor = (url) => {
    if (!url.includes('/assets/')) return null;
    const file = path.join(
      repoRoot,
      'apps/web/dist/assets',
      new URL(url).pathname.split('/').pop(),
    );
    if (!consumers.has(file)) {
      const map = `${file}.map`;
      consumers.set(
        file,
        fs.existsSync(map) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(map, 'utf8'))) : null,
      );
    }
    return consumers.get(file);
  };
  const bySource = new Map();
  const byFn = new Map();
  for (const node of profile.nodes) {
    const ms = dt.get(node.id) ?? 0;
    if (!ms) continue;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let src = url ? new URL(url).pathname : `(${functionName || 'native'})`;
    let fn = functionName;
    const c = url ? consumerFor(url) : null;
    if (c) {
      const pos = c.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (pos.source) {
        src = pos.source.replace(/^.*node_modules\//, 'nm/').replace(/^.*\/src\//, 'src/');
        fn = `${pos.name ?? functionName}@${src}:${pos.line}`;
      }
    }
    bySource.set(src, (bySource.get(src) ?? 0) + ms);
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
  }
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');
  console.log('\nself time by source:\n' + top(bySource, 30));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
  const label = new Map();
  for (const n of profile.nodes) {
    const { url, lineNumber, columnNumber, functionName } = n.callFrame;
    const c = url ? consumerFor(url) : null;
    let fn = null;
    if (c) {
      const pos = c.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (pos.source && !pos.source.includes('node_modules'))
        fn = `${pos.name ?? functionName}@${pos.source.replace(/^.*\/src\//, 'src/')}:${pos.line}`;
    }
    label.set(n.id, fn);
  }
  const incl = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const l = label.get(id);
      if (l && !seen.has(l)) {
        seen.add(l);
        incl.set(l, (incl.get(l) ?? 0) + profile.timeDeltas[i] / 1000);
      }
    }
  }
  const fullLabel = (id) => {
    const n = nodeById.get(id);
    const { url, lineNumber, columnNumber, functionName } = n.callFrame;
    const c = url ? consumerFor(url) : null;
    if (c) {
      const pos = c.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (pos.source)
        return `${pos.name ?? functionName}@${pos.source.replace(/^.*node_modules\//, 'nm/').replace(/^.*\/src\//, 'src/')}:${pos.line}`;
    }
    return `${functionName}@${url.split('/').pop()}:${lineNumber}`;
  };
  const stacks = new Map();
  for (const n of profile.nodes) {
    if (n.callFrame.functionName !== (process.env.WHO ?? 'appendChild')) continue;
    const chain = [];
    for (let id = parent.get(n.id); id !== undefined && chain.length < 8; id = parent.get(id))
      chain.push(fullLabel(id));
    const key = chain.join(' < ');
    stacks.set(key, (stacks.get(key) ?? 0) + (dt.get(n.id) ?? 0));
  }
  console.log('\ncallers of', process.env.WHO ?? 'appendChild', '\n' + top(stacks, 8));
  console.log('\ninclusive time of our own functions:\n' + top(incl, 60));
  // Each long task's own functions: the profile's samples inside the task's time (the trace and the
  // profile share the monotonic clock, in microseconds), by the innermost frame of our code or React.
  let at = profile.startTime;
  const sampleTimes = profile.timeDeltas.map((d) => (at += d));
  for (const t of tasks) {
    const inTask = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      if (sampleTimes[i] < t.ts || sampleTimes[i] > t.ts + t.dur) continue;
      let id = profile.samples[i];
      while (id !== undefined && !label.get(id)) id = parent.get(id);
      const key = id === undefined ? fullLabel(profile.samples[i]) : label.get(id);
      inTask.set(key, (inTask.get(key) ?? 0) + profile.timeDeltas[i] / 1000);
    }
    console.log(
      `\ntask @${((t.ts - t0) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(0)} ms, by our innermost function:\n` +
        top(inTask, 8),
    );
  }
  console.log('\nself time by function:\n' + top(byFn, 40));
} finally {
  await browser.close();
  await server.stop();
}
