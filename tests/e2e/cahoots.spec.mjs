// Cahoots end to end: two people passing one device with marks, checking behind every
// pass screen and on every screen that only the holder's hand is in the DOM, with a
// reload in the middle; a game with computer team-mates to its end; Speed Cahoots' seat
// picker and clock, resumed by a reload and run out; screenshots.
import { test, expect } from '@playwright/test';
import { afterMove, closeSheet, forgetEverything, handRegion, logLines, watchErrors } from './helpers.mjs';

const curtain = (page) => page.getByRole('heading', { name: /^Pass to / });
const over = (page) => page.locator('.outcome');
const board = (page) => page.getByRole('group', { name: /^The goals and the piles/ });
const handCards = (page) => handRegion(page).locator('[data-card]');
const fitting = (page) => handRegion(page).locator('[data-card][aria-label*="fits pile"]');
const pile = (page, i) => page.locator(`#ch-pile-${i}`);
const lit = (page) => board(page).locator('[id^=ch-pile-][aria-label*=". Play "]');
const clock = (page) => page.getByRole('timer', { name: 'Speed Cahoots clock' });

/** Sets up Cahoots: `seats` as [name, 'human' | 'computer'], a fixed deal, options. */
async function start(page, seats, seed, { speed = false, open = false, difficulty, paused = false } = {}) {
  await forgetEverything(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'New game of Cahoots' }).click();
  await page.getByLabel('How many play').selectOption(String(seats.length));
  for (let i = 0; i < seats.length; i++) {
    await page.getByLabel(`Seat ${i + 1} name`).fill(seats[i][0]);
    await page.getByLabel('Played by').nth(i).selectOption(seats[i][1]);
  }
  if (difficulty) await page.getByLabel('Difficulty').selectOption(difficulty);
  if (speed) await page.getByLabel(/Speed Cahoots/).check();
  if (open) await page.getByLabel(/Lil Cahoots/).check();
  await page.getByLabel(/Deal number/).fill(String(seed));
  // A clock installed (page.clock) stops here: from the deal on, time moves only as the
  // test moves it, however long the test's own steps take.
  if (paused) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await page.getByRole('button', { name: 'Start' }).click();
}

/** The number of cards the strip says `name` holds. */
async function held(page, name) {
  const label = await page.getByRole('list', { name: 'Players' }).getByRole('button', { name: new RegExp(`^${name}:`) }).getAttribute('aria-label');
  return Number(label.match(/(\d+) cards?/)[1]);
}

/** Plays the first card that fits on the first pile it fits, or says "I cannot play". */
async function playOne(page) {
  await afterMove(page, async () => {
    if (await fitting(page).count()) {
      await fitting(page).first().click();
      await lit(page).first().click();
    } else {
      await page.getByRole('button', { name: 'I cannot play' }).click();
    }
  });
}

