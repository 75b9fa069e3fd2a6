#!/usr/bin/env bash
# Builds the release app into dist/: the builder's page (index.html, with
# the army lists, the scenarios, the service worker, the manifest and the
# icons), the game setup's page (setup.html), the table's page (table.html, with the general's web worker, which the
# pre-game page uses too), the pre-game sequence's page (pregame.html) and
# the lab's page (lab.html, with its web worker), each with its own wasm
# bundle. Trunk builds one page at a time, so the pages after the
# builder's are built aside and their files moved in. Last, each page's
# JavaScript (wasm-bindgen's glue, which Trunk leaves as it is) is minified,
# and the page's integrity hash for it written again. Then the service
# worker is given the build's file list and version, so that it keeps the
# whole app on the device at the first visit (see sw.js).
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/env.sh

trunk build index.html --release
aside=$(mktemp -d)
trap 'rm -rf "$aside"' EXIT
for page in setup table pregame lab; do
  rm -rf "${aside:?}"/*
  trunk build "$page.html" --release --dist "$aside"
  # Trunk names every page it writes index.html.
  mv "$aside/index.html" "$aside/$page.html"
  cp -r "$aside"/. dist/
done

# A page's own script: its name, a dash and Trunk's hash (the workers'
# scripts have no hash, and Trunk minifies them itself).
for script in dist/*-[0-9a-f]*[0-9a-f].js; do
  esbuild "$script" --minify --format=esm --log-level=warning --outfile="$script.min"
  mv "$script.min" "$script"
  name=$(basename "$script")
  hash="sha384-$(openssl dgst -sha384 -binary "$script" | base64 -w0)"
  sed -i -E "s|(href=\"\./$name\"[^>]*integrity=\")[^\"]*|\1$hash|" dist/*.html
done

# The service worker's precache: every file of the build (the pages, their
# code and styles, the workers, the army lists, the icons, the manifest)
# but the worker itself and the lists' notes for people; its version, a
# hash of every file's name and contents and of the worker's own source,
# names the cache, so any change to the build is a new cache.
python3 - dist <<'PY'
import hashlib, json, os, sys
dist = sys.argv[1]
files = sorted(
    os.path.relpath(os.path.join(folder, name), dist).replace(os.sep, "/")
    for folder, _, names in os.walk(dist)
    for name in names
    if name != "sw.js" and not name.endswith(".md")
)
digest = hashlib.sha256()
for name in files:
    digest.update(name.encode() + b"\0")
    with open(os.path.join(dist, name), "rb") as file:
        digest.update(hashlib.sha256(file.read()).digest())
worker_path = os.path.join(dist, "sw.js")
with open(worker_path, encoding="utf-8") as file:
    worker = file.read()
digest.update(worker.encode())
for placeholder in ('const VERSION = "dev";', "const PRECACHE = [];"):
    if worker.count(placeholder) != 1:
        sys.exit(f"sw.js: expected one line {placeholder!r} to fill in")
worker = worker.replace('const VERSION = "dev";', f'const VERSION = "{digest.hexdigest()[:16]}";')
worker = worker.replace("const PRECACHE = [];", f"const PRECACHE = {json.dumps(files)};")
with open(worker_path, "w", encoding="utf-8") as file:
    file.write(worker)
PY
