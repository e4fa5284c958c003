#!/usr/bin/env python3
"""The bytes a page of the built site (dist/) loads, raw and gzip -9, file by file.

Two loads are measured:
- the first visit (the list of games): every file index.html names (the loader,
  the stylesheet, icons, manifest) and the front-page bundle the loader starts;
- a game's table (a link to a game): the same page with the whole-app bundle instead.
The loader's choice and the bundles' names are read from src/ui/bundle.rs.

Run as a script it prints both tables; .ci/budgets imports `measure`.
"""
import gzip
import pathlib
import re
import sys

KINDS = {".wasm": "wasm", ".js": "js", ".css": "css", ".html": "html"}


def bundle_stems(root):
    source = (root / "src" / "ui" / "bundle.rs").read_text()
    stems = dict(re.findall(r'Bundle::(\w+) => "([^"]+)"', source))
    return stems["Front"], stems["App"]


def page_files(dist):
    index = (dist / "index.html").read_text()
    names = {"index.html"} | {m[2:] if m.startswith("./") else m
                              for m in re.findall(r'(?:href|src|module_or_path:)\s*=?\s*["\']([^"\']+)["\']', index)
                              if not m.startswith(("data:", "http"))}
    return {n for n in names if (dist / n).is_file()}


def measure(dist, root):
    """{"first visit": rows, "a game's table": rows}, each row (kind, file, raw, gzip)."""
    front, app = bundle_stems(root)
    page = page_files(dist)
    loads = {}
    for load, stem in (("first visit (the list of games)", front), ("a game's table (a link)", app)):
        rows = []
        for name in sorted(page | {f"{stem}.js", f"{stem}_bg.wasm"}):
            raw = (dist / name).read_bytes()
            kind = KINDS.get(pathlib.PurePath(name).suffix, "data")
            rows.append((kind, name, len(raw), len(gzip.compress(raw, 9))))
        loads[load] = rows
    return loads


def main():
    root = pathlib.Path(__file__).resolve().parents[2]
    dist = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else root / "dist"
    for load, rows in measure(dist, root).items():
        print(f"Load of dist/: {load} (bytes)")
        print(f"{'kind':6} {'raw':>10} {'gzip':>10}  file")
        for kind, name, raw, packed in rows:
            print(f"{kind:6} {raw:>10,} {packed:>10,}  {name}")
        print(f"{'total':6} {sum(r[2] for r in rows):>10,} {sum(r[3] for r in rows):>10,}")
        print()


if __name__ == "__main__":
    main()
