#!/usr/bin/env python3
"""Serves a built site on 127.0.0.1, sending the headers its `_headers` file names (the
Netlify/Cloudflare format the build writes), as a host following the README would serve
it: under its Content-Security-Policy, with CORS open for a sandboxed widget's module
script and wasm. `.ci/serve` serves the release site with it, the end-to-end tests and
`.ci/bench` the site they test. A plain static server: no file watcher, no reload script.

    python3 serve.py PORT DIRECTORY [--gzip] [--announce]

With --gzip it compresses what a static host compresses (html, css, js, wasm, json,
svg), as every static host does, for measurements such as Lighthouse's. With --announce
it prints the site's address once it is listening (it answers from then on).
"""
import fnmatch
import functools
import gzip
import http.server
import io
import pathlib
import sys

COMPRESSIBLE = (".html", ".css", ".js", ".wasm", ".json", ".svg", ".webmanifest", ".txt")


def read_rules(root):
    rules, current = [], None
    path = pathlib.Path(root) / "_headers"
    if not path.is_file():
        return rules
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            current = (line.strip(), [])
            rules.append(current)
        elif current and ":" in line:
            name, value = line.strip().split(":", 1)
            current[1].append((name.strip(), value.strip()))
    return rules


class Handler(http.server.SimpleHTTPRequestHandler):
    rules = []
    gzip = False
    packed = {}

    def send_head(self):
        path = pathlib.Path(self.translate_path(self.path))
        if self.path.split("?", 1)[0] == "/favicon.ico" and not path.is_file():
            # The site's pages name their icon; only a view of a bare file (the tests'
            # manifest page) makes the browser ask for this one. Nothing, not an error.
            self.send_response(204)
            self.end_headers()
            return None
        if path.is_dir():
            path = path / "index.html"
        wants = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (self.gzip and wants and path.suffix in COMPRESSIBLE and path.is_file()):
            return super().send_head()
        # Kept by the file's time and size too: a file replaced while the server runs
        # (a bundle rebuilt to compare) is compressed afresh, not served stale.
        stat = path.stat()
        key = (path, stat.st_mtime_ns, stat.st_size)
        body = self.packed.get(key)
        if body is None:
            body = self.packed[key] = gzip.compress(path.read_bytes(), 9)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self):
        path = self.path.split("?", 1)[0]
        if path.endswith("/"):
            path += "index.html"
        chosen = {}
        for pattern, headers in self.rules:
            if fnmatch.fnmatchcase(path, pattern):
                for name, value in headers:
                    chosen[name] = value
        for name, value in chosen.items():
            if name.lower() != "content-type":
                self.send_header(name, value)
        super().end_headers()

    def log_message(self, *args):
        pass


def main():
    port, root = int(sys.argv[1]), sys.argv[2]
    Handler.rules = read_rules(root)
    Handler.gzip = "--gzip" in sys.argv[3:]
    handler = functools.partial(Handler, directory=root)
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    except OSError as error:
        sys.exit(f"cannot serve on 127.0.0.1:{port}: {error.strerror} (PORT=9000 .ci/serve serves elsewhere)")
    with server:
        if "--announce" in sys.argv[3:]:
            print(f"Fourfold is served at http://127.0.0.1:{port}/ (Ctrl-C stops it)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
