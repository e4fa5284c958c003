// The table fits the screen: every game's table, its pass screen (where it has one) and
// its end, at six sizes from a small phone to a desktop, upright and on its side. On each:
// the page does not scroll, the board and the hand lie inside the viewport, and the
// hand's and the action bar's buttons can be hit where they are drawn (nothing covers
// them), and every word and tag on a board reads at least 9 CSS px. Screenshots of each at phone and desktop size go to screenshots/table/.
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { GAMES, forgetEverything, startSaved, watchErrors } from './helpers.mjs';

const SIZES = [
  [360, 640],
  [390, 844],
  [844, 390],
  [768, 1024],
  [1280, 800],
  [1920, 1080],
];
const SHOT_SIZES = ['390x844', '1280x800'];
// A small phone turned: the screens that fit it so far. Cahoots' table (the board, by a
// few pixels) and end (its second row of buttons) and Quad*doku's table (its buttons,
// under the pool, by 3 px) run past its edge at 640x360, and are left to be fitted.
const TURNED_SMALL = [640, 360];
const FIT_TURNED_SMALL = ['foursquare table', 'foursquare end', 'letters table', 'letters pass', 'letters end', 'woody table', 'woody pass', 'woody window', 'woody window of eight', 'woody end', 'quaddoku end', 'cahoots pass', 'cahoots speed'];

const fixture = (name) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Opens a stored game (a fixture) of `game` as the tab's game. */
async function openStored(page, game, json) {
  await forgetEverything(page);
  await page.evaluate(([key, save]) => {
    localStorage.setItem(`fourfold.save.${key}`, save);
    sessionStorage.setItem('fourfold.current', key);
  }, [game, json]);
  await page.goto('/');
}

const you = [['You', 'human'], ['Computer 1', 'computer']];
const two = [['Ann', 'human'], ['Bea', 'human']];
const EIGHT = ['Ann', 'Bea', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'].map((name) => [name, 'human']);

// Each screen, named for its game's key first: how to open it, and what must then be on
// screen. Every game of index.html has its table and its end here (the test below).
const SCREENS = [
  ['foursquare table', (p) => p.goto('/?game=foursquare&seed=2'), 'table'],
  ['foursquare end', (p) => openStored(p, 'foursquare', fixture('end-foursquare.json')), 'end'],
  ['letters table', (p) => startSaved(p, 'letters', you, 2, { players: 2 }), 'table'],
  ['letters pass', (p) => startSaved(p, 'letters', two, 2, { players: 2 }), 'pass'],
  ['letters end', (p) => openStored(p, 'letters', fixture('end-letters.json')), 'end'],
  ['woody table', (p) => startSaved(p, 'woody', [...you, ['Computer 2', 'computer']], 2, { players: 3 }), 'table'],
  ['woody pass', (p) => openStored(p, 'woody', fixture('woody-foursomes.json')), 'pass'],
  ['woody window', (p) => startSaved(p, 'woody', [['Ann', 'human'], ['Bea', 'human'], ['Cy', 'human']], 9, { players: 3 }), 'window'],
  ['woody window of eight', (p) => startSaved(p, 'woody', EIGHT, 9, { players: 8 }), 'window'],
  ['woody end', (p) => openStored(p, 'woody', fixture('end-woody.json')), 'end'],
  ['quaddoku table', (p) => p.goto('/?game=quaddoku&seats=person,computer&seed=2'), 'table'],
  ['quaddoku end', (p) => openStored(p, 'quaddoku', fixture('end-quaddoku.json')), 'end'],
  ['cahoots table', (p) => p.goto('/?game=cahoots&seats=person,computer,computer,computer&seed=2'), 'table'],
  ['cahoots pass', (p) => p.goto('/?game=cahoots&seats=person,person&seed=2'), 'pass'],
  ['cahoots speed', (p) => p.goto('/?game=cahoots&seats=person,person&speed=1&seed=2'), 'picker'],
  ['cahoots end', (p) => openStored(p, 'cahoots', fixture('end-cahoots.json')), 'end'],
];

test("every game has its table and its end among the screens, and every screen is a game's", () => {
  const kinds = (key) => SCREENS.filter(([name]) => name.split(' ')[0] === key).map(([, , kind]) => kind);
  const missing = GAMES.flatMap(({ key }) => ['table', 'end'].filter((kind) => !kinds(key).includes(kind)).map((kind) => `${key} ${kind}`));
  expect(missing, 'screens no row of SCREENS opens').toEqual([]);
  const keys = GAMES.map(({ key }) => key);
  expect(SCREENS.map(([name]) => name).filter((name) => !keys.includes(name.split(' ')[0])), 'rows named for no game of index.html').toEqual([]);
  expect(FIT_TURNED_SMALL.filter((name) => !SCREENS.some(([row]) => row === name)), 'screens fitted at 640x360 that are no row').toEqual([]);
});

/** True when `box` lies inside the viewport (a pixel of rounding allowed). */
function inside(box, width, height) {
  return box && box.x >= -1 && box.y >= -1 && box.x + box.width <= width + 1 && box.y + box.height <= height + 1;
}

/** The smallest legible size, in CSS px, of a word or tag on a board (read from across a table). */
const SMALLEST_WORD_PX = 9;

/**
 * Each word and tag drawn on the page's boards with its size in CSS px: the SVG text of
 * every board (its font size times the board's scale where it is drawn), and the text
 * of each board's picture (`.faces-layer`, a file drawn as the layer's background: each
 * font size of its style times the board's scale).
 */
async function boardWords(page) {
  return page.evaluate(async () => {
    const words = [];
    for (const text of document.querySelectorAll('svg.board text, .board svg text')) {
      const box = text.getBoundingClientRect();
      if (!text.textContent.trim() || box.width === 0) continue;
      const m = text.getScreenCTM();
      words.push({ text: text.textContent, px: parseFloat(getComputedStyle(text).fontSize) * Math.hypot(m.a, m.b) });
    }
    for (const layer of document.querySelectorAll('.faces-layer[data-turn]')) {
      const url = /url\("?([^")]+)"?\)/.exec(getComputedStyle(layer).backgroundImage)?.[1];
      if (!url) continue;
      // Its style read as text: parsed in the page, the picture's own inline styles
      // would meet the page's Content Security Policy.
      const picture = await (await fetch(url)).text();
      // The picture draws each place at the place's width in the board's units (see
      // src/ui/table/picture.rs), so its scale is the layer's width over the board's.
      const board = layer.parentElement.querySelector('svg.board');
      const scale = layer.getBoundingClientRect().width / board.viewBox.baseVal.width;
      const style = [...picture.matchAll(/<style>([^<]*)<\/style>/g)].map(([, rules]) => rules).join('');
      for (const [, selector, size] of style.matchAll(/([^{}]+)\{[^}]*font:[^;}]*?([\d.]+)px/g)) {
        words.push({ text: `${url.split('/').pop()} ${selector}`, px: Number(size) * scale });
      }
    }
    return words;
  });
}

