#!/usr/bin/env bash
# Times core code compiled to wasm inside headless Chromium (the browser
# build's speed) and prints the figures. Nothing is asserted.
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/env.sh

scripts/setup.sh --browser >/dev/null
export CHROMEDRIVER=/usr/bin/chromedriver
log=/tmp/cos-bench-browser.log
: > "$log"
# The page's code is timed as the pages ship it (release: small first), the
# games as the lab's web worker ships them (the `worker` profile: fast).
# usage: run <profile flag(s)> -- <test filter arguments>
run() {
  local build=()
  while [[ "$1" != "--" ]]; do build+=("$1"); shift; done
  shift
  cargo test "${build[@]}" --target wasm32-unknown-unknown --test wasm_bench -- --nocapture "$@" 2>&1 \
    | tee -a "$log" | grep -E "^BENCH|test result" || {
      echo "the browser benchmark failed; its output:" >&2
      cat "$log" >&2
      exit 1
    }
}
run --release -- --skip goldfish
run --profile worker -- goldfish
