// What one tap costs and where it goes, as a slow phone feels it: a game's table from the
// built site (dist/) in Chromium on a 412x915 touch screen, the CPU 4x slower, a choice
// and a play made with touch events (CDP, no actionability checks on the page's thread),
// traced. For each tap it prints the Event Timing entry of its click (duration, input
// delay, processing) and every main-thread task from the touch to the next paint, with
// what ran in it; with PROFILE=1, the V8 CPU profile of the taps top-down (readable names
// need a build whose wasm keeps its function names, e.g. wasm-bindgen run on
// target/wasm32-unknown-unknown/release*/fourfold-GAME.wasm, served with DIST=dir; the
// script's own finding of what to tap shows in it too, as `evaluate` and `InjectedScript`).
// A measurement, not a test: `node tap-trace.mjs woody cahoots` after a release build.
import { launchChromium, serveBuilt, traceThrottled } from './built-site.mjs';

const port = 4186;
const LINKS = {
  letters: '?embed=1&game=letters&seats=person,computer',
  woody: '?embed=1&game=woody&seats=person,computer',
  quaddoku: '?game=quaddoku&seats=person,computer&seed=1',
  cahoots: '?game=cahoots&seats=person,computer&seed=1',
  foursquare: '?game=foursquare&seed=1',
};
// Each game's choice (none in Foursquare) and play, as taps.measure.mjs makes them.
const TAPS = {
  letters: ['.hand [data-card]:not([disabled])', '[role=gridcell][aria-label*="You can"]'],
  woody: ['.hand [data-card]:not([disabled])', '[role=gridcell][aria-label*="you can" i]'],
  quaddoku: ['[data-tile]:not([disabled])', '#qd-cell-0-0'],
  cahoots: ['[data-card][aria-label*="fits pile"]:not([disabled])', '[id^=ch-pile-][aria-label*=". Play "]'],
  foursquare: [null, 'svg.board [role=gridcell].legal'],
};
const games = process.argv.slice(2);
if (!games.length || games.some((g) => !LINKS[g])) {
  console.error(`usage: node tap-trace.mjs GAME ... (of ${Object.keys(LINKS).join(', ')})`);
  process.exit(2);
}

const server = await serveBuilt(port);
const browser = await launchChromium();

/** The main-thread events inside `task`, summed by name: its five largest, as text. */
function parts(events, task) {
  const sums = {};
  for (const e of events) {
    if (e !== task && e.ts >= task.ts && e.ts + (e.dur || 0) <= task.ts + task.dur && e.dur > 300 && e.name !== 'RunTask') {
      sums[e.name] = (sums[e.name] || 0) + e.dur / 1000;
    }
  }
  return Object.entries(sums)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
}

/** The CPU profile's call tree, merged by name, from its roots down (`depth` levels). */
function topDown(profile, depth) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) || 0) + (profile.timeDeltas[i + 1] || 0) / 1000));
  const total = (n) => (self.get(n.id) || 0) + (n.children || []).reduce((t, c) => t + total(byId.get(c)), 0);
  const name = (n) => (n.callFrame.functionName || `(${n.callFrame.url.split('/').pop()})`).replace(/::h[0-9a-f]{16}/g, '');
  const show = (nodes, level) => {
    const merged = {};
    for (const n of nodes) (merged[name(n)] ||= []).push(n);
    const rows = Object.entries(merged).map(([k, ns]) => [k, ns, ns.reduce((t, n) => t + total(n), 0)]);
    for (const [k, ns, ms] of rows.sort((a, b) => b[2] - a[2])) {
      if (ms < 1 || ['(idle)', '(program)', '(garbage collector)'].includes(k)) continue;
      console.log(`${'  '.repeat(level + 1)}${ms.toFixed(1)} ms ${k.slice(0, 140)}`);
      if (level < depth) show(ns.flatMap((n) => (n.children || []).map((c) => byId.get(c))), level + 1);
    }
  };
  show((byId.get(profile.nodes[0].id).children || []).map((c) => byId.get(c)), 0);
}

try {
  for (const game of games) {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__taps = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.interactionId) window.__taps.push([e.name, e.startTime, e.duration, e.processingStart, e.processingEnd]);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    await page.goto(`http://127.0.0.1:${port}/${LINKS[game]}`);
    const [choose, play] = TAPS[game];
    // The person's turn: what they tap first is there and no computer is thinking.
    await page.waitForFunction((first) => document.querySelector(first) && !document.querySelector('.thinking'), choose || play, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    const trace = await traceThrottled(cdp);
    if (process.env.PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
      await cdp.send('Profiler.start');
    }
    const taps = [];
    for (const [kind, selector] of [['choose', choose], ['play', play]]) {
      if (!selector) continue;
      const box = await page.locator(selector).first().boundingBox();
      if (!box) throw new Error(`${game}: nothing to ${kind} (${selector})`);
      // A quiet moment, then the touch, then two frames for its paint.
      await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
      const at = await page.evaluate(() => performance.now());
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));
      taps.push([kind, at]);
    }
    const profile = process.env.PROFILE ? (await cdp.send('Profiler.stop')).profile : null;
    const mark = await page.evaluate(() => {
      performance.mark('tap-trace');
      return performance.getEntriesByName('tap-trace')[0].startTime;
    });
    const events = await trace.stop();
    const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
    // The page's clock to the trace's: the mark is on both.
    const offset = onMain.find((e) => e.name === 'tap-trace').ts - mark * 1000;
    const entries = await page.evaluate(() => window.__taps);
    console.log(`${game} (${LINKS[game]}), 4x CPU:`);
    for (const [kind, at] of taps) {
      const click = entries.find(([name, start]) => name === 'click' && start >= at);
      if (!click) {
        console.log(`  ${kind}: no click entry (under 16 ms)`);
        continue;
      }
      const [, start, duration, processingStart, processingEnd] = click;
      console.log(
        `  ${kind}: ${duration} ms from the touch to the paint (input delay ${(processingStart - start).toFixed(0)}, ` +
          `processing ${(processingEnd - processingStart).toFixed(0)}); the main thread's tasks meanwhile:`,
      );
      const from = offset + start * 1000;
      const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > 1000 && e.ts + e.dur > from && e.ts < from + duration * 1000);
      for (const task of tasks.sort((a, b) => a.ts - b.ts)) {
        console.log(`    at +${((task.ts - from) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(1)} ms (${parts(onMain, task)})`);
      }
    }
    if (profile) {
      console.log('  CPU profile of the taps, top-down (ms at 4x):');
      topDown(profile, Number(process.env.DEPTH || 6));
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
