#!/usr/bin/env python3
"""Where a game is named outside its own places: the lines a sixth game would have to
touch beyond its folders, its entry points, its stylesheet and its line in the registry.

A game is named by its key (`letters`), its type (`Letters`) or its name as players read
it ("Letter Lines"); the games are read from the registry's rows (src/games/registry.rs).
A game's own places are:
- its folders: src/games/<key>/, src/ui/<key>/, its assets static/<key>/;
- its entry points: src/bin/fourfold-<key>/, src/bin/fourfold-<key>-worker/,
  src/bin/fourfold-<key>-host/ and src/bin/fourfold-<key>-guest/ (play across devices),
  their
  [[bin]] tables and its feature in Cargo.toml, their lines in index.html;
- its stylesheet: static/games/<key>.css (and its line in index.html);
- the registry: src/games/registry.rs, one row per game and nothing else.

Read is the product's code: src/, static/, index.html, Cargo.toml and Trunk.toml, without
comments and without Rust's test modules (`#[cfg(test)] mod tests`, always a file's
last item here) nor the tests/ folder, which name games by design (a scenario test is a
game's; a suite that must cover every game names each so that a missing one fails).

    python3 .ci/tools/places.py              every line found, and their count
    python3 .ci/tools/places.py --at-most N  fails if more than N lines are found
                                             (.ci/test: what is left may only shrink)
"""
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
REGISTRY = "src/games/registry.rs"
ROW = re.compile(r'^\s*//\s*(.+?)\s*\n\s*(\w+)\s+(\w+)\s+"(\w+)"\s*,?\s*$', re.M)


def games():
    """(key, type, name) of every game in the registry."""
    text = (ROOT / REGISTRY).read_text()
    rows = [(m.group(2), m.group(3), m.group(1)) for m in ROW.finditer(text)]
    if not rows:
        sys.exit(f"no game rows found in {REGISTRY}")
    return rows


def own(path, key):
    """True when `path` is one of the game `key`'s own files."""
    return (
        path.startswith((f"src/games/{key}/", f"src/ui/{key}/", f"static/{key}/"))
        or path.startswith((f"src/bin/fourfold-{key}/", f"src/bin/fourfold-{key}-worker/",
                            f"src/bin/fourfold-{key}-host/", f"src/bin/fourfold-{key}-guest/"))
        or path == f"static/games/{key}.css"
        or path == REGISTRY
    )


def code_lines(path, text):
    """(line number, code) of the file's product code: comments and tests left out."""
    if path.endswith(".rs"):
        text = re.split(r"#\[cfg\(test\)\]\s*(?:pub\s+)?mod\s+tests\b", text)[0]
        text = re.sub(r"//[^\n]*", "", text)
    elif path.endswith((".js", ".mjs", ".css")):
        text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
        if not path.endswith(".css"):
            text = re.sub(r"(?<![:'\"])//[^\n]*", "", text)
    elif path.endswith(".html"):
        text = re.sub(r"<!--.*?-->", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    elif path.endswith(".toml"):
        text = re.sub(r"#[^\n]*", "", text)
    return enumerate(text.split("\n"), start=1)


def entry_point(path, line, key, cargo_bin):
    """True when `line` declares one of `key`'s entry points or its stylesheet."""
    if path == "index.html":
        return (
            f'data-bin="fourfold-{key}"' in line
            or f'data-bin="fourfold-{key}-worker"' in line
            or f'data-bin="fourfold-{key}-host"' in line
            or f'data-bin="fourfold-{key}-guest"' in line
            or f'href="static/games/{key}.css"' in line
            or f'href="static/{key}"' in line
        )
    if path == "Cargo.toml":
        return cargo_bin == key or re.match(rf"^\s*{key}\s*=\s*\[\]\s*$", line) or (
            re.match(r"^\s*games\s*=\s*\[", line) is not None
        )
    return False


def found():
    rows = games()
    files = subprocess.run(
        ["git", "ls-files", "src", "static", "index.html", "Cargo.toml", "Trunk.toml"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout.split()
    out = []
    for path in files:
        if not path.endswith((".rs", ".js", ".mjs", ".css", ".html", ".toml")):
            continue
        text = (ROOT / path).read_text()
        cargo_bin = None
        for number, line in code_lines(path, text):
            if path == "Cargo.toml":
                if line.strip().startswith("["):
                    cargo_bin = None
                m = re.match(r'^\s*name\s*=\s*"fourfold-(\w+?)(?:-worker|-host|-guest)?"', line)
                if m:
                    cargo_bin = m.group(1)
            # Another game's folders may use a word that is a game's key ("letters" on
            # Quad*doku's tiles): what a game's folder may name is the import graph's
            # concern (imports.py).
            if any(own(path, key) for key, _, _ in rows):
                break
            # A game's entry line is its own, words and all (Quad*doku's card in
            # index.html says "letters").
            if any(entry_point(path, line, key, cargo_bin) for key, _, _ in rows):
                continue
            for key, kind, name in rows:
                pattern = rf"(?<![\w-])(?:{key}|{kind}|{re.escape(name)})(?![\w])"
                if re.search(pattern, line, flags=re.I) and not entry_point(
                    path, line, key, cargo_bin
                ):
                    out.append(f"{path}:{number}: {line.strip()}")
                    break
    return out


def main():
    lines = found()
    if "--at-most" in sys.argv:
        limit = int(sys.argv[sys.argv.index("--at-most") + 1])
        for line in lines:
            print(line)
        print(f"{len(lines)} lines name a game outside its own places (at most {limit})")
        if len(lines) > limit:
            sys.exit(1)
        return
    for line in lines:
        print(line)
    print(f"{len(lines)} lines name a game outside its own places")


if __name__ == "__main__":
    main()
