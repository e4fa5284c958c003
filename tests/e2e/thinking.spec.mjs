// Computer players think in a Web Worker: the page answers a click while one thinks.
// The worker runs the game's computer players' bundle (fourfold-<game>-worker): its wasm
// is held back for three seconds, so the worker's start and the computer's first think
// are long; meanwhile the page opens the rules at once, and the computer's move lands
// later.
import { test, expect } from '@playwright/test';
import { logLines, openSheet, steps, watchErrors } from './helpers.mjs';

// The service worker would hand the worker the precached wasm past the route below.
test.use({ serviceWorkers: 'block' });

/** A fresh Letter Lines table against the computer, set up and not yet started. */
async function atSetup(page) {
  await page.goto('/?game=letters&seats=computer,person');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
}

/** Holds every request for `pattern` back for `ms` (a worker's too: they are routed by
 * the browser context, not the page), then lets it through; returns whether it has. */
async function holdBack(page, pattern, ms) {
  let released = false;
  await page.context().route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    released = true;
    await route.continue().catch(() => {});
  });
  return () => released;
}

test('the page answers a click while a computer player thinks, in a Web Worker', async ({ page }) => {
  const errors = watchErrors(page);
  const warnings = [];
  page.on('console', (msg) => { if (msg.type() === 'warning' && /initiali[sz]ation/.test(msg.text())) warnings.push(msg.text()); });
  const workers = [];
  page.on('worker', (worker) => workers.push(worker));
  await atSetup(page);
  const released = await holdBack(page, '**/fourfold-letters-worker_bg.wasm', 3_000);
  await page.getByRole('button', { name: 'Start' }).click();
  const thinking = page.locator('.thinking', { hasText: 'Computer 1 is playing' });
  await expect(thinking).toBeVisible();
  const before = await steps(page);
  // While it thinks: a click is answered straight away, before the computer moves.
  await expect.poll(() => workers.length).toBeGreaterThan(0);
  const rules = await openSheet(page, 'Rules');
  await expect(rules.getByRole('heading', { name: 'Rules of Letter Lines' })).toBeVisible();
  expect(released()).toBe(false);
  expect(await steps(page)).toBe(before);
  await expect(thinking).toBeAttached();
  // Then the worker starts, answers, and the move is played.
  await expect.poll(() => steps(page), { timeout: 15_000 }).toBeGreaterThan(before);
  expect(released()).toBe(true);
  const thinker = workers.find((w) => w.url().endsWith('/fourfold-thinker.js'));
  expect(thinker).toBeDefined();
  // The computer players' bundle is listening in the worker (its handler replaced the
  // script's).
  expect(await thinker.evaluate(() => typeof self.onmessage)).toBe('function');
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
});

test('when the worker cannot start, the page plays for the computer, turn after turn', async ({ page }) => {
  await atSetup(page);
  // The worker's start-up script is missing: the page starts the computer players'
  // bundle itself, which then answers on the page.
  await page.context().route('**/fourfold-thinker.js', (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByRole('button', { name: 'Start' }).click();
  await expect.poll(() => steps(page), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await page.evaluate(() => typeof window['fourfold-letters-worker'])).toBe('function');
  const computerLines = async () => (await logLines(page)).filter((line) => line.includes('Computer 1:')).length;
  const first = await computerLines();
  const hand = page.getByRole('region', { name: /^Your hand/ }).locator('[data-card]:not([disabled])');
  const lit = page.locator('[role=gridcell][aria-label*="You can"]');
  const pass = page.getByRole('button', { name: /^Pass/ });
  const turnIn = page.getByRole('button', { name: /^Turn in/ });
  // The person plays whenever it is their turn (a card on its first lit picture, a
  // turn-in, a pass) until the computer has moved again: it once waited for the broken
  // worker forever.
  await expect(async () => {
    if ((await computerLines()) > first) return;
    if (await pass.count()) {
      await pass.click();
    } else {
      for (let i = 0; i < (await hand.count()); i++) {
        await hand.nth(i).click();
        if (await lit.count()) {
          await lit.first().click();
          break;
        }
        if (await turnIn.count()) {
          await turnIn.click();
          break;
        }
      }
    }
    throw new Error('the computer has not moved again yet');
  }).toPass({ timeout: 30_000 });
});

test('a worker still starting after 5 seconds: the page plays for the computer meanwhile', async ({ page }) => {
  const errors = watchErrors(page);
  await atSetup(page);
  // The worker's start-up script is held back for 20 seconds; the page's own start of
  // the computer players' bundle does not use it.
  const released = await holdBack(page, '**/fourfold-thinker.js', 20_000);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect.poll(() => steps(page), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(released()).toBe(false);
  expect(await page.evaluate(() => typeof window['fourfold-letters-worker'])).toBe('function');
  expect(errors).toEqual([]);
});

test('when the computer players cannot be loaded at all, the page says so and tries again', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  await atSetup(page);
  // Neither the worker nor the page can fetch the computer players' glue.
  // Every try, whatever its query (a retry asks at an address of its own).
  const missing = (url) => url.pathname.endsWith('/fourfold-letters-worker.js');
  let asked = 0;
  await page.context().route(missing, (route) => {
    asked += 1;
    return route.fulfill({ status: 404, body: '' });
  });
  await page.getByRole('button', { name: 'Start' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'The computer players could not be loaded' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText('check the connection');
  // They are asked again and again (the worker once, then the page every 5 s), and the
  // notice is said once.
  await expect.poll(() => asked, { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  await expect(notice).toHaveCount(1);
  expect(await steps(page)).toBe(0);
  // The connection is back: the next try loads them, the computer moves, and the
  // notice, said once, is taken back.
  await page.context().unroute(missing);
  await expect.poll(() => steps(page), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(notice).toHaveCount(0);
  expect(errors.filter((e) => !/fourfold-letters-worker|404|Failed to fetch|dynamically imported/i.test(e))).toEqual([]);
});

test('computer players of another build, that cannot read the game, ask for a reload and say nothing of it', async ({ page }) => {
  await atSetup(page);
  // No worker; the bundle started on the page is another build's, which refuses the
  // question, quoting it.
  await page.context().route('**/fourfold-thinker.js', (route) => route.fulfill({ status: 404, body: '' }));
  await page.context().route('**/fourfold-letters-worker.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `export default async () => {
        window['fourfold-letters-worker'] = (m) => JSON.stringify({ id: 0, error: 'not a question of letters: ' + m });
      };`,
    }),
  );
  await page.getByRole('button', { name: 'Start' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'The computer players could not read this game' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText('Reload the page');
  await expect(notice).not.toContainText('question');
  expect(await steps(page)).toBe(0);
});
