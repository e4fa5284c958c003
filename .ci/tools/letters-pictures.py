#!/usr/bin/env python3
"""Builds src/ui/letters/pictures.svg, the picture sprite of Letter Lines.

The pictures are OpenMoji 17.0.0 (https://openmoji.org, CC BY-SA 4.0), taken from the
npm registry's `openmoji` package; the quilt (no emoji exists) is drawn here. Each
becomes a <symbol> whose id is the picture's word (spaces as dashes). The sprite is then
drawn at three times OpenMoji's size, its arcs as curves, and compacted by svgo (npm),
its numbers whole (see SCALE). The board's pictures (static/boards/letters-*.svg) carry
its symbols: they are written from it by src/ui/letters/picture.rs's test. The licence is published with the
site, static/letters/LICENSE-OpenMoji.txt. Run it again after changing a picture, then
the tests with FOURFOLD_WRITE_PICTURES=1:

    python3 .ci/tools/letters-pictures.py
"""

import math
import pathlib
import re
import subprocess
import tarfile
import tempfile

VERSION = "17.0.0"
# svgo is pinned, its own dependencies are not (npm exec): the built file is committed,
# and a later rebuild of the pictures may differ from it slightly.
SVGO = "svgo@4.1.0"
# svgo's usual passes, but for those that would drop the symbols (nothing in the file
# refers to them) or their ids, or the licence comment, and for the one that turns
# curves back into arcs (see SCALE); path data in whole numbers, other numbers (a
# circle's radius, a stroke's width) to one decimal, so that no half-unit stroke thickens.
SVGO_CONFIG = """export default {
  multipass: true,
  floatPrecision: 0,
  plugins: [{ name: 'preset-default', params: { overrides: {
    convertPathData: { makeArcs: null },
    cleanupNumericValues: { floatPrecision: 1 },
    cleanupIds: false, removeUselessDefs: false, removeHiddenElems: false, removeComments: false,
  } } }],
};
"""
PICTURES = {
    "apple": "1F34E", "ant": "1F41C", "banana": "1F34C", "bear": "1F43B",
    "cake": "1F382", "cat": "1F408", "dog": "1F415", "duck": "1F986",
    "egg": "1F95A", "elephant": "1F418", "fish": "1F41F", "frog": "1F438",
    "goat": "1F410", "grapes": "1F347", "hat": "1F3A9", "horse": "1F40E",
    "ice cream": "1F368", "island": "1F3DD", "jeans": "1F456", "jellyfish": "1FABC",
    "key": "1F511", "kite": "1FA81", "lemon": "1F34B", "lion": "1F981",
    "moon": "1F319", "mouse": "1F401", "nest": "1FABA", "nose": "1F443",
    "octopus": "1F419", "owl": "1F989", "penguin": "1F427", "pig": "1F416",
    "queen": "1FAC5", "quilt": None, "rabbit": "1F407", "rainbow": "1F308",
    "snail": "1F40C", "sun": "2600", "train": "1F686", "tree": "1F333",
    "umbrella": "2602", "unicorn": "1F984", "violin": "1F3BB", "volcano": "1F30B",
    "watermelon": "1F349", "whale": "1F40B", "yarn": "1F9F6", "yo-yo": "1FA80",
}

# A patchwork quilt in OpenMoji's palette and line style, drawn for Fourfold.
QUILT = (
    '<g stroke="#000" stroke-width="2" stroke-linejoin="round">'
    '<rect x="12" y="14" width="16" height="15" fill="#ea5a47"/>'
    '<rect x="28" y="14" width="16" height="15" fill="#92d3f5"/>'
    '<rect x="44" y="14" width="16" height="15" fill="#fcea2b"/>'
    '<rect x="12" y="29" width="16" height="15" fill="#b1cc33"/>'
    '<rect x="28" y="29" width="16" height="15" fill="#f4aa41"/>'
    '<rect x="44" y="29" width="16" height="15" fill="#e27022"/>'
    '<rect x="12" y="44" width="16" height="15" fill="#fcea2b"/>'
    '<rect x="28" y="44" width="16" height="15" fill="#ea5a47"/>'
    '<rect x="44" y="44" width="16" height="15" fill="#92d3f5"/>'
    '</g>'
    '<g fill="none" stroke="#fff" stroke-width="1" stroke-dasharray="2 2">'
    '<rect x="15" y="17" width="42" height="39"/>'
    '</g>'
)


# The pictures are drawn at three times OpenMoji's 72 units, their path data in whole
# numbers: each is rounded by a sixth of OpenMoji's unit at most, and svgo's
# simplifications keep within a third, under a third of a pixel on the largest board a
# phone or a desktop draws (a picture at most 70 pixels wide); the file is a fifth
# smaller (gzip) than with the 72 units' numbers to one decimal. Arcs become cubic curves first: rounded, an arc's centre can move far more than
# its ends (a nearly half-turn arc's centre hangs on its radius and ends; every picture
# checked against OpenMoji's, drawn 288 pixels wide, showed rings and rinds moved at one
# decimal), a curve's points only as much as they.
SCALE = 3
NUMBER = r"[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?"
# Attributes that are lengths or coordinates in the picture's units.
LENGTHS = {"x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "width", "height",
           "stroke-width", "stroke-dasharray", "points"}


