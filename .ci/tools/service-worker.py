#!/usr/bin/env python3
"""Writes sw.js into trunk's staging directory after each build (a trunk post_build hook).

The service worker precaches every file of the build by its relative path, so the app
works offline and under any sub-path; but for play across devices' bundles (LAZY: a
guest's and a host's per game, over 200 kB each, and the QR code reader), which a person asks for: each is
cached the first time it is fetched (a guest's page keeps its game's once opened, for
the table offline), so a visit that never pairs devices never downloads them. Its cache is named by a hash of the file list and
contents: a new build makes a new cache and the old one is deleted when it takes over.
"""
import hashlib
import json
import os
import re
import sys

staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "dist")
files = []
digest = hashlib.sha256()
for root, _dirs, names in os.walk(staging):
    for name in sorted(names):
        path = os.path.join(root, name)
        rel = os.path.relpath(path, staging).replace(os.sep, "/")
        # The worker itself and the host's header files are not part of the app.
        if rel in ("sw.js", "_headers", "csp.txt"):
            continue
        files.append(rel)
files.sort()
for rel in files:
    digest.update(rel.encode())
    with open(os.path.join(staging, rel), "rb") as f:
        digest.update(f.read())
version = digest.hexdigest()[:16]
template_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sw-template.js")
with open(template_path, encoding="utf-8") as f:
    template = f.read()
LAZY = re.compile(r"fourfold-([a-z]+-(?:guest|host)|reader)(_bg\.wasm|\.js)")
precache = ["./"] + [f"./{rel}" for rel in files if rel != "index.html" and not LAZY.fullmatch(rel)]
lazy = [f"./{rel}" for rel in files if LAZY.fullmatch(rel)]
script = (template.replace("__VERSION__", version)
          .replace("__FILES__", json.dumps(precache, indent=2))
          .replace("__LAZY__", json.dumps(lazy)))
with open(os.path.join(staging, "sw.js"), "w", encoding="utf-8") as f:
    f.write(script)
print(f"sw.js: {len(precache)} files precached, cache fourfold-{version}")
