// A guest's tap to every other screen's paint, at a table of three devices: Major
// Woody's Wild Foursomes, and Speed Cahoots (where every seat plays at once), hosted on
// one Chromium process, two guests on their own phones (two more processes), each page's CPU slowed by CPU_SLOWDOWN (the multiplier .ci/bench
// calibrates to this machine; 4 unless set), over WebRTC on loopback. Every move a
// guest makes is timed from the tap that made it (its click's event time) to the frame
// after the table took it (the step changed) on the host's screen, on the other guest's
// and on the guest's own. The processes share this machine's clock: each time is read as
// performance.timeOrigin plus the page's own, so the three pages' times compare (to a
// millisecond or so). Writes target/budgets/latency-GAME.json ({"host": [ms, ...],
// "guest": [...], "own": [...], "parts": {page: {timing: [ms, ...]}}}, the app's own
// timings of hearing and telling on each screen), which .ci/bench prints beside the budget (p95 at most
// 100 ms). Asserts nothing about time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { launch, pair } from './devices.mjs';
import { handRegion, openSheet, startSaved } from './helpers.mjs';
import { move } from './woody-moves.mjs';

const SLOWDOWN = Number(process.env.CPU_SLOWDOWN || 4);
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
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
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
  for (const [key, screen] of Object.entries(screens)) {
    await expect.poll(() => paintedAfter(screen, before, tapped), { timeout: 20_000 }).not.toBeNull();
    figures[key].push((await paintedAfter(screen, before, tapped)) - tapped);
  }
}

/** Three Chromium processes' pages, recorded and slowed down: `measure(host, first,
 * second)`, then the browsers closed. */
async function onThreeDevices(baseURL, measure) {
  const browsers = [await launch(), await launch(), await launch()];
  try {
    const phone = { viewport: { width: 412, height: 915 }, hasTouch: true, baseURL };
    const pages = await Promise.all(browsers.map(async (browser) => (await browser.newContext(phone)).newPage()));
    for (const page of pages) await recorded(page);
    await measure(...pages);
  } finally {
    for (const browser of browsers) await browser.close();
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
  figures.parts = {};
  for (const [name, page] of Object.entries(pages)) figures.parts[name] = await parts(page);
  console.log(`${game}, a guest's tap to the paint (ms): ${JSON.stringify(figures)}`);
  mkdirSync('../../target/budgets', { recursive: true });
  writeFileSync(`../../target/budgets/latency-${game}.json`, JSON.stringify(figures));
}

test(`a guest's tap to every screen's paint, Major Woody on three devices, CPU ${SLOWDOWN}x slower`, async ({ baseURL }) => {
  test.setTimeout(600_000);
  await onThreeDevices(baseURL, async (host, ann, bea) => {
    await startSaved(host, 'woody', [['Ann', 'human'], ['Bea', 'human']], 9, { players: 2 });
    await (await openSheet(host, 'Menu')).getByRole('button', { name: 'Play on several devices' }).click();
    await pair(host, ann, 'Ann');
    await pair(host, bea, 'Bea');
    await host.getByRole('button', { name: 'Back to the table' }).click();
    const guests = [['Ann', ann, bea], ['Bea', bea, ann]];
    for (const [, page] of guests) await expect(handRegion(page)).toBeVisible();
    const prompt = async (page) => (await page.locator('.prompt').textContent()) ?? '';
    // Who may act now (a turn, a STEAL, a Got it!), as the test of three devices reads it.
    const actor = async () => {
      for (const guest of guests) {
        if (!/^(Waiting|The game is over)|need not wait/.test(await prompt(guest[1]))) return guest;
      }
      return null;
    };
    const figures = { host: [], guest: [], own: [] };
    for (let moves = 0; moves < MOVES; moves++) {
      // The guest found is the one that moves (asked again, a prompt may have changed).
      let found = null;
      await expect.poll(async () => (found = await actor()), { timeout: 20_000 }).not.toBeNull();
      const [, page, other] = found;
      if (/The game is over/.test(await prompt(host))) break;
      await timed(figures, { host, guest: other, own: page }, () => move(page));
    }
    await write('woody', figures, { host, ann, bea });
  });
});

test(`a guest's tap to every screen's paint, Speed Cahoots on three devices, CPU ${SLOWDOWN}x slower`, async ({ baseURL }) => {
  test.setTimeout(600_000);
  await onThreeDevices(baseURL, async (host, bo, cy) => {
    const speed = { players: 3, difficulty: 'Normal', speed: true, mum: false, open_hands: false };
    await startSaved(host, 'cahoots', [['Ann', 'human'], ['Bo', 'human'], ['Cy', 'human']], 5, speed);
    await (await openSheet(host, 'Menu')).getByRole('button', { name: 'Play on several devices' }).click();
    await pair(host, bo, 'Bo');
    await pair(host, cy, 'Cy');
    await host.getByRole('button', { name: 'Back to the table' }).click();
    await expect(bo.getByRole('heading', { name: 'Cahoots · Bo' })).toBeVisible();
    await expect(cy.getByRole('heading', { name: 'Cahoots · Cy' })).toBeVisible();
    const fitting = (page) => handRegion(page).locator('[data-card][aria-label*="fits pile"]');
    const lit = (page) => page.getByRole('group', { name: /^The goals and the piles/ }).locator('[id^=ch-pile-][aria-label*=". Play "]');
    const figures = { host: [], guest: [], own: [] };
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
    await write('cahoots', figures, { host, bo, cy });
  });
});
