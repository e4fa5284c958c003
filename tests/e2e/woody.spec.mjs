// Major Woody's Wild Foursomes end to end: two people sharing one device through a STEAL
// and a Got it!, checking at every screen that no hand but its owner's is in the DOM; a
// team game of six with computer players; a reload in the middle; screenshots.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { activeCell, walkTo } from './keys.mjs';
import { afterMove, forgetEverything, handRegion, logLines, startSaved, watchErrors } from './helpers.mjs';
import { board, move, targets } from './woody-moves.mjs';

// A save of deal 0 between Ann and Bea, played by the computer players until both sides
// have a foursome and Ann is to move (made with the engine; any replayable save works).
const foursomes = readFileSync(new URL('./fixtures/woody-foursomes.json', import.meta.url), 'utf8');

/** Starts deal `seed` of Major Woody for `seats` ([name, 'human'|'computer']): Woody deals
 * every game fresh, so a known deal is started from a stored game. */
async function start(page, seats, seed) {
  await startSaved(page, 'woody', seats, seed, { players: seats.length });
}

const over = (page) => page.locator('.outcome');
const curtain = (page) => page.getByRole('heading', { name: /^Pass to / });
const stealWindow = (page) => page.getByRole('region', { name: / drew / });
const hands = (page) => handRegion(page);
const seat = (page, name) => page.getByRole('list', { name: 'Players' }).getByRole('button', { name: new RegExp(`^${name},`) });

/** Nothing private on a public screen: no hand, no card of any hand. */
async function expectNoHand(page) {
  await expect(hands(page)).toHaveCount(0);
  await expect(page.locator('[data-card]')).toHaveCount(0);
}

/** Exactly one hand on screen, and it is `owner`'s. */
async function expectOnlyHandOf(page, owner) {
  await expect(hands(page)).toHaveCount(1);
  await expect(hands(page)).toHaveAccessibleName(`Your hand, ${owner}`);
  await expect(hands(page).locator('[data-owner]')).toHaveAttribute('data-owner', owner);
  await expect(page.locator('[data-card]')).toHaveCount(await hands(page).locator('[data-card]').count());
}

