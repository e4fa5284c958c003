// Offline and installable: the build's service worker precaches every file, so after one
// visit the app loads, starts and finishes a game with the network off; the web app
// manifest names the app, its icons and a standalone display.
import { test, expect } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { watchErrors } from './helpers.mjs';

test('after one visit it plays offline: reload with no network, start and finish a game', async ({ page, context }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'New game of Quad*doku' }).click();
  await page.getByLabel('Seat 1 name').fill('Sam');
  await page.getByLabel('Starting Quad*doku').selectOption('rulebook');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('region', { name: /^Pool/ }).locator('[data-tile="E3"]').click();
  await page.locator('#qd-cell-0-2').click();
  await page.getByRole('button', { name: 'Play for 20' }).click();
  await page.getByRole('button', { name: 'Stop here' }).click();
  await expect(page.locator('.outcome')).toContainText('Game over: you stopped. Score: 20.');
  // A deal link works offline too (any query is the one cached page).
  await page.goto('/?game=foursquare&seed=7');
  await expect(page.locator('svg.board')).toBeVisible();

  const manifest = await page.evaluate(async () => (await fetch('manifest.webmanifest')).json());
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('./');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', 'any']);
  for (const icon of manifest.icons) {
    const ok = await page.evaluate(async (src) => (await fetch(src)).ok, icon.src);
    expect(ok, icon.src).toBe(true);
  }
  await context.setOffline(false);
  expect(errors).toEqual([]);
  // A file of the build opened as a page is that file, not the app (a page of its own:
  // the browser's request for a favicon there is no error of the app's).
  const file = await context.newPage();
  await file.goto('/manifest.webmanifest');
  expect(await file.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  expect(JSON.parse(await file.locator('body').innerText()).name).toBe(manifest.name);
});

test('when a new build takes over, the player is told to reload', async ({ page, context }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // A page the current build served from the start.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // A new build is deployed: the server's sw.js now names a new cache. It stays deployed
  // until it has taken over: the browser also checks for a new worker on its own after a
  // navigation (the reload above), and a check that met the old build again, restored,
  // would deploy that one back over the new.
  const sw = fileURLToPath(new URL('../../dist/sw.js', import.meta.url));
  const original = readFileSync(sw, 'utf8');
  try {
    writeFileSync(sw, original.replace(/const CACHE = 'fourfold-[0-9a-f]+'/, "const CACHE = 'fourfold-next'"));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await expect(page.getByText('Fourfold has been updated. Reload to use the new version.')).toBeVisible();
    // The old build's cache is gone; the new one holds the files.
    await expect.poll(() => page.evaluate(() => caches.keys())).toEqual(['fourfold-next']);
  } finally {
    writeFileSync(sw, original);
  }
  expect(errors).toEqual([]);
});

test('served under a sub-path it loads, plays, installs its worker there and opens links', async ({ page }) => {
  const errors = watchErrors(page);
  const base = `http://127.0.0.1:${Number(process.env.E2E_PORT || 4173) + 1}/dist/`;
  await page.goto(`${base}?game=foursquare&seed=7`);
  await expect(page.locator('svg.board')).toBeVisible();
  await page.locator('svg.board [role=gridcell].legal').first().click();
  await expect(page.locator('svg.board')).toHaveAttribute('data-step', '1');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(base);
  const manifest = await page.evaluate(async () => (await fetch('manifest.webmanifest')).json());
  expect(manifest.start_url).toBe('./');
  expect(errors).toEqual([]);
});

test("a guest's page, once opened, opens again offline: its game's bundle of play across devices is kept, and no other's", async ({ page, context }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const scan = page.getByRole('button', { name: "Scan the host's code with the camera" });
  await page.goto('/?game=woody&join=#ABCDEFGHIJKLMNOP');
  await expect(scan).toBeVisible();
  // Play across devices' files in the service worker's caches, by name.
  const kept = () =>
    page.evaluate(async () => {
      const names = [];
      for (const key of await caches.keys()) {
        for (const request of await (await caches.open(key)).keys()) names.push(new URL(request.url).pathname.split('/').pop());
      }
      return names.filter((name) => /-(guest|host)[._]|reader/.test(name)).sort();
    });
  await expect.poll(kept).toEqual(['fourfold-woody-guest.js', 'fourfold-woody-guest_bg.wasm']);
  await context.setOffline(true);
  await page.reload();
  await expect(scan).toBeVisible();
  await context.setOffline(false);
  expect(errors).toEqual([]);
});
