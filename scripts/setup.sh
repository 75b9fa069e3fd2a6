#!/usr/bin/env bash
# Installs what building (and, with --browser, testing) needs, skipping
# anything already installed at the right version. Safe to run every time.
#
#   scripts/setup.sh            toolchain target, trunk, wasm-bindgen, wasm-opt, crates
#   scripts/setup.sh --browser  ...and Debian's chromium + chromium-driver
#
# Tools live outside the repository (cargo's bin dir and $TOOLS_DIR), so a
# clean clone stays clean and later runs on the same machine reuse them.
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/env.sh

want_browser=false
[[ "${1:-}" == "--browser" ]] && want_browser=true

say() { printf '\n==> %s\n' "$*"; }

# --- Rust toolchain and the wasm target ----------------------------------
toolchain=$(sed -n 's/^channel *= *"\(.*\)"/\1/p' rust-toolchain.toml)
if ! rustup toolchain list | grep -q "^$toolchain"; then
  say "installing Rust $toolchain"
  rustup toolchain install "$toolchain" --profile minimal --component rustfmt,clippy
fi
if ! rustup target list --installed --toolchain "$toolchain" | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target to $toolchain"
  timeout 600 rustup target add wasm32-unknown-unknown --toolchain "$toolchain" || {
    echo "could not add the wasm32 target to Rust $toolchain (see ../shared/TOOLCHAIN.md)" >&2
    exit 1
  }
fi

# --- trunk: about 13 minutes to compile, so only when missing or wrong -----
if [[ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION"* ]]; then
  say "installing trunk $TRUNK_VERSION (compiles from source, about 13 minutes)"
  cargo install trunk --version "~$TRUNK_VERSION" --locked
fi

# --- wasm-bindgen-cli: must equal the wasm-bindgen crate in Cargo.lock ------
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [[ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $bindgen_version" ]]; then
  say "installing wasm-bindgen-cli $bindgen_version (about 6 minutes)"
  # Not --locked: the registry lacks one of its locked dependencies.
  cargo install wasm-bindgen-cli --version "$bindgen_version" --force
fi

# --- wasm-opt from npm's binaryen: Debian's and crates.io's are too old -----
if [[ "$(wasm-opt --version 2>/dev/null)" != *"version $BINARYEN_VERSION"* ]]; then
  say "installing wasm-opt (binaryen@$BINARYEN_VERSION from npm)"
  mkdir -p "$TOOLS_DIR"
  npm install --prefix "$TOOLS_DIR" --no-save --no-audit --no-fund "binaryen@$BINARYEN_VERSION" >/dev/null
fi

# --- esbuild from npm: minifies each page's JavaScript (scripts/build.sh) ----
# In its own folder: npm drops packages it did not install from a folder
# without a package.json, and would remove binaryen.
if [[ "$(esbuild --version 2>/dev/null)" != "$ESBUILD_VERSION" ]]; then
  say "installing esbuild@$ESBUILD_VERSION from npm"
  mkdir -p "$TOOLS_DIR/esbuild"
  npm install --prefix "$TOOLS_DIR/esbuild" --no-save --no-audit --no-fund "esbuild@$ESBUILD_VERSION" >/dev/null
fi

# --- crates, so the offline build has everything --------------------------
say "fetching crates"
cargo fetch --locked --quiet

# --- Chromium, its driver, and poppler (PDF pages) for the browser tests ----
if $want_browser && { [[ ! -x /usr/bin/chromium ]] || [[ ! -x /usr/bin/chromedriver ]] || ! command -v pdftoppm >/dev/null; }; then
  say "installing Debian's chromium, chromium-driver and poppler-utils"
  sudo_cmd=()
  [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq chromium chromium-driver poppler-utils >/dev/null
fi

say "tools ready: $(trunk --version), $(wasm-bindgen --version), $(wasm-opt --version), esbuild $(esbuild --version)"
