// A guest's tap to every other screen's paint, at a table of three devices: Major
// Woody's Wild Foursomes, and Speed Cahoots (where every seat plays at once), hosted on
// one Chromium process, two guests on their own phones (two more processes), each page's CPU slowed by CPU_SLOWDOWN (the multiplier .ci/bench
// calibrates to this machine; 4 unless set), over WebRTC on loopback. Every move a
// guest makes is timed from the tap that made it (its click's event time) to the frame
// after the table took it (the step changed) on the host's screen, on the other guest's
// and on the guest's own. The processes share this machine's clock: each time is read as
// performance.timeOrigin plus the page's own, so the three pages' times compare (to a
// millisecond or so). And the way each move went, from the wire's times on each page
// (every message sent and heard): when the guest sent it, the host heard it and told the
// guests, each guest heard the host, each screen painted. Writes
// target/budgets/latency-GAME.json ({"slowdown": x, "host": [ms, ...], "guest": [...],
// "own": [...], "path": [{leg: ms from the tap, ...}, ...], "parts": {page: {timing:
// [ms, ...]}}}, the app's own timings of hearing and telling on each screen), which
// .ci/bench prints beside the budget (p95 at most 100 ms). Asserts nothing about time.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { launch, pair } from './devices.mjs';
import { handRegion, openSheet, startSaved } from './helpers.mjs';
import { move } from './woody-moves.mjs';

const SLOWDOWN = Number(process.env.CPU_SLOWDOWN || 4);
/** How each page's CPU is slowed down: `cdp`, Chromium's own throttle; or `cgroup`,
 * each page's main thread given 1/SLOWDOWN of a core by the kernel (cgroup v1's CPU
 * controller, where this process may write it). Chromium's throttle busy-waits: on Linux
 * it stops the main thread every 200 us and spins for (rate - 1) times the time since
 * (third_party/blink/renderer/platform/scheduler/common/thread_cpu_throttler.cc), idle
 * or not, so an idle page at 2x burns half a core and at 4x 80% (measured here with top).
 * Three such pages on a machine of two cores leave the work of the move waiting for a
 * core the throttles hold: a measure of the machine, not of three phones. The kernel's
 * quota sleeps instead, and three phones' main threads at 2x need 1.5 cores at most. */
const THROTTLE = process.env.LATENCY_THROTTLE || 'cdp';
/** Where the CPU controller's groups are made. */
const CGROUPS = '/sys/fs/cgroup/cpu';
/** The quota (us) of each period of 1/SLOWDOWN of a core: the kernel's shortest. The
 * kernel counts a thread's time at its scheduler's tick (4 ms on a kernel of 250 Hz), so
 * a burst shorter than a tick after an idle spell may run at this machine's speed and pay
 * for it in the periods after: the average is the phone's, a short task's time kinder
 * (by a tick at most per burst). A thread the main thread starts once moved shares its
 * quota (the games measured start none). */
const QUOTA_US = 1000;
/** Messages shorter than this are pings (`{"say":"ping"...}`), not a move or a table. */
const PING_LENGTH = 40;
/** Moves timed (each a guest's). */
const MOVES = 24;

/** Records on `page`, from before the app starts: the time of every click, and the time
 * of the frame after each step the table shows (`section.play`'s data-step). */
