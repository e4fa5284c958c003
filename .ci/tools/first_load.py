#!/usr/bin/env python3
"""The bytes a page of the built site (dist/) loads, raw and gzip -9, file by file.

Loads measured:
- the first visit (the list of games): index.html (with the page's loader inline), the
  files it names (icon, manifest), the page's stylesheet (linked disabled and switched on
  by the loader on every page, data-sheet "style"), the list the loader draws while the
  bundle downloads (fourfold-list.js) and trunk's main bundle, the list of games
  (fourfold-home-<hash>.js and _bg.wasm, named in the loader);
- each game's table (a link to the game, a widget): the same page with that game's
  bundle (fourfold-<game>.js and _bg.wasm) instead of the list's (see src/ui/bundle.rs),
  and the stylesheets the loader switches on for it (the table's and the game's own,
  linked disabled in index.html, so the list of games fetches neither).
The games' bundles are the worker-type rust links of index.html. A page of play across
devices for a game, a guest's (`join=`) or the host's (`host=1`), loads the same page
with that game's guest's or host's bundle (fourfold-<game>-guest.js and _bg.wasm, or
fourfold-<game>-host.*) and the stylesheets the loader switches on for it (the table's,
the game's and play across devices' own), and the board's picture; no table is laid
before it comes (keys "guest <game's stem>" and "host <game's stem>", each under its
budget).
The QR code reader (fourfold-reader), started only when a person scans a code, is
counted in neither, but on its own (key "reader", beyond the page's own files). Each game's computer
players' worker, started at the first computer turn, downloads fourfold-thinker.js and
that game's computer players' bundle (fourfold-<game>-worker.js and _bg.wasm, built
without the app: src/worker.rs), beyond the page's own files (key "worker <game's
stem>").
A game's table also counts the board's picture its stylesheet draws (`url(boards/...)`,
src/ui/table/picture.rs): one per way the board stands, of which a page fetches the one
it shows; the larger is counted. And its opening strip (<game>/opening.js, the strip a
fresh deal's table first shows, laid by the loader before the bundle has come), if it
has one.

Run as a script it prints each table; bytes.py (the byte gate and .ci/bench's bytes)
imports `measure`.
"""
import gzip
import pathlib
import re
import sys

KINDS = {".wasm": "wasm", ".js": "js", ".css": "css", ".html": "html"}
WORKER = "fourfold-thinker.js"
# The list of games as the loader draws it before the list's bundle has come (imported by
# the loader on the list's page only: static/loader.js).
LIST = "fourfold-list.js"
# A game's table being laid as the loader draws it while the game's bundle downloads (on a
# game's page whose table comes next: static/loader.js).
TABLE = "fourfold-table.js"


# The QR code reader's bundle (src/reader.rs), started only when a person scans a code.
READER = "fourfold-reader"


def game_stems(root):
    """The games' bundles, in index.html's order (not the QR code reader's)."""
    source = (root / "index.html").read_text()
    stems = re.findall(r'data-bin="(fourfold-[a-z]+)"[^>]*data-type="worker"', source)
    return [stem for stem in stems if stem != READER]


def remote_stems(root):
    """The games whose bundles of play across devices index.html builds (their games'
    stems), in its order."""
    source = (root / "index.html").read_text()
    return re.findall(r'data-bin="(fourfold-[a-z]+)-host"[^>]*data-type="worker"', source)


def worker_stems(root):
    """The games' computer players' bundles, in index.html's order."""
    source = (root / "index.html").read_text()
    return re.findall(r'data-bin="(fourfold-[a-z]+)-worker"[^>]*data-type="worker"', source)


def front_files(dist):
    """The list of games' bundle: trunk's main, fourfold-home-<hash>.js and _bg.wasm (the
    page's loader names them; in a release build it is minified, so they are found by
    name here)."""
    files = {p.name for p in dist.glob("fourfold-home-*.js")} | {p.name for p in dist.glob("fourfold-home-*_bg.wasm")}
    if len(files) != 2:
        sys.exit(f"dist/ should hold one fourfold-home bundle (js and wasm), not {sorted(files)}")
    return files | {LIST}


def sheet_files(dist):
    """The stylesheets index.html links disabled, which the loader switches on: the page's
    on every page, the others for a game's page only: {data-sheet ("style", "table", or a
    game's key): file}."""
    sheets = {}
    for tag in re.findall(r"<link\b[^>]*>", (dist / "index.html").read_text()):
        sheet = re.search(r'data-sheet=["\']?([a-z]+)', tag)
        href = re.search(r'href=["\']?(?:\./)?([^"\'\s>]+)', tag)
        if sheet and href and re.search(r"\sdisabled\b", tag):
            sheets[sheet.group(1)] = href.group(1)
    return sheets


