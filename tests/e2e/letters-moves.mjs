// A move in Letter Lines, as a person makes it, shared by the specs that play whole
// games of it (letters.spec.mjs on one device, devices.spec.mjs across two).
import { afterMove, handRegion } from './helpers.mjs';

const board = (page) => page.getByRole('grid', { name: /The board of 48 pictures/ });
const lit = (page) => board(page).locator('[role=gridcell][aria-label*="You can"]');

/**
 * One move by the person whose hand is on screen: pass if that is all there is, turn in
 * a dead card if one is chosen, otherwise the first card with a lit picture, on its first
 * lit picture. Returns once the move has landed.
 */
export async function move(page) {
  await afterMove(page, async () => {
    const pass = page.getByRole('button', { name: /^Pass/ });
    if (await pass.count()) return pass.click();
    const cards = handRegion(page).locator('[data-card]');
    for (let i = 0; i < (await cards.count()); i++) {
      await cards.nth(i).click();
      const turnIn = page.getByRole('button', { name: /^Turn in/ });
      if (await turnIn.count()) return turnIn.click();
      if (await lit(page).count()) return lit(page).first().click();
    }
    throw new Error('no card could be played, and no pass was offered');
  });
}
