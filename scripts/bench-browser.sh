#!/usr/bin/env bash
# Times core code compiled to wasm inside headless Chromium (the browser
# build's speed) and prints the figures. Nothing is asserted.
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/env.sh

scripts/setup.sh --browser >/dev/null
export CHROMEDRIVER=/usr/bin/chromedriver
cargo test --release --target wasm32-unknown-unknown --test wasm_bench -- --nocapture 2>&1 \
  | tee /tmp/cos-bench-browser.log | grep -E "^BENCH|test result" || {
    echo "the browser benchmark failed; its output:" >&2
    cat /tmp/cos-bench-browser.log >&2
    exit 1
  }
