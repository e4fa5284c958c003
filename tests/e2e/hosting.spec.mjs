// Hosting: the Content-Security-Policy the build writes (dist/csp.txt, also in
// dist/_headers) lets the app start and play, with no inline script or eval allowed
// beyond the hashed start-up script, and no violation reported.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GAMES, watchErrors } from './helpers.mjs';

// Every page comes from the test server, with the headers of dist/_headers, not from a
// service worker's cache.
test.use({ serviceWorkers: 'block' });

test('under the build\'s Content-Security-Policy every game starts and plays with no violation', async ({ page }) => {
  const csp = readFileSync(fileURLToPath(new URL('../../dist/csp.txt', import.meta.url)), 'utf8').trim();
  expect(csp).not.toContain("'unsafe-inline' 'self'");
  expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const errors = watchErrors(page);
  // The test server sends the build's _headers, whose policy is the one in csp.txt.
  const response = await page.goto('/?game=foursquare&seed=7');
  expect(response.headers()['content-security-policy']).toBe(csp);
  await expect(page.locator('svg.board')).toBeVisible();
  await page.locator('svg.board [role=gridcell].legal').first().click();
  await expect(page.locator('svg.board')).toHaveAttribute('data-step', '1');
  // Then every other game of index.html, from its setup.
  for (const { key: game } of GAMES.filter(({ key }) => key !== 'foursquare')) {
    await page.goto(`/?game=${game}`);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.locator('.play')).toBeVisible();
  }
  expect(await page.evaluate(() => window.violations)).toEqual([]);
  expect(errors).toEqual([]);
});

test('on a host that sends no headers, the policy in the page itself still holds', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective));
  });
  // The repository root served as plain files (as GitHub Pages serves a site): no
  // Content-Security-Policy header at all, the build under /dist/.
  const plain = `http://127.0.0.1:${Number(process.env.E2E_PORT || 4173) + 1}/dist/`;
  const response = await page.goto(`${plain}?game=foursquare&seed=7`);
  expect(response.headers()['content-security-policy']).toBeUndefined();
  await expect(page.locator('svg.board')).toBeVisible();
  await page.locator('svg.board [role=gridcell].legal').first().click();
  await expect(page.locator('svg.board')).toHaveAttribute('data-step', '1');
  expect(await page.evaluate(() => window.violations)).toEqual([]);
  // An inline script added to the page is refused by the page's own policy.
  const ran = await page.evaluate(() => {
    window.injected = false;
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
    return window.injected;
  });
  expect(ran).toBe(false);
  await expect.poll(() => page.evaluate(() => window.violations)).toContain('script-src-elem');
  expect(errors.filter((e) => !/Content Security Policy/.test(e))).toEqual([]);
});