/** Checks that each of `buttons` is inside the viewport and is what a tap at its centre hits. */
async function hittable(page, buttons, width, height, what) {
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    expect(inside(box, width, height), `${what}: ${await button.textContent()} at ${JSON.stringify(box)}`).toBe(true);
    expect(box.width >= 24 && box.height >= 24, `${what}: a target of at least 24 px`).toBe(true);
    const hit = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top !== null && (top === el || el.contains(top));
    });
    expect(hit, `${what}: ${await button.textContent()} is covered`).toBe(true);
  }
}

for (const [name, open, kind] of SCREENS) {
  test(`${name} fits every screen`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    for (const [width, height] of FIT_TURNED_SMALL.includes(name) ? [...SIZES, TURNED_SMALL] : SIZES) {
      await page.setViewportSize({ width, height });
      await open(page);
      const where = `${name} at ${width}x${height}`;
      // A table with computer players settles first: Woody's turn opens with the drawn
      // card's announcement, which the computers answer and which then closes itself,
      // changing the action bar. The person's cards are live once it has.
      if (kind === 'table') {
        await expect(page.locator('[data-card]:not([disabled]), [data-tile]:not([disabled]), [role=gridcell].legal').first(), where).toBeVisible();
        await expect(page.locator('.thinking'), where).toHaveCount(0);
      }
      if (kind === 'table' || kind === 'end') {
        const board = page.locator('svg.board');
        await expect(board, where).toBeVisible();
        expect(inside(await board.boundingBox(), width, height), `${where}: the board`).toBe(true);
        const hand = page.getByRole('region', { name: /hand|Pool|Card to place/ });
        if (kind === 'table') await expect(hand, where).toBeVisible();
        if (await hand.count()) {
          expect(inside(await hand.boundingBox(), width, height), `${where}: the hand`).toBe(true);
          await hittable(page, hand.getByRole('button'), width, height, `${where}, hand`);
        }
        const small = (await boardWords(page)).filter(({ px }) => px < SMALLEST_WORD_PX - 0.05);
        expect(small.map(({ text, px }) => `${text}: ${px.toFixed(1)} px`), `${where}: words under ${SMALLEST_WORD_PX} px`).toEqual([]);
        await expect(page.locator('.prompt, .outcome').first(), where).toBeVisible();
        expect(inside(await page.locator('.prompt, .outcome').first().boundingBox(), width, height), `${where}: the prompt`).toBe(true);
      }
      if (kind === 'end') {
        await expect(page.locator('.outcome'), where).toContainText(/won|Lost|lost|draw|tie|Game over/);
        await expect(page.getByRole('button', { name: 'New deal' })).toBeVisible();
      }
      if (kind === 'pass') await expect(page.getByRole('button', { name: /^I am .*: show my cards$/ })).toBeVisible();
      if (kind === 'window') await expect(page.getByRole('button', { name: /: take my turn$|: say Got it!$/ })).toBeVisible();
      if (kind === 'picker') await expect(page.getByRole('button', { name: /^I am / }).first()).toBeVisible();
      await hittable(page, page.locator('.action-bar button, .prompt-line button, .pass-screen button, .table-head button'), width, height, where);
      // The game's name is whole in the table's head, on a phone too (Major Woody's Wild
      // Foursomes on two lines there): neither cut short nor clipped below.
      if (kind === 'table') {
        const cut = await page
          .locator('.table-head h1 .name')
          .evaluate(
            (n) =>
              n.scrollWidth > n.clientWidth ||
              n.scrollHeight > n.clientHeight ||
              n.getBoundingClientRect().bottom > n.closest('h1').getBoundingClientRect().bottom + 0.5,
          );
        expect(cut, `${where}: the game's name is cut short`).toBe(false);
      }
      const scroll = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
      expect(scroll, `${where}: the page does not scroll`).toEqual([width, height]);
      if (SHOT_SIZES.includes(`${width}x${height}`)) {
        await page.screenshot({ path: `screenshots/table/${width}x${height}-${name.replace(' ', '-')}.png`, animations: 'disabled' });
      }
    }
    expect(errors).toEqual([]);
  });
}