async function recorded(page) {
  await page.addInitScript(() => {
    const now = () => performance.timeOrigin + performance.now();
    window.__clicks = [];
    window.__painted = {};
    document.addEventListener('click', (event) => window.__clicks.push(performance.timeOrigin + event.timeStamp), true);
    new MutationObserver(() => {
      const step = document.querySelector('section.play')?.getAttribute('data-step');
      if (step === undefined || step === null || step in window.__painted) return;
      window.__painted[step] = null;
      requestAnimationFrame(() => {
        window.__painted[step] = now();
      });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-step'], childList: true });
    // The wire, timed on each page: every message sent and heard (time, length).
    window.__sent = [];
    window.__heard = [];
    const send = RTCDataChannel.prototype.send;
    RTCDataChannel.prototype.send = function (data) {
      window.__sent.push([now(), data.length]);
      return send.call(this, data);
    };
    const listen = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (type, listener, options) {
      if (this instanceof RTCDataChannel && type === 'message' && typeof listener === 'function' && !options) {
        const heard = listener;
        listener = function (event) {
          window.__heard.push([now(), typeof event.data === 'string' ? event.data.length : 0]);
          return heard.call(this, event);
        };
      }
      return listen.call(this, type, listener, options);
    };
  });
  if (THROTTLE === 'cdp') {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  }
}

/** A CPU group of its own for device `n`, whose threads get 1/SLOWDOWN of a core. */
function cpuGroup(n) {
  const dir = `${CGROUPS}/fourfold-latency-${process.pid}-${n}`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/cpu.cfs_period_us`, String(Math.round(QUOTA_US * SLOWDOWN)));
  writeFileSync(`${dir}/cpu.cfs_quota_us`, String(QUOTA_US));
  return dir;
}

/** Removes `group` once the threads in it have ended (a closed browser's renderers end
 * a moment after it). */
async function removed(group) {
  await expect.poll(() => readFileSync(`${group}/tasks`, 'utf8').trim(), { timeout: 10_000 }).toBe('');
  rmdirSync(group);
}

/** Slows down the main thread of every page of `browser` (its renderers': a renderer's
 * main thread is its process's first, of the same id) by moving it into `group`: done
 * once the pages are where they are measured, since a page that goes to another site
 * may be given another renderer. */
async function slowDown(browser, group) {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  for (const renderer of processInfo.filter((p) => p.type === 'renderer')) {
    writeFileSync(`${group}/tasks`, String(renderer.id));
  }
  await cdp.detach();
}

const stepOf = async (page) => Number(await page.locator('section.play').getAttribute('data-step'));
/** When `page` first painted a step after `before` once `tapped`, once it has (a step a
 * timer took before the tap, a reaction's window closing, is not the tap's). */
const paintedAfter = (page, before, tapped) =>
  page.evaluate(([before, tapped]) => {
    const after = Object.entries(window.__painted).filter(([step, at]) => Number(step) > before && at !== null && at >= tapped);
    return after.length ? Math.min(...after.map(([, at]) => at)) : null;
  }, [before, tapped]);

/** Times `play` on `page` (a guest's move) to the paint on each of `screens`
 * ({host, guest, own}), into `figures`. */
async function timed(figures, screens, play) {
  const before = await stepOf(screens.host);
  await play();
  const tapped = await screens.own.evaluate(() => window.__clicks.at(-1));
  const painted = {};
  for (const [key, screen] of Object.entries(screens)) {
    await expect.poll(() => paintedAfter(screen, before, tapped), { timeout: 20_000 }).not.toBeNull();
    painted[key] = await paintedAfter(screen, before, tapped);
    figures[key].push(painted[key] - tapped);
  }
  figures.path.push(await path(screens, tapped, painted));
}

/** The wire's times on `page` from `at` on: [time, length] of each message sent, heard. */
const wire = (page, at) =>
  page.evaluate((at) => ({
    sent: window.__sent.filter(([t]) => t >= at),
    heard: window.__heard.filter(([t]) => t >= at),
  }), at);

/** Where one move's time went, each leg in ms from the tap at `tapped`: the guest's
 * sending, the host's hearing of it, its telling the guests, each guest's hearing and
 * each screen's paint (`painted`). A leg the wire does not show (a message lost in the
 * inbox's order, say) is null. */
async function path(screens, tapped, painted) {
  const [own, host, other] = [await wire(screens.own, tapped), await wire(screens.host, tapped), await wire(screens.guest, tapped)];
  const leg = (t) => (t === undefined ? null : Math.round((t - tapped) * 10) / 10);
  // The move: the guest's first message after the tap that is not a ping; the host's
  // hearing of a message of its length (the clocks of the processes agree to a
  // millisecond or so); its first message after that is not a ping, and each guest's
  // hearing of the first message after it that is not a ping.
  const move = own.sent.find(([, length]) => length >= PING_LENGTH);
  const heard = move && host.heard.find(([t, length]) => t >= move[0] - 2 && length === move[1]);
  const told = heard && host.sent.find(([t, length]) => t >= heard[0] && length >= PING_LENGTH);
  const after = (side) => told && side.heard.find(([t, length]) => t >= told[0] - 2 && length >= PING_LENGTH);
  const [otherHeard, ownHeard] = [after(other), after(own)];
  return {
    sent: leg(move?.[0]),
    hostHeard: leg(heard?.[0]),
    hostTold: leg(told?.[0]),
    hostPaint: leg(painted.host),
    otherHeard: leg(otherHeard?.[0]),
    otherPaint: leg(painted.guest),
    ownHeard: leg(ownHeard?.[0]),
    ownPaint: leg(painted.own),
    bytes: ownHeard?.[1] ?? null,
  };
}

/** Three Chromium processes' pages, recorded and slowed down: `measure(slowed, host,
 * first, second)` (`slowed()` once the pages are where they are measured: see
 * THROTTLE), which returns [game, figures, {name: page}] to write, then the browsers
 * closed. */
async function onThreeDevices(baseURL, measure) {
  const browsers = [];
  const groups = [];
  try {
    for (let n = 0; n < 3; n++) browsers.push(await launch());
    if (THROTTLE === 'cgroup') for (let n = 0; n < 3; n++) groups.push(cpuGroup(n));
    const phone = { viewport: { width: 412, height: 915 }, hasTouch: true, baseURL };
    const pages = await Promise.all(browsers.map(async (browser) => (await browser.newContext(phone)).newPage()));
    for (const page of pages) await recorded(page);
    const slowed = async () => {
      for (const [n, group] of groups.entries()) await slowDown(browsers[n], group);
    };
    const [game, figures, screens] = await measure(slowed, ...pages);
    // How often the kernel held each page's main thread back, and for how long (ns).
    figures.held = groups.map((group) => readFileSync(`${group}/cpu.stat`, 'utf8').trim().split('\n').join(', '));
    await write(game, figures, screens);
  } finally {
    // Each closed and removed whatever went wrong with another (an error here is
    // printed, not thrown over the measurement's own).
    for (const browser of browsers) await browser.close().catch((error) => console.error(error));
    for (const group of groups) await removed(group).catch((error) => console.error(error));
  }
}

/** Where the time went on `page`: each of the app's own timings (User Timing measures
 * named "fourfold:...": the host hearing a message and the table's turn to it, the host
 * telling the guests, a guest hearing the host), every one's duration in ms. */
const parts = (page) =>
  page.evaluate(() => {
    const out = {};
    for (const e of performance.getEntriesByType('measure')) {
      if (e.name.startsWith('fourfold:')) (out[e.name.slice('fourfold:'.length)] ||= []).push(e.duration);
    }
    return out;
  });

/** Writes `figures` for `game`, with where the time went on each screen. */
async function write(game, figures, pages) {
  figures.slowdown = SLOWDOWN;
  figures.throttle = THROTTLE;
  figures.parts = {};
  for (const [name, page] of Object.entries(pages)) figures.parts[name] = await parts(page);
  console.log(`${game}, a guest's tap to the paint (ms): ${JSON.stringify(figures)}`);
  mkdirSync('../../target/budgets', { recursive: true });
  writeFileSync(`../../target/budgets/latency-${game}.json`, JSON.stringify(figures));
}

test(`a guest's tap to every screen's paint, Major Woody on three devices, CPU ${SLOWDOWN}x slower`, async ({ baseURL }) => {
  test.setTimeout(600_000);
  await onThreeDevices(baseURL, async (slowed, host, ann, bea) => {
    await startSaved(host, 'woody', [['Ann', 'human'], ['Bea', 'human']], 9, { players: 2 });
    await (await openSheet(host, 'Menu')).getByRole('button', { name: 'Play on several devices' }).click();
    await pair(host, ann, 'Ann');
    await pair(host, bea, 'Bea');
    await host.getByRole('button', { name: 'Back to the table' }).click();
    const guests = [['Ann', ann, bea], ['Bea', bea, ann]];
    for (const [, page] of guests) await expect(handRegion(page)).toBeVisible();
    await slowed();
    const prompt = async (page) => (await page.locator('.prompt').textContent()) ?? '';
    // Who may act now (a turn, a STEAL, a Got it!), as the test of three devices reads it.
    const actor = async () => {
      for (const guest of guests) {
        if (!/^(Waiting|The game is over)|need not wait/.test(await prompt(guest[1]))) return guest;
      }
      return null;
    };
    const figures = { host: [], guest: [], own: [], path: [] };
    for (let moves = 0; moves < MOVES; moves++) {
      // The guest found is the one that moves (asked again, a prompt may have changed).
      let found = null;
      await expect.poll(async () => (found = await actor()), { timeout: 20_000 }).not.toBeNull();
      const [, page, other] = found;
      if (/The game is over/.test(await prompt(host))) break;
      await timed(figures, { host, guest: other, own: page }, () => move(page));
    }
    return ['woody', figures, { host, ann, bea }];
  });
});

test(`a guest's tap to every screen's paint, Speed Cahoots on three devices, CPU ${SLOWDOWN}x slower`, async ({ baseURL }) => {
  test.setTimeout(600_000);
  await onThreeDevices(baseURL, async (slowed, host, bo, cy) => {
    const speed = { players: 3, difficulty: 'Normal', speed: true, mum: false, open_hands: false };
    await startSaved(host, 'cahoots', [['Ann', 'human'], ['Bo', 'human'], ['Cy', 'human']], 5, speed);
    await (await openSheet(host, 'Menu')).getByRole('button', { name: 'Play on several devices' }).click();
    await pair(host, bo, 'Bo');
    await pair(host, cy, 'Cy');
    await host.getByRole('button', { name: 'Back to the table' }).click();
    await expect(bo.getByRole('heading', { name: 'Cahoots · Bo' })).toBeVisible();
    await expect(cy.getByRole('heading', { name: 'Cahoots · Cy' })).toBeVisible();
    await slowed();
    const fitting = (page) => handRegion(page).locator('[data-card][aria-label*="fits pile"]');
    const lit = (page) => page.getByRole('group', { name: /^The goals and the piles/ }).locator('[id^=ch-pile-][aria-label*=". Play "]');
    const figures = { host: [], guest: [], own: [], path: [] };
    // Bo and Cy in turn, each a card that fits, until neither holds one (Ann, at the
    // host's device, waits).
    for (let moves = 0, [page, other] = [bo, cy]; moves < MOVES; moves++, [page, other] = [other, page]) {
      await expect.poll(() => stepOf(page)).toBe(await stepOf(host));
      if (!(await fitting(page).count())) [page, other] = [other, page];
      if (!(await fitting(page).count())) break;
      await timed(figures, { host, guest: other, own: page }, async () => {
        await fitting(page).first().click();
        await lit(page).first().click();
      });
    }
    return ['cahoots', figures, { host, bo, cy }];
  });
});
