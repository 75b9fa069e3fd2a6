#!/usr/bin/env bash
# The project's test command (README, .ci/run): installs what is missing,
# then lints, runs the native tests, builds the release app, and runs the
# browser tests against it in headless Chromium.
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/env.sh

# One whole run gains nothing from incremental caches, which would double
# the size of a clean target (CI's disk is not unlimited).
export CARGO_INCREMENTAL=0

scripts/setup.sh --browser

logs=$(mktemp -d)
step() { printf '\n==> %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all --check

step "cargo clippy (warnings are errors)"
cargo clippy --locked --workspace --all-targets --all-features -- -D warnings

step "native tests"
cargo test --locked --workspace 2>&1 | tee "$logs/native.txt"

step "release build (trunk: the builder's and the table's pages)"
scripts/build.sh

step "browser tests (headless Chromium, release build)"
cargo test --locked --features browser-tests --test browser 2>&1 | tee "$logs/browser.txt"

step "summary"
echo "native tests:"
grep -E '^test result:' "$logs/native.txt" | sed 's/^/  /'
echo "browser tests:"
grep -E '^test result:' "$logs/browser.txt" | sed 's/^/  /'
echo "screenshots: target/browser-screenshots/"
