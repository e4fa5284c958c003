#!/usr/bin/env python3
"""Prints .ci/bench's figures beside their budgets, from what it wrote to target/budgets/:
bytes.jsonl (bytes.py report), taps-GAME-RUN.json (tests/e2e/taps.measure.mjs; and
taps-GAME-eager.json, taps as fast as the script can, printed but not budgeted),
latency-GAME-RUN.json (tests/e2e/latency.measure.mjs) and lighthouse-PAGE-RUN.json. Taps,
latency and Lighthouse are the median of their runs. With the phone each was measured
on: this machine's benchmark index read right before it (phone-NAME.json, one Lighthouse
run of the list), and the CPU slowdown that made the median of the last three readings
a phone of PHONE_INDEX (phone-NAME.txt); and the next reading, to say where the machine
changed speed under a measurement.

    bench_report.py --calibrate OUT NAME FORCED LAST   prints the CPU slowdown to
        measure NAME at (see calibrate)
    bench_report.py OUT LIGHTHOUSE_RUNS TAP_RUNS LATENCY_RUNS PAGE...
"""
import os
import json
import pathlib
import statistics
import sys

GAMES = ("letters", "woody", "quaddoku", "cahoots", "foursquare")
# The budgets of the start-up issue; bytes' are in .ci/bytes.json.
TAP_LIMITS = {"choose": 48, "play": 64}
TAP_WORDS = {"choose": "choosing", "play": "playing"}
PERFORMANCE, TBT_MS, LCP_S, ACCESSIBILITY = 98, 150, 1.5, 100
# A guest's tap to every other screen's paint (p95, ms).
LATENCY_MS = 100
# A guest's and a host's page of play across devices (pages named "<game>-guest",
# "<game>-host").
DEVICES_PERFORMANCE = 95
# The phone every figure means: its benchmark index (Chrome's DevTools calibrates a
# mid-tier phone at 1000 and a low-tier one at 264).
PHONE_INDEX = 500
# How far the index read after a measurement may be from the median its multiplier was
# worked out from before the report says the machine changed speed under it.
DRIFT = 0.15
# The legs of a guest's move on its way (latency-GAME.json's "path"), each timed from the
# tap: the guest's sending it, the host's hearing it, its telling the guests, its paint;
# each guest's hearing the host and painting.
LEGS = (("sent", "sent"), ("hostHeard", "the host hears"), ("hostTold", "tells the guests"),
        ("hostPaint", "paints"), ("otherHeard", "the other guest hears"), ("otherPaint", "paints"),
        ("ownHeard", "the guest hears back"), ("ownPaint", "paints"))


def index_of(path):
    """The benchmark index a Lighthouse report read, or None (no report, or one cut short)."""
    try:
        return json.loads(path.read_text()).get("environment", {}).get("benchmarkIndex")
    except (OSError, ValueError):
        return None


def calibrate(out, name, forced, last):
    """The CPU slowdown to measure `name` at, written to phone-NAME.txt ("SLOWDOWN
    INDEX", the index it was worked out from, or "-"): `forced`; or the median of the
    last three indexes read (phone-NAME.json the last, phone-order.txt their order) over
    PHONE_INDEX, never below 1 (a machine slower than the phone is measured as it is);
    or `last` where this reading failed."""
    index = None if forced else index_of(out / f"phone-{name}.json")
    if forced:
        slowdown = float(forced)
    elif index is None:
        slowdown = float(last)
    else:
        order = out / "phone-order.txt"
        names = (order.read_text().split() if order.exists() else []) + [name]
        order.write_text("\n".join(names) + "\n")
        index = statistics.median(index_of(out / f"phone-{n}.json") for n in names[-3:])
        slowdown = max(1.0, round(index / PHONE_INDEX, 1))
    (out / f"phone-{name}.txt").write_text(f"{slowdown:g} {'-' if index is None else round(index)}\n")
    return slowdown


def phone_of(out, name, following):
    """The phone the measurement `name` stood for, in words: its CPU multiplier, the index
    read before it and the median it was worked out from, and the index read next
    (before the measurement `following`), with a note when that differs from the median
    by more than DRIFT."""
    said_file = out / f"phone-{name}.txt"
    if not said_file.exists():
        return "at an unrecorded CPU slowdown"
    slowdown, median = said_file.read_text().split()
    slowdown = float(slowdown)
    if os.environ.get("CPU_SLOWDOWN"):
        return f"at {slowdown:g}x CPU (set by hand)"
    before = index_of(out / f"phone-{name}.json")
    if before is None or median == "-":
        return f"at {slowdown:g}x CPU (no index read before it: the last multiplier)"
    median = float(median)
    after = index_of(out / f"phone-{following}.json") if following else None
    said = f"at {slowdown:g}x CPU (index {before:.0f} read before it, the last three's median {median:.0f}"
    if after is not None:
        said += f"; {after:.0f} next"
        if abs(after / median - 1) > DRIFT:
            said += (f": the machine's speed changed by {(after / median - 1) * 100:+.0f}%; at the next reading's, "
                     f"a phone of {after / slowdown:.0f}, not {PHONE_INDEX}")
    return said + ")"


