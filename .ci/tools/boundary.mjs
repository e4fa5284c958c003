// Optimizes each bundle's wasm of a release build for size and shortens the names on its
// boundary with JavaScript (run by post_build.py, before minify-glue.mjs).
//
// wasm-bindgen names every function the wasm imports from its glue, and some it exports,
// with a hash of 16 hex digits (`__wbg_new_cd4348290afae586`), under an import module
// named after the glue's file: written once in the wasm and once in the glue, about 150
// such names are 2.5-3 kB of gzip per bundle that gzip can do little with. So each
// bundle's wasm-opt run is made here rather than by trunk (index.html sets trunk's
// data-wasm-opt="0"): -Oz as before, and binaryen's
// --minify-imports-and-exports-and-modules, which renames every import, export and
// import module to a name of a few characters and prints the old and new names. The
// glue is then rewritten to match, and checked against the wasm: every import the wasm
// asks for is given, and every export the glue uses exists.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const escape = (name) => name.replace(/[$]/g, '\\$');

/** wasm-opt -Oz with the names shortened, in place; resolves to its printed mapping. */
function optimize(wasm) {
  const out = `${wasm}.opt`;
  return new Promise((resolve, reject) => {
    const args = ['-Oz', '--minify-imports-and-exports-and-modules', wasm, '-o', out];
    const child = spawn('wasm-opt', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let printed = '';
    child.stdout.on('data', (chunk) => (printed += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`wasm-opt failed on ${wasm} (${code})`));
      renameSync(out, wasm);
      resolve(JSON.parse(printed));
    });
  });
}

/** The glue `code` with the names of `mapping` (wasm-opt's), checked against `wasm`. */
function rewrite(code, mapping, wasm, file) {
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
  // The check: what the wasm now imports and exports against what the glue gives and uses.
  const compiled = new WebAssembly.Module(readFileSync(wasm));
  for (const { module: from, name } of WebAssembly.Module.imports(compiled)) {
    if (from !== 'a' || !new RegExp(`^\\s+${escape(name)}:`, 'm').test(code)) {
      fail(`the wasm's import ${from}.${name} is not given`);
    }
  }
  const exported = new Set(WebAssembly.Module.exports(compiled).map(({ name }) => name));
  for (const [, name] of code.matchAll(/\bwasm\.([\w$]+)/g)) {
    if (!exported.has(name)) fail(`the glue uses wasm.${name}, which the wasm does not export`);
  }
  return code;
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
    writeFileSync(glue, rewrite(readFileSync(glue, 'utf8'), mapping, wasm, glue));
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), 4) }, work));
console.log(
  `optimized ${pairs.length} bundles' wasm with their boundary's names shortened: ${before} bytes to ${after}`,
);
