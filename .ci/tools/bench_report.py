#!/usr/bin/env python3
"""Prints .ci/bench's figures beside their budgets, from what it wrote to target/budgets/:
bytes.jsonl (bytes.py report), taps-GAME-RUN.json (tests/e2e/taps.measure.mjs; and
taps-GAME-eager.json, taps as fast as the script can, printed but not budgeted) and
lighthouse-PAGE-RUN.json. Taps and Lighthouse are the median of their runs.

    bench_report.py OUT LIGHTHOUSE_RUNS TAP_RUNS PAGE...
"""
import json
import pathlib
import statistics
import sys

GAMES = ("letters", "woody", "quaddoku", "cahoots", "foursquare")
# The budgets of the start-up issue; bytes' are in .ci/bytes.json.
TAP_LIMITS = {"choose": 48, "play": 64}
TAP_WORDS = {"choose": "choosing", "play": "playing"}
PERFORMANCE, TBT_MS, LCP_S, ACCESSIBILITY = 98, 150, 1.5, 100


def p75(times):
    """The 75th percentile of `times` (nearest rank)."""
    ordered = sorted(times)
    return ordered[(len(ordered) * 3 + 3) // 4 - 1]


def median_run(runs, key):
    """The run in the middle when `runs` are ordered by `key`."""
    ordered = sorted(runs, key=key)
    return ordered[len(ordered) // 2]


def main():
    out, runs, tap_runs, names = pathlib.Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4:]
    rows = []

    for line in (out / "bytes.jsonl").read_text().splitlines():
        what, size, limit = json.loads(line)
        rows.append((f"{what}, gzip (kB)", size / 1000, "<=", limit / 1000))

    print(f"Taps at 4x CPU on a 412x915 touch screen (Event Timing; 0 is under 16 ms), "
          f"{tap_runs} runs of each game:")
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

    print(f"Lighthouse, mobile preset, the median of {runs} runs of each page:")
    for name in names:
        reports = [json.loads(f.read_text()) for f in (out / f"lighthouse-{name}-{run}.json" for run in range(1, runs + 1))
                   if f.exists()]
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
        rows.append((f"Lighthouse {name}: performance", statistics.median(performance), ">=", PERFORMANCE))
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