test('two people pass the device, mark piles and goals, and no other hand is ever in the DOM', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await start(page, [['Ann', 'human'], ['Bo', 'human']], 11);
  let turns = 0;
  let marked = false;
  let reloaded = false;
  while (!(await over(page).isVisible())) {
    await expect(curtain(page)).toBeVisible();
    const name = (await curtain(page).textContent()).replace('Pass to ', '');
    // Behind the curtain: no hand, no pile, no goal.
    await expect(handRegion(page)).toHaveCount(0);
    await expect(page.locator('[data-card]')).toHaveCount(0);
    await expect(page.locator('[id^=ch-pile-]')).toHaveCount(0);
    await page.getByRole('button', { name: `I am ${name}: show my cards` }).click();
    await expect(page.locator('.prompt')).toContainText('Your turn.');
    // Exactly this player's cards are in the DOM.
    expect(await handCards(page).count()).toBe(await held(page, name));
    if (turns === 2 && !reloaded) {
      // A reload puts the pass screen back up, and the same hand behind it.
      const before = await handCards(page).evaluateAll((cs) => cs.map((c) => c.dataset.card));
      await page.reload();
      await expect(curtain(page)).toHaveText(`Pass to ${name}`);
      await page.getByRole('button', { name: `I am ${name}: show my cards` }).click();
      expect(await handCards(page).evaluateAll((cs) => cs.map((c) => c.dataset.card))).toEqual(before);
      reloaded = true;
    }
    if (!marked && name === 'Ann' && (await fitting(page).count())) {
      // Ann chooses her card, sees where it goes, and asks for another pile and a goal.
      await fitting(page).first().click();
      const target = Number((await lit(page).first().getAttribute('id')).match(/\d$/)[0]);
      const other = (target + 1) % 4;
      // Let the card go (a tap on a pile it fits would play it), then open a pile's details.
      await fitting(page).first().click();
      await expect(lit(page)).toHaveCount(0);
      await pile(page, other).click();
      await page.getByRole('button', { name: 'Mark: play here' }).click();
      await expect(pile(page, other)).toHaveAttribute('aria-label', /Ann asks to play here/);
      await page.locator('[id^=ch-goal-]').first().click();
      await page.getByRole('button', { name: 'Mark: go for this' }).click();
      await expect(page.locator('[id^=ch-goal-]').first()).toHaveAttribute('aria-label', /Ann says go for this/);
      // One pile mark a turn: a second pile's details offer none.
      await pile(page, (other + 1) % 4).click();
      await expect(page.getByRole('button', { name: 'Mark: play here' })).toHaveCount(0);
      await closeSheet(page);
      await fitting(page).first().click();
      await afterMove(page, () => pile(page, target).click());
      marked = true;
      // Bo sees the pile mark Ann left, named, and only "drew a card" of her draw.
      await page.getByRole('button', { name: 'I am Bo: show my cards' }).click();
      await expect(pile(page, other)).toHaveAttribute('aria-label', /Ann asks to play here/);
      const log = await logLines(page);
      expect(log.filter((l) => /^Ann: drew (green|pink|orange|purple)/.test(l))).toEqual([]);
      expect(log.filter((l) => l.includes('Ann: drew a card')).length).toBeGreaterThan(0);
      turns += 1;
      await playOne(page);
      turns += 1;
      continue;
    }
    await playOne(page);
    turns += 1;
    expect(turns).toBeLessThan(80);
  }
  expect(marked).toBe(true);
  await expect(over(page)).toContainText(/goals met|Every goal|every goal/);
  await page.screenshot({ path: 'screenshots/desktop-cahoots-end.png', animations: 'disabled' });
  expect(errors).toEqual([]);
});

test('with computer team-mates the game runs to its end', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await start(page, [['Ann', 'human'], ['Cal', 'computer'], ['Dee', 'computer']], 5, { difficulty: 'Beginner' });
  await expect(curtain(page)).toHaveCount(0);
  for (let turn = 0; turn < 80 && !(await over(page).isVisible()); turn++) {
    await expect(page.locator('.prompt').or(over(page))).toHaveText(/^Your turn\.|won|Lost/, { timeout: 20_000 });
    if (await over(page).isVisible()) break;
    await playOne(page);
  }
  await expect(over(page)).toBeVisible();
  // The computers played their turns.
  expect((await logLines(page)).filter((l) => l.startsWith('Cal:')).length).toBeGreaterThan(2);
  await page.screenshot({ path: 'screenshots/desktop-cahoots-computers-end.png', animations: 'disabled' });
  expect(errors).toEqual([]);
});

test('speed: whoever holds the device picks their seat; the clock resumes after a reload and can run out', async ({ page }) => {
  const errors = watchErrors(page);
  await page.clock.install();
  await start(page, [['Ann', 'human'], ['Bo', 'human']], 3, { speed: true, paused: true });
  await expect(page.getByRole('heading', { name: 'Who has the device?' })).toBeVisible();
  await expect(handRegion(page)).toHaveCount(0);
  await expect(clock(page)).toContainText('4:00 left');
  // Bo plays first, out of turn.
  await page.getByRole('button', { name: 'I am Bo' }).click();
  await expect(page.locator('.prompt')).toContainText('Speed Cahoots: play whenever you like.');
  await playOne(page);
  await page.getByRole('button', { name: 'Done: hand the device on' }).click();
  await expect(page.getByRole('heading', { name: 'Who has the device?' })).toBeVisible();
  await page.clock.runFor(65_000);
  await expect(clock(page)).toContainText('2:55 left');
  await page.screenshot({ path: 'screenshots/desktop-cahoots-speed.png', animations: 'disabled' });
  // A reload resumes the clock where it stood (time flows again: the page starts in
  // tasks of its own).
  await page.clock.resume();
  await page.reload();
  await expect(clock(page)).toContainText(/2:5\d left/);
  await page.getByRole('button', { name: 'I am Ann' }).click();
  await playOne(page);
  await page.clock.runFor(180_000);
  await expect(over(page)).toContainText('Lost: the four minutes ran out');
  expect(errors).toEqual([]);
});