test('two people share one device through a STEAL and a Got it!, and no other hand ever shows', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  // Deal 9: Bea holds a STEAL for Ann's first card, and Ann holds Bea's first card.
  await start(page, [['Ann', 'human'], ['Bea', 'human']], 9);
  let stole = false;
  let gotIt = false;
  // Every tap on the page, to count what a turn costs.
  await page.evaluate(() => {
    window.taps = 0;
    document.addEventListener('click', () => { window.taps += 1; }, true);
  });
  const tapCount = () => page.evaluate(() => window.taps);
  const plainTurns = [];
  let reacted = true;
  let tapsBefore = 0;
  let turns = 0;
  // Who holds the device: whoever last tapped their name on a public screen.
  let holder = null;
  for (let step = 0; step < 60 && turns < 6 && !(await over(page).isVisible()); step++) {
    if (await stealWindow(page).isVisible()) {
      await expectNoHand(page);
      holder = null;
      turns += 1;
      if (!reacted) plainTurns.push((await tapCount()) - tapsBefore);
      reacted = false;
      tapsBefore = await tapCount();
      const mover = (await page.locator('#window-title').textContent()).split(' drew ')[0];
      const other = mover === 'Ann' ? 'Bea' : 'Ann';
      // The claim is there for the other person whatever they hold.
      const claim = page.getByRole('button', { name: `${other}: STEAL` });
      await expect(claim).toBeVisible();
      if (!stole) {
        await claim.click();
        // The claim hands the device over first: nobody's hand shows on one tap.
        await expect(page.getByRole('heading', { name: `Pass to ${other}` })).toBeVisible();
        await expectNoHand(page);
        await page.getByRole('button', { name: `I am ${other}: show my cards` }).click();
        holder = other;
        await expectOnlyHandOf(page, other);
        if (await targets(page).count()) {
          await expect(page.locator('.prompt')).toContainText('STEAL it');
          await afterMove(page, () => targets(page).first().click());
          expect((await logLines(page)).join('\n')).toContain(`${other}: played STEAL`);
          stole = true;
          reacted = true;
          continue;
        }
        await page.getByRole('button', { name: 'Back: hand the device on' }).click();
        holder = null;
        await expect(stealWindow(page)).toBeVisible();
        reacted = true;
      }
      // A Got it! is said as the card is read: the device goes to its holder first (one
      // tap), then to the mover.
      const gotItButton = page.getByRole('button', { name: `I am ${other}: say Got it!` });
      if (await gotItButton.count()) {
        await expect(page.getByText(`${other} holds it too: Got it! Pass to ${other} first; ${mover} plays after.`)).toBeVisible();
        await gotItButton.click();
        holder = other;
        gotIt = true;
        reacted = true;
        await expectOnlyHandOf(page, other);
        await expect(page.locator('.prompt')).toContainText('Got it!');
        continue;
      }
      await page.getByRole('button', { name: `I am ${mover}: take my turn` }).click();
      holder = mover;
      continue;
    }
    if (await curtain(page).isVisible()) {
      await expectNoHand(page);
      const name = (await curtain(page).textContent()).replace('Pass to ', '');
      if (await page.getByRole('region', { name: /^Pass to / }).getByText('Got it!').count()) {
        gotIt = true;
        reacted = true;
      }
      await page.getByRole('button', { name: `I am ${name}: show my cards` }).click();
      holder = name;
      await expectOnlyHandOf(page, name);
      continue;
    }
    // A private screen: it must be the hand of whoever took the device.
    expect(holder, 'a hand showed without its owner taking the device').not.toBeNull();
    await expectOnlyHandOf(page, holder);
    await move(page);
  }
  expect(stole).toBe(true);
  expect(gotIt).toBe(true);
  expect((await logLines(page)).join('\n')).toContain('Got it!');
  // A turn nobody answers: "I am NAME: take my turn", a card, a space, "Play it, then pass to";
  // more only when this naive player tries cards that light nothing.
  expect(plainTurns.length).toBeGreaterThan(0);
  expect(Math.min(...plainTurns)).toBe(4);
  console.log(`taps per turn without a reaction: ${JSON.stringify(plainTurns)}`);
  expect(errors).toEqual([]);
});

test("a team game of six with computer players: no hand but the person's shows, and a reload resumes", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const seats = [['Ann', 'human'], ['Cal', 'computer'], ['Dee', 'computer'], ['Eve', 'computer'], ['Fay', 'computer'], ['Gus', 'computer']];
  await start(page, seats, 21);
  await expect(seat(page, 'Ann')).toHaveAttribute('aria-label', /team with Eve: 0 of 2 foursomes/);
  let moves = 0;
  let reloaded = false;
  for (let step = 0; step < 400 && moves < 6 && !(await over(page).isVisible()); step++) {
    // Alone at the device: no pass screens, and only Ann's hand ever shows.
    await expect(curtain(page)).toHaveCount(0);
    if ((await hands(page).count()) > 0) await expectOnlyHandOf(page, 'Ann');
    if (await stealWindow(page).isVisible()) {
      await page.getByRole('button', { name: /take my turn|carry on/ }).first().click();
      continue;
    }
    const prompt = page.locator('.prompt');
    if (!(await prompt.isVisible()) || /Waiting|playing…|over/.test(await prompt.textContent())) {
      await page.waitForTimeout(150);
      continue;
    }
    if (moves === 3 && !reloaded) {
      const labels = () => board(page).locator('[role=gridcell]').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
      const cards = () => hands(page).locator('[data-card]').evaluateAll((cs) => cs.map((c) => c.getAttribute('data-card')));
      // The log as the table knows it (a computer letting a card go adds no line to it).
      const logged = () => page.locator('section.play').getAttribute('data-log');
      const [spaces, hand, moves] = [await labels(), await cards(), await logged()];
      expect(spaces.filter((l) => /chip/.test(l)).length).toBeGreaterThanOrEqual(12);
      await page.reload();
      await expect(board(page)).toBeVisible();
      expect(await labels()).toEqual(spaces);
      expect(await cards()).toEqual(hand);
      expect(await logged()).toBe(moves);
      reloaded = true;
    }
    await move(page);
    moves += 1;
  }
  expect(reloaded).toBe(true);
  // Every computer played: each of them has taken a turn in the log.
  const log = (await logLines(page)).join('\n');
  for (const name of ['Cal', 'Dee', 'Eve', 'Fay', 'Gus']) expect(log).toContain(`${name}: played`);
  expect(errors).toEqual([]);
});

