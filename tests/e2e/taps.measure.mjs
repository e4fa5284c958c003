// Tap to next paint, per game and kind of tap, as a player feels it on a slow phone: a
// scripted game of each game in Chromium on a 412x915 touch screen (taps, not mouse
// clicks) with the CPU throttled (CDP) by CPU_SLOWDOWN, the multiplier .ci/bench
// calibrates to this machine so that it is one phone on every machine (4 unless set), every tap timed by the Event Timing API: a
// PerformanceObserver of type "event" with durationThreshold 16, the lowest it takes.
// A tap's time is its longest event (pointerdown, pointerup, click ...) from the input to
// the next paint, among the events that began between the tap and that paint; a tap
// with no entry took under 16 ms. Each tap waits until the table is still (what the
// last move changed drawn in), as a person's would. Taps are of two kinds: choosing (a card, a tile: the
// table lights what it can do) and playing (a chip, a card onto a pile, a tile laid, a
// take-back, a pass, "Done"). Writes target/budgets/taps-GAME.json ({"choose": [ms, ...],
// "play": [...]}, 0 for under 16 ms), which .ci/bench prints beside its limits.
// Asserts nothing about time.
import { writeFileSync, mkdirSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { GAMES, handRegion, startSaved, steps } from './helpers.mjs';

test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

const TAPS = 40;

/** The next paint after a tap has happened and its entry is queued; its time. */
const painted = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => r(performance.now()), 0)))));

/**
 * Waits until what the last move changed has been drawn in (no animation runs), as a
 * person reads the table before tapping: nobody chooses a card within the quarter
 * second a computer's chip takes to appear, nor places Foursquare's next card before
 * its own last one has settled, yet a script polling for its turn would, and its tap
 * then shares the main thread with that drawing-in (one or two frames later: Letter
 * Lines' choices took 56-64 ms at 4x so, and 32-40 on a still table). With
 * TAPS_EAGER=1 it does not wait: taps as soon as the script can, which .ci/bench
 * measures once and prints beside the budgets, not as one. An animation that never
 * ends fails the measurement after ten seconds.
 */
const still = (page) =>
  process.env.TAPS_EAGER === '1' ? Promise.resolve() : page.waitForFunction(() => document.getAnimations().length === 0, null, { timeout: 10_000 });

/** How much slower the CPU runs: the phone .ci/bench calibrated for this machine. */
const SLOWDOWN = Number(process.env.CPU_SLOWDOWN || 4);

/** A table for measuring: the observer installed before the app starts, the CPU slowed down. */
async function throttled(page) {
  await page.addInitScript(() => {
    window.__taps = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) window.__taps.push([e.startTime, e.duration]);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
}

/** Counts taps by kind and keeps the figures of finished games (a new page load starts afresh). */
function tapper(page) {
  const done = { choose: [], play: [] };
  // This page's taps: [kind, from, to] on the page's clock, from before the tap to its paint.
  let taps = [];
  return {
    count: () => taps.length + done.choose.length + done.play.length,
    /** Taps `locator` as choosing ('choose') or playing ('play') and waits for the paint. */
    async tap(locator, kind) {
      await locator.scrollIntoViewIfNeeded();
      await still(page);
      const from = await page.evaluate(() => performance.now());
      await locator.tap();
      taps.push([kind, from, await painted(page)]);
    },
    /** Counts the last tap as another kind (a SWAP's first space only chooses). */
    retag(kind) {
      taps[taps.length - 1][0] = kind;
    },
    /** Moves this page's figures into the game's lists, before the page is left. */
    async bank() {
      await painted(page);
      // The observer hears of the last paint's entries in a task of its own.
      await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 1000 })));
      const entries = await page.evaluate(() => window.__taps);
      for (const [kind, from, to] of taps) {
        const mine = entries.filter(([start]) => start >= from && start <= to).map(([, ms]) => ms);
        done[kind].push(Math.max(0, ...mine));
      }
      taps = [];
    },
    figures: () => done,
  };
}

const over = (page) => page.locator('.outcome');
const hand = (page) => handRegion(page).locator('[data-card]:not([disabled])');

/** Waits until the person may act (or the game is over); true when they may. */
async function myTurn(page, actionable) {
  await expect
    .poll(async () => (await over(page).count()) > 0 || ((await page.locator('.thinking').count()) === 0 && (await actionable().count()) > 0), {
      timeout: 60_000,
    })
    .toBe(true);
  return (await over(page).count()) === 0;
}

/** Waits for a move (or a move held for "Done") after a tap that may have made one. */
async function landed(page, t, before) {
  const done = page.getByRole('button', { name: /^Play it/ });
  await expect.poll(async () => (await steps(page)) > before || (await done.count()) > 0).toBe(true);
  if ((await steps(page)) === before) await t.tap(done, 'play');
}

/**
 * Letter Lines and Major Woody: a card, then the first space it lights; or a space lit
 * already (Woody's STEAL or Got it!), a choice of four, a turn-in or a pass.
 */
