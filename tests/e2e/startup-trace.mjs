// The long tasks of a page's start-up, as a phone feels them: the built site (dist/) opened
// in Chromium on a 412x915 touch screen with the CPU 4x slower, traced until the page has
// been quiet for a second; prints every main-thread task over 50 ms (the ones that block)
// with what ran in it, then the total blocking time (each such task's time past 50 ms).
// A measurement, not a test: `node startup-trace.mjs [PATH ...]` after a release build,
// for example `node startup-trace.mjs "?embed=1&game=letters&seats=person,computer"`;
// DIST=dir measures another build (to compare two, interleave runs of each).
// SLOW4G=1 also slows the network as Lighthouse's mobile preset reckons a phone's (150 ms
// round trips, 1.6 Mbit/s down, 750 kbit/s up; DevTools' throttling, per request) and
// prints the page's way to its largest paint: each file's request and arrival, the first
// paint, and each largest-paint candidate, with its size and what it is.
import { writeFileSync, mkdirSync } from 'node:fs';
import { launchChromium, serveBuilt, traceThrottled } from './built-site.mjs';

const port = 4185;

/** The durations of the main thread's timer tasks over 10 ms (Yew renders from timers). */
function onMainTimers(events, main) {
  return events
    .filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.name === 'TimerFire' && e.dur > 10_000)
    .map((e) => e.dur / 1000);
}
/** Prints each file's request and arrival, the first paint and each largest-paint
 * candidate, in ms from the navigation's start. */
function wayToLargestPaint(events, start) {
  const at = (ts) => ((ts - start) / 1000).toFixed(0);
  const sent = new Map();
  const lines = [];
  for (const e of events) {
    const data = e.args?.data;
    if (e.name === 'ResourceSendRequest') sent.set(data.requestId, { url: data.url, ts: e.ts });
    if (e.name === 'ResourceFinish' && sent.has(data.requestId)) {
      const { url, ts } = sent.get(data.requestId);
      const file = new URL(url).pathname.split('/').pop() || '(the page)';
      lines.push([ts, `  ${file}: asked at ${at(ts)}, in at ${at(data.finishTime * 1e6)} (${(data.encodedDataLength / 1000).toFixed(1)} kB)`]);
    }
    if (e.name === 'firstContentfulPaint') lines.push([e.ts, `  first contentful paint at ${at(e.ts)}`]);
    if (e.name === 'largestContentfulPaint::Candidate') {
      lines.push([e.ts, `  largest paint candidate at ${at(e.ts)}: ${data.type} ${data.nodeName ?? ''} of ${data.size} px²`]);
    }
  }
  for (const [, line] of lines.sort((a, b) => a[0] - b[0])) console.log(line);
}

const pages = process.argv.slice(2);
if (!pages.length) pages.push('?embed=1&game=letters&seats=person,computer', '?embed=1&game=woody&seats=person,computer');

const server = await serveBuilt(port);
const browser = await launchChromium();
try {
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (process.env.SLOW4G) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1638.4 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    const trace = await traceThrottled(cdp, ['loading']);
    await page.goto(`http://127.0.0.1:${port}/${path}`);
    // Quiet: no long task for a second after the table (or the list) is on screen. Asked
    // through CDP's own evaluation, not Playwright's waits: those inject Playwright's
    // script into the page, a task of about 110 ms at 4x that is none of the page's.
    const ask = async (expression) =>
      (await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })).result.value;
    const shownBy = Date.now() + 60_000;
    while (!(await ask("document.querySelector('section.play, .home, .setup') !== null"))) {
      if (Date.now() > shownBy) throw new Error(`${path}: no table, list or setup after 60 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await ask(`new Promise((resolve) => {
      let timer = setTimeout(resolve, 1000);
      new PerformanceObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(resolve, 1000);
      }).observe({ type: 'longtask' });
    })`);
    const events = await trace.stop();
    mkdirSync('../../target/traces', { recursive: true });
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(`../../target/traces/startup-${name}.json`, JSON.stringify({ traceEvents: events }));
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const start = events.find((e) => e.name === 'navigationStart' || e.name === 'fetchStart')?.ts ?? 0;
    const tasks = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.name === 'RunTask' && e.dur > 50_000);
    console.log(`${path || '(the list)'}: ${tasks.length} tasks over 50 ms at 4x CPU (trace: target/traces/startup-${name}.json)`);
    if (process.env.SLOW4G) wayToLargestPaint(events, start);
    let blocking = 0;
    for (const task of tasks) {
      blocking += task.dur / 1000 - 50;
      const inside = events.filter((e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur || 0) <= task.ts + task.dur && e.dur > 5_000 && e.name !== 'RunTask');
      const parts = {};
      for (const e of inside) parts[e.name] = (parts[e.name] || 0) + e.dur / 1000;
      const top = Object.entries(parts)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', ');
      console.log(`  at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms (${top})`);
    }
    console.log(`  blocking time past 50 ms: ${blocking.toFixed(0)} ms`);
    const timers = onMainTimers(events, main);
    console.log(`  timer tasks (Yew's renders) over 10 ms: ${timers.map((d) => d.toFixed(0)).join(', ')} ms`);
    // The main thread's own work, whatever the tasks' sizes: a steadier figure to compare.
    const onMain = events.filter((e) => e.pid === main?.pid && e.tid === main?.tid && e.dur);
    const total = (names) => onMain.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + e.dur / 1000, 0);
    console.log(
      `  main thread: script ${total(['FunctionCall', 'EvaluateScript', 'v8.evaluateModule']).toFixed(0)} ms, ` +
        `style ${total(['UpdateLayoutTree']).toFixed(0)} ms, layout ${total(['Layout']).toFixed(0)} ms, ` +
        `paint ${total(['Paint', 'PrePaint']).toFixed(0)} ms`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