def number(value: float) -> str:
    return f"{value:.4f}".rstrip("0").rstrip(".")


def scaled_numbers(text: str) -> str:
    return re.sub(NUMBER, lambda m: number(float(m.group(0)) * SCALE), text)


ARITY = {"m": 2, "l": 2, "h": 1, "v": 1, "c": 6, "s": 4, "q": 4, "t": 2, "a": 7, "z": 0}


def path_segments(d: str):
    """The commands of path data with their numbers, as written (an arc's flags are
    single digits, which may stand next to each other)."""
    i, command, args, segments = 0, "", [], []
    while i < len(d):
        c = d[i]
        if c.isspace() or c == ",":
            i += 1
            continue
        if c.isalpha():
            if command and (args or ARITY[command.lower()] == 0):
                segments.append((command, args))
            command, args = c, []
            i += 1
            if ARITY[c.lower()] == 0:
                segments.append((c, []))
                command = ""
            continue
        n = ARITY[command.lower()]
        if len(args) == n:
            segments.append((command, args))
            # Numbers after a moveto's first pair are linetos.
            command = {"m": "l", "M": "L"}.get(command, command)
            args = []
        if command in "aA" and len(args) in (3, 4):
            args.append(float(c))
            i += 1
            continue
        m = re.match(NUMBER, d[i:])
        if not m:
            raise ValueError(f"path data: {d[i:i + 20]!r}")
        args.append(float(m.group(0)))
        i += len(m.group(0))
    if command and args:
        segments.append((command, args))
    return segments


def arc_curves(x1, y1, rx, ry, phi, large, sweep, x2, y2):
    """An elliptical arc as cubic Bezier curves of at most a quarter turn each (SVG's
    implementation notes, F.6.5): their points, in absolute coordinates. Rounded, a
    curve's points move it by as much; an arc's centre can move far more (a nearly
    half-turn arc's centre hangs on its radius and ends)."""
    if (x1, y1) == (x2, y2):
        return []
    if rx == 0 or ry == 0:
        return [(x1, y1, x2, y2, x2, y2)]
    rx, ry = abs(rx), abs(ry)
    cos, sin = math.cos(math.radians(phi)), math.sin(math.radians(phi))
    dx, dy = (x1 - x2) / 2, (y1 - y2) / 2
    x1p, y1p = cos * dx + sin * dy, -sin * dx + cos * dy
    scale = (x1p / rx) ** 2 + (y1p / ry) ** 2
    if scale > 1:
        rx, ry = rx * math.sqrt(scale), ry * math.sqrt(scale)
    num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
    den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
    root = math.sqrt(max(0.0, num / den)) * (-1 if large == sweep else 1)
    cxp, cyp = root * rx * y1p / ry, -root * ry * x1p / rx
    cx = cos * cxp - sin * cyp + (x1 + x2) / 2
    cy = sin * cxp + cos * cyp + (y1 + y2) / 2

    def angle(ux, uy, vx, vy):
        a = math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        return a

    t1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
    dt = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
    if not sweep and dt > 0:
        dt -= 2 * math.pi
    elif sweep and dt < 0:
        dt += 2 * math.pi
    parts = max(1, math.ceil(abs(dt) / (math.pi / 2) - 1e-9))
    step = dt / parts
    k = 4 / 3 * math.tan(step / 4)

    def point(t):
        x, y = rx * math.cos(t), ry * math.sin(t)
        return cos * x - sin * y + cx, sin * x + cos * y + cy

    def slope(t):
        x, y = -rx * math.sin(t), ry * math.cos(t)
        return cos * x - sin * y, sin * x + cos * y

    curves = []
    for p in range(parts):
        a, b = t1 + p * step, t1 + (p + 1) * step
        (ax, ay), (bx, by) = point(a), point(b)
        (sax, say), (sbx, sby) = slope(a), slope(b)
        curves.append((ax + k * sax, ay + k * say, bx - k * sbx, by - k * sby, bx, by))
    curves[-1] = curves[-1][:4] + (x2, y2)
    return curves


