import { test, expect } from '@playwright/test';
test('shot', async ({ browser, baseURL }) => {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 900 }]]) {
    const page = await browser.newPage({ viewport, baseURL });
    const errors = [];
    page.on('pageerror', e => errors.push(String(e)));
    page.on('console', m => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await page.getByRole('button', { name: 'New game of Cahoots' }).click();
    await page.screenshot({ path: `/tmp/${name}-ch-setup.png`, fullPage: true });
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/${name}-ch.png`, fullPage: true });
    console.log(errors);
    await page.close();
  }
});
