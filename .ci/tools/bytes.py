#!/usr/bin/env python3
"""The byte gate: each load of the built site (dist/) against the gzip figure recorded
for it in .ci/bytes.json and against its budget.

Bytes are the same on every build of the same source, so they are checked, not timed:
- a load fails when it grows more than `tolerance` bytes past its recorded figure, and the
  message names each file that grew and by how much;
- a load whose recorded figure is within its budget fails as soon as it goes over the
  budget (a load not yet within it is held to its record and the tolerance only);
- recorded figures only go down: `--record` lowers the figures of the loads that shrank
  and never raises one (the commit that lowers them says why).

Files are recorded by their names without trunk's content hash (style-<hash>.css is
style.css), so a rebuild with other hashes compares file by file.

    bytes.py check DIST     the gate (exit 1 on a failure)
    bytes.py record DIST    lower the recorded figures where the build is smaller
    bytes.py report DIST    each load beside its budget, for .ci/bench
"""
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
RECORD = ROOT / ".ci" / "bytes.json"
sys.path.insert(0, str(HERE))
from first_load import measure  # noqa: E402

# trunk writes its hash in hex without leading zeros: 16 digits, sometimes fewer.
HASH = re.compile(r"-[0-9a-f]{8,16}(?=(_bg)?\.[a-z]+$)")


def stable(name):
    """A file's name without trunk's content hash."""
    return HASH.sub("", name)


def what(load):
    """A load's name as a person reads it."""
    if load == "first visit":
        return "the list of games"
    if load == "reader":
        return "the QR code reader"
    if load.startswith(("guest ", "host ")):
        role, stem = load.split(" ")
        return f"a {role}'s page of {stem[len('fourfold-'):]}"
    if load.startswith("worker "):
        return f"the computer players' worker of {load[len('worker fourfold-'):]}"
    return f"a link to {load[len('fourfold-'):]}"


def budget(record, load, loads):
    """The budget (bytes, gzip) of a load, by its kind: a host's page, what hosting adds
    to its game's link as built (`loads`)."""
    kinds = record["budgets"]
    if load == "first visit":
        return kinds["list"]
    if load.startswith("guest "):
        return kinds["guest"]
    if load.startswith("host "):
        game = load[len("host "):]
        return sum(loads.get(game, {}).values()) + kinds["hosting"]
    return kinds["worker"] if load.startswith("worker ") or load == "reader" else kinds["game"]


def built(dist):
    """{load: {file: gzip bytes}} of the build in `dist`."""
    return {load: {stable(name): packed for _, name, _, packed in rows}
            for load, rows in measure(pathlib.Path(dist), ROOT).items()}


def kb(n):
    return f"{n / 1000:.1f} kB"


def check(record, loads):
    """The failures of `loads` against `record`, as lines to print."""
    failures = []
    tolerance = record["tolerance"]
    for load, files in loads.items():
        recorded = record["loads"].get(load)
        if recorded is None:
            failures.append(f"{what(load)} has no recorded figure in .ci/bytes.json: "
                            f"run `.ci/size --record` and commit it")
            continue
        total, was, limit = sum(files.values()), sum(recorded.values()), budget(record, load, loads)
        reasons = []
        if total > was + tolerance:
            reasons.append(f"grew {kb(total - was)} past its recorded {kb(was)} (at most "
                           f"{kb(tolerance)} allowed)")
        if was <= limit < total:
            reasons.append(f"is over its budget of {kb(limit)} by {kb(total - limit)}")
        if not reasons:
            continue
        grown = sorted(((size - recorded.get(name, 0), name, size) for name, size in files.items()
                        if size > recorded.get(name, 0)), reverse=True)
        lines = [f"{what(load)}: {kb(total)} gzip " + " and ".join(reasons)]
        for growth, name, size in grown:
            since = "new file" if name not in recorded else f"recorded {recorded[name]:,}"
            lines.append(f"    {name}: +{growth:,} bytes ({size:,} gzip, {since})")
        failures.append("\n".join(lines))
    return failures


def lowered(record, loads):
    """The record with each load's figures lowered where this build is smaller in all."""
    changed = []
    for load, files in loads.items():
        recorded = record["loads"].get(load)
        if recorded is None or sum(files.values()) < sum(recorded.values()):
            before = None if recorded is None else sum(recorded.values())
            record["loads"][load] = dict(sorted(files.items()))
            changed.append((load, before, sum(files.values())))
    return changed


def main():
    mode, dist = sys.argv[1], sys.argv[2]
    record = json.loads(RECORD.read_text())
    loads = built(dist)
    if mode == "check":
        failures = check(record, loads)
        for load, files in loads.items():
            was = record["loads"].get(load)
            note = "" if was is None else f" (recorded {kb(sum(was.values()))})"
            print(f"{what(load):48} {kb(sum(files.values())):>9} gzip, budget {kb(budget(record, load, loads))}{note}")
        if failures:
            print("\nThe byte gate failed:", file=sys.stderr)
            for failure in failures:
                print(f"  {failure}", file=sys.stderr)
            sys.exit(1)
        shrunk = [load for load, files in loads.items() if load in record["loads"]
                  and sum(files.values()) + 100 < sum(record["loads"][load].values())]
        if shrunk:
            print(f"\nSmaller than recorded: {', '.join(what(l) for l in shrunk)}; "
                  "`.ci/size --record` lowers the figures (say why in the commit).")
    elif mode == "record":
        changed = lowered(record, loads)
        RECORD.write_text(json.dumps(record, indent=2) + "\n")
        for load, before, after in changed:
            print(f"{what(load)}: {'new' if before is None else kb(before)} -> {kb(after)}")
        if not changed:
            print("no load is smaller than recorded; nothing changed")
    elif mode == "report":
        for load, files in loads.items():
            print(json.dumps([what(load), sum(files.values()), budget(record, load, loads)]))
    else:
        sys.exit(f"unknown mode {mode}: check, record or report")


if __name__ == "__main__":
    main()
