// Minifies the JavaScript of a release build in place (run by post_build.py): the
// wasm-bindgen glue of every bundle (fourfold-*.js) and the worker's start-up script.
// trunk's own minifier leaves these untouched; terser (pinned in package.json) shrinks
// the glue to about half. Exports keep their names: the loader and the worker import
// them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'terser';

const dir = process.argv[2];
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  if (!/^fourfold-.*\.js$/.test(name)) continue;
  const path = join(dir, name);
  const code = readFileSync(path, 'utf8');
  const out = await minify(code, { module: true, ecma: 2020, compress: { passes: 2 }, mangle: true });
  writeFileSync(path, out.code);
  before += code.length;
  after += out.code.length;
}
console.log(`minified the bundles' JavaScript: ${before} bytes to ${after}`);
