#!/usr/bin/env python3
"""Builds src/ui/letters/pictures.svg, the picture sprite of Letter Lines.

The pictures are OpenMoji 17.0.0 (https://openmoji.org, CC BY-SA 4.0), taken from the
npm registry's `openmoji` package; the quilt (no emoji exists) is drawn here. Each
becomes a <symbol> whose id is the picture's word (spaces as dashes). The sprite is then
compacted by svgo (npm), its numbers to one decimal: a tenth of a unit of a 72-unit
picture drawn 60 pixels wide is under a pixel at any zoom a phone gives, and it halves
the file. The board's pictures (static/boards/letters-*.svg) carry its symbols: they are
written from it by src/ui/letters/picture.rs's test. The licence is published with the
site, static/letters/LICENSE-OpenMoji.txt. Run it again after changing a picture, then
the tests with FOURFOLD_WRITE_PICTURES=1:

    python3 .ci/tools/letters-pictures.py
"""

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
# refers to them) or their ids, or the licence comment.
SVGO_CONFIG = """export default {
  multipass: true,
  floatPrecision: 1,
  plugins: [{ name: 'preset-default', params: { overrides: {
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


def symbol(word: str, inner: str) -> str:
    return f'<symbol id="{word.replace(" ", "-")}" viewBox="0 0 72 72">{inner}</symbol>'


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
