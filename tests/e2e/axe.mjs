// The accessibility audit of the end-to-end tests: axe-core on the page as it stands, in
// the light and the dark colour scheme, against WCAG 2.0-2.2 A and AA and axe's best
// practices.
import AxeBuilder from '@axe-core/playwright';

const schemes = ['light', 'dark'];

/** Runs axe on the page as it stands; returns "screen (scheme): rule: targets" lines. */
export async function audit(page, screen) {
  const found = [];
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    for (const v of violations) {
      const targets = v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ');
      found.push(`${screen} (${scheme}): ${v.id} [${v.impact}] ${v.help} :: ${targets}`);
    }
  }
  return found;
}