def p75(times):
    """The 75th percentile of `times` (nearest rank)."""
    ordered = sorted(times)
    return ordered[(len(ordered) * 3 + 3) // 4 - 1]


def p95(times):
    """The 95th percentile of `times` (nearest rank)."""
    ordered = sorted(times)
    return ordered[max(0, -(-len(ordered) * 95 // 100) - 1)]


def median_run(runs, key):
    """The run in the middle when `runs` are ordered by `key`."""
    ordered = sorted(runs, key=key)
    return ordered[len(ordered) // 2]


def main():
    if sys.argv[1] == "--calibrate":
        print(f"{calibrate(pathlib.Path(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]):g}")
        return
    out, runs, tap_runs = pathlib.Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    latency_runs, names = int(sys.argv[4]), sys.argv[5:]
    rows = []
    if os.environ.get("CPU_SLOWDOWN"):
        print(f"The phone: CPU {os.environ['CPU_SLOWDOWN']}x slower, set by hand")
    else:
        print(f"The phone: a benchmark index of {PHONE_INDEX}, each measurement's CPU slowdown worked out from "
              f"the median of this machine's last three readings of its index, the last right before it "
              f"(one Lighthouse run each)")

    for line in (out / "bytes.jsonl").read_text().splitlines():
        what, size, limit = json.loads(line)
        rows.append((f"{what}, gzip (kB)", size / 1000, "<=", limit / 1000))

    print(f"Taps on a 412x915 touch screen (Event Timing; 0 is under 16 ms), {tap_runs} runs of each game:")
    taps = [f"taps-{run}" for run in range(1, tap_runs + 1)] + ["taps-eager"]
    for run, (name, following) in enumerate(zip(taps, taps[1:] + ["latency-1"]), 1):
        print(f"  {'run ' + str(run) if name != 'taps-eager' else 'the run tapping as fast as it can'}: "
              f"{phone_of(out, name, following)}")
    for game in GAMES:
        measured = [json.loads(f.read_text()) for f in (out / f"taps-{game}-{run}.json" for run in range(1, tap_runs + 1))
                    if f.exists()]
        for kind, limit in TAP_LIMITS.items():
            label = f"taps {game}, {TAP_WORDS[kind]}: p75 (ms)"
            lists = [run[kind] for run in measured if run.get(kind)]
            if not lists:
                if game != "foursquare" or kind != "choose":
                    print(f"  {game}, {TAP_WORDS[kind]}: not measured")
                    rows.append((label, float("inf"), "<=", limit))
                continue
            middle = median_run(lists, p75)
            every = ", ".join(f"{p75(times):.0f}" for times in lists)
            print(f"  {game}, {TAP_WORDS[kind]}: {len(lists)} of {tap_runs} runs, {len(middle)} taps in the median "
                  f"run; its median {statistics.median(middle):.0f} ms, p75 {p75(middle):.0f} ms (each run's p75: "
                  f"{every}); worst of all {max(max(t) for t in lists):.0f} ms")
            rows.append((label, p75(middle), "<=", limit))
            eager = out / f"taps-{game}-eager.json"
            times = json.loads(eager.read_text()).get(kind) if eager.exists() else None
            if times:
                print(f"    tapped as fast as the script can (one run, not a budget): {len(times)} taps, "
                      f"p75 {p75(times):.0f} ms, worst {max(times):.0f} ms")

    print(f"A guest's tap to the paint on three devices, {latency_runs} runs (each run both games):")
    runs_of = [f"latency-{run}" for run in range(1, latency_runs + 1)]
    for run, (measurement, following) in enumerate(zip(runs_of, runs_of[1:] + [names[0] if names else None]), 1):
        print(f"  run {run}: {phone_of(out, measurement, following)}")
    for game, name in (("woody", "Major Woody"), ("cahoots", "Speed Cahoots")):
        files = [out / f"latency-{game}-{run}.json" for run in range(1, latency_runs + 1)]
        measured = [json.loads(f.read_text()) for f in files if f.exists()]
        if not measured and (out / f"latency-{game}.json").exists():
            # One run made by hand (the measurement alone, not the bench).
            measured = [json.loads((out / f"latency-{game}.json").read_text())]
        print(f"A guest's tap to the paint, {name} on three devices, {len(measured)} of {latency_runs} runs:")
        if not measured:
            print("  not measured")
            rows.append((f"{game}: a guest's tap to the other screens: p95 (ms)", float("inf"), "<=", LATENCY_MS))
            continue
        for figures in measured[:1]:
            if figures.get("throttle") != "cgroup":
                print("    each page slowed by Chromium's throttle (which busy-waits: the three pages wait for "
                      "each other's throttles)")
        for key, words in (("host", "the host's"), ("guest", "the other guest's"), ("own", "its own")):
            lists = [figures[key] for figures in measured if figures.get(key)]
            if not lists:
                print(f"  to {words} screen: not measured")
                continue
            middle = median_run(lists, p95)
            print(f"  to {words} screen: p95 {p95(middle):.0f} ms in the median run (each run's p95: "
                  f"{', '.join(f'{p95(times):.0f}' for times in lists)}); its {len(middle)} moves' median "
                  f"{statistics.median(middle):.0f} ms, worst {max(middle):.0f} ms")
            if key != "own":
                rows.append((f"{game}: a guest's tap to {words} screen: p95 (ms)", p95(middle), "<=", LATENCY_MS))
        for run, figures in enumerate(measured, 1):
            stats = [dict((kv.split()[0], int(kv.split()[1])) for kv in held.split(", "))
                     for held in figures.get("held") or []]
            if stats:
                held = "; ".join(f"{s['nr_throttled']} of {s['nr_periods']} periods, "
                                 f"{s['throttled_time'] / 1e9:.2f} s" for s in stats)
                print(f"    run {run}: each page's main thread slowed by a CPU quota of the kernel (held back, "
                      f"device by device: {held})")
            path = figures.get("path") or []
            legs = []
            for key, words in LEGS:
                times = [leg[key] for leg in path if leg.get(key) is not None]
                if times:
                    counted = "" if len(times) == len(path) else f" ({len(times)} moves)"
                    legs.append(f"{words} {statistics.median(times):.0f} / {p95(times):.0f}{counted}")
            if legs:
                print(f"    run {run}, the way in ms from the tap (median / p95 of {len(path)} moves): "
                      f"{'; '.join(legs)}")
            for screen, timings in (figures.get("parts") or {}).items():
                said = "; ".join(f"{what} {len(times)}x, median {statistics.median(times):.1f}, "
                                 f"p95 {p95(times):.1f}, worst {max(times):.1f}"
                                 for what, times in sorted(timings.items()) if times)
                print(f"    run {run}, on {screen}'s screen (ms): {said or 'no timings'}")

    print(f"Lighthouse, mobile preset, the median of {runs} runs of each page:")
    for name, following in zip(names, names[1:] + [None]):
        reports = [json.loads(f.read_text()) for f in (out / f"lighthouse-{name}-{run}.json" for run in range(1, runs + 1))
                   if f.exists()]
        # Lighthouse's own reading of the index in each run (before it slows the CPU).
        own = [r.get("environment", {}).get("benchmarkIndex") for r in reports]
        print(f"  {name}: {phone_of(out, name, following)}; each run's own reading of the index: "
              f"{', '.join('-' if i is None else f'{i:.0f}' for i in own)}")
        if not reports:
            print(f"  {name}: not measured")
            rows.append((f"Lighthouse {name}: performance", float("-inf"), ">=", PERFORMANCE))
            continue
        score = lambda r: r["categories"]["performance"]["score"]
        audit = lambda r, key: r["audits"][key]["numericValue"]
        performance = [score(r) * 100 for r in reports]
        tbt = [audit(r, "total-blocking-time") for r in reports]
        lcp = [audit(r, "largest-contentful-paint") / 1000 for r in reports]
        accessibility = [r["categories"]["accessibility"]["score"] * 100 for r in reports]
        least = DEVICES_PERFORMANCE if name.endswith(("-guest", "-host")) else PERFORMANCE
        rows.append((f"Lighthouse {name}: performance", statistics.median(performance), ">=", least))
        rows.append((f"Lighthouse {name}: TBT (ms)", statistics.median(tbt), "<=", TBT_MS))
        rows.append((f"Lighthouse {name}: LCP (s)", statistics.median(lcp), "<=", LCP_S))
        rows.append((f"Lighthouse {name}: accessibility", statistics.median(accessibility), ">=", ACCESSIBILITY))
        fcp = statistics.median(audit(r, "first-contentful-paint") for r in reports) / 1000
        cls = statistics.median(audit(r, "cumulative-layout-shift") for r in reports)
        print(f"  {name}: {len(reports)} runs; performance {', '.join(f'{p:.0f}' for p in performance)}; "
              f"TBT {', '.join(f'{t:.0f}' for t in tbt)} ms; LCP {', '.join(f'{l:.2f}' for l in lcp)} s; "
              f"FCP {fcp:.2f} s, CLS {cls:.3f} (medians); accessibility {', '.join(f'{a:.0f}' for a in accessibility)}")

    print()
    print(f"{'budget':52} {'figure':>8}   limit     verdict")
    missed = 0
    for what, figure, op, limit in rows:
        ok = figure <= limit if op == "<=" else figure >= limit
        missed += not ok
        print(f"{what:52} {figure:8.1f}   {op} {limit:<6g}  {'within' if ok else 'MISSED'}")
    print(f"{len(rows) - missed} of {len(rows)} figures within their budgets.")


if __name__ == "__main__":
    main()
