// Keyboard-only driving for the end-to-end tests. Every action is a key press: the page
// is read (what has the focus, which spaces are lit) but never clicked, tapped, filled or
// focused from the test, so a test built on these helpers is a game played by keys alone.
import { expect } from '@playwright/test';

/** True when the focus is on (or inside) one of `target`'s elements. */
export function hasFocus(target) {
  return target.evaluateAll((els) => els.some((el) => el.contains(document.activeElement)));
}

/** Presses Tab (Shift+Tab when `back`) until the focus is on one of `target`'s elements. */
export async function tabTo(page, target, { back = false, max = 150 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of Tab never reached ${target}`);
}

/** Tabs to `target` and presses Enter on it. */
export async function press(page, target, options) {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}

/** Chooses `value` in the focused select with the arrow keys. */
async function choose(page, select, value) {
  const values = await select.evaluate((s) => [...s.options].map((o) => o.value));
  const wanted = values.indexOf(value);
  expect(wanted, `${value} is one of ${values}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < values.length; i++) {
    const at = values.indexOf(await select.inputValue());
    if (at === wanted) break;
    await page.keyboard.press(at < wanted ? 'ArrowDown' : 'ArrowUp');
  }
  await expect(select).toHaveValue(value);
}

/** Replaces the text of the focused field by typing. */
async function typeOver(page, text) {
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/**
 * From the list of games (a test's fresh browser context has nothing saved), sets up a game of `title` by keys: `seats`
 * as [name, 'human' | 'computer'], `selects` as { label: value } for the game's own
 * choices, and the deal; then starts it.
 */
export async function setUpByKeys(page, title, seats, deal, selects = {}) {
  // `deal` is typed where the game takes a deal number; games whose deals are always
  // fresh (Major Woody, Letter Lines) have no such field.
  await page.goto('/');
  await press(page, page.getByRole('button', { name: `New game of ${title}` }));
  await expect(page.getByRole('heading', { name: `New game of ${title}` })).toBeVisible();
  const count = page.getByLabel('How many play');
  if (await count.count()) {
    await tabTo(page, count);
    await choose(page, count, String(seats.length));
  }
  for (const [i, [name, who]] of seats.entries()) {
    await tabTo(page, page.getByLabel(`Seat ${i + 1} name`));
    await typeOver(page, name);
    const by = page.getByLabel('Played by').nth(i);
    await tabTo(page, by);
    await choose(page, by, who);
  }
  for (const [label, value] of Object.entries(selects)) {
    const select = page.getByLabel(label);
    await tabTo(page, select);
    await choose(page, select, value);
  }
  const dealField = page.getByLabel('Deal number (leave empty for a random deal)');
  if (deal !== null && (await dealField.count())) {
    await tabTo(page, dealField);
    await typeOver(page, String(deal));
  }
  await press(page, page.getByRole('button', { name: 'Start' }));
}

/** The row and column at the end of a cell's id (`lt-3-4`, `fs-cell--1-0`). */
function rowCol(id) {
  const [, row, col] = id.match(/-(-?\d+)-(-?\d+)$/);
  return [Number(row), Number(col)];
}

/**
 * Walks a board's cursor to the cell `id` with the arrow keys, one step at a time, reading
 * where the cursor is with `cursor()` (the focused cell's id, or the grid's
 * aria-activedescendant).
 */
export async function walkTo(page, id, cursor, { upright = false } = {}) {
  for (let i = 0; i < 80; i++) {
    const here = await cursor();
    if (here === id) return;
    const [r, c] = rowCol(here);
    const [tr, tc] = rowCol(id);
    // A board stood upright draws its rows as columns: the arrows follow the drawing.
    const [down, up, right, left] = upright
      ? ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp']
      : ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft'];
    await page.keyboard.press(r < tr ? down : r > tr ? up : c < tc ? right : left);
    // The board redraws its cursor on its next frame.
    await expect.poll(cursor, { timeout: 2000 }).not.toBe(here);
  }
  throw new Error(`the arrows never reached ${id}`);
}

/** The id of the focused element: the cursor of a board with a roving tab stop. */
export const focusedId = (page) => () => page.evaluate(() => document.activeElement?.id ?? '');

/** The cursor of a board that keeps the focus itself (aria-activedescendant). */
export const activeCell = (grid) => () => grid.getAttribute('aria-activedescendant');

/** Takes the device at a pass screen by keys, if one is up; returns who took it. */
export async function takeDevice(page) {
  const curtain = page.getByRole('heading', { name: /^Pass to / });
  if (!(await curtain.isVisible())) return null;
  const name = (await curtain.textContent()).replace('Pass to ', '');
  await press(page, page.getByRole('button', { name: `I am ${name}: show my cards` }));
  return name;
}

/**
 * Runs `act` and waits for the move to land: the game took a step. A move that hands the
 * device on waits to be confirmed: this presses its "Done" button, by keys.
 */
export async function landing(page, act) {
  const count = async () => Number(await page.locator('section.play').getAttribute('data-step'));
  const before = await count();
  await act();
  const done = page.getByRole('button', { name: /^Play it/ });
  await expect.poll(async () => (await count()) > before || (await done.count()) > 0).toBe(true);
  if ((await count()) === before) await press(page, done);
  await expect.poll(count).toBeGreaterThan(before);
}
