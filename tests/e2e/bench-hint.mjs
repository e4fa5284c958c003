// Hint latency in the browser, as a player feels it: the time from pressing Hint to the
// answer on screen (it includes the 20 ms the app waits so "Thinking…" can paint).
// A benchmark, not a test: `node bench-hint.mjs` after `.ci/release build`.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

const port = 4180;
const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', '../../dist'], {
  stdio: 'ignore',
});
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage();
const times = [];
try {
  for (let seed = 100; seed < 110; seed++) {
    await page.goto(`http://127.0.0.1:${port}/?game=foursquare&seed=${seed}`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`http://127.0.0.1:${port}/?game=foursquare&seed=${seed}`);
    for (let move = 0; move < 30; move++) {
      if (await page.locator('.outcome').isVisible()) break;
      if (move % 3 === 0) {
        const t0 = Date.now();
        await page.getByRole('button', { name: 'Hint' }).click();
        await page.locator('p.prompt', { hasText: '% to win' }).waitFor();
        times.push(Date.now() - t0);
      }
      const step = Number(await page.locator('svg.board').getAttribute('data-step'));
      await page.locator('svg.board [role=gridcell].legal').first().click();
      await page.locator(`svg.board[data-step="${step + 1}"]`).waitFor();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.floor((times.length - 1) * q)];
console.log(`hint latency in Chromium (wasm, release build), ${times.length} positions: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times[times.length - 1]} ms`);
