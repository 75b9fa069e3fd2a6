#!/usr/bin/env bash
# Times core code compiled to wasm inside headless Chromium (the browser
# build's speed) and prints the figures. Nothing is asserted.
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/env.sh

scripts/setup.sh --browser >/dev/null
export CHROMEDRIVER=/usr/bin/chromedriver
# The marshal's games take minutes in the browser (the runner's default
# is 20 s a test).
export WASM_BINDGEN_TEST_TIMEOUT=900
log=/tmp/cos-bench-browser.log
: > "$log"
# The page's code is timed as the pages ship it (release: small first), the
# games as the lab's web worker ships them (the `worker` profile: fast).
# The general's decisions are timed in a dedicated worker, built as the
# table's worker is (the `worker` profile).
# usage: run <profile flag(s)> -- <test target> <test filter arguments>
run() {
  local build=()
  while [[ "$1" != "--" ]]; do build+=("$1"); shift; done
  shift
  local target=$1
  shift
  cargo test "${build[@]}" --target wasm32-unknown-unknown --test "$target" -- --nocapture "$@" 2>&1 \
    | tee -a "$log" | grep -E "^BENCH|test result" || {
      echo "the browser benchmark failed; its output:" >&2
      cat "$log" >&2
      exit 1
    }
}
run --release -- wasm_bench --skip goldfish
run --profile worker -- wasm_bench goldfish
run --profile worker -- wasm_bench_general
