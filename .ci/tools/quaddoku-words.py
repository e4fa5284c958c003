#!/usr/bin/env python3
"""Builds Quad*doku's word list from SCOWL, as Debian packages it (`apt-get install scowl`).

    python3 .ci/tools/quaddoku-words.py > src/games/quaddoku/words.txt

The list is every four-letter word of lower-case a-z in SCOWL's "english" and "american"
word lists at sizes 10, 20, 35 (SCOWL's "small", the common words) and 40, less the words
below. SCOWL already keeps proper names, abbreviations, acronyms and contractions in lists
of their own, which are not read. The output is sorted, a line for each first letter: the
letter, then the rest of each word that starts with it, each followed by the digit of
the SCOWL size it first appears at (2 for 20, 3 for 35, 4 for 40, none for 10; the
normal and easy computer players keep to sizes 10 and 20): "a bet3 ble" is "abet" (35)
and "able" (10). With each first letter written once and a size in a digit, the list is
4 kB gzip, against 5.6 kB as a word and its size a line. A header names the source, so
that running the script again on the same SCOWL gives the same file.
"""

import re
import sys
from pathlib import Path

SCOWL = Path("/usr/share/dict/scowl")
CATEGORIES = ("english", "american")
SIZES = (10, 20, 35, 40)
# The digit written after a word of each size (none for the commonest).
MARKS = {10: "", 20: "2", 35: "3", 40: "4"}

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
    out.write("# A line for each first letter: the letter, then the rest of each word that starts with\n")
    out.write("# it, in alphabetical order, each with the digit of its SCOWL size after it: 2 for 20,\n")
    out.write("# 3 for 35, 4 for 40, none for 10 (the commonest). \"a bet3 ble\" is abet (35), able (10).\n")
    by_first = {}
    for word in kept:
        by_first.setdefault(word[0], []).append(word[1:] + MARKS[words[word]])
    for first, rests in by_first.items():
        out.write(f"{first} {' '.join(rests)}\n")


if __name__ == "__main__":
    main()
