#!/usr/bin/env bash
# Builds the release app into dist/: the builder's page (index.html, with
# the army lists, the service worker, the manifest and the icons) and the
# table's page (table.html), each with its own wasm bundle. Trunk builds one
# page at a time, so the table is built aside and its files moved in.
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/env.sh

trunk build index.html --release
aside=$(mktemp -d)
trap 'rm -rf "$aside"' EXIT
trunk build table.html --release --dist "$aside"
# Trunk names every page it writes index.html.
mv "$aside/index.html" "$aside/table.html"
cp -r "$aside"/. dist/