test('keyboard: a card chosen with Enter, the board walked with arrows, played with Enter', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await start(page, [['Ann', 'human'], ['Cal', 'computer']], 9);
  const cards = hands(page).locator('[data-card]');
  await expect(cards.first()).toBeVisible();
  let target = null;
  for (let i = 0; i < (await cards.count()) && !target; i++) {
    await cards.nth(i).focus();
    await page.keyboard.press('Enter');
    // The targets light up on the next render, so wait for them a moment before moving on.
    const lit = await expect
      .poll(() => targets(page).count(), { timeout: 1500 })
      .toBeGreaterThan(0)
      .then(() => true, () => false);
    if (lit) target = await targets(page).first().getAttribute('id');
  }
  expect(target).not.toBeNull();
  await board(page).focus();
  await expect(board(page)).toHaveAttribute('aria-activedescendant', 'mw-0-0');
  const upright = (await board(page).getAttribute('data-turn')) === 'upright';
  await walkTo(page, target, activeCell(board(page)), { upright });
  await afterMove(page, () => page.keyboard.press('Enter'));
  expect((await logLines(page)).join('\n')).toContain('Ann: played');
  expect(errors).toEqual([]);
});

/** Takes the device at whichever public screen is up (as the player to move). */
async function takeTurn(page) {
  if (await stealWindow(page).isVisible()) {
    const mover = (await page.locator('#window-title').textContent()).split(' drew ')[0];
    await page.getByRole('button', { name: new RegExp(`^I am (${mover}: take my turn|.*: say Got it!)$`) }).click();
  } else if (await curtain(page).isVisible()) {
    const who = (await curtain(page).textContent()).replace('Pass to ', '');
    await page.getByRole('button', { name: `I am ${who}: show my cards` }).click();
  }
}

/** Chooses the first card of the hand that lights a space. */
async function chooseLightingCard(page) {
  const cards = hands(page).locator('[data-card]');
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).click();
    if (await targets(page).count()) return;
  }
}

test('major woody screenshots at phone and desktop size', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [name, size] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
    await page.setViewportSize(size);
    const shot = (what) => page.screenshot({ path: `screenshots/${name}-woody-${what}.png`, animations: 'disabled' });
    await start(page, [['Ann', 'human'], ['Bea', 'human']], 9);
    await expect(stealWindow(page)).toBeVisible();
    await shot('window');
    await page.getByRole('button', { name: 'Bea: STEAL' }).click();
    await page.getByRole('button', { name: 'I am Bea: show my cards' }).click();
    await expect(targets(page).first()).toBeVisible();
    await shot('steal');
    await page.getByRole('button', { name: 'Back: hand the device on' }).click();
    for (let turn = 0; turn < 14; turn++) {
      while (!(await hands(page).count())) await takeTurn(page);
      await move(page);
    }
    while (!(await hands(page).count())) await takeTurn(page);
    await chooseLightingCard(page);
    await shot('play');

    // Foursomes outlined, their chips locked with an X.
    await forgetEverything(page);
    await page.evaluate((save) => {
      localStorage.setItem('fourfold.save.woody', save);
      sessionStorage.setItem('fourfold.current', 'woody');
    }, foursomes);
    await page.goto('/');
    await expect(curtain(page).or(stealWindow(page))).toBeVisible();
    await takeTurn(page);
    await expect(board(page).locator('.mw-outlines path.outline')).toHaveCount(2);
    await expect(board(page).locator('.lock-x')).toHaveCount(8);
    await expect(board(page).locator('[role=gridcell][aria-label*="locked"]')).toHaveCount(8);
    await chooseLightingCard(page);
    await shot('foursomes');

    const seats = [['Ann', 'human'], ['Cal', 'computer'], ['Dee', 'computer'], ['Eve', 'computer'], ['Fay', 'computer'], ['Gus', 'computer']];
    await start(page, seats, 21);
    for (let moves = 0; moves < 2; ) {
      if (await stealWindow(page).isVisible()) await takeTurn(page);
      const prompt = page.locator('.prompt');
      if (!(await prompt.isVisible()) || /Waiting|playing…|over/.test(await prompt.textContent())) {
        await page.waitForTimeout(150);
        continue;
      }
      await move(page);
      moves += 1;
    }
    await expect(page.locator('.prompt')).not.toContainText(/Waiting|playing…/, { timeout: 30_000 });
    await chooseLightingCard(page);
    await shot('teams');
  }
});

