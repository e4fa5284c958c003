// End-to-end tests of the built site (dist/, from `.ci/release build`), served on
// localhost and driven in Debian's Chromium. Playwright never downloads a browser here.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 4173);

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.mjs$/,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Every test has a browser context of its own and the servers only serve files, so
  // tests run two at a time (one per core), whatever file they are in; but for the
  // service worker's, which deploy a "new build" by rewriting dist/sw.js for a moment:
  // they run last, one after another, alone, so no other test meets that build.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 2),
  projects: [
    { name: 'pages', testIgnore: /offline\.spec\.mjs$/ },
    { name: 'service worker', testMatch: /offline\.spec\.mjs$/, dependencies: ['pages'], fullyParallel: false },
  ],
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Both test servers are on 127.0.0.1, so a sandboxed frame's (opaque-origin)
        // requests would count as a public page reaching a local one; a real host and
        // its embedding site are both public.
        '--disable-features=LocalNetworkAccessChecks',
      ],
    },
  },
  webServer: [
    {
      command: `python3 ../../.ci/tools/serve.py ${port} ../../dist`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
    {
      // The repository root, so the build is also served under a sub-path: /dist/.
      command: `python3 -m http.server ${port + 1} --bind 127.0.0.1 --directory ../..`,
      url: `http://127.0.0.1:${port + 1}/dist/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
  ],
});
