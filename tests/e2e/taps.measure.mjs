// Tap to next paint, per game, as a player feels it on a slow phone: a scripted game of
// each game in Chromium with the CPU throttled 4x (CDP), every tap (choose a card, play
// it on a space or a pile, lay a tile) timed by the Event Timing API: a
// PerformanceObserver of type "event" with durationThreshold 16, the lowest it takes.
// An interaction's time is its longest event (pointerdown, pointerup, click) from the
// input to the next paint; a tap with no entry took under 16 ms. Writes
// target/budgets/taps-GAME.json ([ms, ...], one figure per tap, 0 for under 16 ms),
// which .ci/budgets prints beside the 50 ms limit. Asserts nothing about time.
import { writeFileSync, mkdirSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { handRegion, startSaved, steps } from './helpers.mjs';

const TAPS = 40;

/** The taps' own figures so far: the longest event of each interaction, by id. */
const slowTaps = (page) =>
  page.evaluate(() => {
    const worst = {};
    for (const [id, ms] of window.__taps || []) worst[id] = Math.max(worst[id] || 0, ms);
    return worst;
  });

/** Two animation frames: the paint after a tap has happened and its entry is queued. */
const painted = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));

/** A table for measuring: the observer installed before the app starts, the CPU 4x slower. */
async function throttled(page) {
  await page.addInitScript(() => {
    window.__taps = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) window.__taps.push([e.interactionId, e.duration]);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Counts taps and keeps the figures of finished games (a new page load starts afresh). */
function tapper(page) {
  const done = [];
  let taps = 0;
  return {
    count: () => taps + done.length,
    async tap(locator) {
      await locator.click();
      taps += 1;
      await painted(page);
    },
    /** Moves this page's figures into the game's list, before the page is left. */
    async bank() {
      await painted(page);
      // The observer hears of the last paint's entries in a task of its own.
      await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 1000 })));
      const slow = Object.values(await slowTaps(page));
      done.push(...slow, ...Array(Math.max(0, taps - slow.length)).fill(0));
      taps = 0;
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
  const done = page.getByRole('button', { name: /^Done: (pass to |play it)/ });
  await expect.poll(async () => (await steps(page)) > before || (await done.count()) > 0).toBe(true);
  if ((await steps(page)) === before) await t.tap(done);
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
      await t.tap(targets(page).first());
    } else if (await choice.count()) {
      await t.tap(choice.first());
    } else if (await pass.count()) {
      await t.tap(pass);
    } else {
      const cards = hand(page);
      let played = false;
      for (let i = 0; i < (await cards.count()) && !played; i++) {
        await t.tap(cards.nth(i));
        if (await targets(page).count()) {
          await t.tap(targets(page).first());
          // A SWAP takes two spaces: a chip of mine, then theirs.
          if ((await steps(page)) === before && (await targets(page).count())) await t.tap(targets(page).first());
          played = true;
        } else if (await turnIn.count()) {
          await t.tap(turnIn);
          played = true;
        }
      }
      if (!played) throw new Error('no card could be played, and no pass was offered');
    }
    await landed(page, t, before);
  }
}

const GAMES = {
  async foursquare(page, t) {
    for (let seed = 1; t.count() < TAPS; seed++) {
      await page.goto(`/?game=foursquare&seed=${seed}`);
      const board = page.locator('svg.board');
      await expect(board).toBeVisible();
      while (t.count() < TAPS && !(await over(page).count())) {
        const before = await steps(page);
        await t.tap(board.locator('[role=gridcell].legal').first());
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
          await t.tap(fitting().first());
          await t.tap(lit.first());
        } else {
          await t.tap(cannot);
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
        await t.tap(tiles.first());
        await t.tap(page.locator(`#qd-cell-0-${i}`));
      }
      await expect(takeBack).toBeEnabled();
      await t.tap(takeBack);
      await expect(takeBack).toBeDisabled();
    }
    await t.bank();
  },
};

for (const [game, play] of Object.entries(GAMES)) {
  test(`taps in ${game}, CPU 4x slower`, async ({ page }) => {
    await throttled(page);
    const t = tapper(page);
    await play(page, t);
    mkdirSync('../../target/budgets', { recursive: true });
    writeFileSync(`../../target/budgets/taps-${game}.json`, JSON.stringify(t.figures()));
  });
}
