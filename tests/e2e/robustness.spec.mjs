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
  await expect(page.getByRole('alert')).toContainText('Your saved Foursquare game could not be loaded');
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.some((k) => k.startsWith('fourfold.unreadable.foursquare.'))).toBe(true);
  await openDeal(page, 4);
  await placeFirstLegal(page);
});

test('a save from a newer version is refused by name', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(
        'fourfold.save.foursquare',
        JSON.stringify({ game: 'foursquare', seats: [{ name: 'A', controller: 'Human' }], save: { version: 99, options: {}, seed: 1, steps: [] } }),
      );
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('newer version of Fourfold');
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