async function cardsOnSpaces(page, t, targets, passName) {
  const pass = page.getByRole('button', { name: passName });
  const choice = page.getByRole('button', { name: /^These four/ });
  const turnIn = page.getByRole('button', { name: /^Turn in/ });
  const live = () => hand(page).or(targets(page)).or(pass).or(choice);
  while (t.count() < TAPS && (await myTurn(page, live))) {
    const before = await steps(page);
    if (await targets(page).count()) {
      await t.tap(targets(page).first(), 'play');
    } else if (await choice.count()) {
      await t.tap(choice.first(), 'play');
    } else if (await pass.count()) {
      await t.tap(pass, 'play');
    } else {
      const cards = hand(page);
      let played = false;
      for (let i = 0; i < (await cards.count()) && !played; i++) {
        await t.tap(cards.nth(i), 'choose');
        if (await targets(page).count()) {
          await t.tap(targets(page).first(), 'play');
          // A SWAP takes two spaces: a chip of mine, then theirs.
          if ((await steps(page)) === before && (await targets(page).count())) {
            t.retag('choose');
            await t.tap(targets(page).first(), 'play');
          }
          played = true;
        } else if (await turnIn.count()) {
          await t.tap(turnIn, 'play');
          played = true;
        }
      }
      if (!played) throw new Error('no card could be played, and no pass was offered');
    }
    await landed(page, t, before);
  }
}

/** Each game's scripted play, by key: every game of index.html needs one. */
const DRIVERS = {
  async foursquare(page, t) {
    for (let seed = 1; t.count() < TAPS; seed++) {
      await page.goto(`/?game=foursquare&seed=${seed}`);
      const board = page.locator('svg.board');
      await expect(board).toBeVisible();
      while (t.count() < TAPS && !(await over(page).count())) {
        const before = await steps(page);
        await t.tap(board.locator('[role=gridcell].legal').first(), 'play');
        await expect.poll(() => steps(page)).toBeGreaterThan(before);
      }
      await t.bank();
    }
  },
  async letters(page, t) {
    for (let seed = 1; t.count() < TAPS; seed++) {
      await startSaved(page, 'letters', [['You', 'human'], ['Computer 1', 'computer']], seed, { players: 2 });
      const lit = (p) => p.getByRole('grid', { name: /The board of 48 pictures/ }).locator('[role=gridcell][aria-label*="You can"]');
      await cardsOnSpaces(page, t, lit, /^Pass/);
      await t.bank();
    }
  },
  async woody(page, t) {
    for (let seed = 1; t.count() < TAPS; seed++) {
      await startSaved(page, 'woody', [['You', 'human'], ['Computer 1', 'computer']], seed, { players: 2 });
      const targets = (p) => p.getByRole('grid', { name: /The board of 80 spaces/ }).locator('[role=gridcell][aria-label*="you can" i]');
      await cardsOnSpaces(page, t, targets, /^Pass$/);
      await t.bank();
    }
  },
  async cahoots(page, t) {
    for (let seed = 1; t.count() < TAPS; seed++) {
      await page.goto(`/?game=cahoots&seats=person,computer&seed=${seed}`);
      const fitting = () => handRegion(page).locator('[data-card][aria-label*="fits pile"]:not([disabled])');
      const lit = page.locator('[id^=ch-pile-][aria-label*=". Play "]');
      const cannot = page.getByRole('button', { name: 'I cannot play' });
      while (t.count() < TAPS && (await myTurn(page, () => fitting().or(cannot)))) {
        const before = await steps(page);
        if (await fitting().count()) {
          await t.tap(fitting().first(), 'choose');
          await t.tap(lit.first(), 'play');
        } else {
          await t.tap(cannot, 'play');
        }
        await landed(page, t, before);
      }
      await t.bank();
    }
  },
  async quaddoku(page, t) {
    // Tiles laid one by one on the grid's letters and taken back: the taps of a turn,
    // whatever words they make.
    await page.goto('/?game=quaddoku&seats=person,computer&seed=1');
    const pool = page.getByRole('region', { name: /^Pool: \d+ tiles$/ });
    await expect(pool).toBeVisible();
    const takeBack = page.getByRole('button', { name: 'Take back' });
    const tiles = pool.locator('[data-tile]:not([disabled])');
    expect(await myTurn(page, () => tiles)).toBe(true);
    while (t.count() < TAPS) {
      for (let i = 0; i < 4; i++) {
        await t.tap(tiles.first(), 'choose');
        await t.tap(page.locator(`#qd-cell-0-${i}`), 'play');
      }
      await expect(takeBack).toBeEnabled();
      await t.tap(takeBack, 'play');
      await expect(takeBack).toBeDisabled();
    }
    await t.bank();
  },
};

// Every game of index.html, and any game a driver is left for: a game with no driver,
// or a driver for no game, fails its measurement (and .ci/bench says so) rather than
// leaving the game out unseen.
const keys = GAMES.map(({ key }) => key);
for (const game of new Set([...keys, ...Object.keys(DRIVERS)])) {
  const play = DRIVERS[game];
  test(`taps in ${game}, CPU ${SLOWDOWN}x slower`, async ({ page }) => {
    expect(play, `a driver in taps.measure.mjs for ${game}, a game of index.html`).toBeDefined();
    expect(keys, `${game}, which taps.measure.mjs has a driver for, among the games of index.html`).toContain(game);
    await throttled(page);
    const t = tapper(page);
    await play(page, t);
    mkdirSync('../../target/budgets', { recursive: true });
    writeFileSync(`../../target/budgets/taps-${game}.json`, JSON.stringify(t.figures()));
  });
}
