// Bad input loses nothing: a bad link, a corrupt or newer save, and no storage at all.
import { test, expect } from '@playwright/test';
import { watchErrors, board, placeFirstLegal, openDeal } from './helpers.mjs';

test('a bad link says what is allowed and shows the games', async ({ page }) => {
  await page.goto('/?game=chess');
  await expect(page.getByRole('alert')).toContainText(/Games: letters, woody, quaddoku, cahoots, foursquare/);
  await expect(page.locator('.home')).toBeVisible();
  await page.goto('/?game=foursquare&seed=minus-one');
  await expect(page.getByRole('alert')).toContainText('not a whole number');
});

test('a corrupt save is kept aside with a clear message, and a fresh start works', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('fourfold.save.foursquare', '{"game":"foursquare","seats":[], "save": {"version":1');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('Your saved Foursquare game is damaged and cannot be resumed.');
  // Plain words first; how it is damaged behind a tap (the browser's JSON reader's words,
  // on the list of games, which reads saves with it).
  const details = notice.locator('details');
  await expect(details).toContainText(/the save is damaged \(.*JSON/);
  await expect(details).not.toHaveAttribute('open');
  await notice.getByText('Details').click();
  await expect(details).toHaveAttribute('open', '');
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.some((k) => k.startsWith('fourfold.unreadable.foursquare.'))).toBe(true);
  await openDeal(page, 4);
  await placeFirstLegal(page);
});

test('a damaged save keeps its players: the game starts afresh with the same people', async ({ page }) => {
  await page.goto('/manifest.webmanifest');
  await page.evaluate(() => {
    localStorage.clear();
    // Cut short in its options: its players are still whole.
    localStorage.setItem(
      'fourfold.save.woody',
      '{"game":"woody","seats":[{"name":"Ann","controller":"Human"},{"name":"Bea","controller":"Human"},{"name":"Cy","controller":"Computer","level":"easy"}],"save":{"version":4,"options":{"play',
    );
    sessionStorage.setItem('fourfold.current', 'woody');
  });
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText("Your saved Major Woody's Wild Foursomes game is damaged and cannot be resumed.");
  await expect(page.getByRole('heading', { name: "New game of Major Woody's Wild Foursomes" })).toBeVisible();
  for (const [seat, name] of [[1, 'Ann'], [2, 'Bea'], [3, 'Cy']]) {
    await expect(page.getByRole('textbox', { name: `Seat ${seat} name` })).toHaveValue(name);
  }
  await expect(page.getByRole('combobox', { name: 'Seat 3 level' })).toHaveValue('easy');
});

test('a damaged save found by the list of games: its New game starts with the same people', async ({ page }) => {
  await page.goto('/manifest.webmanifest');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(
      'fourfold.save.woody',
      '{"game":"woody","seats":[{"name":"Ann","controller":"Human"},{"name":"Bea","controller":"Human"},{"name":"Cy","controller":"Computer","level":"easy"}],"save":{"version":4,"options":{"play',
    );
  });
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText("Your saved Major Woody's Wild Foursomes game is damaged and cannot be resumed.");
  await page.getByRole('button', { name: "New game of Major Woody's Wild Foursomes" }).click();
  await expect(page.getByRole('heading', { name: "New game of Major Woody's Wild Foursomes" })).toBeVisible();
  for (const [seat, name] of [[1, 'Ann'], [2, 'Bea'], [3, 'Cy']]) {
    await expect(page.getByRole('textbox', { name: `Seat ${seat} name` })).toHaveValue(name);
  }
  // Told once, where it was set aside; and once only: the next New game is the usual one.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Seat 1 name' })).toHaveValue('You');
});

test('a save from a newer version is left as it is, and this tab saves nothing over it', async ({ page }) => {
  const newer = JSON.stringify({ game: 'foursquare', seats: [{ name: 'A', controller: 'Human' }], save: { version: 99, options: {}, seed: 1, steps: [] } });
  await page.goto('/manifest.webmanifest');
  await page.evaluate((newer) => { localStorage.clear(); localStorage.setItem('fourfold.save.foursquare', newer); }, newer);
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('saved by a newer version of Fourfold: reload the page to go on with it');
  // A deal played here plays, and the newer game stays stored.
  await openDeal(page, 4);
  await expect(page.getByRole('alert')).toContainText('newer version of Fourfold');
  await placeFirstLegal(page);
  await expect(page.locator('.saving-off')).toContainText('Saving is off');
  const kept = await page.evaluate(() => [localStorage.getItem('fourfold.save.foursquare'), Object.keys(localStorage).filter((k) => k.startsWith('fourfold.unreadable.'))]);
  expect(kept).toEqual([newer, []]);
});

test('with no storage at all the game plays and says saving is off', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
    });
  });
  await openDeal(page, 6);
  await expect(page.locator('.saving-off')).toContainText('Saving is off');
  for (let i = 0; i < 3; i++) await placeFirstLegal(page);
  await expect(board(page)).toHaveAttribute('data-step', '3');
  expect(errors).toEqual([]);
});

test('full storage: the game plays on and says saving is off', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key.startsWith('fourfold.save.')) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await openDeal(page, 9);
  await placeFirstLegal(page);
  await expect(page.locator('.saving-off')).toContainText('storage is full');
  await placeFirstLegal(page);
  await expect(board(page)).toHaveAttribute('data-step', '2');
  expect(errors).toEqual([]);
});

test('a link to another deal asks before replacing the game in progress', async ({ page }) => {
  await openDeal(page, 30);
  await placeFirstLegal(page);
  await placeFirstLegal(page);
  await page.goto('/?game=foursquare&seed=31');
  await expect(page.getByRole('heading', { name: 'Open Foursquare deal 31?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue my game' }).click();
  await expect(board(page)).toHaveAttribute('data-step', '2');
  await expect(page.locator('#play-title')).toContainText('deal 30');
  await page.goto('/?game=foursquare&seed=31');
  await page.getByRole('button', { name: 'Play deal 31' }).click();
  await expect(board(page)).toHaveAttribute('data-step', '0');
  await expect(page.locator('#play-title')).toContainText('deal 31');
});
