#!/usr/bin/env bash
# Times the table in headless Chromium on the release build and prints the
# figures (nothing is asserted): dragging a unit on a crowded table (pointer
# move to the next painted frame, median and 95th percentile) and the time
# to the first screen. `COS_DIST=<folder>` times another build instead of
# dist/ (for a before-and-after of the first screen).
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/env.sh

scripts/setup.sh --browser >/dev/null
if [[ -z "${COS_DIST:-}" ]]; then
  scripts/build.sh >/dev/null
fi
cargo test --features browser-tests --test browser bench_ -- --ignored --nocapture --test-threads=1 2>&1 \
  | tee /tmp/cos-bench-table.log | grep -oE "BENCH.*|test result.*" || {
    echo "the table benchmark failed; its output:" >&2
    cat /tmp/cos-bench-table.log >&2
    exit 1
  }