test('speed with a computer team-mate: it plays on its own while the person plays too', async ({ page }) => {
  const errors = watchErrors(page);
  await start(page, [['Ann', 'human'], ['Cal', 'computer']], 8, { speed: true });
  // One person: no "who has the device?" screen, Ann's hand at once.
  await expect(page.locator('.prompt')).toContainText('Speed Cahoots: play whenever you like.');
  await playOne(page);
  await expect
    .poll(async () => (await logLines(page)).filter((l) => l.startsWith('Cal: played')).length, { timeout: 15_000 })
    .toBeGreaterThan(1);
  await playOne(page);
  await expect(clock(page)).toContainText(/[0-4]:\d\d left/);
  expect(errors).toEqual([]);
});

test('cahoots screenshots at phone and desktop size', async ({ browser, baseURL }) => {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
    const page = await browser.newPage({ viewport, baseURL });
    await start(page, [['Ann', 'human'], ['Bo', 'human']], 11, { open: false });
    await page.screenshot({ path: `screenshots/${name}-cahoots-pass.png`, animations: 'disabled' });
    await page.getByRole('button', { name: 'I am Ann: show my cards' }).click();
    await fitting(page).first().click();
    await page.screenshot({ path: `screenshots/${name}-cahoots.png`, animations: 'disabled' });
    await page.locator('[id^=ch-goal-]').first().click();
    await page.screenshot({ path: `screenshots/${name}-cahoots-goal.png`, animations: 'disabled' });
    await start(page, [['Ann', 'human'], ['Cal', 'computer']], 11, { open: true });
    await page.screenshot({ path: `screenshots/${name}-cahoots-open.png`, animations: 'disabled' });
    await page.close();
  }
});

test('keyboard: Enter on a card jumps to the first pile it fits, Enter there plays it', async ({ page }) => {
  const errors = watchErrors(page);
  await start(page, [['Ann', 'human'], ['Cal', 'computer']], 11);
  const card = fitting(page).first();
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(lit(page).first()).toBeFocused();
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /Play (green|pink|orange|purple) \d here\./);
  await afterMove(page, () => page.keyboard.press('Enter'));
  const log = await logLines(page);
  expect(log.filter((l) => /^Ann: played (green|pink|orange|purple) \d on pile \d$/.test(l)).length).toBe(1);
  expect(errors).toEqual([]);
});

test('a card played leaves its place and the card drawn takes it: no card slides under the finger', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await start(page, [['Ann', 'human'], ['Cal', 'computer']], 5, { difficulty: 'Beginner' });
  await expect(page.locator('.prompt')).toHaveText(/^Your turn\./, { timeout: 20_000 });
  // Each card of the hand with where it is drawn, left to right.
  const places = () =>
    handCards(page).evaluateAll((cards) => cards.map((c) => [c.getAttribute('data-card'), Math.round(c.getBoundingClientRect().x)]));
  // The first card that fits, with cards after it (deal 5: the first of four).
  const before = await places();
  const at = await fitting(page).first().evaluate((card) => Math.round(card.getBoundingClientRect().x));
  expect(at, "deal 5's first card that fits is not the hand's last").toBeLessThan(Math.max(...before.map(([, x]) => x)));
  await afterMove(page, async () => {
    await fitting(page).first().click();
    await lit(page).first().click();
  });
  // Cal plays in turn; Ann's hand, the card drawn in, holds its places.
  await expect(handCards(page)).toHaveCount(before.length);
  const after = await places();
  const stayed = before.filter(([, x]) => x !== at);
  for (const place of stayed) expect(after, `${place[0]} at ${place[1]}`).toContainEqual(place);
  expect(after.map(([, x]) => x).sort(), 'the card drawn takes the place of the card played').toEqual(before.map(([, x]) => x).sort());
  expect(errors).toEqual([]);
});
