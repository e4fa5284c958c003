// Minifies the JavaScript of a release build in place (run by post_build.py): the
// wasm-bindgen glue of every bundle (fourfold-*.js), the worker's start-up script, the
// list of games the loader draws, and the page's loader, inline in index.html (static/loader.js, which keeps its comments in
// the source). trunk's own minifier leaves these untouched; terser (pinned in
// package.json) shrinks the glue to about half and the loader to a third. Exports keep
// their names: the loader and the worker import them. headers.py, which runs next, hashes
// the minified loader for the page's policy.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'terser';

const OPTIONS = { module: true, ecma: 2020, compress: { passes: 2 }, mangle: true };
const dir = process.argv[2];
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  if (!/^fourfold-.*\.js$/.test(name)) continue;
  const path = join(dir, name);
  const code = readFileSync(path, 'utf8');
  const out = await minify(code, OPTIONS);
  writeFileSync(path, out.code);
  before += code.length;
  after += out.code.length;
}
console.log(`minified the bundles' JavaScript: ${before} bytes to ${after}`);

const page = join(dir, 'index.html');
const html = readFileSync(page, 'utf8');
const inline = [...html.matchAll(/(<script type=["']?module["']?>)([\s\S]*?)(<\/script>)/g)];
if (inline.length !== 1) throw new Error(`index.html should have one inline module script (the loader), not ${inline.length}`);
const [whole, open, loader, close] = inline[0];
const out = await minify(loader, OPTIONS);
// trunk leaves its own `data-integrity` directive on the stylesheets' links: it means
// nothing to a browser.
const minified = html.replace(whole, () => open + out.code + close).replace(/ data-integrity=["']?none["']?/g, '');
writeFileSync(page, minified);
console.log(`minified the page's loader: ${loader.length} bytes to ${out.code.length}`);

// The list of games' other files: the manifest without its indentation, the icon without
// the space between its tags.
const manifest = join(dir, 'manifest.webmanifest');
writeFileSync(manifest, JSON.stringify(JSON.parse(readFileSync(manifest, 'utf8'))));
const icon = join(dir, 'icons', 'icon.svg');
writeFileSync(icon, readFileSync(icon, 'utf8').replace(/>\s+</g, '><').trim());
console.log('minified the manifest and the icon');
