// A move in Major Woody's Wild Foursomes, as a person makes it, shared by the specs that
// play it (woody.spec.mjs on one device, devices.spec.mjs across several).
import { expect } from '@playwright/test';
import { afterMove, handRegion } from './helpers.mjs';

/** The board. */
export const board = (page) => page.getByRole('grid', { name: /The board of 80 spaces/ });
/** The spaces lit for the card chosen (or for a STEAL, a Got it!). */
export const targets = (page) => board(page).locator('[role=gridcell][aria-label*="you can" i]');

/**
 * One move by the person whose screen is up: a lit space if one is lit (a STEAL, a Got
 * it!), a choice of four, a turn-in, a pass, or else the first card that lights a space
 * on its first lit space (a SWAP takes two taps: a chip of mine, then theirs). Returns
 * once the move has landed.
 */
export async function move(page) {
  if (await targets(page).count()) return afterMove(page, () => targets(page).first().click());
  const choice = page.getByRole('button', { name: /^These four/ });
  if (await choice.count()) return afterMove(page, () => choice.first().click());
  const pass = page.getByRole('button', { name: 'Pass', exact: true });
  if (await pass.count()) return afterMove(page, () => pass.click());
  const cards = handRegion(page).locator('[data-card]');
  let used = -1;
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).click();
    if (used < 0 && (await page.getByRole('button', { name: 'Turn in this used card' }).count())) used = i;
    if (!(await targets(page).count())) continue;
    if (/SWAP/.test(await cards.nth(i).getAttribute('data-card'))) {
      await targets(page).first().click();
      await expect(board(page).locator('[aria-label*="Chosen to swap"]')).toHaveCount(1);
    }
    return afterMove(page, () => targets(page).first().click());
  }
  if (used >= 0) {
    await cards.nth(used).click();
    return afterMove(page, () => page.getByRole('button', { name: 'Turn in this used card' }).click());
  }
  throw new Error('no card could be played, and no pass was offered');
}
