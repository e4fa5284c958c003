#!/usr/bin/env python3
"""trunk's post_build hook: the build's finishing steps, one after another (each reads
what the one before wrote): in a release build, optimize the bundles' wasm and shorten
the names between it and its JavaScript (boundary.mjs), then minify the JavaScript
(minify-glue.mjs); then write the headers and the page's policy (headers.py); then the
service worker, whose cache is named by a hash of every file (service-worker.py)."""
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "dist")
if os.environ.get("TRUNK_PROFILE") == "release":
    for step in ("boundary.mjs", "minify-glue.mjs"):
        subprocess.run(["node", os.path.join(here, step), staging], check=True)
for step in ("headers.py", "service-worker.py"):
    subprocess.run([sys.executable, os.path.join(here, step), staging], check=True)
