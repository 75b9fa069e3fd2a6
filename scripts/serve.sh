#!/usr/bin/env bash
# Installs what is missing, builds the release app (both pages) with the
# shipped army lists and serves dist/ on localhost.
# PORT=9000 scripts/serve.sh picks a port.
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/env.sh

scripts/setup.sh

port="${PORT:-8080}"
scripts/build.sh
echo
echo "Serving the release app at http://127.0.0.1:$port/"
exec scripts/serve_compressed.py "$port" dist