def scaled_path(d: str) -> str:
    """Path data at SCALE, in absolute coordinates, every arc as cubic curves."""
    out = []
    x = y = sx = sy = 0.0
    after_arc = False
    for command, args in path_segments(d):
        rel = command.islower()
        c = command.upper()
        ox, oy = (x, y) if rel else (0.0, 0.0)
        # A smooth curve reflects the last curve's control point, or starts at the
        # current point after anything else, an arc too: after an arc, now curves, it
        # says so itself.
        if c == "S" and after_arc:
            c, args = "C", [x - ox, y - oy, *args]
        after_arc = c == "A"
        if c == "Z":
            out.append("Z")
            x, y = sx, sy
        elif c == "H":
            x = args[0] + (x if rel else 0)
            out.append(f"H{number(x * SCALE)}")
        elif c == "V":
            y = args[0] + (y if rel else 0)
            out.append(f"V{number(y * SCALE)}")
        elif c == "A":
            rx, ry, phi, large, sweep, ex, ey = args
            ex, ey = ex + ox, ey + oy
            for curve in arc_curves(x, y, rx, ry, phi, int(large), int(sweep), ex, ey):
                out.append("C" + " ".join(number(v * SCALE) for v in curve))
            x, y = ex, ey
        else:
            points = [v + (ox if k % 2 == 0 else oy) for k, v in enumerate(args)]
            out.append(c + " ".join(number(v * SCALE) for v in points))
            x, y = points[-2], points[-1]
            if c == "M":
                sx, sy = x, y
    return "".join(out)


def scaled_attribute(match: re.Match) -> str:
    name, value = match.group(1), match.group(2)
    if name == "d":
        value = scaled_path(value)
    elif name in LENGTHS:
        value = scaled_numbers(value)
    elif name == "transform":
        m = re.fullmatch(r"matrix\(([^)]*)\)", value.strip())
        if not m:
            raise ValueError(f"transform: {value}")
        parts = [float(v) for v in re.findall(NUMBER, m.group(1))]
        value = "matrix(" + " ".join(number(v * (SCALE if k >= 4 else 1)) for k, v in enumerate(parts)) + ")"
    return f' {name}="{value}"'


def scaled(inner: str) -> str:
    """A picture drawn in 72 units, drawn in 72 * SCALE."""
    return re.sub(r'\s([\w:-]+)="([^"]*)"', scaled_attribute, inner)


def symbol(word: str, inner: str) -> str:
    return f'<symbol id="{word.replace(" ", "-")}" viewBox="0 0 {72 * SCALE} {72 * SCALE}">{scaled(inner)}</symbol>'


def main() -> None:
    root = pathlib.Path(__file__).resolve().parents[2]
    out = root / "src" / "ui" / "letters"
    licence = root / "static" / "letters"
    licence.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["npm", "pack", f"openmoji@{VERSION}", "--silent"], cwd=tmp, check=True, stdout=subprocess.DEVNULL)
        with tarfile.open(pathlib.Path(tmp) / f"openmoji-{VERSION}.tgz") as tar:
            tar.extractall(tmp, filter="data")
        package = pathlib.Path(tmp) / "package"
        symbols = []
        for word, code in PICTURES.items():
            if code is None:
                symbols.append(symbol(word, QUILT))
                continue
            svg = (package / "color" / "svg" / f"{code}.svg").read_text()
            inner = re.sub(r"^.*?<svg[^>]*>|</svg>\s*$", "", svg, flags=re.S)
            inner = re.sub(r'\s(id|xmlns(:\w+)?)="[^"]*"', "", inner)
            inner = re.sub(r">\s+<", "><", inner.strip())
            symbols.append(symbol(word, inner))
        header = (
            "<!-- Letter Lines pictures. OpenMoji " + VERSION + " (https://openmoji.org), "
            "CC BY-SA 4.0: see static/letters/LICENSE-OpenMoji.txt. The quilt is Fourfold's own. "
            "Built by .ci/tools/letters-pictures.py. -->"
        )
        sprite = header + '\n<svg xmlns="http://www.w3.org/2000/svg">' + "\n".join(symbols) + "</svg>\n"
        whole = pathlib.Path(tmp) / "pictures.svg"
        whole.write_text(sprite)
        (pathlib.Path(tmp) / "svgo.config.mjs").write_text(SVGO_CONFIG)
        subprocess.run(["npm", "exec", "--yes", f"--package={SVGO}", "--", "svgo", "--quiet",
                        "--config", "svgo.config.mjs", "-i", "pictures.svg", "-o", "compact.svg"],
                       cwd=tmp, check=True)
        sprite = (pathlib.Path(tmp) / "compact.svg").read_text()
        (out / "pictures.svg").write_text(sprite)
        (licence / "LICENSE-OpenMoji.txt").write_text(
            "The pictures of Letter Lines' board (boards/letters-as-dealt.svg and\n"
            "boards/letters-upright.svg; all but the quilt) are from OpenMoji "
            + VERSION
            + ", https://openmoji.org,\nlicensed under Creative Commons Attribution-ShareAlike 4.0 International.\n"
            "The board's pictures, as an adaptation of them, are under the same licence.\n\n"
            + (package / "LICENSE.txt").read_text()
        )
    print(f"wrote {out / 'pictures.svg'} ({len(sprite)} bytes, {len(symbols)} pictures)")


if __name__ == "__main__":
    main()
