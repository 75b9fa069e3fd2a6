#!/usr/bin/env bash
# Installs what is missing, builds the release app with the shipped army
# lists and serves it on localhost. PORT=9000 scripts/serve.sh picks a port.
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/env.sh

scripts/setup.sh

port="${PORT:-8080}"
echo
echo "Building the release app; it will be served at http://127.0.0.1:$port/"
exec trunk serve --release --port "$port"
