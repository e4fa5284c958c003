// Optimizes each bundle's wasm of a release build for size and shortens the names on its
// boundary with JavaScript (run by post_build.py, before minify-glue.mjs).
//
// wasm-bindgen names most functions the wasm imports from its glue, and some it exports,
// with a hash of 16 hex digits (`__wbg_new_cd4348290afae586`), under an import module
// named after the wasm's file: written once in the wasm and once in the glue, about 150
// such names are 2.5-3 kB of gzip per bundle that gzip can do little with. So each
// bundle's wasm-opt run is made here rather than by trunk (index.html sets trunk's
// data-wasm-opt="0"): -Oz as before, and binaryen's
// --minify-imports-and-exports-and-modules, which renames every import, export and import
// module to a name of a few characters and prints the old and new names; a game's app
// then has its functions laid in the order of their names (which wasm-bindgen's output
// keeps, and the served wasm does not), which puts alike code side by side, where gzip
// finds it: 1-2 kB less per game than -Oz's order (see optimize). The glue is
// then rewritten to match, and checked against the wasm: the glue's imports are linked
// to it (WebAssembly.Instance, which runs none of the app: wasm-bindgen starts it with an
// export), and every export the glue uses exists. wasm-opt is binaryen's from npm, pinned
// in package.json beside this file (Debian's is too old for reference types).
//
// trunk names the list of games' bundle (fourfold-home-<hash>, served as never changing)
// by a hash of wasm-bindgen's output, taken before this step: it is named again here by a
// hash of its wasm as served and its glue as rewritten (before terser), so that a change
// made here (another binaryen, other short names) never comes under a name a browser
// keeps with the files it had.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dir = process.argv[2];
const wasmOpt = fileURLToPath(new URL('./node_modules/.bin/wasm-opt', import.meta.url));
const running = new Set();
// Set once a bundle has failed: no other wasm-opt run starts.
let stopped = false;
// How much smaller in gzip a bundle laid out by its functions' names must be to be kept so.
const BY_NAME_MARGIN = 512;

/** Runs wasm-opt with `args`; resolves to what it printed. */
function wasmOptRun(args) {
  return new Promise((resolve, reject) => {
    if (stopped) return reject(new Error('stopped: another bundle failed'));
    const child = spawn(wasmOpt, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    running.add(child);
    let printed = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => (printed += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      running.delete(child);
      if (code !== 0) reject(new Error(`wasm-opt ${args.join(' ')} failed (exit ${code})`));
      else resolve(printed);
    });
  });
}

/**
 * wasm-opt -Oz with the names shortened, in place; resolves to its printed mapping. The
 * optimized wasm is written out twice, its functions in -Oz's order and in the order of
 * their names, and the one smaller in gzip is kept (by name for a game's app, -Oz's for
 * the smaller bundles, as measured). Written out with the levels of -Oz, so that the
 * second write keeps all but a few bytes of the first run's work; without what no
 * browser reads: the functions' names, the producers and the target's features.
 */
async function optimize(wasm) {
  const [named, inOrder, byName] = ['named', 'order', 'by-name'].map((step) => `${wasm}.${step}`);
  try {
    // --low-memory-unused lets wasm-opt fold a pointer's added constant into the
    // access's offset (1.1 kB gzip of Major Woody's page). It assumes nothing is read or
    // written below address 1024; Rust's linker lays the 1 MB stack first, growing down
    // to 0 from 1048576 (the data after it), so only the deepest 1 kB of a full stack
    // lies there, and no pointer a Rust program forms wraps around 0 to reach it.
    const args = ['-Oz', '--low-memory-unused', '--minify-imports-and-exports-and-modules', '--debuginfo'];
    const printed = await wasmOptRun([...args, wasm, '-o', named]);
    let mapping;
    try {
      mapping = JSON.parse(printed);
    } catch {
      throw new Error(`wasm-opt printed no names for ${wasm}: ${printed.slice(0, 200)}`);
    }
    const write = ['-ol', '2', '-s', '2', '--strip-debug', '--strip-producers', '--strip-target-features'];
    await wasmOptRun([...write, named, '-o', inOrder]);
    await wasmOptRun([...write, '--reorder-functions-by-name', named, '-o', byName]);
    // By name only where it is clearly smaller: another zlib (the size gate's is Python's)
    // counts a few hundred bytes apart, and must not turn a near tie the other way.
    const gzipped = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
    renameSync(gzipped(byName) + BY_NAME_MARGIN < gzipped(inOrder) ? byName : inOrder, wasm);
    return mapping;
  } finally {
    for (const path of [named, inOrder, byName]) rmSync(path, { force: true });
  }
}

