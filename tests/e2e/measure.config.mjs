// Measurements of the built site, not tests: the same browser and servers as the
// end-to-end tests, run by .ci/budgets (`npx playwright test --config measure.config.mjs`).
// Each measurement writes its figures to target/budgets/ and asserts nothing about time.
import base from './playwright.config.mjs';

export default {
  ...base,
  testMatch: /.*\.measure\.mjs$/,
  timeout: 600_000,
};
