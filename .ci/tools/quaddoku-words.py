#!/usr/bin/env python3
"""Builds Quad*doku's word list from SCOWL, as Debian packages it (`apt-get install scowl`).

    python3 .ci/tools/quaddoku-words.py > src/games/quaddoku/words.txt

The list is every four-letter word of lower-case a-z in SCOWL's "english" and "american"
word lists at sizes 10, 20, 35 (SCOWL's "small", the common words) and 40, less the words
below. SCOWL already keeps proper names, abbreviations, acronyms and contractions in lists
of their own, which are not read. The output is sorted, one word per line with the SCOWL size it first appears at (the
normal and easy computer players keep to sizes 10 and 20), after a header
naming the source, so that running the script again on the same SCOWL gives the same file.
"""

import re
import sys
from pathlib import Path

SCOWL = Path("/usr/share/dict/scowl")
CATEGORIES = ("english", "american")
SIZES = (10, 20, 35, 40)

# Words a family table would not want to see on the board.
OFFENSIVE = """
anal anus boob bras bums cock crap cums damn dick dike dyke fags fart fuck gays
nude orgy piss porn puss rape sexy shit slag slut smut tits turd wees
""".split()

# Clipped or shortened forms and abbreviations that SCOWL files as words.
SHORTENED = """
demo exec expo frat grad info limo megs mike mini mono perm prep prof refs reps secs
temp typo mayo narc nark coed
""".split()

# Dialect, slang and interjections that are not words at a real table, and a foreign
# plural (bani: Romanian money).
NOT_WORDS = """
bani drys gyps hims jeez john nope oink oops shes sics weer yeah yeps yest yous
""".split()

EXCLUDED = set(OFFENSIVE) | set(SHORTENED) | set(NOT_WORDS)


def main() -> None:
    words = {}
    for size in SIZES:
        for category in CATEGORIES:
            path = SCOWL / f"{category}-words.{size}"
            for line in path.read_text(encoding="latin-1").splitlines():
                if re.fullmatch(r"[a-z]{4}", line):
                    words.setdefault(line, size)
    missing = EXCLUDED - set(words)
    if missing:
        sys.exit(f"excluded words not in SCOWL (typo?): {sorted(missing)}")
    kept = sorted(w for w in words if w not in EXCLUDED)
    version = "unknown"
    readme = Path("/usr/share/doc/scowl/README.gz")
    if readme.exists():
        import gzip

        for line in gzip.open(readme, "rt", encoding="latin-1"):
            if line.startswith("Version "):
                version = line.split()[1]
                break
    out = sys.stdout
    out.write(f"# Quad*doku word list: {len(kept)} words.\n")
    out.write(f"# From SCOWL {version} (http://wordlist.aspell.net/), Debian package scowl:\n")
    out.write(f"# {', '.join(CATEGORIES)} words at sizes {', '.join(map(str, SIZES))};\n")
    out.write(f"# {len(EXCLUDED)} words left out by .ci/tools/quaddoku-words.py.\n")
    out.write("# Licence: see WORDS-LICENSE.txt beside this file.\n")
    out.write("# Each line: a word and its SCOWL size (10 is the commonest).\n")
    for word in kept:
        out.write(f"{word} {words[word]}\n")


if __name__ == "__main__":
    main()