test('eight at the table, on a phone upright and turned: the deck and discard counts show whole, and the hand says whose it is', async ({ page }) => {
  const eight = ['Ann', 'Bea', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'].map((name) => [name, 'human']);
  for (const [width, height] of [[360, 640], [640, 360]]) {
    await page.setViewportSize({ width, height });
    await startSaved(page, 'woody', eight, 9, { players: 8 });
    await page.getByRole('button', { name: /^I am Ann/ }).click();
    await expect(handRegion(page)).toBeVisible();
    await expect(page.locator('.hand-label')).toHaveText('Your hand, Ann');
    const counts = page.locator('.counts');
    await expect(counts).toHaveText(/^Deck: \d+ · Discards: \d+$/);
    // Drawn whole: as wide as its words, and inside the screen.
    const [box, whole] = [await counts.boundingBox(), await counts.evaluate((p) => p.scrollWidth <= p.clientWidth)];
    expect(whole, `${width}x${height}`).toBe(true);
    expect(box.x + box.width, `${width}x${height}`).toBeLessThanOrEqual(width);
    expect(box.y + box.height, `${width}x${height}`).toBeLessThanOrEqual(height);
    expect(await page.evaluate(() => document.scrollingElement.scrollHeight <= innerHeight), `${width}x${height}: no scrolling`).toBe(true);
  }
});

test('since your last turn: one line for every seat that moved, opened over the board, which holds still', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  for (const [width, height] of [[360, 640], [640, 360], [844, 390]]) {
    await page.setViewportSize({ width, height });
    const seats = [['Ann', 'human'], ['Cal', 'computer'], ['Dee', 'computer'], ['Eve', 'computer']];
    await start(page, seats, 2);
    const since = page.locator('details.since');
    // Ann plays until the computers have moved since her turn and it is hers again.
    const ready = page.locator('.prompt').filter({ hasText: /^Choose a card|lit space|STEAL it|Got it/ });
    for (let step = 0; step < 40; step++) {
      await expect(stealWindow(page).or(ready)).toBeVisible({ timeout: 30_000 });
      if (await stealWindow(page).isVisible()) {
        await page.getByRole('button', { name: /take my turn|carry on/ }).first().click();
        continue;
      }
      if (await since.isVisible()) break;
      await move(page);
    }
    await expect(since).toBeVisible();
    await expect(page.locator('.thinking')).toHaveCount(0);
    const where = `${width}x${height}`;
    const summary = since.locator('summary');
    const before = await board(page).boundingBox();
    await summary.click();
    const lines = since.locator('li');
    await expect(lines.first()).toBeVisible();
    const said = await lines.allTextContents();
    // One line a seat: each of the three computers once, each named first.
    expect(said.map((line) => line.split(':')[0]).sort(), `${where}: ${JSON.stringify(said)}`).toEqual(['Cal', 'Dee', 'Eve']);
    expect(await board(page).boundingBox(), `${where}: the board moved`).toEqual(before);
    // The whole list is on the screen, and the summary that closes it.
    for (const [what, box] of [['the list', await since.locator('ol').boundingBox()], ['its summary', await summary.boundingBox()]]) {
      expect(box.y >= 0 && box.y + box.height <= height + 1 && box.x + box.width <= width + 1, `${where}: ${what} at ${JSON.stringify(box)}`).toBe(true);
    }
    const uncovered = await summary.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + 12, r.y + r.height / 2);
      return top !== null && el.contains(top);
    });
    expect(uncovered, `${where}: the summary is under the list`).toBe(true);
    await page.screenshot({ path: `screenshots/woody-since-${where}.png` });
    await summary.click();
    await expect(lines.first()).toBeHidden();
  }
  expect(errors).toEqual([]);
});