def page_files(dist):
    """What loading index.html fetches: every file it names but the touch icon, which only
    Apple's "Add to Home Screen" reads, and the stylesheets linked disabled (see
    `sheet_files`)."""
    index = re.sub(r'<link[^>]*apple-touch-icon[^>]*>', "", (dist / "index.html").read_text())
    index = re.sub(r"<link\b[^>]*\sdisabled\b[^>]*>", "", index)
    # A release build's page is minified: attribute values may come without quotes.
    names = {"index.html"} | {m[2:] if m.startswith("./") else m
                              for m in re.findall(r'(?:href|src|module_or_path:)\s*=?\s*["\']?([^"\'\s>]+)', index)
                              if not m.startswith(("data:", "http"))}
    return {n for n in names if (dist / n).is_file()}


def board_picture(dist, sheet):
    """The board's picture a game's stylesheet draws, if any: the largest of those it
    names (a page draws one of them, for the way its board stands)."""
    named = set(re.findall(r"url\((boards/[a-z-]+\.svg)\)", (dist / sheet).read_text()))
    return [max(named, key=lambda name: (dist / name).stat().st_size)] if named else []


def opening(dist, game):
    """The game's opening strip, if it has one."""
    name = f"{game}/opening.js"
    return [name] if (dist / name).exists() else []


def measure(dist, root):
    """{load: rows} for the first visit, each game's table (keys "first visit" and the
    game's stem), then what each game's computer players' worker adds (key "worker" and
    the game's stem), each row (kind, file, raw, gzip)."""
    sheets = sheet_files(dist)
    page = page_files(dist) | {sheets["style"]}
    loads = {}
    bundles = [("first visit", front_files(dist))]
    bundles += [(stem, {f"{stem}.js", f"{stem}_bg.wasm", TABLE, *board_picture(dist, sheets[stem[len("fourfold-"):]]),
                        *opening(dist, stem[len("fourfold-"):]),
                        sheets["table"], sheets[stem[len("fourfold-"):]]})
                for stem in game_stems(root)]
    for stem in remote_stems(root):
        key = stem[len("fourfold-"):]
        page_of = lambda side: {f"{stem}-{side}.js", f"{stem}-{side}_bg.wasm", *board_picture(dist, sheets[key]),
                                sheets["table"], sheets[key], sheets["remote"]}
        bundles += [(f"guest {stem}", page_of("guest")), (f"host {stem}", page_of("host"))]
    for load, bundle in bundles:
        loads[load] = [row(dist, name) for name in sorted(page | bundle)]
    loads["reader"] = [row(dist, name) for name in (f"{READER}.js", f"{READER}_bg.wasm")]
    for stem in worker_stems(root):
        worker = [WORKER, f"{stem}-worker.js", f"{stem}-worker_bg.wasm"]
        loads[f"worker {stem}"] = [row(dist, name) for name in worker]
    return loads


def row(dist, name):
    """(kind, file, raw, gzip) of one file of dist/."""
    raw = (dist / name).read_bytes()
    return (KINDS.get(pathlib.PurePath(name).suffix, "data"), name, len(raw), len(gzip.compress(raw, 9)))


def main():
    root = pathlib.Path(__file__).resolve().parents[2]
    dist = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else root / "dist"
    for load, rows in measure(dist, root).items():
        if load.startswith("worker "):
            what = f"the computer players' worker of {load[len('worker fourfold-'):]}, beyond the page's own files"
        elif load == "reader":
            what = "the QR code reader, beyond the page's own files"
        elif load.startswith(("guest ", "host ")):
            role, stem = load.split(" ")
            what = f"a {role}'s page of {stem[len('fourfold-'):]}, playing across devices"
        else:
            what = {"first visit": "the list of games"}.get(load, f"a link to {load[len('fourfold-'):]}")
        print(f"Load of dist/: {what} (bytes)")
        print(f"{'kind':6} {'raw':>10} {'gzip':>10}  file")
        for kind, name, raw, packed in rows:
            print(f"{kind:6} {raw:>10,} {packed:>10,}  {name}")
        print(f"{'total':6} {sum(r[2] for r in rows):>10,} {sum(r[3] for r in rows):>10,}")
        print()


if __name__ == "__main__":
    main()
