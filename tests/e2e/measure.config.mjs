// Measurements of the built site, not tests: the same browser and servers as the
// end-to-end tests, run by .ci/bench (`npx playwright test --config measure.config.mjs`).
// Each measurement writes its figures to target/budgets/ and asserts nothing about time.
// One at a time: a measurement shares the machine with nothing else.
import base from './playwright.config.mjs';

export default {
  ...base,
  testMatch: /.*\.measure\.mjs$/,
  timeout: 600_000,
  fullyParallel: false,
  workers: 1,
  projects: undefined,
};
