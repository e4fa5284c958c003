// Computer players think in a Web Worker: the page answers a click while one thinks.
// The worker's wasm is held back for three seconds, so the computer's first think is
// long; meanwhile the page opens the rules at once, and the computer's move lands later.
import { test, expect } from '@playwright/test';
import { openSheet, steps, watchErrors } from './helpers.mjs';

test('the page answers a click while a computer player thinks, in a Web Worker', async ({ page }) => {
  const errors = watchErrors(page);
  const warnings = [];
  page.on('console', (msg) => { if (msg.type() === 'warning' && /initiali[sz]ation/.test(msg.text())) warnings.push(msg.text()); });
  const workers = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  let released = false;
  // Requests from a worker are routed by the browser context, not the page.
  await page.context().route('**/fourfold-worker_bg.wasm', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    released = true;
    await route.continue();
  });
  await page.goto('/?game=letters&seats=computer,person');
  await page.getByRole('button', { name: 'Start' }).click();
  const thinking = page.locator('.thinking', { hasText: 'Computer 1 is playing' });
  await expect(thinking).toBeVisible();
  const before = await steps(page);
  // While it thinks: a click is answered straight away, before the computer moves.
  await expect.poll(() => workers.length).toBeGreaterThan(0);
  const rules = await openSheet(page, 'Rules');
  await expect(rules.getByRole('heading', { name: 'Rules of Letter Lines' })).toBeVisible();
  expect(released).toBe(false);
  expect(await steps(page)).toBe(before);
  await expect(thinking).toBeAttached();
  // Then the worker starts, answers, and the move is played.
  await expect.poll(() => steps(page), { timeout: 15_000 }).toBeGreaterThan(before);
  expect(released).toBe(true);
  expect(workers.some((url) => url.endsWith('/fourfold-worker-start.js'))).toBe(true);
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
});
