#!/usr/bin/env python3
"""Writes dist/_headers after each build (a trunk post_build hook): the HTTP headers the
site should be served with, in the `_headers` format that Netlify and Cloudflare Pages
read (other hosts: copy the values into their configuration).

The Content-Security-Policy allows no inline script and no eval: trunk's one inline
module script (which starts the app) is allowed by its SHA-256 hash, computed here from
the built index.html, and WebAssembly by 'wasm-unsafe-eval'. Style attributes (a dragged
tile's position) are the only inline styles.

The app's bundles (fourfold-home*, the list of games, and fourfold-<game>* for each game:
the loader starts one by name, and the computer players' worker starts the game's
fourfold-<game>-worker by name) and the worker's start-up script (fourfold-thinker.js)
have no hash in their names, so they are revalidated like index.html, and so are the
folders copied as they are (every folder of the build). They are found in
the build (every fourfold-<name>.js without a hash); a game's rule, /fourfold-<game>*,
also covers its computer players' bundle.

CORS is open (Access-Control-Allow-Origin: *): in `<iframe sandbox="allow-scripts">` the
widget's origin is opaque, so its module script and wasm are cross-origin fetches.

The same policy is also written into the page itself, as a
`<meta http-equiv="Content-Security-Policy">` before any script, for hosts that send no
headers of their own choosing (GitHub Pages). A meta policy cannot say who may frame the
page (`frame-ancestors`), so on such a host any site may embed it.
"""
import base64
import hashlib
import os
import re
import sys

staging = os.environ.get("TRUNK_STAGING_DIR") or (sys.argv[1] if len(sys.argv) > 1 else "dist")
with open(os.path.join(staging, "index.html"), encoding="utf-8") as f:
    html = f.read()
hashes = []
for body in re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", html, re.S):
    digest = base64.b64encode(hashlib.sha256(body.encode("utf-8")).digest()).decode()
    hashes.append(f"'sha256-{digest}'")
unhashed = sorted(
    m.group(1)
    for m in (re.fullmatch(r"(fourfold-[a-z]+)\.js", name) for name in os.listdir(staging))
    if m
)
revalidated = "".join(f"/{stem}*\n  Cache-Control: no-cache\n" for stem in unhashed)
# Folders copied as they are (boards' pictures, icons, a game's assets such as its
# opening strip) keep their files' names from build to build: revalidated too.
copied = "".join(
    f"/{name}/*\n  Cache-Control: no-cache\n"
    for name in sorted(os.listdir(staging))
    if os.path.isdir(os.path.join(staging, name))
)
csp = "; ".join([
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval' " + " ".join(hashes),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
])
headers = f"""# Written by .ci/tools/headers.py at build time.
/*
  Content-Security-Policy: {csp}
  X-Content-Type-Options: nosniff
  Referrer-Policy: no-referrer
  Access-Control-Allow-Origin: *
/*.wasm
  Content-Type: application/wasm
  Cache-Control: public, max-age=31536000, immutable
/*.js
  Cache-Control: public, max-age=31536000, immutable
/*.css
  Cache-Control: public, max-age=31536000, immutable
/sw.js
  Cache-Control: no-cache
{revalidated}/index.html
  Cache-Control: no-cache
/manifest.webmanifest
  Content-Type: application/manifest+json
  Cache-Control: no-cache
{copied}"""
with open(os.path.join(staging, "_headers"), "w", encoding="utf-8") as f:
    f.write(headers)
with open(os.path.join(staging, "csp.txt"), "w", encoding="utf-8") as f:
    f.write(csp + "\n")
meta = f'<meta http-equiv="Content-Security-Policy" content="{csp}" />'
if "http-equiv=\"Content-Security-Policy\"" not in html:
    charset = re.search(r"<meta charset=[^>]*>", html)
    if charset is None:
        sys.exit("index.html has no <meta charset>: the policy must come before any script")
    html = html[: charset.end()] + "\n    " + meta + html[charset.end() :]
    with open(os.path.join(staging, "index.html"), "w", encoding="utf-8") as f:
        f.write(html)
print(f"_headers and the page's meta: CSP with {len(hashes)} inline script hash(es); revalidated: {', '.join(unhashed)}")
