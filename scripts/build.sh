#!/usr/bin/env bash
# Builds the release app into dist/: the builder's page (index.html, with
# the army lists, the service worker, the manifest and the icons), the
# table's page (table.html, with the general's web worker, which the
# pre-game page uses too), the pre-game sequence's page (pregame.html) and
# the lab's page (lab.html, with its web worker), each with its own wasm
# bundle. Trunk builds one page at a time, so the pages after the
# builder's are built aside and their files moved in. Last, each page's
# JavaScript (wasm-bindgen's glue, which Trunk leaves as it is) is minified,
# and the page's integrity hash for it written again.
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/env.sh

trunk build index.html --release
aside=$(mktemp -d)
trap 'rm -rf "$aside"' EXIT
for page in table pregame lab; do
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