/** The glue `code` with the names of `mapping` (wasm-opt's). */
function rewrite(code, mapping, file) {
  const fail = (why) => {
    throw new Error(`${file}: ${why}`);
  };
  const modules = new Set(mapping.imports.map(([module]) => module));
  if (modules.size !== 1) fail(`the wasm imports from ${modules.size} modules, not one`);
  const [module] = modules;
  // The one object of imports is given under the module's name.
  const object = `"${module}": import0,`;
  if (code.split(object).length !== 2) fail(`no one ${object}`);
  code = code.replace(object, () => 'a: import0,');
  const imports = new Map(mapping.imports.map(([, base, short]) => [base, short]));
  const given = new Map();
  code = code.replace(/^(\s+)([\w$]+):/gm, (line, indent, name) => {
    if (!imports.has(name)) return line;
    given.set(name, (given.get(name) ?? 0) + 1);
    return `${indent}${imports.get(name)}:`;
  });
  for (const base of imports.keys()) {
    if (given.get(base) !== 1) fail(`the import ${base} is given ${given.get(base) ?? 0} times`);
  }
  const exports = new Map(mapping.exports);
  code = code.replace(/\bwasm\.([\w$]+)/g, (use, name) =>
    exports.has(name) ? `wasm.${exports.get(name)}` : use,
  );
  return code;
}

/**
 * Fails unless the glue `code` gives the wasm all it imports and uses only its exports,
 * and the wasm is served without its functions' names.
 */
async function check(code, wasm, file) {
  const compiled = new WebAssembly.Module(readFileSync(wasm));
  if (WebAssembly.Module.customSections(compiled, 'name').length > 0) {
    throw new Error(`${wasm}: served with its functions' names`);
  }
  const source = `${code}\nexport { __wbg_get_imports as fourfoldImports };`;
  const url = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
  try {
    const { fourfoldImports } = await import(url);
    new WebAssembly.Instance(compiled, fourfoldImports());
  } catch (error) {
    throw new Error(`${file}: the glue does not link to its wasm: ${error.message}`);
  }
  const exported = new Set(WebAssembly.Module.exports(compiled).map(({ name }) => name));
  for (const [, name] of code.matchAll(/\bwasm\.([\w$]+)/g)) {
    if (!exported.has(name)) throw new Error(`${file}: uses wasm.${name}, which is not exported`);
  }
}

const pairs = readdirSync(dir)
  .filter((name) => /^fourfold-.*_bg\.wasm$/.test(name))
  .map((name) => [join(dir, name), join(dir, name.replace(/_bg\.wasm$/, '.js'))]);
let before = 0;
let after = 0;
const queue = [...pairs];
async function work() {
  for (let pair = queue.shift(); pair; pair = queue.shift()) {
    const [wasm, glue] = pair;
    before += readFileSync(wasm).length;
    const mapping = await optimize(wasm);
    after += readFileSync(wasm).length;
    const code = rewrite(readFileSync(glue, 'utf8'), mapping, glue);
    await check(code, wasm, glue);
    writeFileSync(glue, code);
  }
}
const workers = Array.from({ length: Math.min(availableParallelism(), 4) }, work);
try {
  await Promise.all(workers);
} catch (error) {
  // Stop the others and let each clear its files away before failing the build.
  stopped = true;
  queue.length = 0;
  for (const child of running) child.kill();
  await Promise.allSettled(workers);
  throw error;
}
console.log(
  `optimized ${pairs.length} bundles' wasm with their boundary's names shortened: ${before} bytes to ${after}`,
);

for (const [wasm, glue] of pairs) {
  const named = basename(wasm).match(/^fourfold-home-([0-9a-f]+)_bg\.wasm$/);
  if (!named) continue;
  const served = createHash('sha256').update(readFileSync(wasm)).update(readFileSync(glue));
  const [was, now] = [`fourfold-home-${named[1]}`, `fourfold-home-${served.digest('hex').slice(0, 16)}`];
  const page = join(dir, 'index.html');
  const html = readFileSync(page, 'utf8');
  if (!html.includes(`${was}.js`) || !html.includes(`${was}_bg.wasm`)) {
    throw new Error(`index.html does not name ${was}.js and ${was}_bg.wasm`);
  }
  writeFileSync(page, html.replaceAll(was, now));
  writeFileSync(glue, readFileSync(glue, 'utf8').replaceAll(was, now));
  renameSync(glue, join(dir, `${now}.js`));
  renameSync(wasm, join(dir, `${now}_bg.wasm`));
  console.log(`the list of games' bundle, named by what is served: ${now}`);
}
